import { errorCatalogue } from '@lottery/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaSamples, type TJsonSchema } from '../test-support/json-schema-samples.ts';
import { useTestApp } from '../test-support/test-app.ts';

const t = useTestApp();

const seed = 18;
const plain = fc.stringMatching(/^[A-Za-z0-9]{0,4}$/);
const characterIn = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((code) => String.fromCharCode(code));

/**
 * Text no field may take, by kind: NUL and lone surrogates, which PostgreSQL refuses, and the
 * other control characters, which it stores. Each sits between plain letters, so that a lone
 * surrogate stays lone.
 */
const badCharacters = {
  nul: fc.constant('\u0000'),
  // Without tab and line breaks, which multiline fields (ZMultilineText) rightly keep; that plain
  // text refuses them is text.test.ts's to show. Which text a field gets rotates with the
  // number of probes, so any new route could hand "\n" to a multiline field.
  c0: characterIn(0x01, 0x1f).filter((c) => !['\t', '\n', '\r'].includes(c)),
  del: fc.constant('\u007f'),
  c1: characterIn(0x80, 0x9f),
  highSurrogate: characterIn(0xd800, 0xdbff),
  lowSurrogate: characterIn(0xdc00, 0xdfff),
};
const badTexts = Object.entries(badCharacters).map(([kind, character], index) => ({
  kind,
  texts: fc.sample(
    fc.tuple(plain, character, plain).map((parts) => parts.join('')),
    { seed: seed + index, numRuns: 50 },
  ),
}));

/** Percent-encoding that keeps a lone surrogate lone (as WTF-8) instead of failing. */
function percentEncode(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(character);
    }
  }
  return out;
}

interface TOperation {
  parameters: { name: string; in: 'query' | 'path'; required: boolean; schema: TJsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: TJsonSchema } } };
  security?: unknown[];
  /** The route's access (platform/openapi.ts): an agent-only route refuses players first. */
  'x-access': string;
}

interface TProbe {
  method: string;
  url: string;
  body?: unknown;
  field: string;
  isText: boolean;
  /** The rules that may name the field: the text rule, and a string format's own. */
  rules: readonly string[];
}

const catalogueCodes = new Set(Object.values(errorCatalogue).map((entry) => entry.code));

/** Each table's row count and a digest of its rows: equal snapshots, no change at all. */
async function snapshot() {
  const tables = await t.db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  const digests: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await t.db.query<{ digest: string }>(
      `SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), ''))
         AS digest FROM "${tablename}" t`,
    );
    digests[tablename] = row!.digest;
  }
  return digests;
}

describe('bad text in any field', () => {
  const tokens: Record<'player' | 'agent' | 'admin', string> = {
    player: '',
    agent: '',
    admin: '',
  };

  beforeAll(async () => {
    const agent = await t.createAccount({ role: 'agent' });
    const player = await t.createAccount({ parentId: agent.userId });
    await t.fund(player.userId, 1_000_000n);
    tokens.agent = await t.login(agent.loginId);
    tokens.player = await t.login(player.loginId);
    tokens.admin = await t.adminToken('owner');
  });

  it('is refused on every route with a 4xx catalogue answer naming the field, and changes nothing', async () => {
    const doc = (await t.call('GET', '/api/docs')).json() as {
      paths: Record<string, Record<string, TOperation>>;
      components: { schemas: Record<string, TJsonSchema> };
    };
    const samples = schemaSamples(doc.components.schemas, seed);

    const probesOf = (method: string, path: string, operation: TOperation, text: string) => {
      const params = operation.parameters;
      const urlWith = (badName?: string) => {
        let url = path;
        const query: string[] = [];
        for (const param of params) {
          const value =
            param.name === badName
              ? percentEncode(text)
              : encodeURIComponent(String(samples.sample(param.schema, param.name)));
          if (param.in === 'path') url = url.replace(`{${param.name}}`, value);
          else if (param.required || param.name === badName) query.push(`${param.name}=${value}`);
        }
        return query.length > 0 ? `${url}?${query.join('&')}` : url;
      };
      const bodySchema = operation.requestBody?.content['application/json'].schema;
      const body = bodySchema ? samples.sample(bodySchema) : undefined;
      const probes: TProbe[] = params.map((param) => ({
        method,
        url: urlWith(param.name),
        body,
        field: param.name,
        // A URL cannot carry a lone surrogate: the server reads it as the UTF-8 error it is.
        isText: samples.resolve(param.schema).type === 'string' && !/\p{Cs}/u.test(text),
        rules: ['text.plain'],
      }));
      if (bodySchema) {
        for (const variant of samples.variants(bodySchema, text)) {
          probes.push({
            method,
            url: urlWith(),
            body: variant.value,
            field: variant.path.join('.'),
            isText: variant.isText,
            rules: variant.format ? ['text.plain', 'format'] : ['text.plain'],
          });
        }
      }
      return probes;
    };

    const before = await snapshot();
    const problems: string[] = [];
    let count = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const roles = !operation.security
          ? [undefined]
          : path.startsWith('/api/Admin')
            ? [tokens.admin]
            : operation['x-access'] === 'agent'
              ? [tokens.agent]
              : [tokens.player, tokens.agent];
        for (const { kind, texts } of badTexts) {
          const text = texts[count % texts.length]!;
          for (const probe of probesOf(method.toUpperCase(), path, operation, text)) {
            for (const token of roles) {
              count += 1;
              const response = await t.call(probe.method as 'POST', probe.url, {
                ...(token ? { token } : {}),
                ...(probe.body !== undefined ? { body: probe.body } : {}),
                headers: { 'idempotency-key': `bad-text-walk-${String(count).padStart(6, '0')}` },
                ip: `10.18.${count >> 8}.${count & 255}`,
              });
              const answer = (() => {
                try {
                  return response.json() as Record<string, unknown>;
                } catch {
                  return {};
                }
              })();
              const where = `${probe.method} ${path} ${probe.field} (${kind} ${JSON.stringify(text)})`;
              if (response.statusCode < 400 || response.statusCode > 499) {
                problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
              } else if (!catalogueCodes.has(answer.Code as number) || !answer.Message) {
                problems.push(`${where}: no catalogue body: ${response.body.slice(0, 200)}`);
              } else if (
                probe.isText &&
                (answer.Code !== 1001 ||
                  !probe.rules.includes(answer.Rule as string) ||
                  answer.Field !== probe.field)
              ) {
                problems.push(`${where}: not the text rule: ${response.body.slice(0, 200)}`);
              }
            }
          }
        }
      }
    }
    expect(count).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // Every route of the document, each string field probed: seconds per hundred routes.
  }, 180_000);
});
