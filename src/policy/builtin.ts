import type { PolicyAction } from '../db/entities/policy.js';

export type SeverityLabel = 'low' | 'medium' | 'high' | 'critical';

/** A built-in system policy: applies to every organization; custom policies cannot loosen it. */
export interface SystemPolicy {
  policy_id: string;
  description: string;
  /** exact tool name, or null for any tool */
  tool: string | null;
  severity: SeverityLabel;
  action: PolicyAction;
  args_regex: string;
}

export const SEVERITY_SCORE: Record<SeverityLabel, number> = { low: 25, medium: 50, high: 75, critical: 95 };

export const SYSTEM_POLICIES: readonly SystemPolicy[] = [
  {
    policy_id: 'system:no-root-delete',
    description: 'Recursive deletion of the filesystem root or home directories',
    tool: null,
    severity: 'critical',
    action: 'block',
    args_regex: String.raw`\brm\s+(-[a-z]*\s+)*-[a-z]*r[a-z]*\s+(-[a-z]*\s+)*(/|~|\$HOME|/\*)(\s|"|'|$)`,
  },
  {
    policy_id: 'system:no-drop-database',
    description: 'Dropping or truncating tables and databases',
    tool: null,
    severity: 'critical',
    action: 'block',
    // a statement (the name of what is dropped, then its end), not prose that names the command
    args_regex: String.raw`\b(drop\s+(table|database|schema|keyspace)(\s+if\s+exists)?|truncate\s+table)\s+[\w."\x60\[\]\\-]+\s*(;|"|'|$|--|/\*|,|\s+(cascade|restrict|purge)\b)`,
  },
  {
    policy_id: 'system:no-pipe-to-shell',
    description: 'Downloading a script and piping it into a shell',
    tool: null,
    severity: 'critical',
    action: 'block',
    args_regex: String.raw`\b(curl|wget)\b[^|;&]*\|\s*(sudo\s+)?(ba|z|k|da)?sh\b`,
  },
  {
    policy_id: 'system:no-credential-files',
    description: 'Reading well-known credential stores',
    tool: null,
    severity: 'high',
    action: 'block',
    // a private key file, not its `.pub` half, which is meant to be shared
    args_regex: String.raw`(\.aws/credentials|\.ssh/id_(rsa|dsa|ecdsa|ed25519)([^.\w-]|\.(bak|old|orig|backup|save)\b|$)|/etc/shadow\b|\.docker/config\.json|\.kube/config\b)`,
  },
  {
    policy_id: 'system:no-cloud-metadata',
    description: 'Reaching cloud instance metadata services',
    tool: null,
    severity: 'high',
    action: 'block',
    args_regex: String.raw`(169\.254\.169\.254|metadata\.google\.internal|100\.100\.100\.200|fd00:ec2::254)`,
  },
  {
    policy_id: 'system:review-audit-tampering',
    description: 'Disabling audit logging or security monitoring',
    tool: null,
    severity: 'high',
    action: 'review',
    args_regex: String.raw`\b(auditctl\s+-D|systemctl\s+(stop|disable)\s+(auditd|falcon|osqueryd)|history\s+-c|unset\s+HISTFILE)\b`,
  },
];
