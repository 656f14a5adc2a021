import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './scripts-after-paint';

// The shape React Router and React write: preloads hoisted into <head>, the inline module
// script near the end of <body>, streamed content after it.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0=="/>',
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n0=="/>',
  '<link rel="preload" as="image" href="/uploads/hero.webp" fetchPriority="high"/>',
  '</head><body><main><h1>Ünïcode — κείμενο</h1></main>',
  '<script nonce="n0==">window.__reactRouterContext = {"a":"\\u003c/script>"};</script>',
  '<script nonce="n0==" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>',
  '<script nonce="n0==">window.__reactRouterContext.streamController.close();</script>',
  '<div hidden id="S:0"><link rel="modulepreload" href="/assets/later.js"/></div></body></html>',
].join('');

async function rewrite(html: string, chunkSize: number, warnings: string[] = []): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  return text(Readable.from(chunks).pipe(scriptsAfterPaint((problem) => warnings.push(problem))));
}

describe('scriptsAfterPaint', () => {
  it('moves the preloads and the module script behind the starter, however the stream is cut', async () => {
    const warnings: string[] = [];
    const whole = await rewrite(page, page.length, warnings);
    for (const size of [1, 7, 64, 500]) expect(await rewrite(page, size, warnings)).toBe(whole);
    expect(warnings).toEqual([]);

    const head = whole.slice(0, whole.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css"');
    expect(head).toContain('<link rel="preload" as="image"');
    expect(whole).toContain('<h1>Ünïcode — κείμενο</h1>');

    // The module script keeps its text and nonce but is inert; the starter follows it.
    expect(whole).not.toContain('type="module"');
    expect(whole).toContain(
      '<script nonce="n0==" type="text/x-module-after-paint">;\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script><script nonce="n0==">(function(h,t){',
    );
    expect(whole).toContain(
      '})(["/assets/entry.client.js","/assets/framework.js"],"text/x-module-after-paint")</script>',
    );

    // What is streamed after the module script passes through untouched.
    expect(
      whole.endsWith('<div hidden id="S:0"><link rel="modulepreload" href="/assets/later.js"/></div></body></html>'),
    ).toBe(true);
  });

  it('rewrites a page rendered without a nonce (kept for many visitors, scripts allowed by hash) the same way', async () => {
    const withoutNonce = page.replaceAll(' nonce="n0=="', '');
    const whole = await rewrite(withoutNonce, 64);
    expect(whole.slice(0, whole.indexOf('</head>'))).not.toContain('modulepreload');
    expect(whole).not.toContain('type="module"');
    expect(whole).toContain(
      '<script type="text/x-module-after-paint">;\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script><script>(function(h,t){',
    );
  });

  it('leaves a page without a module script as it was, but for the preloads, and says so', async () => {
    const html = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>x</p></body></html>';
    const warnings: string[] = [];
    expect(await rewrite(html, 5, warnings)).toBe('<html><head></head><body><p>x</p></body></html>');
    expect(warnings).toEqual([
      'scripts after paint: the page has module preloads but no module script; its preloads were left out',
    ]);
  });

  it('says so when the module script is written differently, and leaves it to load at once', async () => {
    const differently = page.replace('type="module" async=""', 'async="" type="module"');
    const warnings: string[] = [];
    for (const size of [7, page.length]) {
      const whole = await rewrite(differently, size, warnings);
      expect(whole).toContain('<script nonce="n0==" async="" type="module">');
      expect(whole).not.toContain('text/x-module-after-paint');
    }
    expect(warnings).toEqual([
      'scripts after paint: the module script is not written as expected; it was left to load at once',
      'scripts after paint: the module script is not written as expected; it was left to load at once',
    ]);
  });

  it('says so when no preload comes before the module script', async () => {
    const warnings: string[] = [];
    await rewrite(page.replace(/<link rel="modulepreload"[^>]*>/g, ''), 64, warnings);
    expect(warnings).toEqual([
      'scripts after paint: no module preload before the module script; the page hydrates without preloads',
    ]);
  });

  it('is silent for a page without scripts', async () => {
    const warnings: string[] = [];
    await rewrite('<html><head></head><body><p>x</p></body></html>', 5, warnings);
    expect(warnings).toEqual([]);
  });
});
