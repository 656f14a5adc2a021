/**
 * Production builds number the messages (tooling/short-message-ids.ts): each id short and
 * unique, the same in the macros' descriptors and in the catalogues the server sends, and
 * Lingui's hash kept for a message the English catalogue does not hold yet.
 */
import fs from 'node:fs';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { linguiMacros } from '../../tooling/lingui-macro-plugin.ts';
import { shortId, shortIdsOf, withShortIds } from '../../tooling/short-message-ids.ts';
const ENGLISH = fs.readFileSync('app/locales/en/messages.po', 'utf8');

describe('short message ids', () => {
  it('numbers ids in one, then two characters, each distinct', () => {
    const ids = Array.from({ length: 62 * 62 + 62 + 5 }, (_, n) => shortId(n));
    expect(ids.slice(0, 3)).toEqual(['0', '1', '2']);
    expect(ids[61]).toBe('Z');
    expect(ids[62]).toBe('00');
    expect(ids[62 + 62 * 62]).toBe('000');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every message of the English catalogue an id of at most two characters', async () => {
    const ids = await shortIdsOf(ENGLISH);
    expect(ids.size).toBeGreaterThan(100);
    expect(new Set(ids.values()).size).toBe(ids.size);
    for (const [hash, id] of ids) {
      expect(hash).toHaveLength(6);
      expect(id.length).toBeLessThanOrEqual(2);
    }
  });

  it('renames the messages of a compiled catalogue module, keeping one it does not know', () => {
    const module = `/* x */import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(
      JSON.stringify({ abcDEF: ['Корзина'], zzzzzz: ['Новое «", \\ сообщение'] }),
    )});`;
    const renamed = withShortIds(module, new Map([['abcDEF', '7']]));
    const json = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(renamed)![1]!;
    expect(JSON.parse(JSON.parse(json) as string)).toEqual({ 7: ['Корзина'], zzzzzz: ['Новое «", \\ сообщение'] });
    expect(renamed.startsWith('/* x */import type')).toBe(true);
  });

  it('gives the macros and the Russian catalogue the same short id in a production build only', async () => {
    const compile = async (command: 'build' | 'serve', code: string, id: string) => {
      const plugin = linguiMacros();
      (plugin.configResolved as (c: unknown) => void)({ command, mode: 'production', root: process.cwd() });
      const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
      return (await transform.call({}, code, id))?.code;
    };
    const component = `import { useLingui } from '@lingui/react/macro';
export function Search() { const { t } = useLingui(); return t\`Search products\`; }`;
    const ids = await shortIdsOf(ENGLISH);
    const entries = await formatter().parse(ENGLISH, { locale: 'en', sourceLocale: 'en', filename: '' });
    const hash = Object.entries(entries).find(([, entry]) => entry.message === 'Search products')![0];
    const id = ids.get(hash)!;
    const built = await compile('build', component, `${process.cwd()}/app/features/x/search.tsx`);
    expect(built).toContain(`id: "${id}"`);
    expect(built).not.toContain(hash);
    const served = await compile('serve', component, `${process.cwd()}/app/features/x/search.tsx`);
    expect(served).toContain(`id: "${hash}"`);

    const catalogue = fs.readFileSync('app/locales/ru/messages.ts', 'utf8');
    const builtCatalogue = await compile('build', catalogue, `${process.cwd()}/app/locales/ru/messages.ts`);
    const json = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(builtCatalogue!)![1]!;
    const messages = JSON.parse(JSON.parse(json) as string) as Record<string, unknown>;
    expect(messages[id]).toEqual(['Поиск товаров']);
    expect(messages[hash]).toBeUndefined();
    expect(await compile('serve', catalogue, `${process.cwd()}/app/locales/ru/messages.ts`)).toBeUndefined();
  });
});
