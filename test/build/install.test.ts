/**
 * hub-docs as a package people install (issue 29): packed once with `npm pack`, its file list
 * checked (no tests, bench, bundled docs or fixtures; everything the CLI reads at run time), then
 * installed with npm, offline, from the npm cache this repository's `npm install` filled
 * (test/helpers/offline-install.ts says why a lockfile is needed), into two projects outside
 * this repository: a new one (init, build, the config's types, serve with an edit) and a
 * Docusaurus project (build in its folder). Caches land in each project's node_modules/.cache,
 * and nothing is written into the installed package. pnpm's layout: scripts/check-pnpm-install.ts.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { esbuild } from '../../cli/esbuild.js';
import {
  checkDocusaurusProject,
  checkInitBuildServe,
  packHubDocs,
  ROOT,
  type Packed,
} from '../helpers/installed-site.js';
import { npmInstallOffline, writeOfflineLock } from '../helpers/offline-install.js';

/** npm's install of ~330 packages and three builds: minutes on a busy machine, more than the suite's per-test limit. */
const LONG = { timeout: 10 * 60_000 };
let work: string;
let packed: Packed;
before(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'hub-docs-install-'));
  packed = packHubDocs(work);
}, LONG);
after(() => rm(work, { recursive: true, force: true }));

test('the package holds the compiled CLI, its entry and types, theme/ and runtime/, and no tests, bench, docs or fixtures; under 1.5 MB', async () => {
  const files = packed.files;
  assert.ok(packed.size < 1.5 * 1024 * 1024, `${packed.size} bytes`);
  for (const needed of [
    'package.json',
    'README.md',
    'dist/cli/main.cjs',
    'dist/cli/hub-docs.bundle.cjs',
    'dist/cli/compile-worker.cjs',
    'dist/cli/fingerprint',
    'dist/index.js',
    'dist/index.d.ts',
    'runtime/entry.ts',
    'runtime/islands.tsx',
    'theme/App.tsx',
    'theme/styles.css',
  ]) {
    assert.ok(files.includes(needed), `${needed} is in the package`);
  }
  const unwanted = files.filter(
    (file) =>
      /^(test|bench|docs|api|static|scripts|\.ci)\//.test(file) ||
      /(^|\/)fixtures\//.test(file) ||
      /\.test\.tsx?$/.test(file) ||
      file === 'site.config.ts',
  );
  assert.deepEqual(unwanted, []);
  // The renderers are bundled at build time from cli/render/: every source file of hub-docs they are made of is in the
  // package.
  const result = await esbuild().build({
    entryPoints: ['cli/render/content-entry.tsx', 'cli/render/server-entry.tsx'],
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    packages: 'external',
    logLevel: 'silent',
  });
  const sources = Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules/'));
  assert.ok(sources.length > 20);
  assert.deepEqual(
    sources.filter((file) => !files.includes(file)),
    [],
    'source files the renderers need, missing from package.json "files"',
  );
});

test(
  'installed with npm (offline, from its cache): init, build, the config typed from the package, serve with an edit; caches in the project',
  LONG,
  async () => {
    const project = path.join(work, 'new-site');
    await mkdir(project);
    await writeFile(
      path.join(project, 'package.json'),
      JSON.stringify(
        { name: 'project', private: true, dependencies: { 'hub-docs': `file:../${path.basename(packed.tarball)}` } },
        null,
        2,
      ),
    );
    writeOfflineLock(project, `file:../${path.basename(packed.tarball)}`);
    npmInstallOffline(project);
    await checkInitBuildServe(project);
  },
);

test(
  'installed with npm in a Docusaurus project: hub-docs build in its folder builds it, its component rendered with hub-docs React; caches in the project',
  LONG,
  async () => {
    const project = path.join(work, 'docusaurus-site');
    await mkdir(project);
    await writeFile(
      path.join(project, 'package.json'),
      JSON.stringify(
        {
          name: 'docusaurus-site',
          private: true,
          devDependencies: { 'hub-docs': `file:../${path.basename(packed.tarball)}` },
        },
        null,
        2,
      ),
    );
    writeOfflineLock(project, `file:../${path.basename(packed.tarball)}`);
    // The same install as the first project's (npm would lay out the same tree from the same lockfile): copied, as a CI
    // cache restore would, to keep this test's time down.
    await cp(path.join(work, 'new-site', 'node_modules'), path.join(project, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
    });
    await rm(path.join(project, 'node_modules', '.cache'), { recursive: true, force: true });
    await checkDocusaurusProject(project);
  },
);
