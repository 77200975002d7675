/** Expected failures of the domain core. Transports map `code` to a status; the core knows no HTTP. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INSUFFICIENT_CREDITS',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ValidationIssue {
  path: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string, details?: unknown) => new DomainError('CONFLICT', message, details);
export const forbidden = (message = 'permission denied') => new DomainError('FORBIDDEN', message);
export const unauthenticated = (message = 'authentication required') => new DomainError('UNAUTHENTICATED', message);
export const validationFailed = (issues: ValidationIssue[], message = 'request validation failed') =>
  new DomainError('VALIDATION_ERROR', message, issues);
export const unavailable = (message: string) => new DomainError('SERVICE_UNAVAILABLE', message);
