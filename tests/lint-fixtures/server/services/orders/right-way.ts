// Right: another module through its index, this module's own tables and files, the shared errors.
import { reserveStock } from '../catalog';
import { orders } from '../../db/schema';
import { ServiceError } from '../errors';
import { placeOrder } from './placement';

export const parts = { reserveStock, orders, ServiceError, placeOrder };
