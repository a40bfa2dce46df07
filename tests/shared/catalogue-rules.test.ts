import { describe, expect, it } from 'vitest';
import { collectAmenities, hasAllAmenities } from '../../src/shared/amenities.ts';
import { amenityLabel } from '../../src/shared/amenity-labels.ts';
import { describeDestination } from '../../src/shared/destinations.ts';
import { FALLBACK_PHOTO, mediaSrcSet, mediaUrl } from '../../src/shared/media.ts';

describe('amenities', () => {
  const features = {
    generalFeatures: { wifi: true, tv: false, fireplace: true },
    views: { mountainView: true },
    kitchen: { kitchen: true, barbecue: true },
    sport: {},
    parking: { freeParking: true },
    activities: {},
    restroomFeatures: { privateBathroom: true },
    livingRoom: { wifi: true },
  };

  it('collects true flags in SPEC group order without duplicates', () => {
    expect(collectAmenities(features)).toEqual([
      'wifi',
      'fireplace',
      'mountainView',
      'freeParking',
      'privateBathroom',
      'kitchen',
      'barbecue',
    ]);
  });

  it('requires every selected amenity', () => {
    expect(hasAllAmenities(features, ['wifi', 'fireplace'])).toBe(true);
    expect(hasAllAmenities(features, ['wifi', 'tv'])).toBe(false);
    expect(hasAllAmenities(features, [])).toBe(true);
  });

  it('labels amenities in Spanish', () => {
    expect(amenityLabel('petsAllowed')).toBe('Se admiten mascotas');
    expect(amenityLabel('privatePool')).toBe('Alberca privada');
  });
});

describe('destination descriptions', () => {
  it('chooses the description by keyword in SPEC order', () => {
    expect(describeDestination('Puerto Escondido', 'Oaxaca').icon).toBe('beach');
    expect(describeDestination('Tulum', 'Quintana Roo').description).toMatch(/Caribe/);
    expect(describeDestination('Mérida', 'Yucatán').icon).toBe('colonial');
    expect(describeDestination('Valladolid', 'Yucatán').icon).toBe('colonial');
    expect(describeDestination('Mazamitla', 'Jalisco').icon).toBe('forest');
    expect(describeDestination('Bacalar', 'Quintana Roo').icon).toBe('lake');
    expect(describeDestination('Creel', 'Chihuahua').description).toBe(
      'Alojamientos disponibles en Creel',
    );
  });
});

describe('media paths', () => {
  it('resolves relative paths under /media at two sizes', () => {
    expect(mediaUrl('scenes/beach-3')).toBe('/media/scenes/beach-3-480.webp');
    expect(mediaUrl('scenes/beach-3', 'lg')).toBe('/media/scenes/beach-3-1200.webp');
    expect(mediaSrcSet('scenes/beach-3')).toBe(
      '/media/scenes/beach-3-480.webp 480w, /media/scenes/beach-3-800.webp 800w, ' +
        '/media/scenes/beach-3-1200.webp 1200w',
    );
  });

  it('keeps absolute URLs and falls back when there is no photo', () => {
    expect(mediaUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    expect(mediaUrl('')).toBe(FALLBACK_PHOTO);
    expect(mediaUrl(undefined)).toBe(FALLBACK_PHOTO);
  });
});
