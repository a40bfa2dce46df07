/**
 * A signed-in guest's favourites (ARCHITECTURE "Discovery", server/routes/favorites.ts), spread into
 * the table of server/openapi/operations.ts.
 */
import { FAVORITES_LIMITS } from '../../src/shared/favorites.ts';
import {
  anyJson,
  BAD_INPUT,
  BEARER,
  error,
  json,
  NO_SESSION,
  NOT_FOUND,
  stay,
  TOO_MANY,
  type Operation,
} from './common.ts';

const tags = ['Accounts'];
const cabinParams = {
  type: 'object',
  properties: { cabinId: { type: 'string', maxLength: FAVORITES_LIMITS.cabinIdMax } },
  required: ['cabinId'],
};
const ids = json('The saved cabin ids, newest first', {
  data: {
    type: 'object',
    properties: { cabinIds: { type: 'array', items: { type: 'string' } } },
  },
});

export const FAVORITES_OPERATIONS: Record<string, Operation> = {
  'GET /api/auth/favorites': {
    summary:
      'The signed-in guest’s favourites: the ids, and the cabins still published as search cards (priced, with restrictions, for checkIn/checkOut/guests when given)',
    tags,
    security: BEARER,
    querystring: {
      type: 'object',
      properties: { ...stay, guests: { type: 'integer', minimum: 1 } },
    },
    response: {
      200: json('Favourites', { data: anyJson('`{ cabinIds, habitaciones }`') }),
      400: BAD_INPUT,
      401: NO_SESSION,
    },
  },
  'PUT /api/auth/favorites/:cabinId': {
    summary: `Saves a cabin (idempotent; at most ${FAVORITES_LIMITS.max} per account)`,
    tags,
    security: BEARER,
    params: cabinParams,
    response: {
      200: ids,
      401: NO_SESSION,
      404: NOT_FOUND,
      409: error('The account holds the limit already (errorType FAVORITES_FULL)'),
      429: TOO_MANY,
    },
  },
  'DELETE /api/auth/favorites/:cabinId': {
    summary: 'Removes a saved cabin (idempotent; a cabin neither saved nor published is 404)',
    tags,
    security: BEARER,
    params: cabinParams,
    response: { 200: ids, 401: NO_SESSION, 404: NOT_FOUND, 429: TOO_MANY },
  },
};
