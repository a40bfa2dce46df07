/**
 * What the operation tables share (server/openapi/operations.ts and the modules spread into it):
 * the Operation shape, the Spanish error answer and the helpers that build answers. A module of its
 * own so that operations.ts can import the tables that import these without an import cycle.
 */

export type Schema = Record<string, unknown>;

export interface Operation {
  summary: string;
  description?: string;
  tags: string[];
  security?: Array<Record<string, string[]>>;
  params?: Schema;
  querystring?: Schema;
  headers?: Schema;
  /** The request body's media types when it is not JSON (e.g. `multipart/form-data`). */
  consumes?: string[];
  body?: Schema;
  response: Record<string, Schema>;
}

/** Every error answer: `{ success: false, message, error, … }` with a Spanish message. */
export const ERROR_SCHEMA = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    message: {
      type: 'string',
      description: 'In Spanish, for the guest',
      example: 'Datos inválidos',
    },
    error: { type: 'string', description: 'The same message (older clients read this field)' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Bad input (400): each field with its Spanish message (SPEC §5)',
      example: { email: 'Ingresa un correo electrónico válido' },
    },
    errorType: {
      type: 'string',
      description: 'Quotes, availability and bookings: SPEC §8 (e.g. NOT_AVAILABLE, MIN_NIGHTS)',
    },
    error_code: { type: 'integer', description: 'Card charges: the provider error code (SPEC §9)' },
  },
} as const;

export const error = (description: string) => ({ description, ...ERROR_SCHEMA });
export const json = (description: string, properties: Schema = {}) => ({
  description,
  type: 'object',
  properties: { success: { type: 'boolean', enum: [true] }, ...properties },
});
export const anyJson = (description: string) => ({
  description,
  type: 'object',
  additionalProperties: true,
});

export const BAD_INPUT = error(
  'Bad input: the first Spanish message, and each field’s in `fields`',
);
export const NO_SESSION = error(
  'No session, or it expired or was closed (“Tu sesión ha expirado…”)',
);
export const TOO_MANY = error(
  'Rate limited (“Demasiados intentos…”); Retry-After says when to try again',
);
export const NOT_FOUND = error(
  'Unknown resource (“Recurso no encontrado”, “Cabaña no encontrada”…)',
);
export const NOT_HOST = error(
  'Signed in, but not a host nor an operator (errorType NOT_HOST, “Esta sección es solo para anfitriones…”)',
);
export const BEARER = [{ bearerAuth: [] }];

export const id = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };
export const stay = {
  checkIn: { type: 'string', format: 'date', example: '2027-01-15' },
  checkOut: { type: 'string', format: 'date', example: '2027-01-18' },
};
