// Wrong: orders reaching into a file of the catalogue module instead of its index.
import { reserveStock } from '#server/services/catalog/stock.ts';

export const reserve = reserveStock;
