import type { Role } from '@arogya/contract/constants/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { bearerToken, type SessionClaims, type TokenService } from '../tokens';

/**
 * Who may call a route. Every route under /api states one in `config.access`; a route without it
 * fails at start-up (default deny).
 * - 'public': anyone, signed in or not (the user is still resolved when a valid token is sent)
 * - 'auth': any signed-in, active account
 * - a list of roles: a signed-in account with one of them
 */
export type Access = 'public' | 'auth' | readonly Role[];

export interface SessionUser {
  id: string;
  role: Role;
  name: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** This route's 401 text for a caller who is not signed in, when the spec names one. */
    unauthorizedMessage?: string;
    /** This route's 403 text for a signed-in caller whose role the route does not admit. */
    forbiddenMessage?: string;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The session of the token that authenticated this request (logout and "all but this one" use it). */
    sessionId: string | null;
  }
}

/**
 * Loads the account and session behind verified claims; null when the session was revoked, expired
 * or went idle, or the account is gone, inactive or the token outdated.
 */
export type SessionLoader = (
  claims: SessionClaims,
) => Promise<{ user: SessionUser; sessionId: string } | null>;

/**
 * One registered route and the access it declared (or was given, for plugin routes). Routes outside /api
 * (the web app's static files) carry `null`: no access rule applies to them.
 */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access | null;
}

const routeTables = new WeakMap<FastifyInstance, RouteAccess[]>();

/**
 * Every route the app registered, with its access: the authorization matrix test checks this list
 * against its table, so a new route cannot ship without a stated, tested rule.
 */
export function registeredRoutes(app: FastifyInstance): readonly RouteAccess[] {
  return routeTables.get(app) ?? [];
}

/** Paths served by plugins that cannot carry our config (the API docs): public by nature. */
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs'];

export function registerAccessControl(
  app: FastifyInstance,
  deps: { tokens: TokenService; loadSession: SessionLoader },
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  const table: RouteAccess[] = [];
  routeTables.set(app, table);
  const record = (method: string | string[], url: string, access: Access | null) => {
    for (const m of Array.isArray(method) ? method : [method]) table.push({ method: m, url, access });
  };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) {
      record(route.method, route.url, null);
      return;
    }
    if (PLUGIN_PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) {
      route.config = { ...(route.config ?? {}), access: 'public' };
      record(route.method, route.url, 'public');
      return;
    }
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not state its access (config.access)`);
    }
    record(route.method, route.url, route.config.access);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // non-API routes (static files)
    const session = await authenticate(request, deps);
    request.user = session?.user ?? null;
    request.sessionId = session?.sessionId ?? null;
    const { unauthorizedMessage, forbiddenMessage } = request.routeOptions.config;
    enforce(access, request.user, unauthorizedMessage, forbiddenMessage);
  });
}

async function authenticate(
  request: FastifyRequest,
  deps: { tokens: TokenService; loadSession: SessionLoader },
): Promise<{ user: SessionUser; sessionId: string } | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const claims = await deps.tokens.verify(token);
  if (!claims) return null;
  return deps.loadSession(claims);
}

export function enforce(
  access: Access,
  user: SessionUser | null,
  unauthorizedMessage?: string,
  forbiddenMessage?: string,
): void {
  if (access === 'public') return;
  if (!user) throw new UnauthorizedError(unauthorizedMessage);
  if (access === 'auth') return;
  if (!access.includes(user.role)) throw new ForbiddenError(forbiddenMessage);
}

/** For handlers of 'auth' or role routes: the session of the signed-in user. */
export function requireSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw new UnauthorizedError();
  return request.sessionId;
}

/** For handlers of 'auth' or role routes: the user is certain to be there. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}
