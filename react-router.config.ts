import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // BUILD_DIR lets parallel browser-test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Every route is in the page's manifest from the start. Discovering them lazily fetched
  // /__manifest for the links on the page after hydration and patched the router's routes,
  // a router state update that would hydrate every part still waiting to (decision 56).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
