/**
 * `npm run lint` refuses wrong-way imports between the server's layers (eslint.config.js,
 * serverLayers). Each file under tests/lint-fixtures/ is linted with the real config as if
 * it lived at the same path without that prefix.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { boundaryErrors, eslint, fixtures, root } from './lint-fixture';

/** The import errors lint reports for the fixture at `fixture`, linted at its mirrored path. */
const importErrors = (fixture: string) => boundaryErrors(fixture, fixture);

it('keeps the fixtures out of the normal lint run', async () => {
  expect(await eslint.isPathIgnored(path.join(fixtures, 'server/api/imports-db.ts'))).toBe(true);
});

it.each([
  ['server/api/imports-db.ts', 'The API reaches the database only through services'],
  ['server/api/imports-db-type.ts', 'The API reaches the database only through services'],
  ['server/services/imports-api.ts', 'Services never import the API'],
  ['server/services/imports-http.ts', 'Services never import the API or its HTTP helpers'],
  ['server/db/imports-services.ts', 'The database layer imports neither services nor the API'],
  ['server/http/imports-app.ts', 'server/ never imports app/'],
  ['server/imports-app.ts', 'server/ never imports app/'],
  [
    'server/services/orders/parent-relative.ts',
    "Outside its own folder a file imports through #app/, #domain/, #server/ or #tests/ (package.json imports), not '../'.",
  ],
  [
    'domain/imports-server.ts',
    'domain/ is pure rules: it imports nothing from app/, server/ or anywhere outside itself.',
  ],
  ['domain/imports-app.ts', 'domain/ is pure rules: it imports nothing from app/, server/ or anywhere outside itself.'],
])('refuses the wrong-way import in %s', async (fixture, reason) => {
  const errors = await importErrors(fixture);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain(reason);
});

it('lets the API use services, shared HTTP helpers and domain rules', async () => {
  expect(await importErrors('server/api/right-way.ts')).toEqual([]);
});

// Lints the whole server and domain: tens of seconds on a busy machine.
it('finds no wrong-way import in the real code', { timeout: 180_000 }, async () => {
  const results = await eslint.lintFiles(['server', 'domain']);
  const wrong = results.flatMap((r) =>
    r.messages
      .filter((m) => m.ruleId === 'no-restricted-imports')
      .map((m) => `${path.relative(root, r.filePath)}: ${m.message}`),
  );
  expect(wrong).toEqual([]);
});
