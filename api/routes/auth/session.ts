import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../../src/core.js';
import type { User } from '../../../src/db/entities/index.js';
import { attemptLogin, signup } from '../../../src/auth/login.js';
import { loadProfile } from '../../../src/auth/users.js';
import { unauthenticated } from '../../../src/errors.js';
import { JWT_LIFETIME_SECONDS, SESSION_COOKIE, principalOf, type JwtClaims } from '../../plugins/auth.js';
import { loginBody, noContent, profileRecord, signupBody, toProfileRecord, tokenResponse } from '../../schemas/auth.js';
import type { App } from '../../app.js';

const TAGS = ['auth'];

/** Signs a JWT for the user, sets it as the HttpOnly session cookie, and returns the token response. */
function issueSession(app: App, reply: FastifyReply, core: Core, user: User) {
  const claims: JwtClaims = { sub: String(user.id), org: user.organizationId, role: user.role };
  const token = app.jwt.sign(claims);
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: core.config.GOVERNOR_SESSION_COOKIE_SECURE,
    path: '/',
    maxAge: JWT_LIFETIME_SECONDS,
  });
  return { access_token: token, token_type: 'bearer' as const, expires_in: JWT_LIFETIME_SECONDS };
}

/** Login, logout, signup and the caller's profile. */
export const sessionRoutes: FastifyPluginAsyncZod<{ core: Core }> = async (app, { core }) => {
  app.post(
    '/login',
    {
      config: { public: true, limit: 'login' },
      schema: {
        tags: TAGS,
        summary: 'Exchange username and password for a JWT (also set as the session cookie)',
        security: [],
        body: loginBody,
        response: { 200: tokenResponse },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'];
      const outcome = await attemptLogin(core.orm.em.fork(), {
        username: request.body.username,
        password: request.body.password,
        ip: request.ip,
        userAgent,
      });
      if (!outcome.ok) {
        request.log.warn(
          { username: request.body.username.slice(0, 128), ip: request.ip, user_agent: userAgent, reason: outcome.reason, user_id: outcome.userId },
          'login failed',
        );
        throw unauthenticated('invalid username or password');
      }
      request.log.info({ user_id: outcome.user.id, organization_id: outcome.user.organizationId, ip: request.ip }, 'login succeeded');
      return issueSession(app, reply, core, outcome.user);
    },
  );

  app.post(
    '/logout',
    {
      config: { public: true },
      schema: { tags: TAGS, summary: 'Clear the session cookie', security: [], response: { 204: noContent } },
    },
    async (_request, reply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure: core.config.GOVERNOR_SESSION_COOKIE_SECURE });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/signup',
    {
      // Shares the login budget per IP: both are unauthenticated, password-hashing endpoints.
      config: { public: true, limit: 'login' },
      schema: {
        tags: TAGS,
        summary: 'Create an organization, its wallet and a viewer user; returns a JWT',
        security: [],
        body: signupBody,
        response: { 201: tokenResponse },
      },
    },
    async (request, reply) => {
      const user = await signup(core.orm.em.fork(), {
        ...request.body,
        registrationEnabled: core.config.GOVERNOR_REGISTRATION_ENABLED,
      });
      request.log.info({ user_id: user.id, organization_id: user.organizationId, ip: request.ip }, 'signup');
      const body = issueSession(app, reply, core, user);
      return reply.status(201).send(body);
    },
  );

  app.get(
    '/me',
    { schema: { tags: TAGS, summary: 'The caller: profile, permissions, organization and wallet', response: { 200: profileRecord } } },
    async (request) => {
      const principal = principalOf(request);
      const profile = await loadProfile(core.orm.em.fork(), principal.userId);
      return toProfileRecord(profile, principal.permissions);
    },
  );
};
