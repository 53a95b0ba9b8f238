import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.ts';

const t = useTestApp();

describe('GET /api/docs', () => {
  it('lists every mounted route with its schemas', async () => {
    const response = await t.call('GET', '/api/docs');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // The document and the mounted routes come from one list; check the document's side holds.
    for (const entry of documented) {
      const [method, path] = entry.split(' ') as [string, string];
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      expect(t.app.hasRoute({ method: method as 'GET', url }), entry).toBe(true);
    }
    expect(documented).toContain('POST /api/Token/Login');
    expect(documented).toContain('DELETE /api/Admin/IpRestrictions/{id}');
    const login = doc.paths['/api/Token/Login'].post;
    expect(login.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/LoginRequest',
    );
    expect(doc.components.schemas.LoginRequest.required).toEqual(['LoginId', 'Password']);
    expect(doc.components.schemas.ErrorBody.properties.Code.type).toBe('integer');
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const name = ref.split('/').pop()!.replace('"', '');
      expect(doc.components.schemas, ref).toHaveProperty(name);
    }
  });
});
