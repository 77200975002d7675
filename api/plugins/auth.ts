import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import fastifyCookie from '@fastify/cookie';
import type { Core } from '../../src/core.js';
import { hasPermission, type Principal } from '../../src/auth/principal.js';
import { looksLikeApiKey } from '../../src/auth/secrets.js';
import { DomainError } from '../../src/errors.js';

export const SESSION_COOKIE = 'governor_session';
export const JWT_LIFETIME_SECONDS = 8 * 60 * 60;

export interface JwtClaims {
  sub: string;
  org: number;
  role: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** no credential needed */
    public?: boolean;
    /** permission the principal must hold */
    permission?: string;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: JwtClaims;
    user: JwtClaims & { iat: number; exp: number };
  }
}

/** Where the credential came from, in order of precedence. */
function extractCredential(request: FastifyRequest): { token: string; source: string } | null {
  const apiKey = request.headers['x-api-key'];
  if (typeof apiKey === 'string' && apiKey !== '') return { token: apiKey, source: 'x-api-key' };
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    return match ? { token: match[1]!, source: 'bearer' } : { token: '', source: 'bearer' };
  }
  const query = request.query as Record<string, unknown> | undefined;
  if (query && typeof query.token === 'string' && query.token !== '') return { token: query.token, source: 'query' };
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie) return { token: cookie, source: 'cookie' };
  return null;
}

export async function authenticate(app: FastifyInstance, core: Core, request: FastifyRequest): Promise<Principal> {
  const credential = extractCredential(request);
  if (!credential || credential.token === '') throw new DomainError('UNAUTHENTICATED', 'missing credential');
  if (looksLikeApiKey(credential.token)) {
    const principal = await core.credentials.resolveApiKey(credential.token);
    if (!principal) throw new DomainError('UNAUTHENTICATED', 'invalid or revoked API key');
    return principal;
  }
  if (credential.source === 'x-api-key') throw new DomainError('UNAUTHENTICATED', 'invalid API key');
  let claims: JwtClaims;
  try {
    claims = app.jwt.verify<JwtClaims>(credential.token);
  } catch (err) {
    const expired = (err as { code?: string }).code === 'FAST_JWT_EXPIRED';
    throw new DomainError('UNAUTHENTICATED', expired ? 'token expired' : 'invalid token');
  }
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId) || typeof claims.org !== 'number') {
    throw new DomainError('UNAUTHENTICATED', 'invalid token');
  }
  const principal = await core.credentials.resolveUser(userId, claims.org);
  if (!principal) throw new DomainError('UNAUTHENTICATED', 'user is inactive or unknown');
  return principal;
}

/**
 * Authenticates every route unless its config says `public: true`, then checks the route's
 * `permission`. Runs at onRequest so a refused call never has its body parsed.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { core: Core }) => {
    const { core } = opts;
    await app.register(fastifyCookie);
    await app.register(fastifyJwt, {
      secret: core.config.jwtSecret,
      sign: { expiresIn: JWT_LIFETIME_SECONDS },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('principal', null);
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (request.is404 || config.public || isDocsRoute(request.routeOptions.url)) return;
      request.principal = await authenticate(app, core, request);
      if (config.permission && !hasPermission(request.principal, config.permission)) {
        throw new DomainError('FORBIDDEN', `missing permission ${config.permission}`);
      }
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);

/** The OpenAPI docs page and its assets are public, like /openapi.json. */
function isDocsRoute(url: string | undefined): boolean {
  return url === '/docs' || (url?.startsWith('/docs/') ?? false);
}

/** The authenticated principal of a protected route. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new DomainError('UNAUTHENTICATED', 'authentication required');
  return request.principal;
}
