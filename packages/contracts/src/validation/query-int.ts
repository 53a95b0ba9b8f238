import { z } from 'zod';
import { ZText } from './text.ts';

/**
 * A whole number from a query string or a path (or a JSON number): digits only, an optional minus.
 * z.coerce.number() would read "1\u000b" or " 1" as 1 (Number() trims white space) and let a
 * control character through where every text field refuses it (text.ts).
 */
// The text rule first (the one answer every field gives a control character), then the digits.
const wholeNumberText = ZText.pipe(z.string().regex(/^-?\d{1,16}$/, { error: 'format' })).transform(
  Number,
);

export const queryInt = (min: number, max: number = Number.MAX_SAFE_INTEGER) =>
  z.union([z.number(), wholeNumberText]).pipe(z.number().int().min(min).max(max));
