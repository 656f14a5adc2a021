/**
 * The declarations of GET /api/openapi.json and GET /api/docs (server/api/docs.ts serves
 * them). Apart from docs.ts so that the list of every route (server/api/routes.ts) can
 * include them while docs.ts reads that list.
 */
import { z } from 'zod';
import { API_DOCUMENT_VERSION } from './api-info';
import { declareRoute } from './declared-router';
import { answer } from './operation';

/**
 * The openapi.json answer: every field of its top level (server/api/openapi/document.ts
 * writes no other); what a path or a schema holds is the OpenAPI 3.1 specification's to say.
 */
const openApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({
    title: z.string(),
    version: z.string(),
    description: z.string(),
    license: z.object({ name: z.string(), identifier: z.string() }),
  }),
  servers: z.array(z.object({ url: z.string(), description: z.string() })),
  tags: z.array(z.object({ name: z.string(), description: z.string() })),
  paths: z.record(z.string(), z.unknown()),
  components: z.object({
    schemas: z.record(z.string(), z.unknown()),
    securitySchemes: z.record(z.string(), z.unknown()),
  }),
});

export const DOCS_ROUTES = {
  openApiDocument: declareRoute({
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Store',
    summary: 'This API described as an OpenAPI 3.1 document',
    description:
      'Generated from the same schemas the handlers read their input with; it changes only with a new release, so caches may keep it.',
    access: 'public',
    answers: [
      answer({
        status: 200,
        description: 'The OpenAPI document.',
        schema: openApiDocumentSchema,
        examples: [
          {
            summary: 'Its outline',
            value: {
              openapi: '3.1.1',
              info: {
                title: 'ALATOO API',
                version: API_DOCUMENT_VERSION,
                description: 'The JSON API of the ALATOO store, under `/api`.',
                license: { name: 'MIT', identifier: 'MIT' },
              },
              servers: [{ url: '/', description: 'The store that serves this document' }],
              tags: [{ name: 'Store', description: 'The store itself: health and this documentation.' }],
              paths: {},
              components: { schemas: {}, securitySchemes: {} },
            },
          },
        ],
      }),
    ],
  }),
  docsPage: declareRoute({
    method: 'get',
    path: '/api/docs',
    tag: 'Store',
    summary: 'This API as a readable page',
    description:
      'Every operation grouped by area, with its parameters, bodies, answers and examples. Plain HTML, no scripts.',
    access: 'public',
    answers: [
      answer({
        status: 200,
        description: 'The documentation page.',
        contentType: 'text/html',
        schema: z.string(),
        examples: [{ summary: 'The page', value: '<!doctype html><html lang="en"><head><title>ALATOO API</title>…' }],
      }),
    ],
  }),
};
