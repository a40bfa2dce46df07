import { describe, expect, it } from 'vitest';
import {
  destinationKey,
  destinationLabel,
  destinationSlug,
  destinationSlugs,
  filterDestinations,
  previousDestinationSlugs,
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
  it('is the population without accents, in lower case, words joined by hyphens', () => {
    expect(destinationSlug({ population: 'Mazamitla', state: 'Jalisco' })).toBe('mazamitla');
    expect(destinationSlug({ population: 'Mérida', state: 'Yucatán' })).toBe('merida');
    expect(destinationSlug({ population: 'Valle de Bravo', state: 'México' })).toBe(
      'valle-de-bravo',
    );
    expect(destinationSlug({ population: ' San Cristóbal de las Casas ', state: 'Chiapas' })).toBe(
      'san-cristobal-de-las-casas',
    );
    expect(destinationSlug({ population: 'Peña (Centro)', state: 'N.L.' })).toBe('pena-centro');
  });
});

describe('destinationSlugs', () => {
  const place = (population: string, state = 'Jalisco') => ({ population, state });

  it('is the population alone for every destination whose words no other shares', () => {
    expect(
      destinationSlugs([place('Mazamitla'), place('Mérida', 'Yucatán'), place('Valle de Bravo')]),
    ).toEqual(['mazamitla', 'merida', 'valle-de-bravo']);
  });

  it('adds the state to a population another state also has, the first keeping it plain', () => {
    const list = [place('San Pedro'), place('San Pedro', 'Coahuila'), place('Tapalpa')];
    // 'san pedro, coahuila' < 'san pedro, jalisco' in code-unit order.
    expect(destinationSlugs(list)).toEqual(['san-pedro-jalisco', 'san-pedro', 'tapalpa']);
    expect(destinationSlugs([...list].reverse())).toEqual([
      'tapalpa',
      'san-pedro',
      'san-pedro-jalisco',
    ]);
  });

  it('gives destinations that share their words distinct slugs, whatever the order', () => {
    // 'Peña Blanca' and 'Peña-Blanca' are two keys with the same words; 'Łagos' loses its Ł.
    const list = [
      place('Peña-Blanca'),
      place('Peña Blanca'),
      place('Łagos'),
      place('Agos'),
      place('San Sebastián'),
    ];
    const slugs = destinationSlugs(list);
    expect(new Set(slugs).size).toBe(list.length);
    // The first key in code-unit order keeps the plain words: 'pena blanca' < 'pena-blanca'.
    expect(slugs[1]).toBe('pena-blanca');
    expect(slugs[0]).toBe('pena-blanca-jalisco');
    expect(slugs[3]).toBe('agos');
    // 'łagos, jalisco' sorts after 'agos, jalisco': its own state's words are free.
    expect(slugs[2]).toBe('agos-jalisco');
    expect(slugs[4]).toBe('san-sebastian');
    // Stable: the same slug for the same destination in another order, or with other counts.
    const reversed = destinationSlugs([...list].reverse());
    expect([...reversed].reverse()).toEqual(slugs);
  });

  it("hashes a state-qualified slug that another destination's population holds", () => {
    // 'San Pedro Jalisco' is a town's name: the second San Pedro cannot take its slug.
    const list = [
      place('San Pedro'),
      place('San Pedro', 'Coahuila'),
      place('San Pedro Jalisco', 'Oaxaca'),
    ];
    const slugs = destinationSlugs(list);
    expect(slugs[1]).toBe('san-pedro');
    expect(slugs[2]).toBe('san-pedro-jalisco');
    expect(slugs[0]).toMatch(/^san-pedro-jalisco-[0-9a-f]{8}$/);
    expect([...destinationSlugs([...list].reverse())].reverse()).toEqual(slugs);
  });

  it('hashes the others when the population and state words are shared too', () => {
    const list = [place('Peña-Blanca'), place('Peña Blanca'), place('Peña_Blanca')];
    const slugs = destinationSlugs(list);
    expect(slugs[1]).toBe('pena-blanca');
    // 'pena-blanca, jalisco' < 'pena_blanca, jalisco': the first of the others keeps the state.
    expect(slugs[0]).toBe('pena-blanca-jalisco');
    expect(slugs[2]).toMatch(/^pena-blanca-jalisco-[0-9a-f]{8}$/);
    expect([...destinationSlugs([...list].reverse())].reverse()).toEqual(slugs);
  });

  it('is the same slug for spellings that differ only by accents (one destination)', () => {
    expect(destinationSlugs([place('San Sebastián'), place('San Sebastian')])).toEqual([
      'san-sebastian',
      'san-sebastian',
    ]);
  });

  it('gives a destination with no ASCII word a slug all the same', () => {
    const [slug] = destinationSlugs([{ population: 'Ωμέγα', state: 'Σ' }]);
    expect(slug).toMatch(/^destino-[0-9a-f]{8}$/);
    // With an ASCII state, the state's words (no population holds them).
    expect(destinationSlugs([{ population: 'Ωμέγα', state: 'Jalisco' }])).toEqual(['jalisco']);
  });

  it('never repeats a slug, for any set of names in any order', () => {
    const populations = [
      'San Pedro',
      'San-Pedro',
      'Jalisco',
      'San Pedro Jalisco',
      'Ł',
      'Agos',
      'Łagos',
    ];
    const states = ['Jalisco', 'Coahuila', 'N.L.'];
    const all = populations.flatMap((p) => states.map((s) => place(p, s)));
    const slugs = destinationSlugs(all);
    expect(new Set(slugs).size).toBe(all.length);
    expect(slugs.every((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toBe(true);
    expect([...destinationSlugs([...all].reverse())].reverse()).toEqual(slugs);
  });
});

describe('previousDestinationSlugs', () => {
  it('is the population and the state, as pages were addressed before', () => {
    const list = [
      { population: 'Mazamitla', state: 'Jalisco' },
      { population: 'Valle de Bravo', state: 'México' },
    ];
    expect(previousDestinationSlugs(list)).toEqual(['mazamitla-jalisco', 'valle-de-bravo-mexico']);
  });
});
