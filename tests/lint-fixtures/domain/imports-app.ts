// Wrong: a pure rule depending on the storefront.
import { publicOrigin } from '../app/features/seo/public-origin';

export const origin = publicOrigin;
