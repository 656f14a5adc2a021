/** The store's name as shown in the header wordmark, page titles and e-mails. */
export const STORE_NAME = 'ALATOO';
