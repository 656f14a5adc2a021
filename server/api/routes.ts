/**
 * Every /api route's declaration, in the order the docs page shows the areas: the
 * OpenAPI document and the docs page are generated from this list, and
 * tests/api/openapi.test.ts checks it against the routes Hono registers.
 */
import { AUTH_ROUTES } from './auth';
import { HEALTH_ROUTES } from './health';
import { ORDERS_ROUTES } from './orders';
import { PAYMENTS_ROUTES } from './payments';
import { USERS_ROUTES } from './users';
import { API_TAGS } from './openapi/api-info';
import { API_OPERATIONS } from './openapi/operations';
import { DOCS_ROUTES } from './openapi/docs-routes';
import type { ApiOperation } from './openapi/operation';

const DECLARED: ApiOperation[] = [...Object.values(HEALTH_ROUTES), ...Object.values(DOCS_ROUTES), ...Object.values(ORDERS_ROUTES), ...Object.values(PAYMENTS_ROUTES),
  ...Object.values(AUTH_ROUTES),
  ...Object.values(USERS_ROUTES),
];

const tagOrder = (op: ApiOperation) => API_TAGS.findIndex((tag) => tag.name === op.tag);

/** The declared routes with the registry's entries for the areas still described there, grouped by tag. */
export const API_ROUTES: readonly ApiOperation[] = [...DECLARED, ...API_OPERATIONS].sort((a, b) => tagOrder(a) - tagOrder(b));
