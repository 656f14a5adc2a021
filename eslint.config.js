import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './tooling/no-import-cycle.js';

const MODULE_INDEX =
  "A service module is imported through its index.ts ('#server/services/<module>/index.ts'), never its files.";
/** A module's files are its own (decision 0045): others import its index.ts. */
const moduleInternals = { regex: '^#server/services/[^/]+/(?!index\\.ts$)', message: MODULE_INDEX };
/**
 * app/, domain/ and server/ reach outside a file's own folder through the package's import
 * aliases (package.json "imports": #app/, #domain/, #server/, #tests/), never '../': one
 * spelling per file, so the boundary rules below match the alias instead of a depth.
 */
const noParentImports = {
  regex: '^\\.\\./',
  message:
    "Outside its own folder a file imports through #app/, #domain/, #server/ or #tests/ (package.json imports), not '../'.",
};
const FEATURE_IMPORTS = "A feature imports only app/lib, app/components/ui, domain/ and other features' index.ts.";

/**
 * The service modules (decision 0045): the tables each one owns, by their names in
 * server/db/schema.ts. A module imports another only through its index.ts ('../<module>'),
 * and from the schema only its own tables: it changes another module's rows by calling that
 * module. A module's tests beside its files arrange rows of any table.
 * tests/lint/modules.test.ts shows each rule refusing a wrong import.
 */
const SERVICE_MODULE_TABLES = {
  accounts: ['users', 'sessions', 'passwordResets', 'signupRequests', 'userRole'],
  addresses: ['savedAddresses'],
  catalog: [
    'products',
    'variants',
    'variantImages',
    'sizes',
    'categoryDiscounts',
    'categoryNames',
    'searchWords',
    'productsRelations',
    'variantsRelations',
    'variantImagesRelations',
    'sizesRelations',
    'stockMovements',
    'stockReason',
  ],
  content: ['contactMessages'],
  favourites: ['favourites'],
  feeds: [],
  coupons: ['coupons', 'couponType', 'couponScope'],
  'mail-admin': ['mailOutbox'],
  orders: [
    'orders',
    'orderItems',
    'orderEvents',
    'orderShipments',
    'orderRefunds',
    'orderRefundLines',
    'orderReturns',
    'orderReturnLines',
    'paymentEvents',
    'orderStatus',
    'paymentStatus',
    'ordersRelations',
    'orderItemsRelations',
  ],
  pricing: [],
  reviews: ['reviews', 'reviewsRelations', 'reviewFitCounts'],
  currencies: ['displayCurrencyRates', 'displayCurrencyRateChanges'],
  shipping: ['shippingZones', 'shippingZoneCountries', 'shippingMethods', 'shippingZoneChanges'],
  webhooks: ['webhookEndpoints', 'webhookDeliveries'],
  stats: ['orderTotalsDaily', 'customerPaidDays', 'productSalesDaily'],
  'stock-alerts': ['stockAlerts'],
  uploads: [],
};

const appFromServer = {
  regex: '^#app/',
  message: 'server/ never imports app/: the storefront reaches the server through the loader context.',
};

/** One folder's import boundary (ESLint's no-restricted-imports; see decision 0025). */
function restrictImports(files, patterns, paths = []) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns, paths }] } };
}

/** The same for files of app/, domain/ and server/, which also never import through '../'. */
function restrictSourceImports(files, patterns, paths = []) {
  return restrictImports(files, [noParentImports, ...patterns], paths);
}

