import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // Imports flow one way: ui → features → routes; the browser bundle never reaches into the server.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '!**/server/context'], message: 'Routes reach server code through the loader context, not imports.' },
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
  // Deliberately wrong imports; server/layers.test.ts lints them as if they lived elsewhere.
  { ignores: ['tests/lint-fixtures/'] },
  ...serverLayers(),
);

/**
 * The server's layers, one way: server/api → server/services → server/db. The API never
 * imports the database, services never import the API, the database layer neither; server/
 * never imports app/, and domain/ (pure rules) imports neither app/ nor server/.
 * `no-restricted-imports` matches import strings, so each pattern is written for where its
 * files sit: api, services, db and the other server folders are one level below server/,
 * domain/ and server/*.ts one below the root. A later block's options replace an earlier
 * one's for the same file, so each block lists every pattern its files obey.
 * tests/lint-fixtures/ and server/layers.test.ts show each rule refusing a wrong import.
 */
function serverLayers() {
  const pattern = (regex, message) => ({ regex, message });
  const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  const appFromServer = (ups) =>
    pattern(`^(~/|(\\.\\./){${ups},}app(/|$))`, 'server/ never imports app/: the storefront reaches the server through the loader context.');
  const below = (layer, what) =>
    pattern(`^(\\.\\./)+(server/)?${layer}(/|$)`, `${what} (server/api → server/services → server/db).`);
  return [
    { files: ['server/*.ts'], rules: rule(appFromServer(1)) },
    { files: ['server/*/**/*.ts'], rules: rule(appFromServer(2)) },
    { files: ['server/api/**/*.ts'], rules: rule(appFromServer(2), below('db', 'The API reaches the database only through services')) },
    { files: ['server/services/**/*.ts'], rules: rule(appFromServer(2), below('api', 'Services never import the API')) },
    {
      files: ['server/db/**/*.ts'],
      rules: rule(appFromServer(2), below('(api|services)', 'The database layer imports neither services nor the API')),
    },
    {
      files: ['domain/**/*.ts'],
      rules: rule(pattern('^(~/|(\\.\\./)+(app|server)(/|$))', 'domain/ holds pure rules: it imports nothing from app/ or server/.')),
    },
  ];
}
