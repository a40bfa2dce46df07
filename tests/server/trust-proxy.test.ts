import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy, type TrustProxy } from '../../server/config.ts';
import { AUTH_RATE_LIMITS } from '../../server/routes/auth.ts';
import { createTestApp, type TestApp } from './helpers.ts';

describe('TRUST_PROXY', () => {
  it('takes false, a hop count or a list of proxy addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(parseTrustProxy('fd00::/8')).toEqual(['fd00::/8']);
  });

  it('refuses true, and says why, among the other problems in one message', () => {
    let message = '';
    try {
      loadConfig({ TRUST_PROXY: 'true', PORT: 'x' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/true is refused/);
    expect(message).toMatch(/X-Forwarded-For/);
    expect(message).toMatch(/PORT/);
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', '1.2.3.4/8/9', '99', 'localhost']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be/);
    }
  });
});

describe('the client address behind TRUST_PROXY', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  /** Logins from one peer, each claiming another address: how many got past the per-address limit. */
  async function spoofedLogins(trustProxy: TrustProxy, peer: string) {
    testApp = await createTestApp('pglite', { seed: false, config: { TRUST_PROXY: trustProxy } });
    const { max } = AUTH_RATE_LIMITS.login.perIp;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const res = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        // No password: the answer is a fast 400 once the request has been counted.
        payload: { email: `persona${i}@example.mx` },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it('ignores X-Forwarded-For when no proxy is trusted: per-address limits hold', async () => {
    const statuses = await spoofedLogins(false, '198.51.100.7');
    expect(statuses.at(-1)).toBe(429);
  });

  it('ignores X-Forwarded-For from a peer that is not in the list', async () => {
    const statuses = await spoofedLogins(['10.0.0.0/8'], '198.51.100.7');
    expect(statuses.at(-1)).toBe(429);
  });

  it("takes the proxy's X-Forwarded-For with one hop, or from a listed proxy", async () => {
    for (const trust of [1, ['10.0.0.0/8']] satisfies TrustProxy[]) {
      const statuses = await spoofedLogins(trust, '10.1.2.3');
      expect(statuses, JSON.stringify(trust)).toEqual(statuses.map(() => 400));
      await testApp?.close();
      testApp = undefined;
    }
  });
});
