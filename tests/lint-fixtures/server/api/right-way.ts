// Right: the API uses services, shared HTTP helpers and pure rules.
import type { Services } from '#server/context.ts';
import { notFound } from '#server/http/errors.ts';
import { createCatalogService } from '#server/services/catalog/index.ts';
import { STORE_NAME } from '#domain/store.ts';

export const parts: [Services | undefined, unknown, unknown, string] = [
  undefined,
  notFound,
  createCatalogService,
  STORE_NAME,
];
