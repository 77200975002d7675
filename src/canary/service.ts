import type { Redis } from 'ioredis';
import { buildPolicySet } from '../policy/compiled.js';
import { runCanaries } from '../pipeline/layers/canary.js';
import { runPipeline, type PipelineSettings } from '../pipeline/runner.js';
import { emptyRuntime } from '../pipeline/runtime.js';
import type { RuntimeKeys } from '../runtime/keys.js';

export interface CanaryStatus {
  enabled: boolean;
  failures: number;
  risk_boost: number;
  last_run_at: string | null;
  results: { name: string; passed: boolean; detail: string }[];
}

/**
 * The canary self-test: five known-bad payloads run through the real detectors; each one that
 * slips through raises every organization's risk by the configured boost until the next run.
 * State is global (the detectors are the same code everywhere) and lives in Redis.
 */
export class CanaryService {
  constructor(
    private readonly redis: Redis,
    private readonly keys: RuntimeKeys,
    private readonly settings: PipelineSettings,
  ) {}

  run(): { failures: number; results: CanaryStatus['results'] } {
    const noPolicies = buildPolicySet([]);
    const probeSettings: PipelineSettings = { ...this.settings, canaryEnabled: false };
    return runCanaries((call) => {
      const result = runPipeline(call, emptyRuntime(), noPolicies, probeSettings);
      return { blocked: result.decision === 'block', risk: result.risk };
    });
  }

  async runAndStore(): Promise<CanaryStatus> {
    const outcome = this.run();
    const at = new Date().toISOString();
    await this.redis.hset(this.keys.canary, {
      failures: String(this.settings.canaryEnabled ? outcome.failures : 0),
      last_run_at: at,
      results: JSON.stringify(outcome.results),
    });
    return this.describe(outcome.failures, at, outcome.results);
  }

  async status(): Promise<CanaryStatus> {
    const state = await this.redis.hgetall(this.keys.canary);
    const failures = Number(state.failures ?? 0) || 0;
    const results = state.results ? (JSON.parse(state.results) as CanaryStatus['results']) : [];
    return this.describe(failures, state.last_run_at ?? null, results);
  }

  private describe(failures: number, at: string | null, results: CanaryStatus['results']): CanaryStatus {
    return {
      enabled: this.settings.canaryEnabled,
      failures,
      risk_boost: this.settings.canaryEnabled ? Math.min(5, failures) * this.settings.canaryBoostPerFailure : 0,
      last_run_at: at,
      results,
    };
  }
}
