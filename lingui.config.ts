import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The storefront's texts (decision 59): written in English in the code through Lingui's
 * macros, extracted to one PO catalogue per language (`app/locales/<lang>/messages.po`) and
 * compiled to `messages.ts`, which the storefront's layout loader sends with the page. The
 * back office stays English and is not extracted. `npm run i18n` extracts and compiles;
 * `npm run check:i18n` fails on a message missing from a catalogue or no longer used.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ru', 'ky'],
  catalogs: [
    {
      path: '<rootDir>/app/locales/{locale}/messages',
      include: ['<rootDir>/app'],
      exclude: [
        '**/node_modules/**',
        // The runtime the macros compile to: its own calls are not texts.
        '<rootDir>/app/lib/i18n-runtime.tsx',
        '<rootDir>/app/features/admin*/**',
        '<rootDir>/app/routes/admin/**',
        '**/*.test.*',
      ],
    },
  ],
  // Line numbers would change every catalogue on any edit above a message.
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  // The macros compile to the store's own small runtime, which reads Lingui's compiled messages.
  runtimeConfigModule: {
    useLingui: ['#app/lib/i18n-runtime.tsx', 'useLingui'],
    Trans: ['#app/lib/i18n-runtime.tsx', 'Trans'],
    i18n: ['#app/lib/i18n-runtime.tsx', 'noGlobalI18n'],
  },
  // A message not translated yet shows in English rather than as its id.
  fallbackLocales: { default: 'en' },
});
