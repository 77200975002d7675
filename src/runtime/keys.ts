/**
 * Redis keys of runtime state. Every organization-scoped key embeds the organization id, so two
 * organizations that reuse an agent_id or session_id share nothing. Ids and names are
 * length-prefixed hashes-free but escaped: `:` inside client values cannot forge another key.
 */
function esc(value: string): string {
  return encodeURIComponent(value);
}

export function runtimeKeys(prefix: string) {
  const org = (organizationId: number) => `${prefix}o:${organizationId}:`;
  return {
    globalKill: `${prefix}global:kill`,
    canary: `${prefix}canary:state`,
    orgKill: (o: number) => `${org(o)}kill`,
    quarantine: (o: number) => `${org(o)}quarantine`,
    session: (o: number, scope: string) => `${org(o)}session:${esc(scope)}`,
    verified: (o: number, scope: string) => `${org(o)}verified:${esc(scope)}`,
    delegation: (o: number, actionId: number) => `${org(o)}delegation:${actionId}`,
    budgetCount: (o: number, agent: string, hour: number) => `${org(o)}budget:${esc(agent)}:${hour}`,
    consecutiveBlocks: (o: number, agent: string) => `${org(o)}blocks:${esc(agent)}`,
    breaker: (o: number, agent: string) => `${org(o)}breaker:${esc(agent)}`,
    /** agents with budget state, scored by the last hour whose counter they started (a sorted set) */
    budgetAgents: (o: number) => `${org(o)}budget-agents:by-hour`,
    /** the unscored set earlier versions kept (never trimmed); read until it expires after an upgrade */
    legacyBudgetAgents: (o: number) => `${org(o)}budget-agents`,
  };
}

export type RuntimeKeys = ReturnType<typeof runtimeKeys>;

/** Session scope: the session when given, else the agent (so chains across one agent's calls still show). */
export function sessionScope(agentId: string, sessionId: string | null): string {
  return sessionId !== null ? `s:${sessionId}` : `a:${agentId}`;
}

export function hourBucket(nowMs: number): number {
  return Math.floor(nowMs / 3_600_000);
}

export function secondsToHourEnd(nowMs: number): number {
  return Math.max(1, Math.ceil((3_600_000 - (nowMs % 3_600_000)) / 1000));
}
