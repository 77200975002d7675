import { injectionFirewallLayer } from '../../../../src/pipeline/layers/injection-firewall.js';
import type { ToolCall } from '../../../../src/pipeline/types.js';

/** The three ways the development set sends direct injections: a prompt, a message, a document. */
export type Shape = 'call_llm:prompt' | 'send_message:text' | 'create_document:content';

export const call = (shape: Shape, text: string): ToolCall => {
  const [tool, field] = shape.split(':') as [string, string];
  return { tool, args: { [field]: text }, context: {}, agentId: 'a1', sessionId: null };
};

/** Layer 4 blocks `text` or rates it at review level, sent as `shape`. */
export const flagged = (text: string, shape: Shape = 'call_llm:prompt'): boolean => {
  const v = injectionFirewallLayer(call(shape, text));
  return v.outcome === 'block' || v.risk >= 40;
};
