import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A secret generated once and kept in the data folder (mode 0600): read when the file holds a valid
 * one, else created (`wx`, so two processes starting together keep the same one). A file left
 * invalid by a crash while writing is replaced.
 */
export function readOrCreateSecretFile(
  path: string,
  generate: () => string,
  isValid: (secret: string) => boolean,
): string {
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      const secret = generate();
      writeSync(fd, secret);
      closeSync(fd);
      return secret;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const existing = readFileSync(path, 'utf8').trim();
      if (isValid(existing)) return existing;
      rmSync(path, { force: true });
    }
  }
  throw new Error(`No se pudo crear el secreto ${path}`);
}

/** True for `memory://` data folders (tests, benchmarks): nothing is written to disk for them. */
export const isInMemory = (config: { DATA_DIR: string; dataDir: string }) =>
  config.DATA_DIR.startsWith('memory://') || config.dataDir.startsWith('memory://');
