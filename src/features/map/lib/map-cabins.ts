import { formatMXN, nightsLabel } from '../../../shared/format.ts';
import { displayNightlyPrice } from '../../../shared/pricing.ts';
import type { Cabin } from '../../../shared/types.ts';

/** What a marker and its popup show for one cabin. */
export interface MapCabinView {
  price: number;
  priceText: string;
  /** '$5,600 por 3 noches' or '$1,850 noche'. */
  priceDetail: string;
  restricted: boolean;
  restrictionMessage: string | null;
  ratingText: string;
}

export function ratingText(rating: Cabin['rating'] | undefined): string {
  if (!rating || rating.average === null || rating.count === 0) return 'Nuevo';
  return `${rating.average.toFixed(1)} (${rating.count} ${rating.count === 1 ? 'reseña' : 'reseñas'})`;
}

export function describeMapCabin(cabin: Cabin): MapCabinView {
  const stay = cabin.cotizacion;
  const price = stay ? stay.totalPrice : displayNightlyPrice(cabin);
  const priceText = formatMXN(price);
  const first = cabin.restrictions?.[0];
  return {
    price,
    priceText,
    priceDetail: stay ? `${priceText} por ${nightsLabel(stay.nights)}` : `${priceText} noche`,
    restricted: !!first,
    restrictionMessage: first?.message ?? null,
    ratingText: ratingText(cabin.rating),
  };
}

/** The marker's accessible name: 'Cabaña El Pinar, $5,550', with its place in a group if any. */
export function markerLabel(
  name: string,
  priceText: string,
  restricted: boolean,
  group?: { number: number | null; size: number },
): string {
  const named = /^cabaña\b/i.test(name.trim()) ? name.trim() : `Cabaña ${name.trim()}`;
  const where =
    group?.number && group.size > 1 ? ` (${group.number} de ${group.size} en el mismo lugar)` : '';
  return `${named}, ${priceText}${restricted ? ', no disponible' : ''}${where}`;
}
