/** The favourites API's input (decision 63); the rules and texts are domain/favourites.ts. */
import { z } from 'zod';
import { FAVOURITES_LIMIT } from './favourites';
import { isEntityId } from './input-checks';

const productIdSchema = z.string().refine(isEntityId, { message: 'Each product id must be a product’s id.' });

/** POST /api/favourites/merge: the list a visitor kept in the browser, newest first. */
export const favouritesMergeInputSchema = z.object({
  productIds: z
    .array(productIdSchema)
    .max(FAVOURITES_LIMIT, { message: `At most ${FAVOURITES_LIMIT} products can be merged.` }),
});
export type FavouritesMergeInput = z.output<typeof favouritesMergeInputSchema>;

/**
 * GET /api/favourites/products: the ids of a list, comma-separated, newest first (a visitor's
 * list is in the browser, so anyone may ask; products are public).
 */
export const favouriteProductsQuerySchema = z.object({
  ids: z
    .string()
    .max(FAVOURITES_LIMIT * 37, { message: `At most ${FAVOURITES_LIMIT} product ids.` })
    .transform((text) => [...new Set(text.split(',').filter(Boolean))])
    .pipe(z.array(productIdSchema).max(FAVOURITES_LIMIT, { message: `At most ${FAVOURITES_LIMIT} product ids.` })),
});
