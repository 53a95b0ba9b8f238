/** What parsedHandler needs of a schema: zod's safeParse (kept structural: no zod here). */
export interface TSafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * A hub event handler that hands on only a payload its contract schema accepts. Anything else
 * (another server version, a bug) is dropped: a screen keeps what it shows rather than take a
 * wrong shape for the right one.
 */
export function parsedHandler<T>(schema: TSafeParser<T>, handle: (payload: T) => void) {
  return (payload: unknown) => {
    const parsed = schema.safeParse(payload);
    if (parsed.success) handle(parsed.data);
  };
}
