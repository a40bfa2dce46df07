import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, type TestApp } from './helpers.ts';

describe.each(databases)('app basics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
  });
  afterAll(() => t.close());

  it('answers the health check with today in Mexico', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'ok', today: '2026-11-22' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('tells the PWA its tile source, and keeps TILE_PREFETCH off unless configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().tiles).toMatchObject({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      prefetch: false,
    });
    const own = await createTestApp(kind, {
      seed: false,
      config: { TILE_URL: 'https://mapas.example.mx/{z}/{x}/{y}.png', TILE_PREFETCH: true },
    });
    try {
      const answer = await own.app.inject({ method: 'GET', url: '/api/config' });
      expect(answer.json().tiles).toMatchObject({ prefetch: true });
    } finally {
      await own.close();
    }
  });

  it('answers unknown API paths with a Spanish 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Recurso no encontrado' });
  });

  it('answers an absurdly long path parameter with a Spanish 404, not an English 414', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/habitaciones/${'a'.repeat(500)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorType: 'CABIN_NOT_FOUND' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
