/** Guest reviews: ratings 3–5 with comments that mention what the cabin really has. */
import type { AccommodationFeatures } from '../../../src/shared/types.ts';
import { addDays } from '../../../src/shared/dates.ts';
import {
  FIRST_NAMES,
  HOSTS,
  LAST_NAMES,
  REVIEW_COMPLAINTS,
  REVIEW_DETAILS,
  REVIEW_OPENERS,
} from './phrases.ts';
import type { Rng } from './prng.ts';
import type { Destination } from './types.ts';

export interface ReviewSpec {
  id: string;
  authorName: string;
  rating: number;
  comment: string;
  createdAt: Date;
}

/** A timestamp on a calendar date, at a plausible local hour in Mexico City (UTC−6). */
export function mexicoTime(rng: Rng, date: string, fromHour = 8, toHour = 22): Date {
  const hour = rng.int(fromHour, toHour);
  const minute = rng.int(0, 59);
  return new Date(
    `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00-06:00`,
  );
}

export function composeReviews(
  rng: Rng,
  destination: Destination,
  features: AccommodationFeatures,
  count: number,
  today: string,
  listedDaysAgo: number,
): ReviewSpec[] {
  const flags: Record<string, boolean> = Object.assign({}, ...Object.values(features));
  const details = [...REVIEW_DETAILS.any];
  for (const key of ['fireplace', 'privatePool', 'jacuzzi', 'hammocks', 'petsAllowed']) {
    if (flags[key]) details.push(...REVIEW_DETAILS[key]);
  }
  if (flags.terrace || flags.seaView || flags.lakeView || flags.mountainView)
    details.push(...REVIEW_DETAILS.view);
  const host = rng.pick(HOSTS);
  const reviews: ReviewSpec[] = [];
  for (let i = 0; i < count; i++) {
    const rating = rng.weighted([
      [5, 55],
      [4, 33],
      [3, 12],
    ] as const);
    const picked = rng.shuffle(details).slice(0, rng.int(1, 2));
    let comment = [rng.pick(REVIEW_OPENERS[rating]), ...picked].join(' ');
    const complaint = rng.pick(REVIEW_COMPLAINTS);
    if (rating === 3) comment += ` Lo malo: ${complaint}`;
    else if (rating === 4 && rng.chance(0.35)) comment += ` Solo ${complaint}`;
    comment = comment.replaceAll('{host}', host).replaceAll('{view}', destination.viewPhrase);
    const daysAgo = rng.int(3, Math.max(4, listedDaysAgo - 10));
    reviews.push({
      id: rng.uuid(),
      authorName: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES).charAt(0)}.`,
      rating,
      comment,
      createdAt: mexicoTime(rng, addDays(today, -daysAgo)),
    });
  }
  return reviews.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
