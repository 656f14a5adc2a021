/**
 * Part of `npm run build`: compiles the server (server/, domain/ and the shared parts of
 * app/) to plain JavaScript in BUILD_DIR/runtime, so production runs it with `node` — no
 * TypeScript compiler at run time, and signals reach the server process itself.
 * Packages stay in node_modules (not bundled); the migrations and the common-password list
 * are copied beside the code.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { COMMON_PASSWORDS_FILE } from '#server/auth/common-passwords.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The file `node` runs, inside a build directory. */
export function serverEntry(buildDir: string): string {
  return path.join(buildDir, 'runtime', 'index.js');
}

export async function buildServer(buildDir: string): Promise<string> {
  const outdir = path.dirname(serverEntry(buildDir));
  await fs.rm(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { index: 'server/index.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Keeps `await import('./start')` a separate chunk: the entry sets process.env.NODE_ENV
    // before React and React Router load, which a single flat bundle would hoist above it.
    splitting: true,
    // Chunks sit beside the entry, so `import.meta.url` (the migrations folder) is the same
    // directory whichever chunk the database client lands in.
    chunkNames: '[name]-[hash]',
    sourcemap: true,
    logLevel: 'warning',
  });
  await fs.cp(path.join(root, 'server', 'db', 'migrations'), path.join(outdir, 'migrations'), { recursive: true });
  // Read at run time beside the code, like the migrations (server/auth/common-passwords.ts).
  await fs.cp(path.join(root, 'server', 'auth', COMMON_PASSWORDS_FILE), path.join(outdir, COMMON_PASSWORDS_FILE));
  return serverEntry(buildDir);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const entry = await buildServer(path.resolve(process.env.BUILD_DIR ?? 'build'));
  console.log(`server built: ${path.relative(process.cwd(), entry)}`);
}
