// hub-docs installed with pnpm, in its strict layout: node_modules/hub-docs is a symlink into
// pnpm's store (node_modules/.pnpm/), where each package sees only the packages it declares, and
// nothing is hoisted (hoist: false). The same checks as test/build/install.test.ts' npm install:
// init, build, the config's types, serve with an edit, and a Docusaurus project's build.
//
// pnpm cannot install offline from npm's cache (its store is its own), so this script needs the
// npm registry: it is not part of `npm test`. Run it after changing how hub-docs finds its files
// or its dependencies:
//
//   node --import tsx scripts/check-pnpm-install.ts
//
// It packs hub-docs, runs pnpm (PNPM_VERSION, through npx) in two temp projects, and removes them.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readlink, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkDocusaurusProject, checkInitBuildServe, packHubDocs } from '../test/helpers/installed-site.js';

const PNPM_VERSION = process.env.PNPM_VERSION ?? '12.4.2';
const work = await mkdtemp(path.join(tmpdir(), 'hub-docs-pnpm-'));
const step = (text: string) => process.stdout.write(`${text}\n`);

async function pnpmProject(
  name: string,
  dependencyField: 'dependencies' | 'devDependencies',
  tarball: string,
): Promise<string> {
  const project = path.join(work, name);
  await mkdir(project);
  await writeFile(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'project', private: true, [dependencyField]: { 'hub-docs': `file:${tarball}` } }, null, 2),
  );
  // Strict: no hidden hoisting into node_modules/.pnpm/node_modules. esbuild's install script only
  // checks its binary (its platform package is installed either way): not being run is no error.
  await writeFile(path.join(project, 'pnpm-workspace.yaml'), 'hoist: false\nstrictDepBuilds: false\n');
  const installed = spawnSync('npx', ['--yes', `pnpm@${PNPM_VERSION}`, 'install'], { cwd: project, encoding: 'utf8' });
  if (installed.status !== 0)
    throw new Error(`pnpm install failed in ${project}:\n${installed.stdout}\n${installed.stderr}`);
  const link = await readlink(path.join(project, 'node_modules', 'hub-docs'));
  if (!link.includes('.pnpm')) throw new Error(`node_modules/hub-docs is not a link into pnpm's store: ${link}`);
  if (
    existsSync(path.join(project, 'node_modules', 'react')) ||
    existsSync(path.join(project, 'node_modules', '.pnpm', 'node_modules'))
  )
    throw new Error('the layout is not strict: packages are hoisted');
  step(`  pnpm ${PNPM_VERSION}: node_modules/hub-docs → ${link}`);
  return project;
}

try {
  step('npm pack');
  const packed = packHubDocs(work);
  step(
    `  ${path.basename(packed.tarball)}: ${packed.files.length} files, ${(packed.size / 1024 / 1024).toFixed(2)} MB`,
  );
  step('a new site: pnpm install, init, build, types, serve with an edit');
  await checkInitBuildServe(await pnpmProject('new-site', 'dependencies', packed.tarball));
  step('  ✓');
  step('a Docusaurus project: pnpm install, build');
  await checkDocusaurusProject(await pnpmProject('docusaurus-site', 'devDependencies', packed.tarball));
  step('  ✓');
  step('✓ hub-docs works installed with pnpm (strict layout)');
} catch (error) {
  process.stderr.write(`✗ ${(error as Error).stack ?? error}\n`);
  process.exitCode = 1;
} finally {
  await rm(work, { recursive: true, force: true });
}
