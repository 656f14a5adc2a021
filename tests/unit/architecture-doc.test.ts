/**
 * docs/ARCHITECTURE.md names files and the functions in them: every named file must exist
 * and export what the page says it does, so the page cannot drift from the code unnoticed.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const doc = fs.readFileSync('docs/ARCHITECTURE.md', 'utf8');
const rulesTable = doc.slice(doc.indexOf('## Where each SPEC rule lives'), doc.indexOf('## How a request flows'));

/** An exported function, constant or type of that name, a service method (`async name(`), or a migration's SQL function. */
function definesName(source: string, name: string): boolean {
  return new RegExp(
    `export (?:async )?(?:function|const|class|interface|type) ${name}\\b|^\\s+(?:async )?${name}\\(|^CREATE FUNCTION ${name}\\(`,
    'm',
  ).test(source);
}

describe('docs/ARCHITECTURE.md', () => {
  it('names only files and folders that exist', () => {
    const paths = [...doc.matchAll(/`((?:app|domain|server|tests|scripts|tooling|docs)\/[\w./<>-]*)`/g)].map((m) =>
      m[1]!.replace(/\/$/, ''),
    );
    expect(paths.length).toBeGreaterThan(30);
    const missing = paths.filter((p) => !p.includes('<') && !fs.existsSync(p));
    expect(missing).toEqual([]);
  });

  it('names functions that the files of its rules table export', () => {
    const missing: string[] = [];
    for (const row of rulesTable.split('\n').filter((line) => line.startsWith('| ') && line.includes('.ts`'))) {
      const cell = row.split('|')[2]!;
      // "`domain/a.ts` `f`, `g`, `domain/b.ts` `h`": each name belongs to the file before it.
      let file: string | null = null;
      for (const [, token] of cell.matchAll(/`([^`]+)`/g)) {
        if (token!.includes('/')) file = token!;
        else if (file && !definesName(fs.readFileSync(file, 'utf8'), token!)) missing.push(`${file} ${token}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
