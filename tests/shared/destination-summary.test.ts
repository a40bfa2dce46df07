import { describe, expect, it } from 'vitest';
import {
  destinationKey,
  destinationLabel,
  destinationSlug,
  filterDestinations,
  summarizeDestinations,
} from '../../src/shared/destination-summary.ts';

function cabin(population: string, state: string, price: number, images: string[] = []) {
  return {
    location: { population, state },
    images,
    precioCalculado: { precioBaseFinal: price },
    others: { basePrice2nights: price * 2, baseCost: price },
  };
}

describe('summarizeDestinations', () => {
  it('groups by place, counts, keeps the lowest price and first photo, most cabins first', () => {
    const list = summarizeDestinations([
      cabin('Tulum', 'Quintana Roo', 3000),
      cabin('Mazamitla', 'Jalisco', 1800, ['scenes/forest-1']),
      cabin('Mazamitla', 'Jalisco', 1500, ['scenes/forest-2']),
      cabin('Bacalar', 'Quintana Roo', 2200, ['scenes/lake-1']),
      cabin('Mazamitla', 'Jalisco', 2500),
    ]);
    expect(list).toEqual([
      {
        population: 'Mazamitla',
        state: 'Jalisco',
        count: 3,
        minPrice: 1500,
        image: 'scenes/forest-1',
      },
      {
        population: 'Bacalar',
        state: 'Quintana Roo',
        count: 1,
        minPrice: 2200,
        image: 'scenes/lake-1',
      },
      { population: 'Tulum', state: 'Quintana Roo', count: 1, minPrice: 3000, image: null },
    ]);
  });

  it('treats accents and case as the same place', () => {
    const list = summarizeDestinations([
      cabin('Mérida', 'Yucatán', 1000),
      cabin('merida', 'yucatan', 900),
    ]);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ population: 'Mérida', count: 2, minPrice: 900 });
  });
});

describe('filterDestinations', () => {
  const list = [
    { population: 'Mérida', state: 'Yucatán' },
    { population: 'Mazamitla', state: 'Jalisco' },
    { population: 'Valle de Bravo', state: 'Estado de México' },
  ];

  it('matches ignoring accents and case, every word', () => {
    expect(filterDestinations(list, 'MERI')).toEqual([list[0]]);
    expect(filterDestinations(list, 'yucatán')).toEqual([list[0]]);
    expect(filterDestinations(list, 'valle mexico')).toEqual([list[2]]);
    expect(filterDestinations(list, 'Mazamitla, Jalisco')).toEqual([list[1]]);
    expect(filterDestinations(list, '  ')).toEqual(list);
    expect(filterDestinations(list, 'Oaxaca')).toEqual([]);
  });

  it('labels and keys', () => {
    expect(destinationLabel(list[0])).toBe('Mérida, Yucatán');
    expect(destinationKey(list[0])).toBe('merida, yucatan');
  });
});

describe('destinationSlug', () => {
  it('is the destination without accents, in lower case, words joined by hyphens', () => {
    expect(destinationSlug({ population: 'Mazamitla', state: 'Jalisco' })).toBe(
      'mazamitla-jalisco',
    );
    expect(destinationSlug({ population: 'Mérida', state: 'Yucatán' })).toBe('merida-yucatan');
    expect(destinationSlug({ population: ' San Cristóbal de las Casas ', state: 'Chiapas' })).toBe(
      'san-cristobal-de-las-casas-chiapas',
    );
    expect(destinationSlug({ population: 'Peña (Centro)', state: 'N.L.' })).toBe('pena-centro-n-l');
  });
});
