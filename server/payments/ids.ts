import { randomBytes, randomUUID } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `prefix` + lower-case alphanumerics, `length` characters in all (Openpay ids are 20). */
export function randomId(prefix: string, length = 20): string {
  const bytes = randomBytes(length);
  let id = prefix;
  for (let i = 0; id.length < length; i++) id += ALPHABET[bytes[i] % ALPHABET.length];
  return id;
}

export const requestId = (): string => randomUUID();

/** An ISO 8601 timestamp in Mexico City's offset (no daylight saving since 2022): …-06:00. */
export function mexicoTimestamp(date: Date): string {
  const shifted = new Date(date.getTime() - 6 * 3_600_000);
  return `${shifted.toISOString().slice(0, 19)}-06:00`;
}
