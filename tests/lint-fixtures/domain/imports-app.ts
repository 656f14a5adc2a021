// Wrong: a pure rule depending on the storefront.
import { publicOrigin } from '#app/features/seo/public-origin.ts';

export const origin = publicOrigin;
