import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESCRIBED_PREFIXES, OPERATIONS } from '../../server/openapi/operations.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Every route the app has, as `METHOD /path`, read from Fastify's own route tree
 * (printRoutes({ commonPrefix: false }): one node a line, its path relative to its parent's). A
 * wildcard node is printed as a bare `*` whatever its prefix: it comes back as `METHOD *`.
 */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:└── |├── )(.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const path = match[2] === '*' ? '*' : (stack[depth - 1] ?? '') + match[2];
    stack[depth] = path;
    for (const method of match[3].split(', ')) routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: false });
  });
  afterAll(() => t?.close());

  it('describes every API route the app has, and nothing it does not have', () => {
    const all = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    // The parse found the tree: routes at several depths, pages too.
    expect(all).toContain('GET /api/habitaciones/:id/reviews');
    expect(all).toContain('POST /sandbox/openpay/v1/:merchantId/charges/:id/refund');
    const api = all.filter(
      (route) =>
        !route.startsWith('HEAD ') &&
        DESCRIBED_PREFIXES.some((prefix) => route.split(' ')[1].startsWith(prefix)),
    );
    expect(api.length).toBeGreaterThan(30);
    const described = Object.keys(OPERATIONS);
    const plain = described.filter((route) => !route.includes('*'));
    expect(api.filter((route) => !plain.includes(route))).toEqual([]);
    expect(plain.filter((route) => !api.includes(route))).toEqual([]);
    // Wildcards: each described one exists, and the tree has no other (a '/*' page fallback would
    // show up as one more).
    const wildcards = described.filter((route) => route.includes('*'));
    for (const route of wildcards) {
      const [method, url] = route.split(' ');
      expect(t.app.hasRoute({ method: method as 'GET', url }), route).toBe(true);
    }
    const treeWildcards = all.filter((route) => route.endsWith(' *') && !route.startsWith('HEAD '));
    expect(treeWildcards).toHaveLength(wildcards.length);
  });

  it('serves an OpenAPI 3 document with every operation, its statuses and the Spanish error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const operations = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths as Record<string, object>)) {
      for (const method of Object.keys(item)) operations.add(`${method.toUpperCase()} ${path}`);
    }
    for (const route of Object.keys(OPERATIONS)) {
      const [method, path] = route.split(' ');
      const openapiPath = path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
      expect(
        operations.has(`${method} ${openapiPath}`) || operations.has(`${method} ${path}`),
        route,
      ).toBe(true);
    }
    // Nothing but the API: the PWA's pages are not operations.
    expect(
      [...operations].every((op) => DESCRIBED_PREFIXES.some((p) => op.split(' ')[1].startsWith(p))),
    ).toBe(true);

    const statuses = (method: string, path: string) =>
      Object.keys(doc.paths[path][method].responses).sort();
    expect(statuses('post', '/api/bookings')).toEqual(['201', '400', '401', '404', '409', '429']);
    expect(statuses('post', '/webhooks/{provider}')).toContain('401');
    expect(statuses('post', '/api/auth/password-reset')).toEqual(['200', '400', '429']);
    expect(statuses('post', '/api/auth/password-reset/confirm')).toContain('400');
    expect(statuses('post', '/api/auth/refresh')).toEqual(['200', '401', '429']);

    const conflict = doc.paths['/api/bookings'].post.responses['409'];
    const schema = conflict.content['application/json'].schema;
    expect(schema.required).toEqual(['success', 'message']);
    expect(schema.properties.success.enum).toEqual([false]);
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['message', 'error', 'fields', 'errorType', 'error_code']),
    );
    expect(doc.paths['/api/bookings'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(
      doc.paths['/api/bookings'].post.requestBody.content['application/json'].schema.required,
    ).toContain('guestInfo');
    // The host API: signed in (401), a host (403), the host's own cabin (404), and the photo upload
    // as a form with its file, not JSON.
    expect(statuses('get', '/api/host/cabins/{id}')).toEqual(['200', '401', '403', '404']);
    expect(statuses('post', '/api/host/cabins/{id}/publish')).toEqual([
      '200',
      '401',
      '403',
      '404',
      '409',
    ]);
    expect(statuses('post', '/api/host/cabins/{id}/photos')).toEqual(
      expect.arrayContaining(['201', '400', '403', '404', '409', '413', '415', '429']),
    );
    expect(statuses('post', '/api/host/onboard')).toEqual(['200', '400', '401']);
    const upload = doc.paths['/api/host/cabins/{id}/photos'].post.requestBody.content;
    expect(Object.keys(upload)).toEqual(['multipart/form-data']);
    expect(upload['multipart/form-data'].schema.properties.photo.format).toBe('binary');
    expect(doc.paths['/api/host/cabins/{id}'].patch.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(doc.paths['/ical/{file}'].get.responses['200'].content)).toEqual([
      'text/calendar',
    ]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('answers a browser with a page listing the operations, and a JSON client with the document', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('POST&nbsp;/api/bookings');
    expect(page.body).toContain('PATCH&nbsp;/api/host/cabins/{id}/photos/{photoId}');
    expect(page.body).toContain('href="/api/docs/json"');
    const doc = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'application/json' },
    });
    expect(doc.json().openapi).toMatch(/^3\./);
  });

  it('changes nothing about how routes read their input (no schema validation is added)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'no-es-correo', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toBe('Datos inválidos');
  });
});
