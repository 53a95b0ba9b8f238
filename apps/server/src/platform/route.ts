import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TLanguage } from '@lottery/contracts';

/** Who may call a route: anyone, any logged-in account, agents only, administrators only. */
export type TAccess = 'public' | 'user' | 'agent' | 'admin';

export type TRole = 'player' | 'agent' | 'admin';

/** The server-side session behind a valid token, as every authenticated handler sees it. */
export interface TSession {
  sessionId: string;
  userId: number;
  loginId: string;
  role: TRole;
  stateFlags: number;
}

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TRouteInput<TBody, TQuery, TParams, A extends TAccess> {
  body: TBody;
  query: TQuery;
  params: TParams;
  session: A extends 'public' ? null : TSession;
  language: TLanguage;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface TRoute<
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
  /** Stays reachable during maintenance and from blocked addresses (health, administrators). */
  bypassSiteGuard?: boolean;
  handler(input: TRouteInput<z.output<B>, z.output<Q>, z.output<P>, A>): Promise<z.input<R>>;
}

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
