/**
 * The answer of the back office's stock history (`GET /api/products/admin/stockHistory/{id}`):
 * the schema the route publishes, and the type the product editor reads (`import type`).
 */
import { z } from 'zod';
import { STOCK_REASONS } from './stock-ledger';

export const stockMovementSchema = z.object({
  color: z.string(),
  size: z.string(),
  /** Units added (positive) or taken (negative). */
  delta: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  /** The order that reserved or gave back the units, if any. */
  orderId: z.string().nullable(),
  /** The admin's e-mail for a change made in the back office; null for the store's own steps. */
  actor: z.string().nullable(),
  at: z.string().describe('ISO 8601 date-time'),
});

export const stockHistoryAnswerSchema = z.object({
  /** Each size's latest changes, newest first. */
  movements: z.array(stockMovementSchema),
});

export type StockMovementRow = z.output<typeof stockMovementSchema>;
export type StockHistoryAnswer = z.output<typeof stockHistoryAnswerSchema>;
