import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { TDatabase, TQueryable } from '../db/database.ts';
import { fail, type TFailure, type TResult } from './result.ts';

/**
 * Idempotency keys for money-moving requests (Stripe's contract, reliability targets 9-11), in the
 * one database transaction of the request (Brandur's advice when the work is all local):
 *
 * 1. INSERT the key (per user) first. A concurrent request with the same key blocks on the
 *    primary key until this one commits, then finds the stored answer: concurrent retries make
 *    one effect and all get the same answer.
 * 2. A stored key with another route or request body is refused (IdempotencyKeyReused, 409).
 * 3. Otherwise the work runs and a success is stored with the key before the commit. A refusal
 *    rolls the whole transaction back (its work and the claim: no savepoint, one round trip
 *    fewer on every request) and is then stored in a transaction of its own, unless a concurrent
 *    request with the key stored its answer first. A refused key stays refused, even when a
 *    retry would now succeed (the client makes a new key for a new attempt).
 * 4. A replay answers what was stored, in the language of the replaying request.
 *
 * Two shapes of work keep that contract: idempotent() runs work of several statements in a
 * transaction it opens; idempotentStatement() serves work whose writes are one statement
 * (Bet/Place's bet_place), with no transaction round trips at all. That statement answers
 * 'replay' for a key already stored, and otherwise writes the key last, with its success: a
 * concurrent request with the key that wrote it first makes that INSERT fail on the primary key
 * (isKeyTaken), the statement's writes are undone, and the stored answer is returned. The
 * refusals of checks made before the statement are stored as idempotent() stores them.
 *
 * Requests refused before the handler (a malformed body) store nothing, and so does an unexpected
 * error, which rolls everything back: the client may retry with the same key.
 */

const idempotencyHeader = 'idempotency-key';
const keyPattern = /^[\x21-\x7e]{16,100}$/;

type TStored = { ok: true; value: unknown } | TFailure;

/** PostgreSQL's jsonb cannot hold NUL or a lone surrogate, even escaped. */
const isUnstorable = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);

/**
 * JSON that jsonb always stores: bigints kept exact as {"$bigint": "123"}, and a string jsonb
 * would refuse (a refusal may quote what the request sent) as its UTF-16 code units,
 * {"$utf16": [97, 0]}, so that storing an answer never fails and a replay gives it back whole.
 */
const encode = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'bigint') return { $bigint: item.toString() };
    if (typeof item === 'string' && isUnstorable(item)) {
      return { $utf16: Array.from({ length: item.length }, (_, i) => item.charCodeAt(i)) };
    }
    return item;
  });
const decode = (text: string): unknown =>
  JSON.parse(text, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object') return item;
    if ('$bigint' in item) return BigInt((item as { $bigint: string }).$bigint);
    if ('$utf16' in item) return String.fromCharCode(...(item as { $utf16: number[] }).$utf16);
    return item;
  });

/** Key order does not change a request's identity. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(encode(canonical(body)) ?? 'null')
    .digest('hex');

/** The key of a request, from its Idempotency-Key header, if well formed. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[idempotencyHeader];
  return typeof header === 'string' && keyPattern.test(header) ? header : null;
}

export interface TIdempotentCall {
  userId: number;
  key: string | null;
  route: string;
  body: unknown;
  at: number;
}

/**
 * A route handler's call: the caller's key from its Idempotency-Key header, the route's name and
 * the parsed body, at the server clock's now.
 */
export const idempotentCallOf = (
  deps: { clock: { now(): number } },
  input: { session: { userId: number }; request: FastifyRequest; body: unknown },
  route: string,
): TIdempotentCall => ({
  userId: input.session.userId,
  key: idempotencyKeyOf(input.request),
  route,
  body: input.body,
  at: deps.clock.now(),
});

/** idempotent() over a route handler's call (idempotentCallOf). */
export function idempotentRequest<T>(
  deps: { db: TDatabase; clock: { now(): number } },
  input: { session: { userId: number }; request: FastifyRequest; body: unknown },
  route: string,
  work: (tx: TQueryable) => Promise<TResult<T>>,
): Promise<TResult<T>> {
  return idempotent(deps.db, idempotentCallOf(deps, input, route), work);
}

