import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenAPIV3 } from 'openapi-types';
import { ERROR_SCHEMA, OPERATIONS } from '../openapi/operations.ts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** The document as a page a person can read: every operation with its statuses. */
function docsPage(document: OpenAPIV3.Document): string {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item?.[method];
      if (!operation) continue;
      const statuses = Object.entries(operation.responses ?? {})
        .map(([status, response]) => {
          const description = 'description' in response ? response.description : '';
          return `<li><b>${escapeHtml(status)}</b> ${escapeHtml(description)}</li>`;
        })
        .join('');
      rows.push(
        `<tr><td><code>${method.toUpperCase()}&nbsp;${escapeHtml(path)}</code></td>` +
          `<td>${escapeHtml(operation.summary ?? '')}<ul>${statuses}</ul></td></tr>`,
      );
    }
  }
  return `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem}td{vertical-align:top;padding:.5rem;border-top:1px solid #ddd}ul{margin:.25rem 0;padding-left:1.2rem}code{white-space:nowrap}</style>
</head><body><h1>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>OpenAPI 3: <a href="/api/docs/json">/api/docs/json</a></p>
<table><thead><tr><th>Operation</th><th>What it does, and its answers</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>`;
}

/**
 * GET /api/docs: the API as OpenAPI 3 (@fastify/swagger), from the operations table
 * (server/openapi/operations.ts) matched to the routes as they are registered; routes it does not
 * describe (the PWA's pages and files) are left out. Registered before the routes.
 */
async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Refugio API',
        version: '1',
        description:
          'JSON everywhere. Errors are `{ success: false, message, error, fields?, errorType?, ' +
          'error_code? }` with a Spanish `message`; bad input is a 400 and changes nothing.',
      },
      tags: [
        { name: 'Health' },
        { name: 'Cabins' },
        { name: 'Stays' },
        { name: 'Bookings' },
        { name: 'Payments' },
        { name: 'Accounts' },
        { name: 'Hosts' },
        { name: 'Webhooks' },
        { name: 'Media' },
        { name: 'Discovery' },
        { name: 'Operations' },
        { name: 'Card sandbox' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          webhookBasic: { type: 'http', scheme: 'basic' },
        },
        schemas: { Error: ERROR_SCHEMA as unknown as OpenAPIV3.SchemaObject },
      },
    },
    transform({ schema, url, route }) {
      const method = Array.isArray(route.method) ? route.method[0] : route.method;
      const operation = OPERATIONS[`${method} ${url}`];
      if (!operation) return { schema: { ...schema, hide: true }, url };
      const { body, ...rest } = operation;
      // A wildcard is OpenAPI's `{path}` parameter (the operation describes it).
      const documented = url.endsWith('*') ? `${url.slice(0, -1)}:path` : url;
      return { schema: { ...rest, ...(body ? { body } : {}) }, url: documented };
    },
  });

  app.get('/api/docs/json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return app.swagger();
  });

  app.get('/api/docs', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept');
    const accept = request.headers.accept ?? '';
    if (accept.includes('application/json') && !accept.includes('text/html')) {
      return app.swagger();
    }
    return reply
      .type('text/html; charset=utf-8')
      .send(docsPage(app.swagger() as OpenAPIV3.Document));
  });
}

export const apiDocsPlugin = fp(apiDocs, { name: 'refugio-api-docs' });
