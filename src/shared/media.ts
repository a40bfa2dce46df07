/** Cabin photos: records hold relative paths ("scenes/beach-3"); the server renders them under /media. */

export const MEDIA_BASE = '/media/';
export const MEDIA_SIZES = { sm: 480, md: 800, lg: 1200 } as const;
export type MediaSize = keyof typeof MEDIA_SIZES;
export const FALLBACK_PHOTO = '/fallback-cabin.svg';

/** An absolute URL stays as it is; a relative path becomes /media/{path}-{width}.webp. */
export function mediaUrl(path: string | null | undefined, size: MediaSize = 'sm'): string {
  if (!path) return FALLBACK_PHOTO;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  return `${MEDIA_BASE}${path}-${MEDIA_SIZES[size]}.webp`;
}

/** srcset with every size for responsive <img> (800 px: a phone's full width at 2x). */
export function mediaSrcSet(path: string | null | undefined): string | undefined {
  if (!path || /^(https?:)?\/\//.test(path) || path.startsWith('/')) return undefined;
  return (Object.keys(MEDIA_SIZES) as MediaSize[])
    .map((size) => `${mediaUrl(path, size)} ${MEDIA_SIZES[size]}w`)
    .join(', ');
}
