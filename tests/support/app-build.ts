/**
 * A production build of the storefront for the API suite (the store's own `react-router
 * build`, into a directory of its own under .tmp so it never touches ./build). Tests that
 * need real pages start the store on it: in their process, or as a production process.
 *
 * The build is kept, named by a hash of what it is built from: a second run over the same
 * sources (CI runs the suite on PGlite, then on PostgreSQL) starts from the first's instead
 * of spending minutes on an identical build.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What the storefront's build reads: its code, the shared rules, the static files and the build's settings. */
const SOURCE_DIRS = ['app', 'domain', 'public', 'tooling'];
const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
];
const BUILDS_DIR = path.resolve('.tmp');
const PREFIX = 'test-build-';
/** A kept build no run has used for this long is deleted by the next run that builds. */
const KEPT_FOR_MS = 24 * 60 * 60_000;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** A hash of every source file's path and content. */
async function sourceHash(): Promise<string> {
  const files = [...(await Promise.all(SOURCE_DIRS.map(filesUnder))).flat(), ...SOURCE_FILES].sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(await fs.readFile(file))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

async function build(buildDir: string): Promise<void> {
  try {
    await run(path.resolve('node_modules/.bin/react-router'), ['build'], {
      env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: 'production' },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: string; stderr?: string };
    throw new Error(`The storefront build failed:\n${stderr ?? ''}${stdout ?? ''}`, { cause: err });
  }
}

/** Deletes the kept builds of other sources that no run has used for a day. */
async function pruneOldBuilds(keep: string): Promise<void> {
  for (const name of await fs.readdir(BUILDS_DIR)) {
    const dir = path.join(BUILDS_DIR, name);
    if (!name.startsWith(PREFIX) || dir === keep) continue;
    const { mtimeMs } = await fs.stat(dir);
    if (Date.now() - mtimeMs > KEPT_FOR_MS) await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The directory of a complete build of the current sources, made now unless a run made it before. */
export async function storefrontBuild(): Promise<string> {
  await fs.mkdir(BUILDS_DIR, { recursive: true });
  const buildDir = path.join(BUILDS_DIR, `${PREFIX}${await sourceHash()}`);
  // Only a finished build is ever renamed to its name, so one found there is whole.
  if (await fs.stat(buildDir).catch(() => null)) {
    const now = new Date();
    await fs.utimes(buildDir, now, now);
    return buildDir;
  }
  const partial = `${buildDir}.partial-${process.pid}`;
  await fs.rm(partial, { recursive: true, force: true });
  try {
    await build(partial);
    // Another run that finished the same build first keeps its copy.
    await fs.rename(partial, buildDir).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST' && err.code !== 'ENOTEMPTY') throw err;
    });
  } finally {
    await fs.rm(partial, { recursive: true, force: true });
  }
  await pruneOldBuilds(buildDir);
  return buildDir;
}
