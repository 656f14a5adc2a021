/**
 * Pages rendered once and sent to every reader (server/http/page-cache.ts, decisions 38
 * and 54). A page's loader that answers 200 with something missing (a failure shown in
 * place) names this response header: the page cache then does not keep that page, and
 * takes the header off before the page is sent.
 */
export const UNSHARED_PAGE_HEADER = 'X-Page-Not-Shared';
