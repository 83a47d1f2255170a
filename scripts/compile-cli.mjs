// Compiles the CLI to plain JS at install time (npm "prepare"), so `npx hub-docs` starts
// without a TypeScript loader. Dependencies stay external; theme/ and runtime/ sources are
// bundled later, at site build time, by esbuild.
import { build } from 'esbuild';
import { chmod, rm } from 'node:fs/promises';

// No chunk of an earlier compile may stay behind (the compile cache is keyed on this folder's code).
await rm('dist/cli', { recursive: true, force: true });

await build({
  entryPoints: { main: 'cli/main.ts', 'compile-worker': 'cli/pipeline/compile-worker.ts', 'search-index-worker': 'cli/pipeline/search-index-worker.ts' },
  outdir: 'dist/cli',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Commands and the compiler are loaded on demand (cli/main.ts, compile-pool.ts): chunks of their own.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
});
await chmod('dist/cli/main.js', 0o755);
