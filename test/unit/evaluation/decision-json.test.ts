import { describe, expect, it } from 'vitest';
import { decisionJson } from '../../../src/evaluation/decision-json.js';
import { decisionResponseSchema, type DecisionResponse } from '../../../src/evaluation/schema.js';

const base: DecisionResponse = {
  decision: 'block',
  risk_score: 92,
  explanation: 'Blocked: "quoted" text, unicode \u2603 and a line\nbreak',
  error_code: 'DANGEROUS_ARGS',
  remediation: 'Do not run it',
  policy_ids: ['sys-1', 'custom-2'],
  chain_pattern: null,
  execution_trace: [
    { layer: 1, name: 'emergency_stop', outcome: 'pass', risk_contribution: 0, duration_ms: 0.01, detail: 'no emergency stop' },
    { layer: 3, name: 'tool_poison', outcome: 'block', risk_contribution: 92, duration_ms: 0.2, detail: 'rm -rf / in args.cmd' },
  ],
  action_id: 41,
  session_id: 's-1',
  agent_id: 'agent-7',
  fee: 0,
  evaluated_at: '2026-11-23T00:00:00.000Z',
  governance_mode: 'allow-by-default',
};

describe('decisionJson', () => {
  it('is the response as JSON, with the trace from the given serialization', () => {
    const json = decisionJson(base, JSON.stringify(base.execution_trace));
    expect(JSON.parse(json)).toEqual(base);
    expect(decisionResponseSchema.parse(JSON.parse(json))).toEqual(base);
  });

  it('keeps optional members (review id, audit decision)', () => {
    const response = { ...base, decision: 'allow', audit_decision: 'review', review_id: 9 } as DecisionResponse;
    expect(JSON.parse(decisionJson(response, JSON.stringify(response.execution_trace)))).toEqual(response);
  });

  it('sends the trace it is given, not a second serialization of the object', () => {
    const json = decisionJson(base, '[]');
    expect(JSON.parse(json).execution_trace).toEqual([]);
  });
});
