/**
 * hub-docs as people get it: packed with `npm pack`, installed into a project of their own (npm's
 * hoisted node_modules, or pnpm's symlinked store), run through the project's
 * node_modules/.bin/hub-docs. Used by test/build/install.test.ts (npm, offline) and
 * scripts/check-pnpm-install.ts (pnpm, from the registry).
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cp, readdir, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOCUSAURUS_FIXTURE = path.join(ROOT, 'test', 'fixtures', 'docusaurus');

export interface Packed {
  /** Absolute path of the tarball. */
  tarball: string;
  /** Paths inside the package, as npm lists them. */
  files: string[];
  /** The tarball's size in bytes. */
  size: number;
}

/** `npm pack` of this repository into `dest` (its prepack compiles the CLI and emits the types). */
export function packHubDocs(dest: string): Packed {
  const result = spawnSync('npm', ['pack', '--json', '--pack-destination', dest], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(result.status, 0, `npm pack failed:\n${result.stderr}`);
  // Scripts (prepack) print before npm's JSON.
  const json = JSON.parse(result.stdout.slice(result.stdout.indexOf('[\n'))) as {
    filename: string;
    size: number;
    files: { path: string }[];
  }[];
  return { tarball: path.join(dest, json[0].filename), files: json[0].files.map((f) => f.path), size: json[0].size };
}

/** Runs the project's hub-docs as `npx hub-docs` would (its node_modules/.bin), with `env` added. */
export function hubDocs(project: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(path.join(project, 'node_modules', '.bin', 'hub-docs'), args, {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', ...env },
  });
}

/** Every file of a folder with its size and mtime: to show nothing was written into the installed package. */
async function listing(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries.map(
      async (e) =>
        `${path.relative(dir, path.join(e.parentPath, e.name))} ${e.isFile() ? (await stat(path.join(e.parentPath, e.name))).mtimeMs : 'dir'}`,
    ),
  ).then((l) => l.sort());
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Asserts the project's caches are in its node_modules/.cache/hub-docs (code cache included), none in hub-docs' folder.
 */
async function assertCachesInProject(project: string, packageBefore: string[], packageDir: string): Promise<void> {
  const cache = path.join(project, 'node_modules', '.cache', 'hub-docs');
  const kept = await readdir(cache);
  for (const part of ['code', 'config', 'renderers', 'client'])
    assert.ok(kept.includes(part), `${part}/ in ${cache}: ${kept.join(', ')}`);
  assert.deepEqual(await listing(packageDir), packageBefore, "nothing written into hub-docs' installed folder");
}

/**
 * In a project with hub-docs installed: `init` (its scripts added to package.json), `build` (a
 * mermaid diagram added: mermaid's files copied from wherever the installer put them), the
 * config's types checked by TypeScript, and `serve` (a page fetched, edited, fetched changed).
 */
export async function checkInitBuildServe(project: string): Promise<void> {
  const packageDir = await realpath(path.join(project, 'node_modules', 'hub-docs'));
  const packageBefore = await listing(packageDir);

  const init = hubDocs(project, ['init'], { npm_config_user_agent: 'npm/11.0.0 node/v20.0.0 linux x64' });
  assert.equal(init.status, 0, init.stderr);
  assert.match(init.stdout, /Next:\n {2}npm start .*\n {2}npm run build .*\n$/);
  const scripts = (
    JSON.parse(await readFile(path.join(project, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  assert.deepEqual(scripts, { start: 'hub-docs serve', build: 'hub-docs build' });

  await writeFile(
    path.join(project, 'docs', 'flow.mdx'),
    '---\ntitle: Flow\n---\n\n```mermaid\ngraph LR; Write --> Build --> Publish\n```\n',
  );
  const built = hubDocs(project, ['build']);
  assert.equal(built.status, 0, built.stderr);
  assert.match(built.stdout, /✓ built \d+ pages in .* → build \(/);
  const home = await readFile(path.join(project, 'build', 'index.html'), 'utf8');
  assert.match(home, /<title>Project docs<\/title>/);
  assert.match(home, /class="admonition admonition--tip"/);
  assert.ok(existsSync(path.join(project, 'build', 'guides', 'write-a-page', 'index.html')));
  const mermaid = (await readdir(path.join(project, 'build', 'assets'))).find((name) => name.startsWith('mermaid-'));
  assert.ok(
    mermaid && existsSync(path.join(project, 'build', 'assets', mermaid, 'mermaid.esm.min.mjs')),
    'mermaid copied',
  );
  await assertCachesInProject(project, packageBefore, packageDir);

  // The config's types come from the package: a wrong field is a type error (an unused @ts-expect-error would be one
  // too).
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const config = await readFile(path.join(project, 'site.config.ts'), 'utf8');
  await writeFile(
    path.join(project, 'mistyped.config.ts'),
    config.replace("  baseUrl: '/',", '  // @ts-expect-error: baseUrl is a string\n  baseUrl: 7,'),
  );
  const tsconfig = {
    compilerOptions: {
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      target: 'ES2022',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
    },
    files: ['site.config.ts', 'mistyped.config.ts'],
  };
  await writeFile(path.join(project, 'tsconfig.json'), JSON.stringify(tsconfig));
  const typed = spawnSync(process.execPath, [tsc, '-p', project], { encoding: 'utf8' });
  assert.equal(typed.status, 0, typed.stdout + typed.stderr);
  await rm(path.join(project, 'mistyped.config.ts'));

  const port = await freePort();
  const server = spawn(path.join(project, 'node_modules', '.bin', 'hub-docs'), ['serve', '--port', String(port)], {
    cwd: project,
    env: { ...process.env, CI: 'true' },
  });
  try {
    let output = '';
    const printed = (text: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => (output.includes(text) ? resolve() : undefined);
        server.stdout.on('data', (chunk: Buffer) => ((output += chunk.toString()), check()));
        server.once('exit', (code) =>
          reject(new Error(`serve exited (${code}) before printing "${text}":\n${output}`)),
        );
        check();
      });
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await printed(`http://127.0.0.1:${port}/`);
    const before = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    assert.match(before, /Welcome\. This page is/);
    const intro = path.join(project, 'docs', 'intro.mdx');
    await writeFile(intro, (await readFile(intro, 'utf8')).replace('Welcome.', 'Welcome, edited.'));
    await printed('✓ rebuilt');
    assert.match(await (await fetch(`http://127.0.0.1:${port}/`)).text(), /Welcome, edited\. This page is/);
  } finally {
    server.kill('SIGINT');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
  }
}

/**
 * A Docusaurus project (test/fixtures/docusaurus: its config, sidebars, a component with a CSS
 * module that imports React) with hub-docs installed in `project`: `hub-docs build` in its folder.
 */
export async function checkDocusaurusProject(project: string): Promise<void> {
  const packageDir = await realpath(path.join(project, 'node_modules', 'hub-docs'));
  const packageBefore = await listing(packageDir);
  await cp(DOCUSAURUS_FIXTURE, project, { recursive: true });
  const built = hubDocs(project, ['build']);
  assert.equal(built.status, 0, built.stderr);
  assert.match(built.stdout, /✓ built \d+ pages in/);
  const overview = await readFile(path.join(project, 'build', 'docs', 'api', 'overview', 'index.html'), 'utf8');
  // The component, rendered on the server with hub-docs' React (the project has none of its own).
  assert.match(overview, /The API is <span class="Badge_[^"]+">beta<\/span>\./);
  assert.ok(existsSync(path.join(project, 'build', 'docs', 'intro', 'index.html')));
  await assertCachesInProject(project, packageBefore, packageDir);
}