export default tseslint.config(
  { ignores: ['build/', 'data/', '.tmp/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Logs go through the pino logger (request context: `context.logger` in loaders).
      'no-console': 'error',
    },
  },
  {
    // No module imports, even indirectly, one that imports it (tooling/no-import-cycle.js).
    // React Router's generated route types import their route module by design.
    files: ['**/*.{ts,tsx,js}'],
    plugins: { local },
    rules: { 'local/no-import-cycle': ['error', { leaveOut: ['.react-router'] }] },
  },
  // Boundaries of the browser code and of domain/ (docs/decisions/0025-api-client.md).
  // Imports flow one way: domain ← app/lib, app/components/ui ← features ← routes. A feature's
  // index.ts is its public API; its other files are its own.
  restrictSourceImports(
    ['app/features/**/*.{ts,tsx}'],
    [
      {
        regex: '^#app/features/[^/]+/(?!index\\.ts$)',
        message:
          "Another feature is imported through its index.ts ('#app/features/<feature>/index.ts'), not its files.",
      },
      { regex: '^#(?!app/lib/|app/components/ui/|app/features/|domain/)', message: FEATURE_IMPORTS },
    ],
  ),
  restrictSourceImports(
    ['app/routes/**/*.{ts,tsx}', 'app/root.tsx', 'app/entry.server.tsx'],
    [
      {
        regex: '^#app/features/[^/]+/(?!index(\\.server)?\\.ts$)',
        message:
          "Routes import a feature through its index.ts ('#app/features/<feature>/index.ts'), or index.server.ts in loaders.",
      },
      {
        regex: '^#server/(?!context\\.ts$)',
        message: 'Routes reach server code through the loader context, not imports.',
      },
    ],
  ),
  restrictSourceImports(
    ['app/lib/**/*.{ts,tsx}', 'app/components/**/*.{ts,tsx}'],
    [
      {
        regex: '^#app/(features|routes)/',
        message: 'app/lib and app/components are below the features: they import no feature or route.',
      },
      { regex: '^#server/', message: 'The browser bundle never reaches into the server.' },
    ],
  ),
  restrictSourceImports(['app/*.{ts,tsx}'], []),
  restrictImports(
    ['domain/**/*.ts'],
    [
      {
        regex: '^(\\.\\./|#(?!domain/))',
        message: 'domain/ is pure rules: it imports nothing from app/, server/ or anywhere outside itself.',
      },
    ],
  ),
  {
    // The answer schemas carry zod; the browser reads only their types (decision 0044). A value
    // import from app/ or domain/ (which pages load too) would put zod on a page, so only
    // `import type` passes. Tests load no page. tests/lint/answer-types.test.ts shows the refusal.
    files: ['app/**/*.{ts,tsx}', 'domain/**/*.ts'],
    ignores: ['domain/api-answer-schemas.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api-answer-schemas(\\.ts)?$',
              allowTypeImports: true,
              message:
                "The browser reads the answer schemas' types only: `import type` them (a value import puts zod on a page).",
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line scripts talk to the person running them.
    files: ['scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  restrictImports(['scripts/**/*.ts', 'tests/**/*.ts'], [moduleInternals]),
  // Deliberately wrong imports; tests/lint/server-layers.test.ts lints them as if they lived elsewhere.
  { ignores: ['tests/lint-fixtures/'] },
  ...serverLayers(),
  ...serviceModules(),
);

/**
 * The server's layers, one way: server/api → server/services → server/db. The API never
 * imports the database, services never import the API (nor server/http, its helpers), the
 * database layer neither; server/ never imports app/ (domain/'s own rule is above).
 * `no-restricted-imports` matches import strings, so each pattern is written for where its
 * files sit: api, services, db and the other server folders are one level below server/,
 * server/*.ts one below the root. A later block's options replace an earlier
 * one's for the same file, so each block lists every pattern its files obey.
 * tests/lint-fixtures/ and tests/lint/server-layers.test.ts show each rule refusing a wrong import.
 */
function serverLayers() {
  const below = (layer, what) => ({
    regex: `^#server/${layer}/`,
    message: `${what} (server/api → server/services → server/db).`,
  });
  return [
    restrictSourceImports(['server/**/*.ts'], [appFromServer, moduleInternals]),
    restrictSourceImports(
      ['server/api/**/*.ts'],
      [appFromServer, below('db', 'The API reaches the database only through services'), moduleInternals],
    ),
    restrictSourceImports(
      ['server/services/**/*.ts'],
      [
        appFromServer,
        below('(api|http)', 'Services never import the API or its HTTP helpers'),
        moduleInternals,
        { regex: '^\\./[^/]+/', message: MODULE_INDEX },
      ],
    ),
    restrictSourceImports(
      ['server/db/**/*.ts'],
      [appFromServer, below('(api|services)', 'The database layer imports neither services nor the API')],
    ),
  ];
}

function serviceModules() {
  const layers = [
    appFromServer,
    {
      regex: '^#server/(api|http)/',
      message: 'Services never import the API or its HTTP helpers (server/api → server/services → server/db).',
    },
    moduleInternals,
  ];
  const schema = (owned) => ({
    name: '#server/db/schema.ts',
    ...(owned.length > 0 ? { allowImportNames: owned } : {}),
    message:
      owned.length > 0
        ? `A module imports only the tables it owns (${owned.join(', ')}); another module's rows change through that module's index.`
        : "This module owns no table; other modules' rows are read and changed through their index.",
  });
  return [
    ...Object.entries(SERVICE_MODULE_TABLES).map(([module, owned]) =>
      restrictSourceImports([`server/services/${module}/**/*.ts`], layers, [schema(owned)]),
    ),
    restrictSourceImports(['server/services/*/**/*.test.ts'], layers),
  ];
}
