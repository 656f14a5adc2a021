/**
 * The storefront's catalogues (decision 59): `npm run i18n` extracts every text the code
 * writes through Lingui's macros into `app/locales/<lang>/messages.po` (dropping those no
 * longer used) and compiles the translated ones to `messages.ts`. English's own compiled
 * catalogue is removed: its texts are compiled into the scripts.
 *
 * `npm run check:i18n` (CI) does the same and fails when that changed any catalogue — a
 * message the code uses that is missing from the catalogues, or one the code no longer uses
 * — or when a Russian or Kyrgyz message has no translation. It names each.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { LANGUAGES, DEFAULT_LANGUAGE } from '#domain/languages.ts';

const LOCALES = path.resolve('app/locales');
const check = process.argv.includes('--check');
const po = formatter({ lineNumbers: false });

function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  for (const language of fs.readdirSync(LOCALES)) {
    for (const file of fs.readdirSync(path.join(LOCALES, language))) {
      const name = path.join(language, file);
      files.set(name, fs.readFileSync(path.join(LOCALES, name), 'utf8'));
    }
  }
  return files;
}

/** msgid → translation of one language's PO catalogue. */
async function messagesOf(text: string | undefined): Promise<Map<string, string>> {
  if (text === undefined) return new Map();
  const catalog = await po.parse(text, { locale: null, sourceLocale: DEFAULT_LANGUAGE, filename: '' });
  return new Map(Object.values(catalog).map((entry) => [entry.message ?? '', entry.translation ?? '']));
}

const lingui = (...args: string[]) =>
  execFileSync(process.execPath, [path.resolve('node_modules/@lingui/cli/dist/lingui.js'), ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });

const before = snapshot();
lingui('extract', '--clean');
lingui(
  'compile',
  '--typescript',
  '--output-prefix',
  '/* Compiled from messages.po by `npm run i18n`: edit the catalogue, not this file. */',
);
fs.rmSync(path.join(LOCALES, DEFAULT_LANGUAGE, 'messages.ts'), { force: true });
const after = snapshot();

const problems: string[] = [];
for (const language of LANGUAGES) {
  const file = path.join(language, 'messages.po');
  const [was, now] = [await messagesOf(before.get(file)), await messagesOf(after.get(file))];
  if (language === DEFAULT_LANGUAGE) {
    for (const id of now.keys()) if (!was.has(id)) problems.push(`not in the catalogues yet: "${id}"`);
    for (const id of was.keys()) if (!now.has(id)) problems.push(`no longer used by the code: "${id}"`);
    continue;
  }
  for (const [id, translation] of now) if (!translation) problems.push(`${language}: no translation of "${id}"`);
}
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (check && changed.length > 0 && problems.length === 0) {
  problems.push(`catalogues out of date (${changed.join(', ')}): run npm run i18n and commit them`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  if (check) process.exit(1);
} else {
  console.log(`Catalogues ${check ? 'up to date' : 'written'}: ${after.size} files.`);
}
