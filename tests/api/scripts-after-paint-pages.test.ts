/**
 * The scripts-after-paint rewrite (app/lib/scripts-after-paint.ts, decision 39) on the real
 * HTML the built store serves: React Router's module preloads are out of <head>, its module
 * script is inert and followed by the starter, which names every preload left out, and the
 * logger heard no warning. A React Router upgrade that writes these tags differently fails
 * here (and warns in the logs) instead of quietly loading the scripts before the first paint.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '#server/start.ts';
import { capturedLogger } from '#tests/support/captured-log.ts';
import { testStoreConfig } from '#tests/support/store-config.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

interface LogLine {
  level: number;
  msg: string;
}

let server: RunningServer;
let database: TestDatabase;
let dataDir: string;
const lines: LogLine[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-scripts-after-paint-'));
  database = await createTestDatabase();
  const config = testStoreConfig({ dataDir, databaseUrl: database.url, env: { SEED_DEMO: 'false' } });
  server = await startServer(config, {
    ui: { kind: 'build', buildDir: inject('buildDir') },
    logger: capturedLogger(lines),
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

// Storefront pages of each kind: a listing, the cart, a content page, and one a form drives.
it.each(['/', '/products', '/cart', '/about-us', '/login'])(
  'serves %s with its scripts after the first paint',
  async (pagePath) => {
    const res = await fetch(`${server.url}${pagePath}`);
    expect(res.status).toBe(200);
    const html = await res.text();

    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('rel="stylesheet"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script\b[^>]*\btype="module"/);

    // A page kept for every reader (home, listing, content) carries no nonce, its scripts are
    // allowed by hash (decisions 38, 54); a page rendered per request (cart, login) carries one.
    const nonce = ['/', '/products', '/about-us'].includes(pagePath) ? '' : ' nonce="[^"]+"';
    const inert = new RegExp(`<script${nonce} type="text/x-module-after-paint">([\\s\\S]*?)</script>`).exec(html);
    expect(inert, 'the inert module script').not.toBeNull();
    // The route modules it imports; the files the manifest names for other routes load later.
    const imports = [...inert![1]!.matchAll(/import (?:\* as \w+ from )?\(?"(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    );
    expect(imports.length).toBeGreaterThan(0);

    // The starter follows it and adds back every preload it took out (the route modules among them).
    const after = html.slice(inert!.index + inert![0].length);
    const starter = new RegExp(
      `^<script${nonce}>\\(function\\(h,t\\)\\{[\\s\\S]*?\\}\\)\\((\\[[^\\]]*\\]),"text/x-module-after-paint"\\)</script>`,
    ).exec(after);
    expect(starter, 'the starter right after the inert script').not.toBeNull();
    const preloads = JSON.parse(starter![1]!) as string[];
    expect(preloads.length).toBeGreaterThan(1);
    for (const file of imports) expect(preloads).toContain(file);

    expect(lines.filter((l) => l.msg.startsWith('scripts after paint'))).toEqual([]);
  },
  60_000,
);
