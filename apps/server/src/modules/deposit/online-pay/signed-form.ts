/** Longer bodies are not a gateway's: refused before any parsing. */
const maxFormLength = 4096;

/**
 * A form-encoded body as fields; null when too long or when a field repeats (a signed form has
 * each field once: a repeat would let the signed value and the read one differ).
 */
export function parseSignedForm(rawBody: string): Record<string, string> | null {
  if (rawBody.length > maxFormLength) return null;
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawBody)) {
    if (Object.hasOwn(fields, key)) return null;
    fields[key] = value;
  }
  return fields;
}
