import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TAdminPermission, TLanguage } from '@lottery/contracts';

/**
 * Who may call a route: anyone, any logged-in player or agent, agents only, or administrators:
 * - 'admin': a session past the second factor whose role has the route's `permission`;
 * - 'admin-self': any session past the second factor (its own account: Me, own sessions);
 * - 'admin-pending': also a session that passed only the password (the second-factor step).
 * Administrator tokens and player tokens are of different audiences: neither passes the other's routes.
 */
export type TAccess = 'public' | 'user' | 'agent' | TAdminAccess;

export type TAdminAccess = 'admin' | 'admin-self' | 'admin-pending';

export const isAdminAccess = (access: TAccess): access is TAdminAccess =>
  access === 'admin' || access === 'admin-self' || access === 'admin-pending';

export type TRole = 'player' | 'agent' | 'admin';

/** The server-side session behind a valid token, as every authenticated handler sees it. */
export interface TSession {
  sessionId: string;
  userId: number;
  loginId: string;
  role: TRole;
  stateFlags: number;
}

/** An administrator's session, as every administrator handler sees it. */
export interface TAdminSession {
  sessionId: string;
  adminId: number;
  loginId: string;
  roleName: string;
  permissions: ReadonlySet<TAdminPermission>;
  /** The address of the request (the audit keeps it). */
  ip: string;
}

export type TSessionOf<A extends TAccess> = A extends 'public'
  ? null
  : A extends TAdminAccess
    ? TAdminSession
    : TSession;

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TRouteInput<TBody, TQuery, TParams, A extends TAccess> {
  body: TBody;
  query: TQuery;
  params: TParams;
  session: TSessionOf<A>;
  language: TLanguage;
  request: FastifyRequest;
  reply: FastifyReply;
}

interface TRouteBase<
  A extends TAccess,
  B extends z.ZodType,
  Q extends z.ZodType,
  P extends z.ZodType,
  R extends z.ZodType,
> {
  method: THttpMethod;
  url: string;
  summary: string;
  tags: readonly string[];
  access: A;
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  /** Stays reachable during maintenance and from blocked addresses (health; administrator routes always are). */
  bypassSiteGuard?: boolean;
  handler(input: TRouteInput<z.output<B>, z.output<Q>, z.output<P>, A>): Promise<z.input<R>>;
}

/** An 'admin' route must name its permission (the OpenAPI document shows it as x-permission). */
export type TRoute<
  A extends TAccess,
  B extends z.ZodType,
  Q extends z.ZodType,
  P extends z.ZodType,
  R extends z.ZodType,
> = TRouteBase<A, B, Q, P, R> &
  (A extends 'admin' ? { permission: TAdminPermission } : { permission?: undefined });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of routes of any shape
export type TAnyRoute = TRoute<TAccess, any, any, any, any>;

/** Identity function that lets TypeScript infer a route's types from its schemas. */
export function defineRoute<
  A extends TAccess,
  R extends z.ZodType,
  B extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
>(route: TRoute<A, B, Q, P, R>): TAnyRoute {
  return route as unknown as TAnyRoute;
}
