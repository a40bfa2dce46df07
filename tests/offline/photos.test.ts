import { describe, expect, it } from 'vitest';
import {
  WARM_PHOTOS_PER_CABIN,
  cabinPhotoPaths,
  otherPhotoSizes,
  reservationPhotoPaths,
} from '../../src/offline/photos.ts';

describe('photos kept for offline use', () => {
  it('takes the first photos of a cabin answer, bare or wrapped', () => {
    const images = ['a', 'b', 'c', 'd', 'e'];
    expect(cabinPhotoPaths({ images })).toEqual(images.slice(0, WARM_PHOTOS_PER_CABIN));
    expect(cabinPhotoPaths({ success: true, data: { images } })).toHaveLength(3);
    expect(cabinPhotoPaths({ habitacion: { images: ['x', 7] } })).toEqual(['x']);
    expect(cabinPhotoPaths(null)).toEqual([]);
  });

  it("takes each reservation's photo from data.reservations or reservations", () => {
    const reservations = [{ chaletImage: 'p1' }, { chaletImage: '' }, { chaletImage: 'p2' }];
    expect(reservationPhotoPaths({ data: { reservations } })).toEqual(['p1', 'p2']);
    expect(reservationPhotoPaths({ reservations })).toEqual(['p1', 'p2']);
    expect(reservationPhotoPaths({ data: {} })).toEqual([]);
    // A trip answer: its cabin's photo.
    const trip = (image: string) => ({ data: { reservation: { cabin: { image } } } });
    expect(reservationPhotoPaths(trip('scenes/forest-1'))).toEqual(['scenes/forest-1']);
    expect(reservationPhotoPaths(trip(''))).toEqual([]);
    expect(reservationPhotoPaths('BEGIN:VCALENDAR')).toEqual([]);
  });

  it('knows the other sizes of a media photo, nearest first', () => {
    expect(otherPhotoSizes('/media/scenes/beach-3-480.webp')).toEqual([
      '/media/scenes/beach-3-800.webp',
      '/media/scenes/beach-3-1200.webp',
    ]);
    expect(otherPhotoSizes('/media/scenes/beach-3-1200.webp')).toEqual([
      '/media/scenes/beach-3-800.webp',
      '/media/scenes/beach-3-480.webp',
    ]);
    expect(otherPhotoSizes('/media/scenes/beach-3-999.webp')).toEqual([]);
    expect(otherPhotoSizes('/fallback-cabin.svg')).toEqual([]);
  });
});
