/** All services, built once per process over one database. */
import type { Db } from '../db/client';
import { createCatalogService } from './catalog';

export function createServices(db: Db) {
  return {
    catalog: createCatalogService(db),
  };
}
