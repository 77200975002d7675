import type { LayerVerdict } from '../findings.js';
import type { RuntimeView } from '../runtime.js';

/** Layer 1: the organization's (or the global) kill switch. */
export function emergencyStopLayer(runtime: RuntimeView): LayerVerdict {
  if (runtime.killSwitch === null) return { outcome: 'pass', risk: 0, detail: 'kill switch off' };
  return {
    outcome: 'block',
    risk: 100,
    detail: runtime.killSwitch === 'global' ? 'global kill switch is on' : 'organization kill switch is on',
    errorCode: 'KILL_SWITCH_ACTIVE',
    remediation: 'All agent actions are halted. Wait until an administrator resumes operation (POST /admin/resume).',
  };
}

/** Layer 2: per-agent quarantine within the organization. */
export function quarantineLayer(runtime: RuntimeView, agentId: string): LayerVerdict {
  if (runtime.quarantinedSince === null) return { outcome: 'pass', risk: 0, detail: 'agent not quarantined' };
  return {
    outcome: 'block',
    risk: 100,
    detail: `agent ${agentId} quarantined since ${runtime.quarantinedSince}`,
    errorCode: 'AGENT_QUARANTINED',
    remediation: 'This agent is quarantined. An administrator must lift it (POST /admin/unquarantine/{agent_id}).',
  };
}
