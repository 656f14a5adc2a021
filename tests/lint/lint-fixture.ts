/**
 * Lints a file of tests/lint-fixtures/ with the project's own ESLint config as if it lived
 * at `pretendPath` (the fixtures are ignored by the normal lint run), and answers the
 * import-boundary messages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

export const root = path.resolve(import.meta.dirname, '../..');
export const fixtures = path.join(root, 'tests/lint-fixtures');
export const eslint = new ESLint({ cwd: root });

/** ESLint's own rule, and typescript-eslint's where an `import type` is let through. */
const IMPORT_RULES = new Set(['no-restricted-imports', '@typescript-eslint/no-restricted-imports']);

export async function boundaryErrors(fixture: string, pretendPath: string): Promise<string[]> {
  const code = readFileSync(path.join(fixtures, fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, pretendPath) });
  const unparsed = result!.messages.filter((m) => m.fatal || m.ruleId === null);
  if (unparsed.length > 0) throw new Error(`${fixture} did not lint: ${unparsed.map((m) => m.message).join('; ')}`);
  return result!.messages.filter((m) => IMPORT_RULES.has(m.ruleId!)).map((m) => m.message);
}
