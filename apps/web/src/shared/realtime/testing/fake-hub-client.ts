import { vi } from 'vitest';
import type { THubClient } from '../hub-client.ts';

type TAnswer = (argument: unknown) => unknown;

/**
 * The shell's hub connection for screens' tests (chat, customer service): each method answers
 * from `answers` (a thrown error is a refusal), the test emits events and drops and restores the
 * connection.
 */
export function fakeHubClient(answers: Record<string, TAnswer>) {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const listeners = new Set<(connected: boolean) => void>();
  let connected = true;
  const invoke = vi.fn(async (method: string, argument?: unknown) => {
    const answer = answers[method];
    if (!answer) throw new Error(`no answer for ${method}`);
    return answer(argument);
  });
  const hub = {
    state: () => (connected ? 'Connected' : 'Reconnecting'),
    start: () => true,
    stop: async () => undefined,
    onConnectedChange(listener: (connected: boolean) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on(event: string, handler: (...args: unknown[]) => void) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => set.delete(handler);
    },
    invoke,
  };
  return {
    hub: hub as unknown as THubClient,
    /** The answers, which a test may change as it goes. */
    answers,
    invoke,
    emit(event: string, payload: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
    setConnected(next: boolean) {
      connected = next;
      for (const listener of listeners) listener(next);
    },
    /** The arguments of every call of `method`. */
    callsOf: (method: string) =>
      invoke.mock.calls.filter(([name]) => name === method).map(([, argument]) => argument),
  };
}
