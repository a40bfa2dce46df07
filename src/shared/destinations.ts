/** Destination suggestions of the header search bar (SPEC §2): one per 'population, state'. */

export type DestinationIcon = 'beach' | 'ruins' | 'colonial' | 'forest' | 'lake' | 'pin';

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Text normalised for matching: lower case, accents removed ('Mérida' → 'merida'). */
export const normalizeSearchText = normalize;

/** The description and icon chosen by keyword, in SPEC's order. */
export function describeDestination(
  population: string,
  state: string,
): { description: string; icon: DestinationIcon } {
  const text = normalize(`${population} ${state}`);
  if (/\b(playa|beach|puerto|sayulita|escondido|zipolite|mazunte)\b/.test(text)) {
    return { description: 'Cabañas frente al mar y a pasos de la playa', icon: 'beach' };
  }
  if (/\b(tulum|holbox)\b/.test(text)) {
    return { description: 'Caribe mexicano, cenotes y selva maya', icon: 'beach' };
  }
  if (/\b(merida|valladolid)\b/.test(text)) {
    return { description: 'Ciudades coloniales, haciendas y cenotes', icon: 'colonial' };
  }
  if (/\b(bosque|forest|sierra|montana|mountain|mazamitla)\b/.test(text)) {
    return { description: 'Cabañas entre pinos, aire de montaña', icon: 'forest' };
  }
  if (/\b(lago|lake|laguna|bacalar)\b/.test(text)) {
    return { description: 'Lagos y lagunas para desconectarte', icon: 'lake' };
  }
  return { description: `Alojamientos disponibles en ${population}`, icon: 'pin' };
}

export interface DestinationSummary {
  population: string;
  state: string;
  count: number;
  /** Lowest nightly price there, pesos. */
  minPrice: number;
  image: string | null;
}
