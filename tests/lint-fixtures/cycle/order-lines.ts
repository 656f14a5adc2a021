// Wrong: the other half of the cycle with order-total.ts.
import type { Line } from './order-total';

export const lineCents = (line: Line): number => line.unitCents * line.quantity;
