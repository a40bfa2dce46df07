import type { FastifyInstance } from 'fastify';
import { catalogueOf, type CatalogueSnapshot } from '../services/catalogue.ts';
import { robotsTxt, sitemapXml } from '../services/discovery.ts';

/** Crawlers may keep these a few minutes: a cabin published now shows within that. */
const CRAWLER_CACHE = 'public, max-age=300';

/** The sitemap and robots.txt (ARCHITECTURE "Discovery"). */
export async function discoveryRoutes(app: FastifyInstance): Promise<void> {
  const { database, config } = app.deps;
  // Written once per catalogue version: 10 000 cabins are about 1 MB of text.
  const sitemaps = new WeakMap<CatalogueSnapshot, string>();

  app.get('/sitemap.xml', async (_request, reply) => {
    const snapshot = await catalogueOf(database).get();
    let sitemap = sitemaps.get(snapshot);
    if (sitemap === undefined) {
      sitemap = sitemapXml(config.appUrl, snapshot);
      sitemaps.set(snapshot, sitemap);
    }
    return reply
      .header('Cache-Control', CRAWLER_CACHE)
      .type('application/xml; charset=utf-8')
      .send(sitemap);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('Cache-Control', CRAWLER_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(config.appUrl)),
  );
}
