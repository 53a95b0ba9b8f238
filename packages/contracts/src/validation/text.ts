import { z } from 'zod';

/**
 * Control characters (C0, DEL, C1: NUL, tab, line breaks, escape…) and UTF-16 surrogates not in
 * a pair. With the `u` flag a paired surrogate reads as one code point outside `Cs`, so only a
 * lone one matches. PostgreSQL refuses NUL and lone surrogates (a 500 before this check), and
 * stores the others where no screen shows them right.
 */
const notPlainText = /[\p{Cc}\p{Cs}]/u;

/**
 * The one rule every text the API accepts follows. A request schema's string is ZText (or a
 * string format such as z.uuid() with this check added); request-schemas.test.ts checks that
 * each one carries it, by identity. A field that must take line breaks would get a sibling
 * check that says so here.
 */
export const plainTextCheck = z.refine<string>((value) => !notPlainText.test(value), {
  error: 'text.plain',
});

/** Text of a request: any Unicode but control characters and lone surrogates. */
export const ZText = z.string().check(plainTextCheck);

/**
 * Control characters but the line breaks and tabs of a text a person writes in paragraphs (an
 * announcement body). Shown as text, never as markup, so nothing else needs refusing.
 */
const notMultilineText = /\p{Cs}|(?![\t\n\r])\p{Cc}/u;

/** The sibling of plainTextCheck for a field that keeps line breaks (\n, \r) and tabs. */
export const multilineTextCheck = z.refine<string>((value) => !notMultilineText.test(value), {
  error: 'text.plain',
});

/** Text of a request that may hold line breaks: announcement bodies, guides. */
export const ZMultilineText = z.string().check(multilineTextCheck);
