/**
 * Compiles the server once for the API suite, as `npm run build` does, into a throw-away
 * BUILD_DIR inside the project (the compiled code finds its packages in node_modules).
 * The React Router build is not made here — it takes long and the tests that run the
 * compiled server only call the API — so BUILD_DIR/server/index.js is an empty stand-in.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server';

declare module 'vitest' {
  export interface ProvidedContext {
    serverBuildDir: string;
  }
}

export default async function setup(project: TestProject) {
  await fs.mkdir('.tmp', { recursive: true });
  const buildDir = await fs.mkdtemp(path.resolve('.tmp', 'server-build-'));
  await buildServer(buildDir);
  await fs.mkdir(path.join(buildDir, 'server'));
  await fs.writeFile(
    path.join(buildDir, 'server', 'index.js'),
    '// Pages are not served in these tests.\nexport {};\n',
  );
  project.provide('serverBuildDir', buildDir);
  return () => fs.rm(buildDir, { recursive: true, force: true });
}
