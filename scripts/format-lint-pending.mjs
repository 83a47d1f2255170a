/**
 * Writes test/quality/format-lint-pending.txt: the files Biome would change or reports a lint error
 * in, and those with a comment line over 120 characters, which test/quality/format-lint.test.ts skips.
 * For the time the tree is being changed in parallel; once it is formatted (`npm run format`), the
 * list is emptied and this script is no longer needed.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const listFile = path.join(root, 'test/quality/format-lint-pending.txt');
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');
let out;
try {
  out = execFileSync(
    process.execPath,
    [biome, 'ci', '--colors=off', '--reporter=json', '--max-diagnostics=none', '.'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
} catch (error) {
  out = error.stdout ?? '';
}
const { diagnostics } = JSON.parse(out.slice(out.indexOf('{')));
const pending = new Set(
  diagnostics.filter((d) => d.severity === 'error' && d.location?.path).map((d) => d.location.path),
);
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'cli', 'theme', 'runtime', 'test', 'bench', 'scripts'],
  {
    cwd: root,
    encoding: 'utf8',
  },
).split('\n');
for (const file of files.filter((f) => /\.(ts|tsx|mjs|js|css)$/.test(f) && !f.startsWith('test/fixtures/'))) {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  if (lines.some((line) => line.length > 120 && /^\s*(\/\/|\/?\*)/.test(line))) pending.add(file);
}
const header = readFileSync(listFile, 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('#'));
writeFileSync(listFile, `${[...header, ...[...pending].sort()].join('\n')}\n`);
console.log(`${pending.size} files pending in ${path.relative(root, listFile)}`);
