// Right: the API uses services, shared HTTP helpers and pure rules.
import type { Services } from '../context';
import { notFound } from '../http/errors';
import { createCatalogService } from '../services/catalog';
import { STORE_NAME } from '../../domain/store';

export const parts: [Services | undefined, unknown, unknown, string] = [undefined, notFound, createCatalogService, STORE_NAME];
