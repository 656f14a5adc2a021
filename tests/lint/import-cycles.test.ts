/**
 * `npm run lint` refuses an import cycle (local/no-import-cycle, tooling/no-import-cycle.js).
 * The fixtures of tests/lint-fixtures/cycle/ are linted where they are, since a cycle is
 * made of files that exist; the normal lint run leaves that folder out.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';
import { fixtures, root } from './lint-fixture';

const eslint = new ESLint({ cwd: root, ignore: false });

async function cycleErrors(fixture: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(fixtures, 'cycle', fixture)]);
  return result!.messages.filter((m) => m.ruleId === 'local/no-import-cycle').map((m) => `${m.line}: ${m.message}`);
}

it('refuses each side of a cycle, naming the way round', async () => {
  expect(await cycleErrors('order-total.ts')).toEqual([
    expect.stringContaining(
      '4: Import cycle: tests/lint-fixtures/cycle/order-total.ts → tests/lint-fixtures/cycle/order-lines.ts → tests/lint-fixtures/cycle/order-total.ts.',
    ),
  ]);
});

it('counts a type-only import as part of a cycle', async () => {
  expect(await cycleErrors('order-lines.ts')).toEqual([
    expect.stringContaining(
      '2: Import cycle: tests/lint-fixtures/cycle/order-lines.ts → tests/lint-fixtures/cycle/order-total.ts → tests/lint-fixtures/cycle/order-lines.ts.',
    ),
  ]);
});

it('accepts a file that imports a module of a cycle without being in it', async () => {
  expect(await cycleErrors('right-way.ts')).toEqual([]);
});
