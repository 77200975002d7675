/**
 * Lua scripts of the evaluation's two Redis round trips. One command each instead of a pipeline
 * of a dozen: less client work per evaluation, and the writes of one evaluation apply atomically.
 */

/**
 * KEYS: globalKill, orgKill, quarantine, session, verified, canary, breaker, budgetCount, delegation ('' when none)
 * ARGV: agentId, eventsKept
 * Returns: [globalKill, orgKill, quarantinedSince, session[], verified[], canaryFailures, breaker, count, delegation]
 */
export const LOAD_RUNTIME = `
local kept = tonumber(ARGV[2])
local delegation = false
if KEYS[9] ~= '' then delegation = redis.call('GET', KEYS[9]) end
return {
  redis.call('GET', KEYS[1]),
  redis.call('GET', KEYS[2]),
  redis.call('HGET', KEYS[3], ARGV[1]),
  redis.call('LRANGE', KEYS[4], -kept, -1),
  redis.call('LRANGE', KEYS[5], -kept, -1),
  redis.call('HGET', KEYS[6], 'failures'),
  redis.call('GET', KEYS[7]),
  redis.call('GET', KEYS[8]),
  delegation
}`;

/**
 * KEYS: session, budgetCount, consecutiveBlocks, budgetAgents, breaker
 * ARGV: agentId, eventJson ('' for none), eventsKept, sessionTtl, blockMode ('count'|'reset'|'keep'),
 *       maxConsecutiveBlocks, breakerTtl, breakerValue, hourBucket
 * Returns: consecutive blocks after the update (0 when reset or kept)
 */
export const RECORD_EVALUATION = `
-- The hour's counter is new exactly when INCR answers 1: only then does it need its expiry, and
-- only then can the agent's hour in the organization's set of budgeted agents be out of date.
-- All of an agent's budget state expires within the hour after its last counted hour, so agents
-- last counted before the previous hour have none left and leave the set here: the set holds
-- the last two hours' agents, not every agent ever seen.
if redis.call('INCR', KEYS[2]) == 1 then
  redis.call('EXPIRE', KEYS[2], 3700)
  local hour = tonumber(ARGV[9])
  redis.call('ZADD', KEYS[4], hour, ARGV[1])
  redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', '(' .. (hour - 1))
  redis.call('EXPIRE', KEYS[4], 7300)
end
if ARGV[2] ~= '' then
  redis.call('RPUSH', KEYS[1], ARGV[2])
  redis.call('LTRIM', KEYS[1], -tonumber(ARGV[3]), -1)
  redis.call('EXPIRE', KEYS[1], tonumber(ARGV[4]))
end
local blocks = 0
if ARGV[5] == 'count' then
  blocks = redis.call('INCR', KEYS[3])
  redis.call('EXPIRE', KEYS[3], 3600)
  if blocks >= tonumber(ARGV[6]) then
    redis.call('SET', KEYS[5], ARGV[8], 'EX', tonumber(ARGV[7]))
  end
elseif ARGV[5] == 'reset' then
  redis.call('DEL', KEYS[3])
end
return blocks`;
