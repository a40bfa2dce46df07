import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it("takes Openpay's webhook credentials together, or neither", () => {
    expect(loadConfig({}).OPENPAY_WEBHOOK_USER).toBeUndefined();
    const both = loadConfig({
      OPENPAY_WEBHOOK_USER: 'refugio',
      OPENPAY_WEBHOOK_PASSWORD: 'una-contraseña-larga',
    });
    expect(both).toMatchObject({
      OPENPAY_WEBHOOK_USER: 'refugio',
      OPENPAY_WEBHOOK_PASSWORD: 'una-contraseña-larga',
    });
    expect(() => loadConfig({ OPENPAY_WEBHOOK_USER: 'refugio' })).toThrow(/go together/);
    expect(() => loadConfig({ OPENPAY_WEBHOOK_PASSWORD: 'una-contraseña-larga' })).toThrow(
      /go together/,
    );
    expect(() =>
      loadConfig({ OPENPAY_WEBHOOK_USER: 'refugio', OPENPAY_WEBHOOK_PASSWORD: 'corta' }),
    ).toThrow(/at least 12/);
    expect(() =>
      loadConfig({
        OPENPAY_WEBHOOK_USER: 're:fugio',
        OPENPAY_WEBHOOK_PASSWORD: 'una-contraseña-larga',
      }),
    ).toThrow(/must not contain/);
  });
});
