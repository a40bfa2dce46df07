import { expect, type APIRequestContext } from '@playwright/test';

export interface RegisteredGuest {
  email: string;
  password: string;
  token: string;
}

let registered = 0;

/**
 * A new guest account made through the API. Journeys that need "someone signed in" use one instead
 * of the demo guest: the login limit per e-mail (10 in 15 minutes) is the product's, and the demo
 * guest's sign-ins are kept for the journeys that need its reservations.
 */
export async function registerGuest(
  request: APIRequestContext,
  label: string,
): Promise<RegisteredGuest> {
  const email = `${label}.${Date.now()}.${++registered}@example.mx`;
  const password = 'montaña-2026';
  const res = await request.post('/api/auth/register', {
    data: {
      firstName: 'Prueba',
      lastName: 'Refugio',
      email,
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { data: { token: string } };
  return { email, password, token: body.data.token };
}
