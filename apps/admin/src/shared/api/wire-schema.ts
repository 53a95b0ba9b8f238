import { z } from 'zod';

/**
 * The schema an answer has on the wire. The contracts' money (ZMoney) is a bigint of thousandths
 * on the server, piped into the JSON number it is sent as, so parsing a JSON answer with the
 * route's schema would refuse every amount. This rebuilds the schema with each bigint → number
 * pipe replaced by its number end, and keeps everything else as it is, so the console still
 * checks every answer against the contract. The output type is the route's output type.
 */
export function wireSchema<TSchema extends z.ZodType>(
  schema: TSchema,
): z.ZodType<z.output<TSchema>> {
  return wire(schema) as z.ZodType<z.output<TSchema>>;
}

const cache = new WeakMap<z.ZodType, z.ZodType>();

function startsFromBigint(schema: z.ZodType): boolean {
  const def = schema._zod.def as { type: string; in?: z.ZodType };
  if (def.type === 'bigint') return true;
  return def.type === 'pipe' && def.in !== undefined && startsFromBigint(def.in);
}

function wire(schema: z.ZodType): z.ZodType {
  const known = cache.get(schema);
  if (known) return known;
  const converted = convert(schema);
  cache.set(schema, converted);
  return converted;
}

function convert(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'pipe':
      return startsFromBigint(schema) ? (def.out as z.ZodType) : schema;
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return z.object(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, wire(v)])));
    }
    case 'array':
      return z.array(wire(def.element as z.ZodType));
    case 'nullable':
      return wire(def.innerType as z.ZodType).nullable();
    case 'optional':
      return wire(def.innerType as z.ZodType).optional();
    case 'union':
      return z.union((def.options as z.ZodType[]).map(wire) as [z.ZodType, z.ZodType]);
    default:
      return schema;
  }
}
