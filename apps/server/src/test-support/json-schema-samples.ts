import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/** The part of JSON Schema (as zod writes it for the OpenAPI document) that the samples read. */
export interface TJsonSchema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  items?: TJsonSchema;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
}

/** One string field of an input replaced: where it sits and the whole input around it. */
export interface TStringVariant {
  path: readonly (string | number)[];
  value: unknown;
  /** A free text field (not an enum or a constant): the shared text rule must refuse it. */
  isText: boolean;
  /** A string format (uuid, date-time) whose own rule may speak first. */
  format?: string;
}

/** Fields whose rule a plain sample cannot meet and that the JSON Schema does not spell out. */
const samplesByName: Readonly<Record<string, string>> = {
  Email: 'walker@test.invalid',
  Password: 'Bright2026sun',
  ConfirmPassword: 'Bright2026sun',
  NewPassword: 'Bright2026sun',
  OldPassword: 'Sturdy2026pass',
  Network: '198.51.100.0/24',
};

const typesOf = (schema: TJsonSchema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/**
 * Builds valid-looking inputs from the OpenAPI document's schemas, and the same inputs with one
 * string field at a time set to a given text, so that a refusal can be traced to that field.
 */
export function schemaSamples(components: Readonly<Record<string, TJsonSchema>>, seed: number) {
  const resolve = (schema: TJsonSchema): TJsonSchema =>
    schema.$ref ? resolve(components[schema.$ref.split('/').pop()!]!) : schema;

  function sampleString(schema: TJsonSchema, name: string | undefined): string {
    if (name && samplesByName[name]) return samplesByName[name];
    if (schema.format === 'uuid') return randomUUID();
    if (schema.format === 'date-time') return new Date().toISOString();
    if (schema.pattern) {
      const [value] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), {
        seed,
        numRuns: 1,
      });
      return value!;
    }
    return 'abcd'.slice(0, Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 4, 4)));
  }

  function sample(raw: TJsonSchema, name?: string): unknown {
    const schema = resolve(raw);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return schema.enum[0];
    const branches = schema.oneOf ?? schema.anyOf;
    if (branches) return sample(branches[0]!, name);
    const [type] = typesOf(schema);
    switch (type) {
      case 'string':
        return sampleString(schema, name);
      case 'integer':
      case 'number':
        return schema.minimum !== undefined && schema.minimum > 0 ? schema.minimum : 1;
      case 'boolean':
        return false;
      case 'array':
        return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
      case 'object':
        return Object.fromEntries(
          (schema.required ?? []).map((key) => [key, sample(schema.properties![key]!, key)]),
        );
      default:
        return null;
    }
  }

  /** Every way of putting `text` into one string field of an input of this schema. */
  function variants(raw: TJsonSchema, text: string): TStringVariant[] {
    const schema = resolve(raw);
    const branches = schema.oneOf ?? schema.anyOf;
    if (branches) return branches.flatMap((branch) => variants(branch, text));
    if (schema.const !== undefined || schema.enum) {
      return typeof sample(schema) === 'string' ? [{ path: [], value: text, isText: false }] : [];
    }
    const types = typesOf(schema);
    if (types.includes('string')) {
      return [
        {
          path: [],
          value: text,
          isText: true,
          ...(schema.format ? { format: schema.format } : {}),
        },
      ];
    }
    if (types.includes('array') && schema.items) {
      const rest = sample(schema) as unknown[];
      return variants(schema.items, text).map((inner) => ({
        ...inner,
        path: [0, ...inner.path],
        value: [inner.value, ...rest.slice(1)],
      }));
    }
    if (types.includes('object') && schema.properties) {
      const base = sample(schema) as Record<string, unknown>;
      return Object.entries(schema.properties).flatMap(([key, property]) =>
        variants(property, text).map((inner) => ({
          ...inner,
          path: [key, ...inner.path],
          value: { ...base, [key]: inner.value },
        })),
      );
    }
    return [];
  }

  return { sample, variants, resolve };
}
