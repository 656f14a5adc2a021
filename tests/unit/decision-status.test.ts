/**
 * Each record of docs/decisions/ says right under its title where it stands and the day it
 * was taken (the convention of decision 1), so a reader knows at once whether it still holds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const folder = 'docs/decisions';
// Decision 37's status is written with the record that supersedes it.
const pending = new Set(['0037-openapi-registry.md']);

it('gives every decision a Status and a Date right under its title', () => {
  const records = fs.readdirSync(folder).filter((name) => /^\d{4}-.*\.md$/.test(name) && !pending.has(name));
  expect(records.length).toBeGreaterThan(40);
  const wrong = records.filter((name) => {
    const text = fs.readFileSync(path.join(folder, name), 'utf8');
    const status = text.split('\n\n')[1] ?? '';
    return (
      !/^# \d+\. /.test(text) || !/^Status: (accepted|superseded by \d+)[^]*\bDate: \d{4}-\d{2}-\d{2}\./.test(status)
    );
  });
  expect(wrong).toEqual([]);
});
