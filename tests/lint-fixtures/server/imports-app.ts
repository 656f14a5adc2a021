// Wrong: server code importing the storefront through the ~ alias.
import { publicOrigin } from '~/features/seo/public-origin';

export const origin = publicOrigin;
