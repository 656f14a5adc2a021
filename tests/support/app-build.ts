/**
 * A fresh production build of the storefront for the API suite (the store's own
 * `react-router build`, into a directory of its own so it never touches ./build). Tests
 * that need real pages start the store on it: in their process, or as a production process.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function buildApp(buildDir: string): Promise<void> {
  await fs.rm(buildDir, { recursive: true, force: true });
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
