/** Product images the back office uploads, with their storefront renditions (decision 0045). */
export { createUploadService, UPLOAD_RATE_LIMIT, type UploadService } from './uploads';
