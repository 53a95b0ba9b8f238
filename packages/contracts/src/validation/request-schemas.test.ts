import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../index.ts';
import { multilineTextCheck, plainTextCheck, ZText } from './text.ts';

/**
 * Why a test and not a lint rule: request and response schemas share files, and a response may
 * keep z.string(); this test knows a request schema by its name (every body, query and params
 * schema of the route table is a contracts export named Z…Request, Z…Query or Z…Params) and reads
 * what zod built, so a z.string() reached through a shared piece, a .regex() or a pipe is found.
 */
const requestSchemas = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] =>
    /^Z\w+(Request|Query|Params)$/.test(entry[0]) && entry[1] instanceof z.ZodType,
);

/** A request string carries one of these, by identity (multiline for paragraphs of text). */
const textChecks = new Set<unknown>([plainTextCheck, multilineTextCheck]);

type TDef = z.core.$ZodTypeDef & Record<string, unknown>;

/** Paths of the strings of a schema that do not carry the shared text check. */
function stringsWithoutTheRule(schema: z.core.$ZodType, path = ''): string[] {
  const def = schema._zod.def as TDef;
  const inner = (key: string, at = path) => stringsWithoutTheRule(def[key] as z.core.$ZodType, at);
  switch (def.type) {
    case 'string':
      return (def.checks ?? []).some((check) => textChecks.has(check)) ? [] : [path || '(root)'];
    case 'object':
      return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, value]) =>
        stringsWithoutTheRule(value, path ? `${path}.${key}` : key),
      );
    case 'array':
      return inner('element', `${path}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner('innerType');
    case 'union':
      return (def.options as z.core.$ZodType[]).flatMap((option) =>
        stringsWithoutTheRule(option, path),
      );
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'record':
      return [...inner('keyType', `${path}{key}`), ...inner('valueType', `${path}{}`)];
    case 'pipe': {
      // What a pipe's first part lets through is all its second part sees, unless the first part
      // is a transform (z.preprocess): then the second part is the one that checks the input.
      const first = def.in as z.core.$ZodType;
      return first._zod.def.type === 'transform' ? inner('out') : inner('in');
    }
    case 'lazy':
      return stringsWithoutTheRule((def.getter as () => z.core.$ZodType)(), path);
    default:
      return [];
  }
}

describe('request schemas', () => {
  it('are found by name', () => {
    expect(requestSchemas.length).toBeGreaterThan(25);
  });

  it.each(requestSchemas)('%s takes text only through ZText', (_name, schema) => {
    expect(stringsWithoutTheRule(schema)).toEqual([]);
  });

  it('a plain z.string() anywhere in a request is found', () => {
    const schema = z.object({
      Name: ZText,
      Notes: z.array(z.object({ Text: z.string().max(9) })).optional(),
      Code: z.preprocess((value) => value, z.string().regex(/^\d+$/)),
      Either: z.union([z.number(), z.string()]),
    });
    expect(stringsWithoutTheRule(schema)).toEqual(['Notes[].Text', 'Code', 'Either']);
  });
});

describe('ZText', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a tab', 'a\tb'],
    ['a line break', 'a\nb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud83db'],
    ['a lone low surrogate', 'a\ude00b'],
  ])('refuses %s with the rule text.plain', (_what, text) => {
    const result = ZText.safeParse(text);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['text.plain']);
  });

  it('takes any other Unicode text, astral characters included', () => {
    for (const text of ['', 'demo player', '演示玩家', 'Ünïcödé', 'a😀b', '\u200d', '\ufffd']) {
      expect(ZText.safeParse(text).success).toBe(true);
    }
  });
});
