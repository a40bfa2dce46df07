/** The Spanish description of a cabin, composed from its destination's and the shared phrase banks. */
import type { AccommodationFeatures } from '../../../src/shared/types.ts';
import {
  CLOSERS,
  counted,
  fillTemplate,
  HIGHLIGHT_ORDER,
  HIGHLIGHTS,
  LAYOUTS,
  OPENERS,
  PETS_LINES,
  STUDIO_LAYOUTS,
} from './phrases.ts';
import type { Rng } from './prng.ts';
import type { AccommodationType, Destination } from './types.ts';

/** Hands out a bank's lines without repeating one until all were used (per destination). */
export class Deck {
  private decks = new Map<string, string[]>();
  constructor(private readonly rng: Rng) {}

  draw(key: string, lines: readonly string[]): string {
    let deck = this.decks.get(key);
    if (!deck || deck.length === 0) {
      deck = this.rng.shuffle(lines);
      this.decks.set(key, deck);
    }
    return deck.pop()!;
  }
}

function flagsOf(features: AccommodationFeatures): Record<string, boolean> {
  return Object.assign({}, ...Object.values(features));
}

export interface DescriptionInput {
  destination: Destination;
  name: string;
  type: AccommodationType;
  maxGuests: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  features: AccommodationFeatures;
}

export function composeDescription(rng: Rng, deck: Deck, input: DescriptionInput): string {
  const { destination: d, name, type } = input;
  const flags = flagsOf(input.features);
  const opener = fillTemplate(deck.draw(`${d.key}:opener`, OPENERS[d.climate]), name, type);
  const place = deck.draw(`${d.key}:place`, d.places);
  const sentences = [`${opener}, ${place}.`, deck.draw(`${d.key}:setting`, d.settings)];

  const studio = input.bedrooms === 1 && ['Loft', 'Glamping', 'Casa del árbol'].includes(type);
  const layout = rng
    .pick(studio ? STUDIO_LAYOUTS : LAYOUTS)
    .replace('{R}', counted(input.bedrooms, 'recámara', 'recámaras', true))
    .replace('{C}', counted(input.beds, 'cama', 'camas', true))
    .replace('{B}', counted(input.bathrooms, 'baño', 'baños'))
    .replace('{G}', counted(input.maxGuests, 'huésped', 'huéspedes'));
  sentences.push(layout.charAt(0).toUpperCase() + layout.slice(1));

  const present = HIGHLIGHT_ORDER.filter((key) => flags[key]);
  // The top highlight, plus one more picked among the rest, so similar cabins read differently.
  const chosen = present.slice(0, 1);
  const rest = present.slice(1, 6);
  if (rest.length) chosen.push(rng.pick(rest));
  for (const key of chosen)
    sentences.push(rng.pick(HIGHLIGHTS[key]).replace('{view}', d.viewPhrase));

  sentences.push(deck.draw(`${d.key}:activity`, d.activities));
  const closer = CLOSERS.find((c) => input.maxGuests <= c.upTo)!;
  sentences.push(rng.pick(closer.lines) + (flags.petsAllowed ? ` ${rng.pick(PETS_LINES)}` : ''));
  return sentences.join(' ');
}
