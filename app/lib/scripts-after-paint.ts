/**
 * The storefront paints before it downloads its scripts (decision 39).
 *
 * React Router's <Scripts> writes a module preload for every file of the page (about 130 KB
 * gzipped, hoisted into <head>) and an inline module script that imports them. On a slow
 * connection those requests share the bandwidth with the stylesheet and the hero image, so
 * the first paint and the largest image wait for JavaScript that is only needed to make the
 * server-rendered page interactive. This rewrites the streamed HTML so that:
 *
 * - the module preloads are left out of <head>;
 * - the inline module script is kept, with an inert type, so nothing is fetched for it yet;
 * - a small script waits for the first paint and for the images the page marked
 *   `fetchpriority="high"` (its LCP candidates), then adds the preloads a few per task and,
 *   in a task of its own, runs the module script (each of those was long on a slow phone in
 *   one piece): the page hydrates right after it is shown. Both carry the page's CSP nonce, or
 *   none in a page kept for many visitors, whose inline scripts (the module script's text
 *   included) the CSP allows by hash.
 *
 * A hidden tab (no frames are drawn) starts at once. React keeps the server's HTML while it
 * hydrates; attributes of the inline script are not compared (it suppresses the warning).
 *
 * It depends on the exact tags React Router writes. When a page with scripts does not have
 * them as expected (an upgrade wrote them differently), the page is sent as rewritten so far
 * and `warn` says what was missing, so the change shows in the logs and in the page tests
 * (tests/api/scripts-after-paint-pages.test.ts) rather than as slower pages.
 */
import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
/** The nonce is absent in a page rendered once for many, whose scripts the CSP allows by hash. */
const MODULE_SCRIPT_OPEN = /<script(?: nonce="([^"]*)")? type="module" async="">/;
/** Any module script, written in whatever way: a page with one has scripts to move. */
const ANY_MODULE_SCRIPT = /<script\b[^>]*\btype="module"/;
const INERT_TYPE = 'text/x-module-after-paint';
/**
 * Preloads added per task. Adding one takes about 2.5 ms on this project's measuring host, and
 * a phone four times as long: a page's twenty-odd in one task blocked it for a quarter second.
 */
const PRELOADS_PER_TASK = 4;

/** What runs in the browser: `hrefs` are the removed preloads. Kept small, it is in every page. */
function starterScript(hrefs: string[]): string {
  const start = `(function(h,t){
var n=document.currentScript&&document.currentScript.nonce;
function later(f){document.hidden?setTimeout(f,0):requestAnimationFrame(f)}
function run(){var s=document.querySelector('script[type="'+t+'"]');if(!s)return later(run);
function add(i){h.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)});
setTimeout(i+${PRELOADS_PER_TASK}<h.length?function(){add(i+${PRELOADS_PER_TASK})}:function(){var m=document.createElement('script');m.type='module';if(n)m.nonce=n;m.textContent=s.textContent;document.head.appendChild(m)},0)}add(0)}
function images(){var p=[].filter.call(document.querySelectorAll('img[fetchpriority="high"]'),function(i){return!i.complete});
if(!p.length)return later(run);var left=p.length;p.forEach(function(i){function done(){if(--left===0)run()}i.addEventListener('load',done,{once:true});i.addEventListener('error',done,{once:true})})}
later(images)})(${JSON.stringify(hrefs).replace(/</g, '\\u003c')},${JSON.stringify(INERT_TYPE)})`;
  return start.replace(/\n/g, '');
}

/**
 * A transform over the page's HTML bytes. Only the shell is rewritten (the preloads and the
 * module script are in it); once the module script has passed, the rest streams through as is.
 */
export function scriptsAfterPaint(warn: (problem: string) => void): Transform {
  const decoder = new StringDecoder('utf8');
  const hrefs: string[] = [];
  let pending = '';
  let done = false;
  let sawModuleScript = false;

  /** Called once the whole shell went through: says what the rewrite expected and did not find. */
  const checkFound = () => {
    if (!done && (sawModuleScript || hrefs.length > 0))
      warn(
        sawModuleScript
          ? 'scripts after paint: the module script is not written as expected; it was left to load at once'
          : 'scripts after paint: the page has module preloads but no module script; its preloads were left out',
      );
    else if (done && hrefs.length === 0)
      warn('scripts after paint: no module preload before the module script; the page hydrates without preloads');
  };

  const rewrite = (html: string): string =>
    html.replace(MODULE_PRELOAD, (_, href: string) => {
      hrefs.push(href);
      return '';
    });

  /** The part of `pending` that holds no partial tag and no unfinished module script. */
  const completeLength = (): number => {
    let end = pending.length;
    const lastOpen = pending.lastIndexOf('<');
    if (lastOpen !== -1 && pending.indexOf('>', lastOpen) === -1) end = lastOpen;
    const script = MODULE_SCRIPT_OPEN.exec(pending);
    if (script && pending.indexOf('</script>', script.index) === -1) end = Math.min(end, script.index);
    return end;
  };

  const take = (html: string): string => {
    const script = MODULE_SCRIPT_OPEN.exec(html);
    if (!script) {
      sawModuleScript ||= ANY_MODULE_SCRIPT.test(html);
      return rewrite(html);
    }
    done = true;
    const [open, nonce] = script;
    const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
    const before = rewrite(html.slice(0, script.index));
    checkFound();
    const after = html.slice(script.index + open.length);
    const close = after.indexOf('</script>') + '</script>'.length;
    return (
      `${before}<script${nonceAttribute} type="${INERT_TYPE}">${after.slice(0, close)}` +
      `<script${nonceAttribute}>${starterScript(hrefs)}</script>${after.slice(close)}`
    );
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, decoder.write(chunk));
      pending += decoder.write(chunk);
      const end = completeLength();
      const ready = take(pending.slice(0, end));
      pending = pending.slice(end);
      if (done) {
        const rest = pending;
        pending = '';
        return callback(null, ready + rest);
      }
      callback(null, ready);
    },
    flush(callback) {
      const rest = pending + decoder.end();
      if (done) return callback(null, rest);
      const html = take(rest);
      if (!done) checkFound();
      callback(null, html);
    },
  });
}
