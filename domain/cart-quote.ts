/** The cart as the browser sends it for pricing, and the server's priced answer. */
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart';
import { integer, text } from './input-rules';

export { MAX_LINE_QUANTITY };
export const MAX_CART_LINES = 100;

/** Longest product id, colour or size name a cart line may name (ids are UUIDs; names are short). */
const MAX_LINE_FIELD_LENGTH = 100;

const lineField = (field: 'productId' | 'color' | 'size') =>
  text({ label: field, min: 1, max: MAX_LINE_FIELD_LENGTH, messages: { required: `${field} is required` } });

export const cartItemsSchema = z
  .array(
    z.object({
      productId: lineField('productId'),
      color: lineField('color'),
      size: lineField('size'),
      quantity: integer({
        label: 'quantity',
        min: 1,
        max: MAX_LINE_QUANTITY,
        message: `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
      }),
    }),
    { error: 'items must be a list of cart lines.' },
  )
  .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines.`);

export type CartItemInput = z.output<typeof cartItemsSchema>[number];
