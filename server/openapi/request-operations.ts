/**
 * The host's answers to booking requests (server/routes/host-requests.ts,
 * docs/decisions/130-request-to-book.md), spread into the table of server/openapi/operations.ts.
 */
import { REQUEST_LIMITS } from '../../src/shared/booking-requests.ts';
import { REQUEST_ANSWER_LIMIT } from '../routes/host-requests.ts';
import {
  anyJson,
  BAD_INPUT,
  BEARER,
  error,
  id,
  json,
  NO_SESSION,
  NOT_HOST,
  type Operation,
} from './common.ts';

const tags = ['Hosts'];
const reservation = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    status: { type: 'string', enum: ['active', 'declined'] },
    paymentStatus: { type: 'string', enum: ['PAID', 'RELEASED'] },
    respondBy: { type: 'string', format: 'date-time', nullable: true },
    declineReason: { type: 'string', nullable: true },
  },
};
const common = {
  tags,
  security: BEARER,
  params: id,
};
const errors = {
  401: NO_SESSION,
  403: NOT_HOST,
  404: error('Not a reservation of this host’s cabins (“Reservación no encontrada”)'),
  409: error(
    'No longer waiting for an answer: accepted, declined or expired (errorType REQUEST_NOT_PENDING / REQUEST_EXPIRED), or another answer is being carried out (REQUEST_IN_PROGRESS)',
  ),
  429: error(
    `Rate limited: ${REQUEST_ANSWER_LIMIT.max} answers per ${REQUEST_ANSWER_LIMIT.windowMs / 60_000} minutes per host`,
  ),
  502: error('The card provider did not answer: the request still waits; try again (retryable)'),
};

export const REQUEST_OPERATIONS: Record<string, Operation> = {
  'POST /sandbox/openpay/v1/:merchantId/charges/:id/capture': {
    summary:
      'Built-in card sandbox: capture a charge made with `capture: false` (private key); its refund call cancels one never captured',
    tags: ['Card sandbox'],
    params: {
      type: 'object',
      properties: { merchantId: { type: 'string' }, id: { type: 'string' } },
    },
    body: anyJson('`{ amount? }` (at most the authorized amount)'),
    response: {
      200: anyJson('Openpay charge, `status: completed` (the same answer when captured already)'),
      401: anyJson('Openpay error'),
      402: anyJson('Openpay error: the capture was declined'),
      422: anyJson('Openpay error: not an authorization, or cancelled'),
    },
  },
  'POST /api/host/reservations/:id/accept': {
    summary:
      '‘Aceptar’ a booking request: its card pre-authorization is captured, the stay is active',
    description:
      'Idempotent: accepting an accepted request answers the same. The waiting requests are `GET /api/host/reservations?status=pending_host` (each with `respondBy`).',
    ...common,
    response: {
      200: json('The stay is confirmed and paid', {
        message: { type: 'string' },
        data: { type: 'object', properties: { reservation } },
      }),
      ...errors,
      402: error(
        'The capture was declined (errorType CAPTURE_FAILED, error_code): the request still waits, the Spanish message says why',
      ),
    },
  },
  'POST /api/host/reservations/:id/decline': {
    summary: '‘Rechazar’ a booking request with a reason: its card pre-authorization is released',
    description: 'Idempotent: declining a declined request answers the same.',
    ...common,
    body: {
      type: 'object',
      required: ['reason'],
      properties: { reason: { type: 'string', minLength: 1, maxLength: REQUEST_LIMITS.reasonMax } },
    },
    response: {
      200: json('The request is declined, nothing was charged', {
        message: { type: 'string' },
        data: { type: 'object', properties: { reservation } },
      }),
      400: BAD_INPUT,
      ...errors,
    },
  },
};
