// Compiles the CLI to plain JS at install time (npm "prepare"), so `npx hub-docs` starts
// without a TypeScript loader. theme/ and runtime/ sources are bundled later, at site build
// time, by esbuild.
//
// Dependencies are bundled in, but for those listed in EXTERNAL: the MDX compiler alone is
// some 400 small ES modules, and Node resolving, reading and compiling them one by one took
// ~250 ms of every build's start (and of each compile worker's); one bundled file loads in ~100,
// and from its V8 code cache (cli/bundle-loader.ts) in ~15.
import { build } from 'esbuild';
import { chmod, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';

// No chunk of an earlier compile may stay behind (the compile cache is keyed on this folder's code).
await rm('dist/cli', { recursive: true, force: true });

/**
 * Left to Node: esbuild (a native binary), React (one copy, shared with the renderers bundled at
 * build time), lunr-languages (its Thai code requires packages it does not depend on) and what
 * only some commands load (serve's watcher, the OpenAPI parser). Prism and its languages are
 * bundled (cli/mdx/prism-languages.ts imports them in loadLanguages' order), and lunr: both
 * then load from the code cache.
 */
const EXTERNAL = [
  'esbuild',
  'esbuild/*',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'lunr-languages',
  'lunr-languages/*',
  'chokidar',
  '@apidevtools/swagger-parser',
  'tsx',
  'tsx/*',
];

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
      const naming =
        /\n {4}if \(typeof value\.type === 'string'\) \{\n[^]*?Object\.defineProperty\(visit, 'name', \{\n[^]*?\}\)\n {4}\}\n/;
      if (!naming.test(code)) {
        // Only speed is at stake: bundle the package as it is, and say so.
        console.warn(
          `scripts/compile-cli.mjs: ${args.path} no longer names its visitors as expected; bundled unchanged (update or drop the visit-without-names plugin)`,
        );
        return undefined;
      }
      return { contents: code.replace(naming, '\n'), loader: 'js' };
    });
  },
};

/**
 * commander requires node:child_process when it loads, for executable subcommands (hub-docs has
 * none): with the modules it pulls in (net, dgram, streams), ~5 ms of every run's start. The
 * bundled copy requires it when it spawns, the only use.
 */
const commanderWithoutChildProcess = {
  name: 'commander-without-child-process',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, async (args) => {
      const code = await readFile(args.path, 'utf8');
      const load = "const childProcess = require('node:child_process');";
      if (
        !code.includes(load) ||
        (code.match(/childProcess\.(\w+)/g) ?? []).some((use) => use !== 'childProcess.spawn')
      ) {
        console.warn(
          `scripts/compile-cli.mjs: ${args.path} no longer loads node:child_process as expected; bundled unchanged (update or drop the commander-without-child-process plugin)`,
        );
        return undefined;
      }
      return {
        contents: code.replace(
          load,
          "const childProcess = { spawn: (...args) => require('node:child_process').spawn(...args) };",
        ),
        loader: 'js',
      };
    });
  },
};

/**
 * Dynamic imports in the sources go through cli/import-module.ts; compiled, that is the import
 * the bundle loader hands in (code run from a V8 code cache cannot import by itself).
 */
const importFromLoader = {
  name: 'import-from-loader',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]cli[\\/]import-module\.ts$/ }, () => ({
      contents: 'export function importModule(specifier) { return __hubDocsImport(specifier); }',
      loader: 'js',
    }));
  },
};

/**
 * The MCP SDK (with its ajv, zod-to-json-schema and zod: ~1 MB) is only for `hub-docs mcp` and
 * serve's /mcp: cli/mcp/sdk.ts becomes a bundle of its own, dist/cli/mcp-sdk.bundle.cjs, which the
 * command line has the bundle loader run (from a code cache of its own) when one of them first
 * imports it. In the command line's bundle, every build read it and compiled it from the code
 * cache (~15 ms of a one-page rebuild) to use none of it.
 */
const mcpSdkApart = {
  name: 'mcp-sdk-apart',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]cli[\\/]mcp[\\/]sdk\.ts$/ }, async (args) => {
      // The names sdk.ts exports (`export { A, B } from`, `export * as z from`, `export const f =`; not its types).
      const source = await readFile(args.path, 'utf8');
      const exported = /^export (?:\{([^}]*)\} from|\* as (\w+) from|const (\w+) =)/gm;
      const names = [...source.matchAll(exported)].flatMap((m) =>
        m[1] ? m[1].split(',').map((name) => name.trim()) : [m[2] ?? m[3]],
      );
      const lines = names.map((name) => `export const ${name} = sdk.${name};`);
      return { contents: `const sdk = __hubDocsLoadBundle('mcp-sdk');\n${lines.join('\n')}\n`, loader: 'js' };
    });
  },
};

