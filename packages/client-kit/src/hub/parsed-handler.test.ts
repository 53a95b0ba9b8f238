import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { parsedHandler } from './parsed-handler.ts';

describe('parsedHandler', () => {
  it('hands on what the schema accepts, as parsed, and drops the rest', () => {
    const handle = vi.fn();
    const handler = parsedHandler(
      z.object({ SessionId: z.number().int().min(1), Position: z.number() }),
      handle,
    );
    handler({ SessionId: 7, Position: 2, Extra: true });
    handler({ SessionId: '7', Position: 2 });
    handler(null);
    handler(undefined);
    expect(handle.mock.calls).toEqual([[{ SessionId: 7, Position: 2 }]]);
  });
});
