import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id (the library's default algorithm; OWASP's minimum of
 * m=19 MiB, t=2, p=1). The PHC string carries its parameters, so they can be raised later.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of one verification when there is no account to check against, so a login
 * answer's timing does not reveal which e-mails are registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('refugio-sin-cuenta');
  await verifyPassword(await dummyHash, password);
  return false;
}
