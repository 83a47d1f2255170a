// Emits the types of the package's public entry (`import { defineConfig } from 'hub-docs'`) into
// dist/types/, and dist/index.d.ts re-exporting them (package.json's exports name it), when the
// package is packed (npm "prepack": a tarball, a publish, an install from git). TypeScript is a
// devDependency: a site gets .d.ts files, not the compiler. Only the config's types are public,
// and they need only zod's (a dependency) besides hub-docs' own files.
import ts from 'typescript';
import { rm, writeFile } from 'node:fs/promises';

const ENTRY = 'cli/config/define-config.ts';
await rm('dist/types', { recursive: true, force: true });
const program = ts.createProgram([ENTRY], {
  declaration: true,
  emitDeclarationOnly: true,
  outDir: 'dist/types',
  rootDir: '.',
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
  strict: true,
  skipLibCheck: true,
  types: [],
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
});
const emitted = program.emit();
const problems = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
if (problems.length > 0 || emitted.emitSkipped) {
  process.stderr.write(
    ts.formatDiagnostics(problems, {
      getCanonicalFileName: (f) => f,
      getCurrentDirectory: () => process.cwd(),
      getNewLine: () => '\n',
    }),
  );
  process.exit(1);
}
await writeFile(
  'dist/index.d.ts',
  `export { defineConfig, type SiteConfig } from './types/${ENTRY.replace(/\.ts$/, '.js')}';\n`,
);
