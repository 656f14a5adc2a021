import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { analyticsModule } from './tooling/analytics-module-plugin.ts';
import { CHUNK_GROUPS } from './tooling/chunk-groups.ts';
import { chunkModules } from './tooling/chunk-modules-plugin.ts';
import { linguiMacros } from './tooling/lingui-macro-plugin.ts';

export default defineConfig({
  plugins: [linguiMacros(), tailwindcss(), reactRouter(), chunkModules(), analyticsModule()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
  // Test runs write databases, traces and builds under these while the dev server runs;
  // none of it is source, and a change there must not reload the page.
  server: { watch: { ignored: ['**/.tmp/**', '**/data/**', '**/test-results/**', '**/build/**'] } },
});
