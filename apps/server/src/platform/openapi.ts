import { ZErrorBody } from '@lottery/contracts';
import { z } from 'zod';
import { isAdminAccess, type TAnyRoute } from './route.ts';

type TJsonSchema = Record<string, unknown>;

/** Named schemas (`.meta({ id })`) found while converting, kept for components.schemas. */
type TComponents = Record<string, TJsonSchema>;

/** zod puts named schemas under a local `$defs`; OpenAPI wants them under components. */
function hoistDefinitions(node: unknown, components: TComponents): unknown {
  if (Array.isArray(node)) return node.map((item) => hoistDefinitions(item, components));
  if (node === null || typeof node !== 'object') return node;
  const out: TJsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue;
    if (key === '$defs') {
      for (const [name, definition] of Object.entries(value as TJsonSchema)) {
        components[name] = hoistDefinitions(definition, components) as TJsonSchema;
      }
      continue;
    }
    out[key] =
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/$defs/', '#/components/schemas/')
        : hoistDefinitions(value, components);
  }
  return out;
}

const toSchema = (
  schema: z.ZodType,
  io: 'input' | 'output',
  components: TComponents,
): TJsonSchema =>
  hoistDefinitions(
    z.toJSONSchema(schema, { io, unrepresentable: 'any' }),
    components,
  ) as TJsonSchema;

function parametersOf(
  schema: z.ZodType | undefined,
  where: 'query' | 'path',
  components: TComponents,
) {
  if (!schema) return [];
  const json = toSchema(schema, 'input', components) as {
    properties?: Record<string, TJsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** OpenAPI 3.1 document of every mounted route, generated from the same zod schemas that validate. */
export function buildOpenApiDocument(routes: readonly TAnyRoute[], title: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const components: TComponents = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)\??/g, '{$1}');
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: route.tags,
      parameters: [
        ...parametersOf(route.params, 'path', components),
        ...parametersOf(route.query, 'query', components),
      ],
      responses: {
        200: {
          description: 'Success',
          content: {
            'application/json': { schema: toSchema(route.response, 'output', components) },
          },
        },
        400: errorResponse('Invalid input: Field and Rule name the broken rule'),
        ...(route.access === 'public'
          ? {}
          : { 401: errorResponse('No token, or the session ended (code says why)') }),
        // The player app ends the session on 401 and 403 (SPEC §8), so a refusal that leaves the
        // session alive is 409 (errors/catalogue.test.ts holds the catalogue to it).
        403: errorResponse(
          isAdminAccess(route.access)
            ? 'Blocked address, or the role may not call this'
            : 'Blocked address, or the account is disabled',
        ),
        409: errorResponse('The account’s state or privileges refuse this (code says which)'),
        503: errorResponse('Maintenance window: OfflineEndTime says until when'),
      },
    };
    if (route.access !== 'public') operation.security = [{ bearer: [] }];
    // Who may call it, read by the permission matrix test and the console's docs reader.
    operation['x-access'] = route.access;
    if (route.permission) operation['x-permission'] = route.permission;
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(route.body, 'input', components) } },
      };
    }
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  toSchema(ZErrorBody, 'output', components);
  return {
    openapi: '3.1.0',
    info: { title, version: '1' },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: components,
    },
  };
}
