/** The typed route table: links never hand-build URLs. */

export interface SearchParamsInput {
  location: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  bedrooms?: number;
  beds?: number;
  bathrooms?: number;
  amenities?: string[];
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  results: {
    path: '/results',
    getHref: (p: SearchParamsInput) =>
      `/results${query({
        location: p.location || 'any',
        checkIn: p.checkIn,
        checkOut: p.checkOut,
        guests: p.guests,
        bedrooms: p.bedrooms || undefined,
        beds: p.beds || undefined,
        bathrooms: p.bathrooms || undefined,
        amenities: p.amenities?.length ? JSON.stringify(p.amenities) : undefined,
      })}`,
  },
  cabin: {
    path: '/cabin/:id',
    getHref: (id: string, stay?: { checkIn?: string; checkOut?: string; guests?: number }) =>
      `/cabin/${encodeURIComponent(id)}${query({ checkIn: stay?.checkIn, checkOut: stay?.checkOut, guests: stay?.guests || undefined })}`,
  },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  confirmation: { path: '/confirmation', getHref: () => '/confirmation' },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  profile: { path: '/profile', getHref: () => '/profile' },
  myReservations: { path: '/my-reservations', getHref: () => '/my-reservations' },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  trip: {
    path: '/my-reservations/:id',
    getHref: (id: string) => `/my-reservations/${encodeURIComponent(id)}`,
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => `/reset-password${query({ token })}`,
  },
  host: { path: '/host', getHref: () => '/host' },
  hostCabin: {
    path: '/host/cabins/:id',
    getHref: (id: string) => `/host/cabins/${encodeURIComponent(id)}`,
  },
  hostReservations: { path: '/host/reservations', getHref: () => '/host/reservations' },
  hostOnboard: { path: '/host/onboard', getHref: () => '/host/onboard' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
} as const;
