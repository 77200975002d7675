import pino, { type Logger, type LoggerOptions } from 'pino';

/** Paths never written to logs: credentials, secrets and agent prompts. */
export const REDACT_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'access_token',
  '*.access_token',
  'api_key',
  '*.api_key',
  'secret',
  '*.secret',
  'prompt',
  '*.prompt',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers["x-api-key"]',
  'headers.cookie',
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    base: { service: 'governor' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
}

export function createLogger(level: string, bindings: Record<string, unknown> = {}): Logger {
  return pino(loggerOptions(level)).child(bindings);
}

export type { Logger };
