/** Openpay's JSON shapes (reference/openpay.md §1–§2), shared by the sandbox and the HTTP adapter. */

export type OpenpayBrand = 'visa' | 'mastercard' | 'american_express' | 'carnet' | 'unknown';

/** The error object every failed Openpay call answers with. */
export interface OpenpayErrorBody {
  category: 'request' | 'internal' | 'gateway';
  description: string;
  http_code: number;
  error_code: number;
  request_id: string | null;
}

export interface OpenpayCard {
  id?: string;
  type?: 'debit' | 'credit';
  brand: OpenpayBrand;
  address: null;
  card_number: string;
  holder_name: string;
  expiration_year: string;
  expiration_month: string;
  allows_charges?: boolean;
  allows_payouts?: boolean;
  creation_date: string | null;
  bank_name?: string;
  bank_code?: string;
  points_card?: boolean;
}

export interface OpenpayToken {
  id: string;
  card: OpenpayCard;
}

export type OpenpayChargeStatus =
  'completed' | 'in_progress' | 'failed' | 'charge_pending' | 'cancelled' | 'refunded';

export interface OpenpayRefund {
  id: string;
  amount: number;
  authorization: string | null;
  method: 'card';
  operation_type: 'out';
  transaction_type: 'refund';
  status: OpenpayChargeStatus;
  currency: 'MXN';
  creation_date: string;
  operation_date: string;
  description: string;
  error_message: string | null;
  order_id: string | null;
}

/** A charge transaction. */
export interface OpenpayCharge {
  id: string;
  amount: number;
  authorization: string | null;
  method: 'card';
  operation_type: 'in';
  transaction_type: 'charge';
  card: OpenpayCard;
  status: OpenpayChargeStatus;
  conciliated: boolean;
  currency: 'MXN';
  creation_date: string;
  operation_date: string;
  description: string;
  error_message: string | null;
  /** Openpay's numeric code for a failed charge (the sandbox keeps it; real Openpay omits it). */
  error_code?: number | null;
  order_id: string | null;
  refund?: OpenpayRefund;
  /** Meses sin intereses: the number of monthly payments. */
  payment_plan?: { payments: number };
}

export interface OpenpayChargeRequest {
  method: 'card';
  source_id: string;
  amount: number;
  currency?: 'MXN';
  description: string;
  order_id: string;
  device_session_id: string;
  capture?: boolean;
  /** Meses sin intereses (credit cards only). */
  payment_plan?: { payments: number };
  customer?: { name: string; last_name?: string; phone_number?: string; email: string };
}

export interface OpenpayTokenRequest {
  card_number?: unknown;
  holder_name?: unknown;
  expiration_year?: unknown;
  expiration_month?: unknown;
  cvv2?: unknown;
  address?: unknown;
}

/** Openpay's ids (charges, refunds, webhooks, customers): 20 lower-case letters and digits. */
export const OPENPAY_ID_RE = /^[a-z0-9]{20}$/;

/** Webhook payload (documents.openpay.mx/docs/webhooks.html). */
export interface OpenpayWebhookEvent {
  type?: unknown;
  event_date?: unknown;
  verification_code?: unknown;
  id?: unknown;
  transaction?: { id?: unknown; method?: unknown; status?: unknown; order_id?: unknown } | null;
}
