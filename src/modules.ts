import type { AppConfig } from './config/env.js';
import { LAYER_NAMES } from './pipeline/types.js';

export interface ModuleStatus {
  name: string;
  kind: 'pipeline_layer' | 'service';
  enabled: boolean;
  status: 'loaded' | 'disabled' | 'error';
}

const TOGGLES: Partial<Record<(typeof LAYER_NAMES)[number], (c: AppConfig) => boolean>> = {
  tool_poison: (c) => c.TOOL_POISON_DETECTOR_ENABLED,
  indirect_injection: (c) => c.INDIRECT_INJECTION_ENABLED,
  multi_turn: (c) => c.MULTI_TURN_TRACKER_ENABLED,
  canary: (c) => c.GOVERNOR_CANARY_ENABLED,
};

/** What is loaded in this process; every layer is compiled in, some can be switched off by settings. */
export function moduleStatuses(config: AppConfig): ModuleStatus[] {
  const layers: ModuleStatus[] = LAYER_NAMES.map((name) => {
    const enabled = TOGGLES[name]?.(config) ?? true;
    return { name, kind: 'pipeline_layer', enabled, status: enabled ? 'loaded' : 'disabled' };
  });
  const services: ModuleStatus[] = [
    { name: 'auth', kind: 'service', enabled: true, status: 'loaded' },
    { name: 'siem_forwarding', kind: 'service', enabled: config.GOVERNOR_SIEM_URL !== undefined, status: config.GOVERNOR_SIEM_URL ? 'loaded' : 'disabled' },
    { name: 'email_notifications', kind: 'service', enabled: config.GOVERNOR_SMTP_URL !== undefined, status: config.GOVERNOR_SMTP_URL ? 'loaded' : 'disabled' },
    { name: 'fee_gating', kind: 'service', enabled: config.GOVERNOR_FEE_GATING_ENABLED, status: config.GOVERNOR_FEE_GATING_ENABLED ? 'loaded' : 'disabled' },
  ];
  return [...layers, ...services];
}
