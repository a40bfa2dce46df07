import { describe, expect, it } from 'vitest';
import {
  describeMapCabin,
  markerLabel,
  ratingText,
} from '../../../src/features/map/lib/map-cabins.ts';
import { directionsUrl } from '../../../src/features/map/lib/map-view.ts';
import { createCabin } from './cabin-factory.ts';

describe('map popup and marker texts', () => {
  it("shows the cabin's real rating, or 'Nuevo' without reviews", () => {
    expect(ratingText({ average: 4.7, count: 12 })).toBe('4.7 (12 reseñas)');
    expect(ratingText({ average: 5, count: 1 })).toBe('5.0 (1 reseña)');
    expect(ratingText({ average: null, count: 0 })).toBe('Nuevo');
    expect(ratingText(undefined)).toBe('Nuevo');
  });

  it('prices the stay when the search quoted it, else the night', () => {
    const quoted = describeMapCabin(createCabin({ price: 1850, total: 5550, nights: 3 }));
    expect(quoted).toMatchObject({
      price: 5550,
      priceText: '$5,550',
      priceDetail: '$5,550 por 3 noches',
      restricted: false,
    });
    const nightly = describeMapCabin({ ...createCabin({ price: 1850 }), cotizacion: undefined });
    expect(nightly).toMatchObject({ priceText: '$1,850', priceDetail: '$1,850 noche' });
  });

  it('carries the first restriction of an unavailable cabin', () => {
    const view = describeMapCabin(createCabin({ restriction: 'Excede la capacidad máxima' }));
    expect(view).toMatchObject({
      restricted: true,
      restrictionMessage: 'Excede la capacidad máxima',
    });
  });

  it("names markers 'Cabaña X, $Y' without doubling the word", () => {
    expect(markerLabel('El Pinar', '$5,550', false)).toBe('Cabaña El Pinar, $5,550');
    expect(markerLabel('Cabaña El Pinar', '$5,550', false)).toBe('Cabaña El Pinar, $5,550');
    expect(markerLabel('Loft', '$900', true, { number: 2, size: 3 })).toBe(
      'Cabaña Loft, $900, no disponible (2 de 3 en el mismo lugar)',
    );
  });

  it('links directions to Google Maps for the coordinates', () => {
    expect(directionsUrl(19.915, -103.02)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=19.915,-103.02',
    );
  });
});
