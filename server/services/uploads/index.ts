/** Product images the back office uploads or the catalogue import fetches, with their storefront renditions (decisions 0045, 0073). */
export { createUploadService, UPLOAD_RATE_LIMIT, type UploadService } from './uploads';
export { ImageFetchError, IMAGE_FETCH_TEXT, type ImageFetchRules } from './fetch-image';
