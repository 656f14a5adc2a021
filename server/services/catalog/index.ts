/**
 * The catalogue: products, their variants, sizes, images and stock, category discounts and
 * the search index (decision 0045). Reads (cached per catalogue version), the back office's
 * writes, the pricing rule's facts, ratings set by reviews, and units of stock held by orders.
 */
export { alertSizes, lockAlertSize, lockAlertSizeById, productAlertSizes, type AlertSize } from './alert-sizes';
export { createCatalogAdminService, PRODUCT_DELETED, PRODUCT_NOT_FOUND, type CatalogAdminService } from './admin';
export { createCachedCatalog, type CachedCatalogService } from './cache';
export { createCatalogueIo, ImageRefused, readCatalogue, type CatalogueIo, type ImportedImages } from './catalogue-io';
export { createLocalCatalogChanges, createRedisCatalogChanges, type CatalogChanges } from './changes';
export { existingProductIds, loadCatalogueFacts, productCategories, productExists } from './pricing-facts';
export { translatedProductNames } from './product-names';
export { lockProduct, productRating, setRatings, type ProductRating } from './ratings';
export { createCatalogService, isProductId, type CatalogService } from './reads';
export { productSizeNames } from './size-names';
export {
  mergeStockMoves,
  NO_STOCK_MOVES,
  releaseStock,
  reportStockMoves,
  reserveStock,
  reserveStockAgain,
  stockLineKey,
  type StockLine,
  type StockMoves,
} from './stock';
export { type RestockingCause, type RestockListener, type StockCause } from './stock-ledger';
export { insertProducts, type SizeInput, type VariantInput, type WrittenProduct } from './write';
