/** The cart as the browser sends it for pricing, and the server's priced answer. */
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart';

export { MAX_LINE_QUANTITY };
export const MAX_CART_LINES = 100;

export const cartItemsSchema = z
  .array(
    z.object({
      productId: z.string({ error: 'productId is required' }).min(1, 'productId is required'),
      color: z.string({ error: 'color is required' }).min(1, 'color is required'),
      size: z.string({ error: 'size is required' }).min(1, 'size is required'),
      quantity: z.coerce
        .number({ error: 'quantity must be a whole number from 1 to 99' })
        .int('quantity must be a whole number from 1 to 99')
        .min(1, 'quantity must be a whole number from 1 to 99')
        .max(MAX_LINE_QUANTITY, 'quantity must be a whole number from 1 to 99'),
    }),
  )
  .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines.`);

export type CartItemInput = z.output<typeof cartItemsSchema>[number];
