// Wrong: server code importing the storefront through its import alias.
import { publicOrigin } from '#app/features/seo/public-origin.ts';

export const origin = publicOrigin;
