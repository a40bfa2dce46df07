import { toStayPricing } from '../../src/shared/pricing.ts';
import type { QuoteResponse } from '../../src/shared/types.ts';
import type { Database } from '../db/client.ts';
import { prepareQuote } from './availability-service.ts';
import { BoundedMap } from './bounded-caches.ts';
import type { StayCheck, StayRequest } from './stay-service.ts';

/**
 * POST /api/reservas/cotizar's answers as JSON bytes, remembered per quote key (prepareQuote: the
 * catalogue snapshot and set of taken cabins it is answered from, cabin, stay, guests, today).
 *
 * A quote from the caches took ~1.5 µs of rules but allocated ~3 KB per request (async steps over
 * the stay source, the answer objects, JSON.stringify) on top of ~13 KB for Fastify and Node's HTTP:
 * a repeated quote now costs a key and a lookup, and its bytes are sent as they are.
 */

export interface QuoteAnswer {
  status: number;
  /** The answer's JSON (QuoteResponse, plus `message` on failures), UTF-8. */
  json: Buffer;
}

/** Answers remembered at most (the map starts over past that). */
const ANSWERS_LIMIT = 20_000;
const answers = new BoundedMap<string, QuoteAnswer>(ANSWERS_LIMIT);

/** The answer of a checked stay, as the route always sent it. */
export function quoteAnswerOf(result: StayCheck): QuoteAnswer {
  if (!result.ok) {
    const answer: QuoteResponse & { message: string } = {
      success: false,
      available: false,
      errorType: result.errorType,
      error: result.message,
      message: result.message,
    };
    return { status: result.status, json: Buffer.from(JSON.stringify(answer)) };
  }
  const pricing = toStayPricing(result.pricing);
  const answer: QuoteResponse = {
    success: true,
    available: true,
    pricing: {
      totalPrice: pricing.totalPrice,
      pricePerNight: pricing.pricePerNight,
      basePrice: pricing.basePrice,
      ...(pricing.cleaningFee ? { cleaningFee: pricing.cleaningFee } : {}),
      nights: pricing.nights,
    },
    precioCalculado: { comisionServicio: pricing.comisionServicio },
  };
  return { status: 200, json: Buffer.from(JSON.stringify(answer)) };
}

/** The quote's answer: from memory while the catalogue and the stay's taken nights are unchanged. */
export async function quoteAnswer(
  database: Database,
  request: StayRequest,
  today: string,
  now: Date,
): Promise<QuoteAnswer> {
  const prepared = await prepareQuote(database, request, today, now);
  // Bad input: answered at once, not remembered (anything may come).
  if ('ok' in prepared) return quoteAnswerOf(prepared);
  let answer = answers.get(prepared.key);
  if (!answer) {
    answer = quoteAnswerOf(await prepared.check());
    answers.set(prepared.key, answer);
  }
  return answer;
}
