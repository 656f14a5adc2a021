/**
 * ESLint rule `local/no-import-cycle`: no module imports, however indirectly, a module that
 * imports it. A cycle means neither module can be understood, tested, moved or split
 * without the other, and at run time one of them sees the other half-initialised.
 *
 * Every import counts: `import type` too (a type-only cycle ties the two files together
 * just the same), `import()` (it still loads the module) and `export … from`. Imports are
 * resolved with TypeScript's own resolver and tsconfig.json, as the type-check resolves
 * them; packages are leaves. (import-x/no-cycle skips type-only imports, so it lets such
 * a cycle through.)
 *
 * Each file's imports are read once per lint run (re-read when the file changes), so
 * finding the cycles of the whole project costs one pass over its import graph.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** tsconfig.json's compiler options and the imports read so far, per project root and options. */
const projects = new Map();

function project(cwd, leaveOut) {
  const key = JSON.stringify([cwd, leaveOut]);
  let found = projects.get(key);
  if (!found) {
    const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} };
    const parsed = ts.getParsedCommandLineOfConfigFile(path.join(cwd, 'tsconfig.json'), {}, host);
    const options = parsed?.options ?? {};
    const leftOut = leaveOut.map((folder) => path.join(cwd, folder, path.sep));
    found = { options, leftOut, cache: ts.createModuleResolutionCache(cwd, (name) => name, options), files: new Map() };
    projects.set(key, found);
  }
  return found;
}

/** The project file `specifier` names from `importer`, or null for a package, a left-out folder or nothing. */
function resolve(proj, specifier, importer) {
  const resolved = ts.resolveModuleName(specifier, importer, proj.options, ts.sys, proj.cache).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.endsWith('.d.ts')) return null;
  const file = path.normalize(resolved.resolvedFileName);
  return proj.leftOut.some((folder) => file.startsWith(folder)) ? null : file;
}

function resolveAll(proj, specifiers, importer) {
  const targets = specifiers.map((s) => resolve(proj, s, importer)).filter((t) => t !== null && t !== importer);
  return [...new Set(targets)];
}

/** The project files a file on disk imports (kept until the file changes). */
function importsOnDisk(proj, file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = proj.files.get(file);
  if (known && known.mtime === mtime) return known.targets;
  const specifiers = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);
  const targets = resolveAll(proj, specifiers, file);
  proj.files.set(file, { mtime, targets });
  return targets;
}

/**
 * The files that both reach `file` and are reached from it (its strongly connected
 * component, Tarjan's algorithm), walking from `file` with its imports as linted and every
 * other file's as on disk.
 */
function cycleMates(proj, file, ownTargets) {
  const edges = (f) => (f === file ? ownTargets : importsOnDisk(proj, f));
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  let mates = new Set();
  const visit = (v) => {
    index.set(v, index.size);
    low.set(v, index.get(v));
    stack.push(v);
    onStack.add(v);
    for (const w of edges(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component = new Set();
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.add(w);
      } while (w !== v);
      if (v === file) mates = component;
    }
  };
  visit(file);
  mates.delete(file);
  return mates;
}

/** The shortest way back from `from` to `file` through the cycle's files. */
function routeBack(proj, from, file, mates) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const v = queue.shift();
    for (const w of importsOnDisk(proj, v)) {
      if (cameFrom.has(w) || (w !== file && !mates.has(w))) continue;
      cameFrom.set(w, v);
      if (w === file) {
        const route = [];
        for (let at = w; at !== null; at = cameFrom.get(at)) route.unshift(at);
        return route;
      }
      queue.push(w);
    }
  }
  return [from, file];
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses an import that leads back, directly or not, to the importing module.' },
    // leaveOut: folders (from the project root) whose files count as packages, e.g. generated code.
    schema: [
      {
        type: 'object',
        properties: { leaveOut: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: 'Import cycle: {{route}}. Move what both sides need into a module both import, or turn one import around.',
    },
  },
  create(context) {
    const file = path.normalize(context.physicalFilename);
    if (!path.isAbsolute(file)) return {};
    const proj = project(context.cwd, context.options[0]?.leaveOut ?? []);
    const sources = [];
    const collect = (node) => {
      if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string')
        sources.push(node.source);
    };
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      'Program:exit'() {
        const targets = sources.map((source) => ({ source, target: resolve(proj, source.value, file) }));
        const ownTargets = [...new Set(targets.map((t) => t.target).filter((t) => t !== null && t !== file))];
        const mates = cycleMates(proj, file, ownTargets);
        if (mates.size === 0) return;
        const reported = new Set();
        for (const { source, target } of targets) {
          if (!mates.has(target) || reported.has(target)) continue;
          reported.add(target);
          const route = [file, ...routeBack(proj, target, file, mates)].map((f) => path.relative(context.cwd, f));
          context.report({ node: source, messageId: 'cycle', data: { route: route.join(' → ') } });
        }
      },
    };
  },
};

export default { meta: { name: 'local' }, rules: { 'no-import-cycle': rule } };