const claimSql = `INSERT INTO idempotency_keys (user_id, key, route, request_hash, response, created_at)
  VALUES ($1, $2, $3, $4, $5::jsonb, $6) ON CONFLICT DO NOTHING RETURNING key`;

const claimParams = (call: TIdempotentCall, requestHash: string, response: string) => [
  call.userId,
  call.key,
  call.route,
  requestHash,
  response,
  call.at,
];

/** The answer stored under the call's key, or the refusal of a key used for another request. */
async function storedAnswer<T>(
  tx: TQueryable,
  call: TIdempotentCall,
  requestHash: string,
): Promise<TResult<T>> {
  const [stored] = await tx.query<{ route: string; request_hash: string; response: unknown }>(
    'SELECT route, request_hash, response::text AS response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [call.userId, call.key],
  );
  if (!stored || stored.route !== call.route || stored.request_hash !== requestHash)
    return fail('IdempotencyKeyReused');
  return decode(String(stored.response)) as TResult<T>;
}

/** Thrown out of the work's transaction to roll it back, key claim included. */
class Refused extends Error {
  constructor(readonly failure: TFailure) {
    super(failure.error);
  }
}

/**
 * Stores a refusal under the call's key in a statement of its own, unless a request with the key
 * (a concurrent one, or the first of a replay) stored its answer first: that answer is the key's,
 * and every caller gets it.
 */
async function storeRefusal<T>(
  db: TDatabase,
  call: TIdempotentCall,
  requestHash: string,
  refusal: TFailure,
): Promise<TResult<T>> {
  const stored = await db.query(claimSql, claimParams(call, requestHash, encode(refusal)));
  return stored.length > 0 ? refusal : storedAnswer<T>(db, call, requestHash);
}

/** Runs `work` once per (user, key); see the header. */
export async function idempotent<T>(
  db: TDatabase,
  call: TIdempotentCall,
  work: (tx: TQueryable) => Promise<TResult<T>>,
): Promise<TResult<T>> {
  if (call.key === null) return fail('IdempotencyKeyMissing');
  const requestHash = hashOf(call.body);
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx.query(claimSql, claimParams(call, requestHash, 'null'));
      if (claimed.length === 0) return storedAnswer<T>(tx, call, requestHash);
      const result = await work(tx);
      if (!result.ok) throw new Refused(result);
      const stored: TStored = { ok: true, value: result.value };
      await tx.query(
        `UPDATE idempotency_keys SET response = $3::jsonb WHERE user_id = $1 AND key = $2`,
        [call.userId, call.key, encode(stored)],
      );
      return result;
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return storeRefusal<T>(db, call, requestHash, error.failure);
  }
}

/** The error of writing a key another request wrote first (see the header). */
export const isKeyTaken = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  error.code === '23505' &&
  'constraint' in error &&
  error.constraint === 'idempotency_keys_pkey';

/** What a one-statement work needs to store its key with its success (see the header). */
export interface TStatementKey {
  key: string;
  route: string;
  requestHash: string;
  /** The stored form of a success answering `value`. */
  answer(value: unknown): string;
  /** Where, in that stored form, a bigint field of the value sits (to set it in SQL). */
  bigintPath(...fields: string[]): string[];
}

/** A one-statement work's outcome: its own result, or 'replay' when the key was stored. */
export type TStatementOutcome<T> = TResult<T> | 'replay';

/**
 * Runs `statement` once per (user, key) when its writes are one statement that stores the key
 * with its success (see the header). The checks before that statement may refuse: a refusal is
 * stored as idempotent() stores it, so a replay of a request that succeeded gets its answer even
 * when the checks would now refuse it.
 */
export async function idempotentStatement<T>(
  db: TDatabase,
  call: TIdempotentCall,
  statement: (idempotency: TStatementKey) => Promise<TStatementOutcome<T>>,
): Promise<TResult<T>> {
  const { key } = call;
  if (key === null) return fail('IdempotencyKeyMissing');
  const requestHash = hashOf(call.body);
  const outcome = await statement({
    key,
    route: call.route,
    requestHash,
    answer: (value) => encode({ ok: true, value } satisfies TStored),
    bigintPath: (...fields) => ['value', ...fields, '$bigint'],
  });
  if (outcome === 'replay') return storedAnswer<T>(db, call, requestHash);
  if (outcome.ok) return outcome;
  return storeRefusal<T>(db, call, requestHash, outcome);
}
