/** The query of GET /api/auth/favorites: the stay to price the saved cabins for (optional). */
import * as yup from 'yup';
import { guestsField } from './booking.ts';

export const favoritesQuerySchema = yup.object({
  checkIn: yup.mixed(),
  checkOut: yup.mixed(),
  guests: guestsField().optional(),
});
