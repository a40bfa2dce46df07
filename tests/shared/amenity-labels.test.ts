import { describe, expect, it } from 'vitest';
import { AMENITY_KEYS } from '../../src/shared/amenities.ts';
import { AMENITY_LABELS, FILTER_AMENITIES } from '../../src/shared/amenity-labels.ts';
import { parseAmenities } from '../../src/shared/search-filters.ts';

describe('amenity labels', () => {
  it('label exactly the amenity keys a results URL may carry', () => {
    expect(Object.keys(AMENITY_LABELS).sort()).toEqual([...AMENITY_KEYS].sort());
  });

  it('offer only known amenities as filters, and a URL keeps each of them', () => {
    expect(parseAmenities(JSON.stringify(FILTER_AMENITIES))).toEqual(FILTER_AMENITIES);
    expect(parseAmenities(JSON.stringify(['wifi', 'outdoorShower']))).toEqual(['wifi']);
  });
});
