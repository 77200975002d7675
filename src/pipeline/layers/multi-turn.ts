/**
 * Layer 11: multi-turn tracker. Accumulates the injection similarity of the session's calls
 * (the loader already dropped events older than the TTL) with the current one:
 * - average >= threshold over at least 3 turns: flag (risk 40-60, review);
 * - average >= 2x threshold over at least 4 turns, or a steadily rising similarity over the last
 *   4 turns with override-like detector families in at least two of them: block
 *   MULTI_TURN_ESCALATION.
 * Below the threshold the layer adds nothing, so ordinary sessions stay at 0.
 */
import { ESCALATION_TOPICS, methodAskedByReference } from '../detectors/moderation/index.js';
import type { LayerVerdict } from '../findings.js';
import type { RuntimeView } from '../runtime.js';
import { scanFields } from '../scan-fields.js';
import type { ToolCall } from '../types.js';

export interface MultiTurnOptions {
  enabled: boolean;
  /** MULTI_TURN_ACCUMULATION_THRESHOLD, default 0.15 */
  threshold: number;
}

const MIN_TURNS_FLAG = 3;
const MIN_TURNS_BLOCK = 4;
const TREND_TURNS = 4;
const OVERRIDE_FAMILY = /override|jailbreak|system_prompt|prompt_leak|prompt_extraction|role_?play|persona|instruction|injection|dan_/;

export function multiTurnLayer(similarityNow: number, runtime: RuntimeView, opts: MultiTurnOptions, call?: ToolCall): LayerVerdict {
  if (!opts.enabled) return { outcome: 'skip', risk: 0, detail: 'multi-turn tracking disabled' };
  const crescendo = call ? crescendoEscalation(call, runtime) : null;
  if (crescendo) return crescendo;
  const threshold = Math.max(0.01, opts.threshold);
  const sims = [...runtime.session.map((e) => clamp(e.similarity)), clamp(similarityNow)];
  const turns = sims.length;
  const avg = sims.reduce((a, b) => a + b, 0) / turns;
  const avgText = `average injection similarity ${avg.toFixed(2)} over ${turns} turn${turns === 1 ? '' : 's'}`;

  if (turns >= MIN_TURNS_BLOCK && avg >= 2 * threshold) {
    return escalation(`${avgText} (>= ${(2 * threshold).toFixed(2)})`);
  }
  const trend = risingOverrideTrend(runtime, sims, threshold);
  if (trend) return escalation(trend);
  if (turns >= MIN_TURNS_FLAG && avg >= threshold) {
    const risk = 40 + Math.round(20 * Math.min(1, (avg - threshold) / threshold));
    return { outcome: 'flag', risk, detail: `${avgText} reached the threshold ${threshold.toFixed(2)}` };
  }
  return { outcome: 'pass', risk: 0, detail: avgText };
}

function escalation(detail: string): LayerVerdict {
  return {
    outcome: 'block',
    risk: 90,
    detail: `multi-turn escalation: ${detail}`,
    errorCode: 'MULTI_TURN_ESCALATION',
    remediation: 'The session accumulated prompt-injection attempts across turns; start a new session and review the conversation.',
    findings: [{ family: 'multi_turn_escalation', detail, risk: 90, severity: 'block' }],
  };
}

/** The last TREND_TURNS similarities never fall, rise by >= 2x threshold, with override families in >= 2 turns. */
function risingOverrideTrend(runtime: RuntimeView, sims: number[], threshold: number): string | null {
  if (sims.length < TREND_TURNS) return null;
  const last = sims.slice(-TREND_TURNS);
  for (let i = 1; i < last.length; i++) if (last[i]! < last[i - 1]!) return null;
  if (last[last.length - 1]! - last[0]! < 2 * threshold) return null;
  const events = runtime.session.slice(-(TREND_TURNS - 1));
  const overrideTurns = events.filter((e) => e.families.some((f) => OVERRIDE_FAMILY.test(f))).length;
  if (overrideTurns < 2) return null;
  return `similarity rising over ${TREND_TURNS} turns (${last.map((s) => s.toFixed(2)).join(' -> ')}) with override attempts in ${overrideTurns}`;
}

function clamp(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}

/** Session tag of a harm topic an earlier turn touched (`topic:weapons`), recorded by the runner from layer 7. */
export const TOPIC_TAG_PREFIX = 'topic:';
const CRESCENDO_RISK = 50;

/** The harm topic of the latest earlier turn that touched one worth escalating, or null. */
function lastEscalationTopic(runtime: RuntimeView): string | null {
  for (let i = runtime.session.length - 1; i >= 0; i--) {
    for (const tag of runtime.session[i]!.tags) {
      const topic = tag.startsWith(TOPIC_TAG_PREFIX) ? tag.slice(TOPIC_TAG_PREFIX.length) : null;
      if (topic !== null && ESCALATION_TOPICS.has(topic)) return topic;
    }
  }
  return null;
}

/**
 * Crescendo: an earlier turn of the session touched a harm whose method is the danger (weapons,
 * drugs, intrusion...) and this one asks for the method by referring back to it ("how did people
 * make them back then?"), naming nothing harmful itself. Review, so a person reads the thread.
 */
function crescendoEscalation(call: ToolCall, runtime: RuntimeView): LayerVerdict | null {
  const topic = lastEscalationTopic(runtime);
  if (topic === null) return null;
  if (!scanFields(call.args).some((f) => methodAskedByReference(f.value))) return null;
  const detail = `crescendo: asks for the method by reference after an earlier turn about ${topic.replace(/_/g, ' ')}`;
  return { outcome: 'flag', risk: CRESCENDO_RISK, detail, findings: [{ family: 'crescendo_escalation', detail, risk: CRESCENDO_RISK, severity: 'flag' }] };
}
