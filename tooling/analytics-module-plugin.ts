/**
 * The analytics module's own browser file (decision 72). No storefront script imports the
 * module — a page's first load must carry none of it — so the client build emits it as an
 * entry of its own, and the server learns its URL from `virtual:analytics-module-url`: the
 * page of a shopper who allowed analytics names it in a `<script type="module">`. The dev
 * server serves the source file itself.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export const ANALYTICS_MODULE_URL_ID = 'virtual:analytics-module-url';
const RESOLVED_ID = `\0${ANALYTICS_MODULE_URL_ID}`;
export const ANALYTICS_MODULE_SOURCE = 'app/features/analytics/tracker.ts';

/**
 * The emitted file, once the client build has written it (it runs before the server's, in
 * the same process). Kept on the process rather than in this module: each build loads the
 * configuration, and this module, anew.
 */
const EMITTED = Symbol.for('alatoo.analyticsModuleFile');
const shared = globalThis as { [EMITTED]?: string };

export function analyticsModule(): Plugin {
  const source = path.resolve(ANALYTICS_MODULE_SOURCE);
  let building = false;
  let base = '/';
  return {
    name: 'analytics-module',
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
    },
    buildStart() {
      if (building && this.environment.name === 'client')
        this.emitFile({ type: 'chunk', id: source, name: 'analytics' });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.isEntry && output.facadeModuleId === source)
          shared[EMITTED] = output.fileName;
    },
    resolveId(id) {
      return id === ANALYTICS_MODULE_URL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!building) return `export default ${JSON.stringify(`/${ANALYTICS_MODULE_SOURCE}`)};`;
      const fileName = shared[EMITTED];
      if (!fileName) this.error('The analytics module is named after the client build, which has not written it.');
      return `export default ${JSON.stringify(`${base}${fileName}`)};`;
    },
  };
}
