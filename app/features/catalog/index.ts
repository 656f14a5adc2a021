/** The catalog feature's public API: other features and the routes import only this. */
export { ProductCard } from './product-card';
export { ProductError } from './product-error';
export { ProductGrid } from './product-grid';
export { ProductImage } from './product-image';
export { ProductPrice } from './product-price';
export { productCardData, toProductCardData, type ProductCardData } from './product-summary';
export { StarRating } from './star-rating';
export { CATALOG_TEXTS } from './catalog-texts';
export { useColorName } from './color-names';
