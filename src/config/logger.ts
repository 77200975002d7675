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

/** Query parameters that carry credentials (`?token=` for event-stream clients). */
const SECRET_QUERY = /([?&](?:token|access_token|api_key|key)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  remoteAddress?: string;
  socket?: { remoteAddress?: string };
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      // Request lines never carry credentials, whichever way the client sent them.
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
        host: req.host ?? req.hostname,
        remoteAddress: req.ip ?? req.remoteAddress ?? req.socket?.remoteAddress,
      }),
    },
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    base: { service: 'governor' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
}

export function createLogger(level: string, bindings: Record<string, unknown> = {}): Logger {
  return pino(loggerOptions(level)).child(bindings);
}

export type { Logger };
