/** A catalogue refusal as the server's hub sends it (packages/contracts error-body.ts). */
export interface THubRefusal {
  Code: number;
  Message: string;
}

/**
 * The catalogue body of a refused hub invocation: the official client's error text ends in it
 * (`... HubException: {"Code":8862,"Message":"..."}`). Null for any other failure (no
 * connection, a timeout), whose text is the client's own.
 */
export function hubRefusal(error: unknown): THubRefusal | null {
  const text = error instanceof Error ? error.message : String(error);
  const json = /HubException: (\{.*\})\s*$/s.exec(text)?.[1];
  if (!json) return null;
  try {
    const body: unknown = JSON.parse(json);
    if (typeof body !== 'object' || body === null) return null;
    const { Code, Message } = body as Partial<THubRefusal>;
    return typeof Code === 'number' && typeof Message === 'string' ? { Code, Message } : null;
  } catch {
    return null;
  }
}

/** What to show of a failed invocation: the refusal's message, else the error's own text. */
export function hubFailureText(error: unknown): string {
  return hubRefusal(error)?.Message ?? (error instanceof Error ? error.message : String(error));
}

/**
 * Runs a screen's action on the hub: null once done (or with no connection yet, when there is
 * nothing to do), else what to show of the failure.
 */
export async function hubAction<TLink>(
  link: TLink | null,
  run: (link: TLink) => Promise<void>,
): Promise<string | null> {
  if (!link) return null;
  try {
    await run(link);
    return null;
  } catch (error) {
    return hubFailureText(error);
  }
}
