/**
 * Prints the JavaScript and CSS each page downloads on first load (gzipped), per route,
 * from React Router's build manifest. With --check it fails when a storefront page pulls
 * in code that only the admin area uses and lists the pages over the budget; with --strict
 * too (as CI runs it), a page over the budget fails as well.
 *
 *   tsx scripts/bundle-report.ts [--check [--strict]]      (BUILD_DIR selects the build, default build/)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CLIENT_MODULES_FILE } from '../tooling/chunk-modules-plugin';
import { STOREFRONT_FIRST_LOAD_JS_KB as STOREFRONT_BUDGET_KB } from '../tooling/web-budgets';

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
const assetsDir = path.join(clientDir, 'assets');
const manifestFile = fs.readdirSync(assetsDir).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error(`No React Router manifest in ${assetsDir}: build first.`);
const manifestSource = fs.readFileSync(path.join(assetsDir, manifestFile), 'utf8');
const manifest = JSON.parse(
  manifestSource.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''),
) as Manifest;

const gzCache = new Map<string, number>();
function gzipBytes(url: string): number {
  let size = gzCache.get(url);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(clientDir, url)), { level: 9 }).length;
    gzCache.set(url, size);
  }
  return size;
}

function chain(route: ManifestRoute): ManifestRoute[] {
  const out: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined)
    out.unshift(r);
  return out;
}

/** Stylesheets a script links by URL (the root renders app.css through `?url`, outside the manifest's css). */
function linkedStylesheets(url: string): string[] {
  return fs.readFileSync(path.join(clientDir, url), 'utf8').match(/\/assets\/[\w.-]+\.css/g) ?? [];
}

function firstLoad(route: ManifestRoute) {
  const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set(manifest.entry.css ?? []);
  for (const r of chain(route)) {
    js.add(r.module);
    for (const i of r.imports ?? []) js.add(i);
    for (const c of r.css ?? []) css.add(c);
    for (const c of linkedStylesheets(r.module)) css.add(c);
  }
  return { js, css };
}

/** Back-office pages: those under the admin layout (the dashboard's index route has its own id). */
const isAdmin = (r: ManifestRoute) => chain(r).some((x) => x.id === 'routes/admin/layout');
const pages = Object.values(manifest.routes).filter(
  (r) => r.hasDefaultExport && r.id !== 'root' && !r.id.endsWith('-layout') && r.id !== 'routes/admin/layout',
);

// Files that only admin pages load: none of them may reach a storefront page.
const storefrontFiles = new Set(pages.filter((r) => !isAdmin(r)).flatMap((r) => [...firstLoad(r).js]));
const adminOnly = new Set(
  pages
    .filter(isAdmin)
    .flatMap((r) => [...firstLoad(r).js])
    .filter((f) => !storefrontFiles.has(f)),
);

// The source modules in each file (written by tooling/chunk-modules-plugin.ts): back-office
// code is caught even when the bundler shares its file with storefront code.
const modulesFile = path.resolve(process.env.BUILD_DIR ?? 'build', CLIENT_MODULES_FILE);
const modulesByFile = fs.existsSync(modulesFile)
  ? (JSON.parse(fs.readFileSync(modulesFile, 'utf8')) as Record<string, string[]>)
  : null;
const ADMIN_SOURCE = /^app\/(features\/admin[^/]*|routes\/admin)\//;
function adminModulesIn(file: string): string[] {
  return (modulesByFile?.[file] ?? []).filter((id) => ADMIN_SOURCE.test(id));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows = pages.map((r) => {
  const { js, css } = firstLoad(r);
  const jsBytes = [...js].reduce((s, f) => s + gzipBytes(f), 0);
  const cssBytes = [...css].reduce((s, f) => s + gzipBytes(f), 0);
  return { route: r.id.replace(/^routes\//, ''), admin: isAdmin(r), jsBytes, cssBytes, js };
});

console.log('First-load size per page (gzipped):');
console.log(`${'page'.padEnd(28)}${'JS KB'.padStart(8)}${'CSS KB'.padStart(8)}`);
for (const row of rows.sort((a, b) => b.jsBytes - a.jsBytes)) {
  console.log(`${row.route.padEnd(28)}${kb(row.jsBytes).padStart(8)}${kb(row.cssBytes).padStart(8)}`);
}

if (process.argv.includes('--check')) {
  const strict = process.argv.includes('--strict');
  const problems: string[] = [];
  const overBudget: string[] = [];
  if (!modulesByFile)
    problems.push(`${modulesFile} is missing: build again (npm run build) so the admin check can read it`);
  for (const row of rows.filter((r) => !r.admin)) {
    if (row.jsBytes / 1024 > STOREFRONT_BUDGET_KB) {
      if (strict)
        problems.push(
          `${row.route}: ${kb(row.jsBytes)} KB of JavaScript is over the ${STOREFRONT_BUDGET_KB} KB budget`,
        );
      else overBudget.push(`${row.route} (${kb(row.jsBytes)} KB)`);
    }
    const leaked = [...row.js].filter((f) => adminOnly.has(f));
    if (leaked.length > 0) problems.push(`${row.route}: loads admin-only code ${leaked.join(', ')}`);
    const adminModules = [...row.js].flatMap(adminModulesIn);
    if (adminModules.length > 0)
      problems.push(`${row.route}: its first load holds back-office modules ${adminModules.join(', ')}`);
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  if (overBudget.length > 0) {
    console.log(`Over the ${STOREFRONT_BUDGET_KB} KB budget (--strict fails on it): ${overBudget.join(', ')}.`);
    console.log('No storefront page loads admin-only code.');
  } else {
    console.log(`All storefront pages are within ${STOREFRONT_BUDGET_KB} KB and load no admin-only code.`);
  }
}
