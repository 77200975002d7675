import type { DecisionResponse } from './schema.js';

/**
 * The decision response as the JSON body sent to the agent, with the execution trace taken from
 * `traceJson`: the trace is the largest part of both the response and the action row, and the
 * row already needs it as JSON, so it is serialized once per evaluation instead of twice.
 * The trace is the body's last member; `traceJson` must be `JSON.stringify(response.execution_trace)`.
 */
export function decisionJson(response: DecisionResponse, traceJson: string): string {
  const { execution_trace: _trace, ...rest } = response;
  const head = JSON.stringify(rest);
  // `rest` always has members, so `head` ends with `}` after at least one of them.
  return `${head.slice(0, -1)},"execution_trace":${traceJson}}`;
}
