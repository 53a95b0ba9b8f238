import type { TErrorBody, TErrorName } from '@lottery/contracts';

type TParams = Readonly<Record<string, string | number>>;
type TExtra = Omit<TErrorBody, 'Code' | 'Message'>;

/**
 * The one error type the API edge answers with: a catalogue name, the values for its message
 * placeholders, and the extra body fields that error carries.
 */
export class AppError extends Error {
  constructor(
    readonly errorName: TErrorName,
    readonly params: TParams = {},
    readonly extra: TExtra = {},
  ) {
    super(errorName);
    this.name = 'AppError';
  }
}