/**
 * Three CommonJS bundles (`<name>.bundle.cjs`), run by cli/bundle-loader.ts from a V8 code cache (see there): the
 * command line and the two worker threads' code. Commands and the compiler are loaded on demand
 * (cli/main.ts, compile-pool.ts): in one bundle they are wrapped so that their code runs only
 * when first imported, and the code cache makes their size cost little.
 */
await build({
  entryPoints: {
    'hub-docs.bundle': 'cli/main.ts',
    'compile-worker.bundle': 'cli/pipeline/compile-worker.ts',
    'search-index-worker.bundle': 'cli/pipeline/search-index-worker.ts',
  },
  outdir: 'dist/cli',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: EXTERNAL,
  // A package's ES module build where it has one (jsonc-parser's CommonJS build is UMD, which requires its files by
  // computed paths).
  mainFields: ['module', 'main'],
  // An import() of a package left to Node (swagger-parser, lunr-languages) becomes a require().
  supported: { 'dynamic-import': false },
  // The bundle loader passes the bundle's own URL in.
  define: { 'import.meta.url': '__hubDocsModuleUrl', 'import.meta.resolve': 'undefined' },
  jsx: 'automatic',
  plugins: [visitWithoutNames, commanderWithoutChildProcess, importFromLoader, mcpSdkApart],
  // Without the comments esbuild keeps, the bundles are ASCII (esbuild escapes every other
  // non-ASCII character): one "→" in a comment had V8 hold the 3.3 MB bundle as a two-byte string,
  // read in ~12 ms instead of ~2.5, at twice the memory. Names stay (stack traces name functions).
  minifyWhitespace: true,
  logLevel: 'warning',
});

// The MCP SDK's bundle (see mcpSdkApart), run by the loader as the others are (ASCII, CommonJS).
await build({
  entryPoints: ['cli/mcp/sdk.ts'],
  outfile: 'dist/cli/mcp-sdk.bundle.cjs',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  mainFields: ['module', 'main'],
  minifyWhitespace: true,
  logLevel: 'warning',
});

// The loader, and the files Node runs: the command line (the package's bin) and the workers'
// entries. CommonJS, as the bundles: an ES module entry had Node set up its ES module loader
// (and a facade per built-in module imported) before anything ran, ~8 ms of every run.
await build({
  entryPoints: ['cli/bundle-loader.ts'],
  outfile: 'dist/cli/bundle-loader.cjs',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  define: { 'import.meta.url': '__loaderUrl' },
  banner: { js: 'const __loaderUrl = require("node:url").pathToFileURL(__filename).href;' },
  logLevel: 'warning',
});
const entry = (bundle, task) => `require('./bundle-loader.cjs').runBundle(${JSON.stringify(bundle)}, ${task});\n`;
await writeFile('dist/cli/main.cjs', `#!/usr/bin/env node\n${entry('hub-docs', "process.argv[2] ?? ''")}`);
await writeFile('dist/cli/compile-worker.cjs', entry('compile-worker', "'compile'"));
await writeFile('dist/cli/search-index-worker.cjs', entry('search-index-worker', "'index'"));
await chmod('dist/cli/main.cjs', 0o755);

// The package's entry for sites (`import { defineConfig } from 'hub-docs'`, package.json's exports):
// an ES module with nothing of the CLI in it. Its types are emitted by scripts/emit-types.mjs (prepack).
await build({
  entryPoints: ['cli/config/define-config.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  platform: 'neutral',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});

// What this compile of hub-docs is (cli/pipeline/compiler-fingerprint.ts): a hash of every file
// it wrote, kept beside them, so a build reads 64 bytes instead of hashing ~3 MB of code.
const hash = createHash('sha256');
const compiled = (await readdir('dist/cli', { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile() && /\.c?js$/.test(e.name))
  .map((e) => path.relative('dist/cli', path.join(e.parentPath, e.name)).split(path.sep).join('/'));
for (const file of compiled.sort())
  hash
    .update(file)
    .update('\0')
    .update(await readFile(path.join('dist/cli', file)))
    .update('\0');
await writeFile('dist/cli/fingerprint', hash.digest('hex').slice(0, 16));
