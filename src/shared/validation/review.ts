/** `POST /api/reviews`: the yup schema the server (parseWith) uses, with src/shared/reviews.ts's messages. */
import * as yup from 'yup';
import {
  REVIEW_CATEGORIES,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type ReviewCategoryKey,
} from '../reviews.ts';

const stars = (message: string) =>
  yup
    .number()
    .strict()
    .typeError(message)
    .integer(message)
    .min(REVIEW_LIMITS.ratingMin, message)
    .max(REVIEW_LIMITS.ratingMax, message);

const categoriesShape = Object.fromEntries(
  REVIEW_CATEGORIES.map(({ key, label }) => [
    key,
    stars(REVIEW_MESSAGES.category(label)).required(REVIEW_MESSAGES.category(label)),
  ]),
) as Record<ReviewCategoryKey, yup.NumberSchema<number>>;

/** `POST /api/reviews` (and the form): overall and category stars, and a comment of 20–2000 characters. */
export const reviewRequestSchema = yup.object({
  reservationId: yup
    .string()
    .strict()
    .typeError(REVIEW_MESSAGES.reservationRequired)
    .required(REVIEW_MESSAGES.reservationRequired)
    .max(64, REVIEW_MESSAGES.notFound),
  rating: stars(REVIEW_MESSAGES.rating).required(REVIEW_MESSAGES.ratingRequired),
  categories: yup
    .object(categoriesShape)
    .default(undefined)
    .typeError(REVIEW_MESSAGES.categoriesRequired)
    .required(REVIEW_MESSAGES.categoriesRequired),
  comment: yup
    .string()
    .strict()
    .typeError(REVIEW_MESSAGES.commentType)
    .required(REVIEW_MESSAGES.commentRequired)
    .test('comment-min', REVIEW_MESSAGES.commentMin, (v) =>
      v == null ? true : v.trim().length >= REVIEW_LIMITS.commentMin,
    )
    .test('comment-max', REVIEW_MESSAGES.commentMax, (v) =>
      v == null ? true : v.trim().length <= REVIEW_LIMITS.commentMax,
    ),
});
