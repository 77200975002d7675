import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type ErrorCode, type ValidationIssue } from '../../src/errors.js';

const STATUS_OF: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_CREDITS: 402,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  402: 'INSUFFICIENT_CREDITS',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_ERROR',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function sendError(reply: FastifyReply, code: ErrorCode, message: string, details?: unknown): FastifyReply {
  const body: { error: { code: string; message: string; details?: unknown } } = { error: { code, message } };
  if (details !== undefined) body.error.details = details;
  return reply.status(STATUS_OF[code]).send(body);
}

function zodIssuePath(instancePath: string, missingProperty?: unknown): string {
  const base = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  if (typeof missingProperty === 'string') return base ? `${base}.${missingProperty}` : missingProperty;
  return base;
}

/** One error body for every failure: `{error: {code, message, details?}}`. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof DomainError) {
        if (error.code === 'INTERNAL_ERROR' || error.code === 'SERVICE_UNAVAILABLE') {
          request.log.error({ err: error }, 'request failed');
        }
        return sendError(reply, error.code, error.message, error.details);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = error.validationContext ?? 'body';
        const details: ValidationIssue[] = error.validation.map((issue) => {
          const path = zodIssuePath(issue.instancePath, issue.params?.missingProperty);
          return { path: path ? `${context}.${path}` : context, message: issue.message ?? 'invalid value' };
        });
        return sendError(reply, 'VALIDATION_ERROR', 'request validation failed', details);
      }
      if (error.validation) {
        const details = error.validation.map((issue) => ({
          path: [error.validationContext ?? 'body', zodIssuePath(issue.instancePath)].filter(Boolean).join('.'),
          message: issue.message ?? 'invalid value',
        }));
        return sendError(reply, 'VALIDATION_ERROR', 'request validation failed', details);
      }
      const status = error.statusCode ?? 500;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return sendError(reply, 'PAYLOAD_TOO_LARGE', 'request body exceeds 1 MiB');
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return sendError(reply, 'BAD_REQUEST', 'malformed JSON body');
      }
      if (status === 429) {
        return sendError(reply, 'RATE_LIMITED', error.message || 'rate limit exceeded');
      }
      if (status >= 400 && status < 500) {
        const code = CODE_OF_STATUS[status] ?? 'BAD_REQUEST';
        return reply.status(status).send({ error: { code, message: error.message || code.toLowerCase() } });
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 'INTERNAL_ERROR', 'internal server error');
    });

    app.setNotFoundHandler((request, reply) =>
      sendError(reply, 'NOT_FOUND', `route ${request.method} ${request.url.split('?')[0]} not found`),
    );
  },
  { name: 'errors' },
);
