/**
 * A build plugin that records which source modules each browser file holds, in
 * BUILD_DIR/client-modules.json (beside build/client, so it is never served). The bundle
 * report reads it to refuse a storefront page whose first load carries back-office code,
 * wherever the bundler put that code.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const CLIENT_MODULES_FILE = 'client-modules.json';

export function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const root = process.cwd();
      const files: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        files[`/${output.fileName}`] = output.moduleIds.map((id) => path.relative(root, id.replace(/\0/g, '')));
      }
      fs.writeFileSync(path.join(options.dir, '..', CLIENT_MODULES_FILE), `${JSON.stringify(files, null, 1)}\n`);
    },
  };
}
