import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readReservations,
  storeCabinAnswer,
  readCabinAnswer,
  storeReservations,
} from '../../../src/offline/answers.ts';
import { deleteOfflineDb } from '../../../src/offline/db.ts';
import { startPwa } from '../../../src/lib/pwa/setup.ts';
import { createQueryClient } from '../../../src/lib/query-client.ts';
import { clearSession, setSession } from '../../../src/lib/session.ts';
import type { Client } from '../../../src/shared/types.ts';

const client: Client = {
  id: 'client-1',
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.mx',
  phone: null,
  lastLogin: null,
  registrationMethod: 'email',
  isEmailVerified: true,
  oauthProviders: { google: false, facebook: false },
  preferences: { notifications: { email: true, sms: false }, newsletter: false },
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(async () => {
  await deleteOfflineDb();
});
afterEach(async () => {
  await deleteOfflineDb();
});

describe('logout', () => {
  it("forgets the guest's reservations on the device and their private queries", async () => {
    const queryClient = createQueryClient();
    const stop = startPwa(queryClient);
    await storeReservations('client-1', '/api/auth/my-reservations', {
      reservations: [{ _id: 'r1' }],
    });
    await storeCabinAnswer('c1', '/api/habitaciones/c1', { _id: 'c1' });
    queryClient.setQueryData(['reservations', 'mine'], [{ _id: 'r1' }]);
    queryClient.setQueryData(['cabins'], [{ _id: 'c1' }]);

    setSession({ token: 'a.b.c', client });
    clearSession();

    await waitFor(async () => expect(await readReservations('client-1')).toBeUndefined());
    expect(await readCabinAnswer('c1')).toBeDefined();
    expect(queryClient.getQueryData(['reservations', 'mine'])).toBeUndefined();
    expect(queryClient.getQueryData(['cabins'])).toEqual([{ _id: 'c1' }]);
    stop();
  });
});
