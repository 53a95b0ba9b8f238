import type { TErrorBody, TErrorName } from '@lottery/contracts';
import { AppError } from './errors.ts';

export interface TFailure {
  ok: false;
  error: TErrorName;
  params?: Readonly<Record<string, string | number>>;
  extra?: Omit<TErrorBody, 'Code' | 'Message'>;
}

/** Domain outcomes are values; only the API edge turns a failure into an error body. */
export type TResult<T> = { ok: true; value: T } | TFailure;

export const succeed = <T>(value: T): TResult<T> => ({ ok: true, value });

export const fail = (
  error: TErrorName,
  params?: TFailure['params'],
  extra?: TFailure['extra'],
): TFailure => ({ ok: false, error, ...(params ? { params } : {}), ...(extra ? { extra } : {}) });

/** At the API edge: the value, or the catalogue error the failure names. */
export function unwrap<T>(result: TResult<T>): T {
  if (result.ok) return result.value;
  throw new AppError(result.error, result.params, result.extra);
}
