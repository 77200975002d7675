import { parseConfig, type AppConfig } from '../config/env.js';
import type { EvaluationSettings } from './service.js';

/** The evaluation's settings, from the process configuration. */
export function evaluationSettingsOf(config: AppConfig): EvaluationSettings {
  return {
    toolPoisonEnabled: config.TOOL_POISON_DETECTOR_ENABLED,
    blockedTools: config.TOOL_POISON_BLOCKED_TOOLS,
    indirectInjectionEnabled: config.INDIRECT_INJECTION_ENABLED,
    multiTurnEnabled: config.MULTI_TURN_TRACKER_ENABLED,
    multiTurnThreshold: config.MULTI_TURN_ACCUMULATION_THRESHOLD,
    canaryEnabled: config.GOVERNOR_CANARY_ENABLED,
    canaryBoostPerFailure: config.GOVERNOR_CANARY_RISK_BOOST_PER_FAILURE,
    reviewRiskThreshold: 40,
    feeGatingEnabled: config.GOVERNOR_FEE_GATING_ENABLED,
    maxEvaluationsPerHour: config.GOVERNOR_BUDGET_MAX_EVALUATIONS_PER_HOUR,
    maxConsecutiveBlocks: config.GOVERNOR_BUDGET_MAX_CONSECUTIVE_BLOCKS,
    sessionTtlSeconds: config.MULTI_TURN_SESSION_TTL,
    reviewExpiryMinutes: 30,
  };
}

/** The settings of a default configuration (benchmarks and tools that run the pipeline in process). */
export function defaultEvaluationSettings(): EvaluationSettings {
  return evaluationSettingsOf(parseConfig({}));
}
