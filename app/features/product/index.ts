/** The product feature's public API: other features and the routes import only this. */
export { PRODUCT_ID_MISSING, PRODUCT_NOT_FOUND, productErrorMessage } from './product-errors';
export { PRODUCT_TEXTS } from './product-texts';
export { ProductGallery } from './product-gallery';
export { galleryImages, selectedPrice } from './product-options';
export { ProductPurchase } from './product-purchase';
export { productErrorMeta, productMeta, productPath } from './product-seo';
export { useProductSelection } from './use-product-selection';
