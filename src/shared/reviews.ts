/**
 * Reviews after the stay (ARCHITECTURE "The guest's trip"): who may review when and every Spanish
 * text, shared by the form, the API and the invitation e-mail. The request's yup schema is in
 * ./validation/review.ts (kept apart so the pages that only show reviews do not load yup).
 */
import { addDays } from './dates.ts';
import type { IsoDate } from './types.ts';

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  commentMin: 20,
  commentMax: 2000,
  /** The guest may review from the day after check-out through this many days after it. */
  windowDays: 14,
} as const;

/** The six categories, in the order the form shows them: API key → label. */
export const REVIEW_CATEGORIES = [
  { key: 'limpieza', label: 'Limpieza' },
  { key: 'exactitud', label: 'Exactitud' },
  { key: 'llegada', label: 'Llegada' },
  { key: 'comunicacion', label: 'Comunicación' },
  { key: 'ubicacion', label: 'Ubicación' },
  { key: 'calidadPrecio', label: 'Calidad-precio' },
] as const;

export type ReviewCategoryKey = (typeof REVIEW_CATEGORIES)[number]['key'];
export type ReviewCategories = Record<ReviewCategoryKey, number>;

/** A review as its author sees it on the trip page and in Mis reservas. */
export interface GuestReview {
  id: string;
  rating: number;
  categories: ReviewCategories;
  comment: string;
  /** ISO timestamp. */
  createdAt: string;
}

/**
 * A finished stay's review: 'open' (the guest may write it through `deadline`), 'written' (`review`
 * holds it) or 'closed' (the window passed unwritten). Stays not yet finished, and stays that did not
 * happen, carry none.
 */
export interface StayReview {
  status: 'open' | 'written' | 'closed';
  deadline: IsoDate;
  review: GuestReview | null;
}

export interface ReviewRequest {
  reservationId: string;
  rating: number;
  categories: ReviewCategories;
  comment: string;
}

/** Reservation statuses that are a stay that happened (an active one whose check-out passed). */
export const REVIEWABLE_STATUSES = ['active', 'completed'] as const;

/** The last day a stay checked out on `checkOut` may be reviewed. */
export const reviewDeadline = (checkOut: IsoDate): IsoDate =>
  addDays(checkOut, REVIEW_LIMITS.windowDays);

/** Where `today` falls against a stay's review window. */
export function reviewWindow(checkOut: IsoDate, today: IsoDate): 'not_yet' | 'open' | 'closed' {
  if (today <= checkOut) return 'not_yet';
  return today > reviewDeadline(checkOut) ? 'closed' : 'open';
}

/** The trip page's review section (`/my-reservations/:id#calificar`, the invitation's link). */
export const REVIEW_ANCHOR = 'calificar';

export const REVIEW_TEXTS = {
  /** The button on the trip page and on a finished stay's card in Mis reservas (issue 17). */
  rate: 'Calificar estancia',
  formTitle: 'Escribir reseña',
  overall: 'Calificación general',
  comment: 'Comentario',
  commentHelp: `Cuéntanos cómo te fue (de ${REVIEW_LIMITS.commentMin} a ${REVIEW_LIMITS.commentMax} caracteres).`,
  submit: 'Enviar reseña',
  submitting: 'Enviando...',
  cancel: 'Cancelar',
  sent: '¡Gracias! Tu reseña ya está publicada.',
  yourReview: 'Tu reseña',
  deadline: (date: string) => `Puedes calificar tu estancia hasta el ${date}.`,
  closed: 'El plazo para calificar esta estancia terminó.',
  failed: 'No se pudo enviar tu reseña',
  offline: 'Sin conexión: tu reseña se puede enviar cuando vuelvas a estar en línea.',
  stars: (n: number) => `${n} ${n === 1 ? 'estrella' : 'estrellas'}`,
} as const;

export const REVIEW_MESSAGES = {
  reservationRequired: 'Indica la reservación que quieres calificar',
  ratingRequired: 'Elige una calificación general de 1 a 5 estrellas',
  rating: 'La calificación general debe ser un número entero de 1 a 5',
  categoriesRequired: 'Califica cada categoría de 1 a 5 estrellas',
  category: (label: string) => `Califica ${label} de 1 a 5 estrellas`,
  commentRequired: 'Escribe un comentario sobre tu estancia',
  commentType: 'El comentario debe ser texto',
  commentMin: `El comentario debe tener al menos ${REVIEW_LIMITS.commentMin} caracteres`,
  commentMax: `El comentario debe tener como máximo ${REVIEW_LIMITS.commentMax} caracteres`,
  notFound: 'Reservación no encontrada',
  notReviewable: 'Solo puedes calificar una estancia que se realizó',
  notFinished: 'Podrás calificar tu estancia a partir del día siguiente a tu salida',
  windowClosed: `El plazo para calificar esta estancia terminó (${REVIEW_LIMITS.windowDays} días después de tu salida)`,
  alreadyReviewed: 'Ya calificaste esta estancia',
  tooMany: (wait: string) => `Demasiadas reseñas enviadas. Intenta de nuevo en ${wait}.`,
} as const;

/** The errorType of each 409 of `POST /api/reviews`. */
export type ReviewErrorType =
  'REVIEW_EXISTS' | 'STAY_NOT_FINISHED' | 'REVIEW_WINDOW_CLOSED' | 'STAY_NOT_REVIEWABLE';

/** What the review form holds while the guest fills it in (stars not chosen yet are null). */
export interface ReviewDraft {
  rating: number | null;
  categories: Partial<Record<ReviewCategoryKey, number>>;
  comment: string;
}

/**
 * The form's own check, with the API's messages (the server checks again with
 * ./validation/review.ts): field → message, empty when the draft can be sent.
 */
export function reviewDraftErrors(draft: ReviewDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.rating == null) errors.rating = REVIEW_MESSAGES.ratingRequired;
  for (const { key, label } of REVIEW_CATEGORIES) {
    if (draft.categories[key] == null)
      errors[`categories.${key}`] = REVIEW_MESSAGES.category(label);
  }
  const length = draft.comment.trim().length;
  if (!length) errors.comment = REVIEW_MESSAGES.commentRequired;
  else if (length < REVIEW_LIMITS.commentMin) errors.comment = REVIEW_MESSAGES.commentMin;
  else if (length > REVIEW_LIMITS.commentMax) errors.comment = REVIEW_MESSAGES.commentMax;
  return errors;
}
