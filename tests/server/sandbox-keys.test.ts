import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.ts';
import { resolveSandboxPrivateKey } from '../../server/payments/sandbox-keys.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { CHARGES_URL, basic } from './payments-fixtures.ts';

/** The card sandbox's private key is a secret of each installation, not a constant in the source. */
describe("the card sandbox's private key", () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'refugio-sandbox-key-'));
    folders.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('is generated once per data folder, kept private, and differs between folders', () => {
    const dir = folder();
    const config = testConfig({ DATA_DIR: dir, dataDir: dir });
    const key = resolveSandboxPrivateKey(config);
    expect(key).toMatch(/^sk_[0-9a-f]{32}$/);
    expect(resolveSandboxPrivateKey(config)).toBe(key);
    const file = join(dir, 'sandbox-openpay-private-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const other = folder();
    expect(resolveSandboxPrivateKey(testConfig({ DATA_DIR: other, dataDir: other }))).not.toBe(key);
  });

  it('is random for an in-memory data folder', () => {
    const config = testConfig();
    expect(resolveSandboxPrivateKey(config)).not.toBe(resolveSandboxPrivateKey(config));
  });

  describe('on the HTTP sandbox', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { seed: false });
    });
    afterAll(() => t.close());

    it('opens the private endpoints only with this installation’s key', async () => {
      const list = (key: string) =>
        t.app.inject({
          method: 'GET',
          url: `${CHARGES_URL}?order_id=x`,
          headers: { authorization: basic(key) },
        });
      // The key that used to be written in the source opens nothing.
      const old = await list('sk_refugio_sandbox');
      expect(old.statusCode).toBe(401);
      expect(old.json()).toMatchObject({ error_code: 1002 });
      expect((await list(t.app.deps.sandboxPrivateKey!)).statusCode).toBe(200);
    });

    it('is never part of the public configuration', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.body).not.toContain(t.app.deps.sandboxPrivateKey!);
      expect(res.json().payments).toMatchObject({
        provider: 'sandbox',
        publicKey: expect.any(String),
      });
    });
  });
});
