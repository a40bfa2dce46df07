import { bathroomsLabel, bedroomsLabel, bedsLabel, guestsLabel } from '../../../shared/format.ts';
import type { Cabin } from '../../../shared/types.ts';

/** '6 huéspedes · 3 recámaras · 4 camas · 2 baños' */
export function capacityLine(cabin: Cabin): string {
  const bedrooms = cabin.propertyDetails.bedrooms ?? cabin.additionalInfo.nBedrooms;
  return [
    guestsLabel(cabin.propertyDetails.maxOccupancy),
    bedroomsLabel(bedrooms),
    bedsLabel(cabin.additionalInfo.nBeds),
    bathroomsLabel(cabin.additionalInfo.nRestrooms),
  ]
    .map((part) => part.replace(' ', '\u00a0'))
    .join(' · ');
}

/** 'Estancia mínima: 3 noches', only when more than one night is required. */
export function minimumStayLine(minNights: number | null | undefined): string | null {
  return minNights && minNights > 1 ? `Estancia mínima: ${minNights} noches` : null;
}

/** 'population, state' */
export const locationLine = (cabin: Pick<Cabin, 'location'>): string =>
  `${cabin.location.population}, ${cabin.location.state}`;
