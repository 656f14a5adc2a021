/**
 * How the browser build groups modules into files (rolldown's `codeSplitting.groups`).
 * Left to itself the bundler makes one file per set of pages that share a module, so a
 * storefront page loaded 30–40 files of a few hundred bytes; each file costs its own
 * compression window, import list and request, about 5 KB of a page's gzipped first load
 * in all (decision 39). A group captures the modules its test matches plus, recursively,
 * the modules they really use (tree-shaken: a barrel's other re-exports stay out).
 */
import type { Rolldown } from 'vite';

type Group = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']>[number];

export const CHUNK_GROUPS: Group[] = [
  // Every page needs React, React DOM and React Router, and they change only on upgrades:
  // one file, cached across deploys of the store's own code.
  { name: 'framework', priority: 2, test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
  // The storefront's frame on every page (header, footer, cart badge, account menu, toasts,
  // API client, the page titles the root's meta writes): loaded by the root anyway, so one
  // file instead of about twenty. With it, the display currency's figures and note (decision
  // 60): most pages show prices, and a file of their own would cost its own window. The phone
  // menu's panel stays out: it loads when its button is approached.
  {
    name: 'shell',
    test: /app[\\/]features[\\/]shell[\\/](?!index\.|site-menu\.)[\w-]+\.tsx?$|app[\\/]features[\\/]toast[\\/]toast-host\.tsx$|domain[\\/]page-title\.ts$|app[\\/]features[\\/]currency[\\/](?:display-money|charged-note)\.tsx?$/,
  },
];
