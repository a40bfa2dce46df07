/** A JSON object: not null, not an array (what a request body or a stored record must be). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
