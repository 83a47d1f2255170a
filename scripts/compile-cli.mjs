// Compiles the CLI to plain JS at install time (npm "prepare"), so `npx hub-docs` starts
// without a TypeScript loader. Dependencies stay external; theme/ and runtime/ sources are
// bundled later, at site build time, by esbuild.
import { build } from 'esbuild';
import { chmod } from 'node:fs/promises';

await build({
  entryPoints: { main: 'cli/main.ts', 'compile-worker': 'cli/pipeline/compile-worker.ts', 'search-index-worker': 'cli/pipeline/search-index-worker.ts' },
  outdir: 'dist/cli',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
});
await chmod('dist/cli/main.js', 0o755);
