/**
 * First contact: `hub-docs init` makes a site that builds (a page with an image, a code block,
 * an admonition and a tab group, a sidebar category), writes no file that is already there, and
 * leaves a Docusaurus project alone; `build` in a folder with no site says so and points at init;
 * `--version` prints the package's version.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../cli/build.js';
import { snapshotDir } from '../helpers/site.js';
import { compiledCli } from '../helpers/compiled-cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const work = await mkdtemp(path.join(tmpdir(), 'hub-docs-init-'));
after(() => rm(work, { recursive: true, force: true }));

const cli = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [compiledCli(), ...args], {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      HUB_DOCS_CACHE_DIR: path.join(work, 'cache'),
      npm_config_user_agent: 'npm/11.0.0 node/v20.0.0 linux x64',
    },
  });

test('init makes a site that builds: config from the package, intro page with image, code, admonition and tabs, a category; scripts added to package.json, none replaced', async () => {
  const dir = path.join(work, 'acme');
  await mkdir(dir);
  await writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'acme-widgets', version: '1.0.0', scripts: { build: 'tsc' } }, null, 4),
  );
  const result = cli(work, 'init', 'acme');
  assert.equal(result.status, 0, result.stderr);
  // The next two commands, run from where init was.
  assert.match(result.stdout, /Next:\n {2}cd acme && npx hub-docs serve .*\n {2}cd acme && npx hub-docs build .*\n$/);
  assert.match(
    readFileSync(path.join(dir, 'site.config.ts'), 'utf8'),
    /^import \{ defineConfig \} from 'hub-docs';\n[^]*title: "Acme widgets docs"/,
  );
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  assert.deepEqual(manifest.scripts, { build: 'tsc', start: 'hub-docs serve' }, 'its own build script kept');
  assert.match(readFileSync(path.join(dir, 'package.json'), 'utf8'), /^\{\n {4}"name"/, 'its indentation kept');
  assert.match(result.stdout, /"build" script left as it is/);
  assert.deepEqual(
    readFileSync(path.join(dir, '.gitignore'), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#')),
    ['/build/', 'node_modules/'],
  );

  const outDir = path.join(dir, 'build');
  const built = await build({ configFile: path.join(dir, 'site.config.ts'), outDir, cache: false });
  assert.deepEqual(built.warnings, []);
  const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
  assert.match(home, /<title>Acme widgets docs<\/title>/);
  assert.match(home, /<img src="\/assets\/img\/layout-[0-9a-f]+\.svg" alt="How a page is laid out/);
  assert.match(home, /class="admonition admonition--tip"/);
  assert.match(home, /role="tab"[^>]*>npm<[^]*role="tab"[^>]*>pnpm</);
  assert.match(
    home,
    /class="token function">npm<\/span> <span class="token function">install<\/span> acme-widgets/,
    'the code block highlighted, installing the project',
  );
  assert.ok(existsSync(path.join(outDir, 'guides', 'write-a-page', 'index.html')));
  assert.match(
    await readFile(path.join(outDir, 'category', 'guides', 'index.html'), 'utf8'),
    /Write a page/,
    "the category's generated index lists its page",
  );
  assert.ok(existsSync(path.join(outDir, 'img', 'logo.svg')), 'static/ copied');
});

test('init prints the next commands for the package manager that ran it (pnpm exec: pnpm start, pnpm build)', async () => {
  const dir = path.join(work, 'with-pnpm');
  await mkdir(dir);
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'with-pnpm' }));
  const result = spawnSync(process.execPath, [compiledCli(), 'init'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, npm_config_user_agent: 'pnpm/12.4.2 npm/? node/v20.20.2 linux x64' },
  });
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /Next:\n {2}pnpm start +# preview[^\n]*\n {2}pnpm build +# the static site/);
});

test('init writes no file that is there: it names them and writes none', async () => {
  const dir = path.join(work, 'taken');
  await mkdir(path.join(dir, 'docs'), { recursive: true });
  await writeFile(path.join(dir, 'docs', 'intro.mdx'), '# Mine\n');
  const before = await snapshotDir(dir);
  const result = cli(dir, 'init');
  assert.equal(result.status, 1);
  assert.match(
    result.stderr,
    /already has docs\/intro\.mdx: hub-docs init writes no file that is there, so it wrote none/,
  );
  assert.deepEqual(await snapshotDir(dir), before);
});

test('init in a Docusaurus project says hub-docs builds it as it is, and writes nothing', async () => {
  const dir = path.join(work, 'docusaurus');
  await mkdir(dir);
  await writeFile(
    path.join(dir, 'docusaurus.config.js'),
    "module.exports = { title: 'D', url: 'https://d.example.com', baseUrl: '/' };\n",
  );
  const before = await snapshotDir(dir);
  const result = cli(dir, 'init');
  assert.equal(result.status, 0, result.stderr);
  assert.match(
    result.stdout,
    /holds a Docusaurus project \(docusaurus\.config\.js\): hub-docs builds it as it is[^]*npx hub-docs build/,
  );
  assert.deepEqual(await snapshotDir(dir), before);
});

test('build and serve in a folder with no site say there is no config, no Docusaurus config and no docs/, and suggest init', async () => {
  const empty = path.join(work, 'empty');
  await mkdir(empty);
  for (const command of ['build', 'serve']) {
    const result = cli(empty, command);
    assert.equal(result.status, 1);
    assert.match(
      result.stderr,
      /holds no site: no site\.config\.ts and no Docusaurus config \(docusaurus\.config\.\*\), and no docs\/ folder\n\s+hint: run "npx hub-docs init" to start a site here/,
    );
  }
  await mkdir(path.join(empty, 'docs'));
  const withDocs = cli(empty, 'build');
  assert.equal(withDocs.status, 1);
  assert.match(
    withDocs.stderr,
    /has a docs\/ folder but no site\.config\.ts and no Docusaurus config[^]*hint: add a site\.config\.ts beside docs\//,
  );
});

test('--version prints the version of the package', () => {
  const result = cli(work, '--version');
  assert.equal(result.status, 0);
  assert.equal(
    result.stdout,
    `${(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version}\n`,
  );
});
