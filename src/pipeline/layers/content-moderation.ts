/**
 * Layer 7: content moderation. Harmful requests in any string argument raise risk (review);
 * sexual content involving minors, mass-casualty weapons and terrorist attack planning, asked
 * for outright, block with CONTENT_MODERATION_BLOCKED.
 */
import { moderateCall } from '../detectors/moderation/index.js';
import { verdictFromFindings, type LayerVerdict } from '../findings.js';
import type { ToolCall } from '../types.js';

const REMEDIATION =
  'The request asks for harmful content. Rephrase without the harmful goal, or have a human operator review the task.';

export function contentModerationLayer(call: ToolCall): LayerVerdict {
  const { findings, topics } = moderateCall(call);
  const verdict = verdictFromFindings(findings, 'CONTENT_MODERATION_BLOCKED', REMEDIATION, 'no harmful content');
  return topics.length > 0 ? { ...verdict, topics } : verdict;
}
