/**
 * The storefront's performance budgets (issue 17), in one place: `npm run check:bundle`
 * (scripts/bundle-report.ts) checks the first-load JavaScript, `npm run bench:web`
 * (scripts/bench-web.ts) the Lighthouse scores and metrics, and the two must agree.
 */

/**
 * First-load JavaScript of any storefront page, gzipped, in KB. The admin is never part of it.
 * 130 until every storefront text went through the catalogues; decision 59 says what the
 * three languages cost (3–5 KB per page) and how the budget comes back down.
 */
export const STOREFRONT_FIRST_LOAD_JS_KB = 134;

/** Lighthouse mobile (simulated throttling) budgets for every page `bench:web` measures. */
export const LIGHTHOUSE_BUDGETS = {
  /** Category scores, 0–100. A page kept out of search engines is scored on SEO without its crawlability. */
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Largest Contentful Paint, milliseconds. */
  lcpMs: 1800,
  /** Cumulative Layout Shift: nothing on the page may move once painted. */
  cls: 0,
} as const;
