import { msg } from '@lingui/core/macro';

/** The store's main pages: the header's bar on wide screens, its menu on phones. */
export const NAV_LINKS = [
  { to: '/', label: msg`Home`, end: true },
  { to: '/products', label: msg`Products`, end: false },
  { to: '/about-us', label: msg`About Us`, end: false },
] as const;
