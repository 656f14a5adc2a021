// Wrong: server code importing the storefront.
import { publicOrigin } from '#app/features/seo/public-origin.ts';

export const origin = publicOrigin;
