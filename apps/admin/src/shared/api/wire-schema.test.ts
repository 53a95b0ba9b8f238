import { ZMoney } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wireSchema } from './wire-schema.ts';

describe('wireSchema', () => {
  it('reads money as the JSON number it travels as, and checks the rest as before', () => {
    const answer = z.object({
      Name: z.string(),
      Amount: ZMoney,
      Lines: z.array(z.object({ Amount: ZMoney.describe('a line'), Memo: z.string().nullable() })),
      Held: ZMoney.nullable(),
    });
    const wire = wireSchema(answer);
    const json = { Name: 'x', Amount: 12.5, Lines: [{ Amount: -0.001, Memo: null }], Held: null };
    expect(wire.parse(json)).toEqual(json);
    expect(wire.safeParse({ ...json, Amount: '12.5' }).success).toBe(false);
    expect(wire.safeParse({ ...json, Name: 1 }).success).toBe(false);
    // The route's own schema still refuses a number where the server holds a bigint.
    expect(answer.safeParse(json).success).toBe(false);
  });
});
