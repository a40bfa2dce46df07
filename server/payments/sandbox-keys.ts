import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { isInMemory, readOrCreateSecretFile } from '../secret-files.ts';

const KEY_FILE = 'sandbox-openpay-private-key';
/** Openpay's key format: sk_ and 32 hexadecimal characters. */
const PRIVATE_KEY_RE = /^sk_[0-9a-f]{32}$/;

const newPrivateKey = () => `sk_${randomBytes(16).toString('hex')}`;

/**
 * The card sandbox's private key (its charges, refunds and charge look-ups over HTTP): generated
 * once per data folder into {DATA_DIR}/sandbox-openpay-private-key (mode 0600), random per process
 * for an in-memory folder. The server's own sandbox calls do not go over HTTP and need no key.
 */
export function resolveSandboxPrivateKey(config: Config): string {
  if (isInMemory(config)) return newPrivateKey();
  return readOrCreateSecretFile(join(config.dataDir, KEY_FILE), newPrivateKey, (key) =>
    PRIVATE_KEY_RE.test(key),
  );
}
