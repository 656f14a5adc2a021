/**
 * GET /api/openapi.json and GET /api/docs: the API described as an OpenAPI 3.1 document,
 * and as a readable page, both generated from the route declarations (decision 0044).
 */
import { etag } from 'hono/etag';
import { API_DOCUMENT_VERSION, API_TAGS } from './openapi/api-info';
import { declaredRouter } from './openapi/declared-router';
import { DOCS_ROUTES } from './openapi/docs-routes';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi/document';
import { renderDocsPage } from './openapi/docs-page';
import { API_ROUTES } from './routes';

/**
 * Both answers change only with a new release of the store, and say nothing about the
 * caller: any cache may keep them for an hour, then revalidate with the ETag.
 */
const DOCS_CACHE_CONTROL = 'public, max-age=3600';

/** Built on first use and kept: the declarations are fixed for the life of the process. */
let document: OpenApiDocument | undefined;
let built: { json: string; html: string } | undefined;

/** The document GET /api/openapi.json publishes (the API tests check every answer against it). */
export function publishedApiDocument(): OpenApiDocument {
  document ??= buildOpenApiDocument(API_ROUTES, { version: API_DOCUMENT_VERSION, tags: API_TAGS });
  return document;
}

function docs() {
  built ??= { json: JSON.stringify(publishedApiDocument()), html: renderDocsPage(publishedApiDocument()) };
  return built;
}

export function apiDocsApi() {
  // Per route: a middleware `use`d here would run for every /api path, this router being mounted at the root.
  const validators = etag();
  const router = declaredRouter('/api');
  router.app.use('/openapi.json', validators);
  router.app.use('/docs', validators);
  return router
    .handle(DOCS_ROUTES.openApiDocument, (c) => {
      c.header('Cache-Control', DOCS_CACHE_CONTROL);
      return c.body(docs().json, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    })
    .handle(DOCS_ROUTES.docsPage, (c) => {
      c.header('Cache-Control', DOCS_CACHE_CONTROL);
      return c.html(docs().html);
    }).app;
}
