// Right: another module through its index, this module's own tables and files, the shared errors.
import { reserveStock } from '#server/services/catalog/index.ts';
import { orders } from '#server/db/schema.ts';
import { ServiceError } from '#server/services/errors.ts';
import { placeOrder } from './placement';

export const parts = { reserveStock, orders, ServiceError, placeOrder };
