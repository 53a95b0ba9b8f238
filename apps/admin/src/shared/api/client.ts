import { ZErrorBody, type TLanguage } from '@lottery/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';

export interface TClientEnvironment {
  token(): string | null;
  language(): TLanguage;
  /**
   * A 401 to a call made with the current token: the session is over (expired, ended, replaced);
   * the app forgets it and goes back to /admin/login keeping the intended path.
   */
  onSessionRefused(error: ApiError): void;
}

let environment: TClientEnvironment = {
  token: () => null,
  language: () => 'zh-CN',
  onSessionRefused: () => undefined,
};

export function configureClient(next: TClientEnvironment): void {
  environment = next;
}

export type TQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** `path?Name=value&...`, leaving out empty values (a blank filter is no filter). */
export function withQuery(path: string, query?: TQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<TSchema extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: TSchema,
  body?: unknown,
  extraHeaders?: Readonly<Record<string, string>>,
): Promise<z.output<TSchema>> {
  const token = environment.token();
  const headers: Record<string, string> = {
    ...extraHeaders,
    'Accept-Language': environment.language(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const apiPath = path.split('?')[0] ?? path;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError('network', 0, null, apiPath);
  }
  const json = await readJson(response);
  if (!response.ok) {
    const parsed = ZErrorBody.safeParse(json);
    const error = new ApiError(
      'http',
      response.status,
      parsed.success ? parsed.data : null,
      apiPath,
    );
    // A refusal of a call sent with an older token (or none) says nothing of the session now.
    if (response.status === 401 && token !== null && token === environment.token())
      environment.onSessionRefused(error);
    throw error;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError('contract', response.status, null, apiPath);
  return parsed.data;
}

/** A GET of the API, its answer parsed by the route's contract schema. */
export const apiGet = <TSchema extends z.ZodType>(path: string, schema: TSchema, query?: TQuery) =>
  request('GET', withQuery(path, query), schema);

/**
 * A POST of the API with a JSON body, its answer parsed by the route's contract schema. Money
 * moving routes take an idempotency key: the same key makes a retry the same request.
 */
export const apiPost = <TSchema extends z.ZodType>(
  path: string,
  body: unknown,
  schema: TSchema,
  options: { idempotencyKey?: string } = {},
) =>
  request(
    'POST',
    path,
    schema,
    body ?? {},
    options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined,
  );

/** A PUT of the API (replace a record or a setting), its answer parsed by the route's schema. */
export const apiPut = <TSchema extends z.ZodType>(path: string, body: unknown, schema: TSchema) =>
  request('PUT', path, schema, body ?? {});

/** A DELETE of the API (no body), its answer parsed by the route's contract schema. */
export const apiDelete = <TSchema extends z.ZodType>(path: string, schema: TSchema) =>
  request('DELETE', path, schema);
