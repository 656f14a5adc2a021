/**
 * Compiles Lingui's macros (`@lingui/react/macro`, `@lingui/core/macro`) in the storefront's
 * files for Vite and Vitest (decision 59). Babel runs only on a file that imports a macro,
 * before React Router's and Vite's own transforms, in two passes:
 *
 * 1. the macro turns each text into a descriptor, its id and its English message;
 * 2. each English message is compiled here, at build time, into the form Lingui's
 *    catalogues hold (`"Hi {name}"` → `["Hi ", ["name"]]`).
 *
 * Lingui uses a compiled message as it is, so an English page needs no catalogue and the
 * browser no message compiler: only Russian and Kyrgyz pages are sent theirs.
 *
 * A production build also gives every message its short id (tooling/short-message-ids.ts),
 * in the descriptors of the second pass and in the Russian and Kyrgyz catalogue modules.
 * The dev server and the tests keep Lingui's hashes: there a catalogue extracted while the
 * server runs would renumber messages under modules already compiled.
 */
import { type PluginObj, transformAsync, types as t } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { shortIdsOf, withShortIds } from './short-message-ids.ts';

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:react|core)\/macro['"]/;

/** A string message, compiled, as a literal: `["Hi ", ["name"]]`. */
function compiledLiteral(message: string): t.Expression {
  return t.valueToNode(compileMessage(message));
}

/** Lingui's id → the build's short id; none outside production builds. */
type ShortIds = ReadonlyMap<string, string> | undefined;

/**
 * The descriptors the macro writes: `{ id: "…", message: "…" }` objects (`t`, `msg`,
 * `plural`, `<Trans {...{ id, message }}>`) and `<Trans id="…" message="…">` elements.
 */
const compileEnglishMessages = (ids: ShortIds): PluginObj => ({
  visitor: {
    ObjectProperty(path) {
      const { key, value } = path.node;
      if (!t.isStringLiteral(value)) return;
      const siblings = (path.parent as t.ObjectExpression).properties;
      const has = (name: string) => siblings.some((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name }));
      if (t.isIdentifier(key, { name: 'message' }) && has('id')) {
        path.get('value').replaceWith(compiledLiteral(value.value));
      } else if (t.isIdentifier(key, { name: 'id' }) && has('message') && ids?.has(value.value)) {
        path.get('value').replaceWith(t.stringLiteral(ids.get(value.value)!));
      }
    },
    JSXAttribute(path) {
      const { name, value } = path.node;
      if (!t.isStringLiteral(value)) return;
      const siblings = (path.parent as t.JSXOpeningElement).attributes;
      const has = (attribute: string) =>
        siblings.some((a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: attribute }));
      if (t.isJSXIdentifier(name, { name: 'message' }) && has('id')) {
        path.get('value').replaceWith(t.jsxExpressionContainer(compiledLiteral(value.value)));
      } else if (t.isJSXIdentifier(name, { name: 'id' }) && has('message') && ids?.has(value.value)) {
        path.get('value').replaceWith(t.stringLiteral(ids.get(value.value)!));
      }
    },
  },
});

type BabelOptions = NonNullable<Parameters<typeof transformAsync>[1]>;

async function babel(
  code: string,
  file: string,
  plugins: BabelOptions['plugins'],
  inputSourceMap?: BabelOptions['inputSourceMap'],
) {
  const result = await transformAsync(code, {
    filename: file,
    inputSourceMap,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins,
  });
  if (!result?.code) throw new Error(`Lingui's macros could not be compiled in ${file}`);
  return result;
}

/** The Russian and Kyrgyz catalogues `lingui compile` writes (app/locales/<lang>/messages.ts). */
const CATALOGUE_MODULE = /\/app\/locales\/[a-z]+\/messages\.ts$/;

export function linguiMacros(): Plugin {
  let shortIds: Promise<ShortIds> = Promise.resolve(undefined);
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    configResolved(config) {
      if (config.command !== 'build' || config.mode !== 'production') return;
      const english = path.join(config.root, 'app/locales/en/messages.po');
      shortIds = fs.promises.readFile(english, 'utf8').then(shortIdsOf);
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (CATALOGUE_MODULE.test(file)) {
        const ids = await shortIds;
        return ids ? { code: withShortIds(code, ids), map: null } : null;
      }
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const described = await babel(code, file, [[linguiMacro, { stripMessageField: false }]]);
      // The second pass's map leads through the first's back to the source.
      const ids = await shortIds;
      const compiled = await babel(described.code!, file, [compileEnglishMessages(ids)], described.map ?? undefined);
      return { code: compiled.code!, map: compiled.map };
    },
  };
}
