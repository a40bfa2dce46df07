/** The typed route table: links never hand-build URLs. */

/** A results address: exact dates or flexible ones (issue 18); filters as the address has them. */
export interface SearchParamsInput {
  location: string;
  checkIn?: string;
  checkOut?: string;
  flexible?: string;
  months?: string;
  guests: number;
  bedrooms?: string | null;
  beds?: string | null;
  bathrooms?: string | null;
  amenities?: string | null;
}

function query(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value != null && value !== '') search.set(key, String(value));
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
        flexible: p.flexible,
        months: p.months,
        guests: p.guests,
        bedrooms: p.bedrooms,
        beds: p.beds,
        bathrooms: p.bathrooms,
        amenities: p.amenities,
      })}`,
  },
  cabin: {
    path: '/cabin/:id',
    getHref: (id: string, stay?: { checkIn?: string; checkOut?: string; guests?: number }) =>
      `/cabin/${encodeURIComponent(id)}${query({ checkIn: stay?.checkIn, checkOut: stay?.checkOut, guests: stay?.guests || undefined })}`,
  },
  destination: {
    path: '/destinos/:slug',
    getHref: (slug: string) => `/destinos/${encodeURIComponent(slug)}`,
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
