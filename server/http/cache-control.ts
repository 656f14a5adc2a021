/** Cache-Control for anything personal: only the browser may hold it, and only while showing it. */
export const PRIVATE_NO_STORE = 'private, no-store';
