/**
 * `npm run lint` refuses wrong-way imports between the layers (eslint.config.js,
 * serverLayers). Each file under tests/lint-fixtures/ is linted with the real config as if
 * it lived at the same path without that prefix.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'tests', 'lint-fixtures');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The import errors lint reports for the fixture at `fixture`, linted at its mirrored path. */
async function importErrors(fixture: string): Promise<string[]> {
  const code = await fs.readFile(path.join(fixtures, fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, fixture) });
  const fatal = result!.messages.filter((m) => m.fatal || m.ruleId === null);
  expect(fatal).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

it('keeps the fixtures out of the normal lint run', async () => {
  expect(await eslint.isPathIgnored(path.join(fixtures, 'server/api/imports-db.ts'))).toBe(true);
});

it.each([
  ['server/api/imports-db.ts', 'The API reaches the database only through services'],
  ['server/api/imports-db-type.ts', 'The API reaches the database only through services'],
  ['server/services/imports-api.ts', 'Services never import the API'],
  ['server/db/imports-services.ts', 'The database layer imports neither services nor the API'],
  ['server/http/imports-app.ts', 'server/ never imports app/'],
  ['server/imports-app.ts', 'server/ never imports app/'],
  ['domain/imports-server.ts', 'domain/ holds pure rules: it imports nothing from app/ or server/.'],
  ['domain/imports-app.ts', 'domain/ holds pure rules: it imports nothing from app/ or server/.'],
])('refuses the wrong-way import in %s', async (fixture, reason) => {
  const errors = await importErrors(fixture);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain(reason);
});

it('lets the API use services, shared HTTP helpers and domain rules', async () => {
  expect(await importErrors('server/api/right-way.ts')).toEqual([]);
});

it('finds no wrong-way import in the real code', async () => {
  const results = await eslint.lintFiles(['server', 'domain']);
  const wrong = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => `${path.relative(root, r.filePath)}: ${m.message}`));
  expect(wrong).toEqual([]);
});
