// Wrong: order-total.ts and order-lines.ts import each other (the way back is type-only,
// which still ties them together). tests/lint/import-cycles.test.ts expects lint to refuse
// the import on both sides.
import { lineCents } from './order-lines';

export interface Line {
  unitCents: number;
  quantity: number;
}

export const totalCents = (lines: Line[]): number => lines.reduce((sum, line) => sum + lineCents(line), 0);
