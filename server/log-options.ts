import type { FastifyServerOptions } from 'fastify';

/**
 * What never reaches a log line: credentials in headers, passwords and card data in bodies, and the
 * parameters of a failed query (they hold what was being written: a new password hash, a guest's
 * e-mail and phone). The production logger and the tests' captured loggers share these options.
 */

const REDACTED = '[oculto]';

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.confirmPassword',
  'req.body.currentPassword',
  'req.body.newPassword',
  'req.body.card_number',
  'req.body.cvv2',
];

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  !!value && typeof value === 'object' && typeof (value as Error).message === 'string';

/** Drizzle's failed-query error ends its message (and so its stack) with "\nparams: a,b,c". */
function withoutParams(error: ErrorLike, text: string): string {
  return Array.isArray(error.params)
    ? text.replace(`\nparams: ${String(error.params)}`, `\nparams: ${REDACTED}`)
    : text;
}

/**
 * pino's error shape (type, message and stack with their causes, own fields), minus query
 * parameters: in the message, the stack and the `params` field, of the error and of its causes.
 */
function serialize(error: unknown, depth: number): unknown {
  if (!isErrorLike(error) || depth > 5) return error;
  const chain: ErrorLike[] = [];
  for (let e: unknown = error; isErrorLike(e) && !chain.includes(e) && chain.length < 10;) {
    chain.push(e);
    e = e.cause;
  }
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: chain.map((e) => withoutParams(e, e.message)).join(': '),
    stack: chain.map((e) => withoutParams(e, e.stack ?? '')).join('\ncaused by: '),
  };
  if (Array.isArray(error.errors)) {
    out.aggregateErrors = error.errors.map((e: unknown) => serialize(e, depth + 1));
  }
  for (const key in error) {
    if (key === 'cause' || key in out) continue;
    const value = error[key];
    if (key === 'params' && Array.isArray(value)) out.params = REDACTED;
    else out[key] = isErrorLike(value) ? serialize(value, depth + 1) : value;
  }
  return out;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export const serializeError = (error: Error): SerializedError =>
  serialize(error, 0) as SerializedError;

/**
 * The app's logger options at `level`. A caller's logger options (tests: a level and a captured
 * stream) are laid over them, but never remove the redaction or the error serializer.
 */
export function loggerOptions(
  level: string,
  override?: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (override === false || (override === undefined && level === 'silent')) return false;
  const custom = typeof override === 'object' ? override : {};
  return {
    level,
    ...custom,
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    serializers: { ...custom.serializers, err: serializeError },
  };
}
