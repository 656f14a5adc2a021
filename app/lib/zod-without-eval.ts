/**
 * zod compiles its object parsers with `new Function` whenever the page allows it. The
 * store's Content-Security-Policy does not (no 'unsafe-eval'), so in the browser zod's probe
 * is refused and reported as a CSP violation on every page that validates a form. Browser
 * code calls this before it builds a schema (zod decides when it builds an object schema),
 * through `lazySchemas` in app/lib/lazy-validation: zod then interprets its schemas without
 * trying eval. The server keeps the compiled parsers.
 */
import { config } from 'zod';

export function parseWithoutEval(): void {
  config({ jitless: true });
}
