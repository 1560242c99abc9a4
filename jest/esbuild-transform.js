// Jest's TypeScript (and ESM-only dependency) transform: esbuild, which tsx already brings, turns
// each file into CommonJS many times faster than ts-jest. It only strips types:
// `npm run typecheck` does the type checking. Nothing here needs hoisted `jest.mock` calls.
const crypto = require('node:crypto');
const path = require('node:path');
const { transformSync, version } = require('esbuild');

// A change to this file must invalidate Jest's cache of transformed files.
const OWN_SOURCE = require('node:fs').readFileSync(__filename);

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.cts': 'ts' };

module.exports = {
  process(sourceText, sourcePath, { supportsStaticESM }) {
    const { code, map } = transformSync(sourceText, {
      loader: LOADERS[path.extname(sourcePath)] ?? 'js',
      // ESM where Jest runs the file as a module: from Node 24.9, Jest's require() takes a dual
      // package's `module-sync` entry (msw/node), an .mjs file it runs as ESM.
      format: supportsStaticESM ? 'esm' : 'cjs',
      target: 'node20',
      jsx: 'automatic',
      // In CommonJS, import() becomes require(), as the app's lazy screens expect `default` to
      // be the component rather than the whole CommonJS module.
      supported: supportsStaticESM ? {} : { 'dynamic-import': false },
      sourcemap: 'external',
      sourcefile: sourcePath,
    });
    return { code, map };
  },
  getCacheKey(sourceText, sourcePath, { configString, supportsStaticESM }) {
    return crypto
      .createHash('sha256')
      .update(version)
      .update(OWN_SOURCE)
      .update(supportsStaticESM ? 'esm' : 'cjs')
      .update('\0')
      .update(sourcePath)
      .update('\0')
      .update(sourceText)
      .update('\0')
      .update(configString)
      .digest('hex');
  },
};
