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
 */
import { type PluginObj, transformAsync, types as t } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:react|core)\/macro['"]/;

/** A string message, compiled, as a literal: `["Hi ", ["name"]]`. */
function compiledLiteral(message: string): t.Expression {
  return t.valueToNode(compileMessage(message));
}

/**
 * The descriptors the macro writes: `{ id: "…", message: "…" }` objects (`t`, `msg`,
 * `plural`) and `<Trans id="…" message="…">` elements.
 */
const compileEnglishMessages = (): PluginObj => ({
  visitor: {
    ObjectProperty(path) {
      const { key, value } = path.node;
      if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
      const siblings = (path.parent as t.ObjectExpression).properties;
      if (!siblings.some((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }))) return;
      path.get('value').replaceWith(compiledLiteral(value.value));
    },
    JSXAttribute(path) {
      const { name, value } = path.node;
      if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
      path.get('value').replaceWith(t.jsxExpressionContainer(compiledLiteral(value.value)));
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

export function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const described = await babel(code, file, [[linguiMacro, { stripMessageField: false }]]);
      // The second pass's map leads through the first's back to the source.
      const compiled = await babel(described.code!, file, [compileEnglishMessages], described.map ?? undefined);
      return { code: compiled.code!, map: compiled.map };
    },
  };
}
