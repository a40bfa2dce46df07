/**
 * Favourites of a signed-in guest (ARCHITECTURE "Discovery": GET /api/auth/favorites, PUT and
 * DELETE /api/auth/favorites/:cabinId): their limits and Spanish messages, for the server and the
 * page alike.
 */
export const FAVORITES_LIMITS = {
  /** Saved cabins per account. */
  max: 500,
  /** Cabin ids are UUIDs or seed slugs: never longer. */
  cabinIdMax: 64,
  /** Saves and removals per account a minute (a merge at sign-in sends one per local heart). */
  writesPerMinute: 240,
} as const;

export const FAVORITES_MESSAGES = {
  full: `Puedes guardar hasta ${FAVORITES_LIMITS.max} cabañas en favoritos. Quita alguna para guardar otra`,
  rateLimited: 'Demasiados cambios en tus favoritos',
} as const;

export interface FavoritesAnswer {
  success: true;
  data: {
    /** Every saved cabin id, newest first (the hearts). */
    cabinIds: string[];
  };
}
