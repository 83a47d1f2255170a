// Compiles the CLI to plain JS at install time (npm "prepare"), so `npx hub-docs` starts
// without a TypeScript loader. theme/ and runtime/ sources are bundled later, at site build
// time, by esbuild.
//
// Dependencies are bundled in, but for those listed in EXTERNAL: the MDX compiler alone is
// some 400 small ES modules, and Node resolving, reading and compiling them one by one took
// ~250 ms of every build's start (and of each compile worker's); one bundled file loads in ~100.
import { build } from 'esbuild';
import { chmod, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';

// No chunk of an earlier compile may stay behind (the compile cache is keyed on this folder's code).
await rm('dist/cli', { recursive: true, force: true });

/**
 * Left to Node: esbuild (a native binary), React (one copy, shared with the renderers bundled at
 * build time), packages that require their own files by computed paths (Prism's languages,
 * lunr-languages) or that only some commands load (serve's watcher, the OpenAPI parser).
 */
const EXTERNAL = ['esbuild', 'react', 'react/*', 'react-dom', 'react-dom/*', 'prismjs', 'prismjs/*', 'lunr', 'lunr-languages', 'lunr-languages/*', 'chokidar', '@apidevtools/swagger-parser', 'tsx', 'tsx/*'];

/**
 * unist-util-visit-parents names the function it makes for every node it walks ("node (heading)",
 * for stack traces): a defineProperty and a string per node, on the ~20 walks over every page's
 * trees (remark-gfm's, MDX's and hub-docs' own plugins), ~4 % of a page's compile. The bundled
 * copy leaves the names out; nothing else changes. A version of the package without that code
 * is bundled as it is, with a warning, so the patch is looked at again.
 */
const visitWithoutNames = {
  name: 'visit-without-names',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/ }, async (args) => {
      const code = await readFile(args.path, 'utf8');
      const naming = /\n {4}if \(typeof value\.type === 'string'\) \{\n[^]*?Object\.defineProperty\(visit, 'name', \{\n[^]*?\}\)\n {4}\}\n/;
      if (!naming.test(code)) {
        // Only speed is at stake: bundle the package as it is, and say so.
        console.warn(`scripts/compile-cli.mjs: ${args.path} no longer names its visitors as expected; bundled unchanged (update or drop the visit-without-names plugin)`);
        return undefined;
      }
      return { contents: code.replace(naming, '\n'), loader: 'js' };
    });
  },
};

await build({
  entryPoints: { main: 'cli/main.ts', 'compile-worker': 'cli/pipeline/compile-worker.ts', 'search-index-worker': 'cli/pipeline/search-index-worker.ts' },
  outdir: 'dist/cli',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  // A package's ES module build where it has one (jsonc-parser's CommonJS build is UMD, which requires its files by computed paths).
  mainFields: ['module', 'main'],
  // Commands and the compiler are loaded on demand (cli/main.ts, compile-pool.ts): chunks of their own.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  // CommonJS dependencies bundled into ES modules call require(): it is Node's own.
  banner: { js: "#!/usr/bin/env node\nimport { createRequire as __hubDocsCreateRequire } from 'node:module';\nconst require = __hubDocsCreateRequire(import.meta.url);" },
  plugins: [visitWithoutNames],
  logLevel: 'warning',
});
await chmod('dist/cli/main.js', 0o755);

// What this compile of hub-docs is (cli/pipeline/compiler-fingerprint.ts): a hash of every file
// it wrote, kept beside them, so a build reads 64 bytes instead of hashing ~3 MB of code.
const hash = createHash('sha256');
const compiled = (await readdir('dist/cli', { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && e.name.endsWith('.js')).map((e) => path.relative('dist/cli', path.join(e.parentPath, e.name)).split(path.sep).join('/'));
for (const file of compiled.sort()) hash.update(file).update('\0').update(await readFile(path.join('dist/cli', file))).update('\0');
await writeFile('dist/cli/fingerprint', hash.digest('hex').slice(0, 16));
