/**
 * Installs a packed hub-docs into a project with npm, offline, from the npm cache that this
 * repository's `npm install` filled. npm (11) resolves every dependency of a package it installs
 * without a lockfile from the registry's full metadata documents, which an install from this
 * repository's package-lock.json never fetched (it only fetched tarballs), so `npm install
 * --offline hub-docs.tgz` fails with ENOTCACHED. The project therefore gets a lockfile made from
 * this repository's: hub-docs' runtime dependencies at the versions (and integrity) npm installed
 * here, laid out as npm hoists them; npm then takes every tarball from its cache by integrity.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dev?: boolean;
  [key: string]: unknown;
}

/** The registry URL of a package's tarball, as npm writes it in a lockfile. */
function tarballUrl(name: string, version: string, registry: string): string {
  return `${registry.replace(/\/$/, '')}/${name}/-/${name.split('/').pop()}-${version}.tgz`;
}

/** The package name a lockfile key (`node_modules/a/node_modules/@s/b`) installs. */
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * Writes `projectDir`'s package-lock.json for its package.json plus hub-docs from `tarball` (a
 * path relative to the project, as package.json's `file:` spec has it).
 */
export function writeOfflineLock(projectDir: string, tarballSpec: string): void {
  const project = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as {
    name: string;
    version?: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const own = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
    bin: Record<string, string>;
    engines: Record<string, string>;
    license: string;
  };
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const registry = process.env.npm_config_registry || 'https://registry.npmjs.org/';
  const tarball = path.resolve(projectDir, tarballSpec.replace(/^file:/, ''));
  const packages: Record<string, LockEntry> = {
    '': {
      name: project.name,
      version: project.version ?? '0.0.0',
      dependencies: project.dependencies,
      devDependencies: project.devDependencies,
    },
    'node_modules/hub-docs': {
      version: own.version,
      resolved: tarballSpec,
      integrity: `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`,
      license: own.license,
      dependencies: own.dependencies,
      bin: own.bin,
      engines: own.engines,
      ...(project.devDependencies?.['hub-docs'] ? { dev: true } : {}),
    },
  };
  const dev = Boolean(project.devDependencies?.['hub-docs']);
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (key === '' || entry.dev || !key.startsWith('node_modules/')) continue;
    packages[key] = {
      ...entry,
      resolved: entry.resolved ?? tarballUrl(nameOf(key), entry.version!, registry),
      ...(dev ? { dev: true } : {}),
    };
  }
  writeFileSync(
    path.join(projectDir, 'package-lock.json'),
    JSON.stringify(
      { name: project.name, version: project.version ?? '0.0.0', lockfileVersion: 3, requires: true, packages },
      null,
      2,
    ) + '\n',
  );
}

/**
 * `npm install --offline` in the project (its lockfile from writeOfflineLock); throws with npm's output when it fails.
 */
export function npmInstallOffline(projectDir: string): void {
  const result = spawnSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts=false'], {
    cwd: projectDir,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  if (result.status !== 0)
    throw new Error(
      `npm install --offline failed in ${projectDir} (is this repository's npm install done? its cache holds the tarballs):\n${result.stdout}\n${result.stderr}`,
    );
}
