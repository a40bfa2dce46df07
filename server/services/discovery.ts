import {
  destinationLabel,
  previousDestinationSlugs,
} from '../../src/shared/destination-summary.ts';
import { describeDestination } from '../../src/shared/destinations.ts';
import { mediaUrl } from '../../src/shared/media.ts';
import type { CatalogueEntry, CatalogueSnapshot, DestinationGroup } from './catalogue.ts';

/**
 * What search engines and chat apps read (ARCHITECTURE "Discovery"): the sitemap, robots.txt, and
 * the head tags of drawn pages (canonical link, schema.org JSON-LD, Open Graph and Twitter card).
 * Every URL is absolute, from APP_URL (config.appUrl, without a trailing slash).
 */

const SITE_NAME = 'Refugio';
const HOME_TITLE = 'Refugio · Cabañas vacacionales en México';
/** As index.html's description. */
const HOME_DESCRIPTION =
  'Encuentra y reserva cabañas en la playa, el bosque y la montaña de México. Precios en pesos, pago con tarjeta y tus reservas disponibles sin conexión.';
/** Open Graph and Twitter descriptions: a card shows about two lines. */
const DESCRIPTION_LIMIT = 200;

/** Text for an XML or HTML element or a quoted attribute. */
export function escapeMarkup(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON inside a `<script>`: nothing in it can close the element or start markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export const cabinPageUrl = (appUrl: string, id: string) =>
  `${appUrl}/cabin/${encodeURIComponent(id)}`;

/** A photo path as the absolute address of its 1200 px rendering. */
const photoUrl = (appUrl: string, path: string) => {
  const url = mediaUrl(path, 'lg');
  return /^https?:\/\//.test(url) ? url : `${appUrl}${url.startsWith('/') ? '' : '/'}${url}`;
};

export const destinationPageUrl = (appUrl: string, slug: string) =>
  `${appUrl}/destinos/${encodeURIComponent(slug)}`;

/** The destination of a /destinos/:slug page, or undefined. */
export const destinationBySlug = (
  snapshot: CatalogueSnapshot,
  slug: string,
): DestinationGroup | undefined => snapshot.destinations.find((d) => d.slug === slug);

/** Each destination list's previous slugs (previousDestinationSlugs), computed on a first miss. */
const previousSlugs = new WeakMap<readonly DestinationGroup[], Map<string, DestinationGroup>>();

/**
 * The destination whose page a slug named before slugs were the population only
 * ('mazamitla-jalisco' → the page /destinos/mazamitla), or undefined. A slug that names a page now
 * is that page (destinationBySlug), never a redirect.
 */
export function destinationMovedFrom(
  snapshot: CatalogueSnapshot,
  slug: string,
): DestinationGroup | undefined {
  const { destinations } = snapshot;
  let bySlug = previousSlugs.get(destinations);
  if (!bySlug) {
    const slugs = previousDestinationSlugs(destinations);
    bySlug = new Map(slugs.map((previous, i) => [previous, destinations[i]]));
    previousSlugs.set(destinations, bySlug);
  }
  const found = bySlug.get(slug);
  return found && found.slug !== slug && !destinationBySlug(snapshot, slug) ? found : undefined;
}

/**
 * The home, every destination's page and every cabin in the catalogue (published cabins only:
 * the catalogue holds no other, and a destination is there only with one of them).
 */
export function sitemapXml(appUrl: string, snapshot: CatalogueSnapshot): string {
  const urls = [`  <url><loc>${escapeMarkup(`${appUrl}/`)}</loc></url>`];
  for (const destination of snapshot.destinations) {
    urls.push(
      `  <url><loc>${escapeMarkup(destinationPageUrl(appUrl, destination.slug))}</loc></url>`,
    );
  }
  for (const entry of snapshot.entries) {
    const lastmod = entry.row.updatedAt.toISOString().slice(0, 10);
    urls.push(
      `  <url><loc>${escapeMarkup(cabinPageUrl(appUrl, entry.row.id))}</loc>` +
        `<lastmod>${lastmod}</lastmod></url>`,
    );
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/**
 * Everything may be crawled but the API, the steps of a booking and the host console. The guest's
 * own pages (/my-reservations, /profile) stay crawlable: a crawler only ever meets their sign-in
 * step, and the Lighthouse SEO gate checks /my-reservations as a page that may be indexed.
 */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /checkout',
    'Disallow: /confirmation',
    'Disallow: /reset-password',
    'Disallow: /host',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function shorten(text: string, limit = DESCRIPTION_LIMIT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`;

/** schema.org VacationRental of a cabin; aggregateRating only from real reviews. */
export function cabinJsonLd(appUrl: string, entry: CatalogueEntry): Record<string, unknown> {
  const { cabin } = entry;
  const url = cabinPageUrl(appUrl, cabin._id);
  const images = cabin.images.map((path) => photoUrl(appUrl, path));
  const price = cabin.precioCalculado.precioBaseFinal;
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    '@id': url,
    url,
    identifier: cabin._id,
    name: cabin.propertyDetails.name,
    description: cabin.accomodationDescription,
    ...(images.length ? { image: images } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(cabin.location.address ? { streetAddress: cabin.location.address } : {}),
      addressLocality: cabin.location.population,
      addressRegion: cabin.location.state,
      addressCountry: 'MX',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: cabin.location.latitude,
      longitude: cabin.location.longitude,
    },
    containsPlace: {
      '@type': 'Accommodation',
      occupancy: {
        '@type': 'QuantitativeValue',
        minValue: cabin.propertyDetails.minOccupancy,
        maxValue: cabin.propertyDetails.maxOccupancy,
      },
      numberOfBedrooms: cabin.additionalInfo.nBedrooms,
      numberOfBathroomsTotal: cabin.additionalInfo.nRestrooms,
    },
    ...(cabin.rating.count > 0 && cabin.rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: cabin.rating.average,
            reviewCount: cabin.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'MXN',
      price,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'MXN',
        unitCode: 'DAY',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'noche' },
      },
    },
  };
}

interface SharedPage {
  /** Absolute canonical address. */
  url: string;
  title: string;
  description: string;
  /** The cover photo (a media path) and its alt text, or null. */
  cover: { path: string; alt: string } | null;
  /** Tags after Open Graph's common ones (og:…), e.g. the price. */
  openGraph?: string[];
  /** Tags after Twitter's common ones (twitter:…). */
  twitter?: string[];
  /** schema.org JSON-LD, if any. */
  jsonLd?: Record<string, unknown>;
}

/**
 * The head tags every shared page carries: canonical link, Open Graph (with the cover at 1200 px)
 * and Twitter card, then the page's own extras and JSON-LD.
 */
function sharedPageTags(appUrl: string, page: SharedPage): string {
  const cover = page.cover ? photoUrl(appUrl, page.cover.path) : null;
  return [
    `<link rel="canonical" href="${escapeMarkup(page.url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'es_MX'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    ...(cover && page.cover
      ? [
          meta('property', 'og:image', cover),
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:alt', page.cover.alt),
        ]
      : []),
    ...(page.openGraph ?? []),
    meta('name', 'twitter:card', cover ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...(cover ? [meta('name', 'twitter:image', cover)] : []),
    ...(page.twitter ?? []),
    ...(page.jsonLd
      ? [`<script type="application/ld+json">${scriptJson(page.jsonLd)}</script>`]
      : []),
  ].join('');
}

/** The head tags of a cabin's page: canonical link, JSON-LD, Open Graph and Twitter card. */
export function cabinHeadTags(appUrl: string, entry: CatalogueEntry): string {
  const { cabin } = entry;
  const place = `${cabin.location.population}, ${cabin.location.state}`;
  const price = cabin.precioCalculado.precioBaseFinal;
  const priceText = `$${price.toLocaleString('es-MX')} MXN`;
  return sharedPageTags(appUrl, {
    url: cabinPageUrl(appUrl, cabin._id),
    title: `${cabin.propertyDetails.name} · ${SITE_NAME}`,
    description: shorten(
      `${place} · ${priceText} por noche. ${cabin.accomodationDescription}`.trim(),
    ),
    cover: cabin.images[0]
      ? { path: cabin.images[0], alt: `${cabin.propertyDetails.name}, ${place}` }
      : null,
    openGraph: [
      meta('property', 'product:price:amount', String(price)),
      meta('property', 'product:price:currency', 'MXN'),
    ],
    twitter: [
      meta('name', 'twitter:label1', 'Precio por noche'),
      meta('name', 'twitter:data1', priceText),
    ],
    jsonLd: cabinJsonLd(appUrl, entry),
  });
}

/** The home's canonical link and Open Graph basics. */
export function homeHeadTags(appUrl: string): string {
  return sharedPageTags(appUrl, {
    url: `${appUrl}/`,
    title: HOME_TITLE,
    description: HOME_DESCRIPTION,
    cover: null,
  });
}

/** 'Cabañas en Mazamitla, Jalisco · Refugio': the title of a destination's page (issue 18). */
export const destinationTitle = (d: { population: string; state: string }) =>
  `Cabañas en ${destinationLabel(d)} · ${SITE_NAME}`;

/** 'Cabañas entre pinos, aire de montaña. 12 cabañas desde $1,850 MXN por noche.' */
export function destinationDescription(d: DestinationGroup): string {
  const { description } = describeDestination(d.population, d.state);
  const count = d.count === 1 ? '1 cabaña' : `${d.count} cabañas`;
  return `${description}. ${count} en ${destinationLabel(d)} desde $${d.minPrice.toLocaleString('es-MX')} MXN por noche.`;
}

/** The head tags of a destination's page: canonical link, description, Open Graph, Twitter. */
export function destinationHeadTags(appUrl: string, destination: DestinationGroup): string {
  return sharedPageTags(appUrl, {
    url: destinationPageUrl(appUrl, destination.slug),
    title: destinationTitle(destination),
    description: shorten(destinationDescription(destination)),
    cover: destination.image
      ? { path: destination.image, alt: `Cabañas en ${destinationLabel(destination)}` }
      : null,
  });
}
