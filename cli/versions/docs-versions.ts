/**
 * resolveDocsVersions: which docs versions a build makes and where each one lives, as the
 * Docusaurus docs plugin decides it: "current" (the docs folder, unless
 * `includeCurrentVersion: false`) then the names of versions.json, newest first, narrowed by
 * `onlyIncludeVersions`; the last version (`lastVersion`, else the newest released one, else
 * "current") at the docs root, "current" at /next and every other version at /<name> (or the
 * `path` its `versions` entry gives); banners, badges and labels likewise. A site with no
 * versions.json has one version, "current", at the docs root: what it always had.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { HubDocsError } from '../errors.js';
import { normalizeRoute } from '../../theme/routes.js';
import { routeProblem } from '../../theme/clean-route.js';
import type { DocsVersion, ResolvedConfig } from '../../theme/types.js';
import { locate } from '../config/load-config.js';
import {
  CURRENT_VERSION,
  readVersionsFile,
  VERSIONS_FILE,
  versionDocsDir,
  versionLocation,
  versionSidebarsFile,
} from './versions-file.js';

/**
 * A version as the build sees it: what the browser is told (but its main page, known once its routes are, and its
 * search contexts) and where its files are.
 */
export interface VersionPlan extends Omit<DocsVersion, 'mainDoc' | 'searchContexts'> {
  /** Its pages ask search engines not to index them. */
  noIndex: boolean;
  docsDir: string;
  /**
   * Its sidebars: a sidebars file, generated from its folders, or none (a released version without a sidebars file, as
   * in Docusaurus).
   */
  sidebars: { file: string } | 'folders' | 'none';
}

export async function resolveDocsVersions(options: {
  config: ResolvedConfig;
  configFile: string;
  /** Where versions.json, versioned_docs/ and versioned_sidebars/ are. */
  siteDir: string;
  /** The current version's docs folder. */
  docsDir: string;
}): Promise<VersionPlan[]> {
  const { config, configFile, siteDir } = options;
  const versioning = config.build.versioning;
  const source = await readFile(configFile, 'utf8').catch(() => '');
  const fail = (message: string, field: string, hint: string) =>
    new HubDocsError(message, { location: locate(source, configFile, field), hint });

  const released = await readVersionsFile(siteDir);
  if (versioning.disableVersioning && !released)
    throw fail(
      'docs.disableVersioning is set, and the site has no versions.json: there is no versioning to disable',
      'disableVersioning',
      'remove disableVersioning',
    );
  const available = [...(versioning.disableVersioning ? [] : (released ?? []))];
  if (versioning.includeCurrentVersion && !available.includes(CURRENT_VERSION)) available.unshift(CURRENT_VERSION);
  if (available.length === 0) {
    throw fail(
      `the docs have no version to build: includeCurrentVersion is false and ${versioning.disableVersioning ? 'versioning is disabled' : `${VERSIONS_FILE} is missing or empty`}`,
      'includeCurrentVersion',
      `set includeCurrentVersion to true, or snapshot the docs with \`hub-docs version <name>\``,
    );
  }
  const known = `the versions are ${available.map((v) => `"${v}"`).join(', ')}`;
  if (versioning.lastVersion !== null && !available.includes(versioning.lastVersion))
    throw fail(
      `docs.lastVersion names the version "${versioning.lastVersion}", which the site does not have`,
      'lastVersion',
      known,
    );
  const unknownOptions = Object.keys(versioning.versions).filter((name) => !available.includes(name));
  if (unknownOptions.length)
    throw fail(
      `docs.versions has options for ${unknownOptions.map((v) => `"${v}"`).join(', ')}, which the site does not have`,
      'versions',
      known,
    );
  let names = available;
  const only = versioning.onlyIncludeVersions;
  if (only !== null) {
    if (only.length === 0)
      throw fail(
        'docs.onlyIncludeVersions is empty',
        'onlyIncludeVersions',
        'name at least one version, or remove onlyIncludeVersions',
      );
    const unknown = only.filter((name) => !available.includes(name));
    if (unknown.length)
      throw fail(
        `docs.onlyIncludeVersions names ${unknown.map((v) => `"${v}"`).join(', ')}, which the site does not have`,
        'onlyIncludeVersions',
        known,
      );
    if (versioning.lastVersion !== null && !only.includes(versioning.lastVersion))
      throw fail(
        `docs.lastVersion ("${versioning.lastVersion}") is not in docs.onlyIncludeVersions`,
        'lastVersion',
        'add it to onlyIncludeVersions, or choose another lastVersion',
      );
    // Docusaurus keeps the versions' own order, whatever the order of the list.
    names = available.filter((name) => only.includes(name));
  }
  const last = versioning.lastVersion ?? names.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;

  return names.map((name): VersionPlan => {
    const isCurrent = name === CURRENT_VERSION;
    const own = versioning.versions[name] ?? {};
    const docsDir = isCurrent ? options.docsDir : versionDocsDir(siteDir, name);
    if (!isCurrent && !existsSync(docsDir)) {
      throw new HubDocsError(
        `the docs folder of the version "${name}" does not exist: ${path.relative(siteDir, docsDir)}`,
        {
          location: versionLocation(siteDir, name),
          hint: `a released version's docs are a copy in that folder (Docusaurus needs it too; some projects' build scripts copy docs/ there first): restore it, remove "${name}" from ${VERSIONS_FILE}, or leave the version out with docs.onlyIncludeVersions`,
        },
      );
    }
    const sidebarsFile = isCurrent
      ? config.build.sidebarPath
        ? path.resolve(path.dirname(configFile), config.build.sidebarPath)
        : null
      : versionSidebarsFile(siteDir, name);
    const pathPart = own.path ?? (name === last ? '' : isCurrent ? 'next' : name);
    const versionPath = normalizeRoute(`${config.build.routeBasePath}/${pathPart}`);
    const problem = routeProblem(versionPath);
    // The config's paths are checked by its schema; a name from versions.json makes this one.
    if (problem)
      throw new HubDocsError(
        `the version "${name}" would be served at ${JSON.stringify(versionPath)}, which ${problem}`,
        {
          location: own.path !== undefined ? locate(source, configFile, 'path') : versionLocation(siteDir, name),
          hint: `give the version a \`path\` in docs.versions["${name}"], or rename it`,
        },
      );
    const index = (n: string) => names.indexOf(n);
    const defaultBanner = name === last ? null : index(name) < index(last) ? 'unreleased' : 'unmaintained';
    return {
      name,
      label: own.label ?? (isCurrent ? config.docs.versionLabel : name),
      path: versionPath,
      isLast: name === last,
      banner: own.banner === 'none' ? null : (own.banner ?? defaultBanner),
      // A site with one version shows no badge (Docusaurus issue 3362).
      badge: own.badge ?? names.length !== 1,
      className: own.className ?? `docs-version-${name}`,
      noIndex: own.noIndex ?? false,
      docsDir,
      sidebars:
        sidebarsFile === null ? 'folders' : isCurrent || existsSync(sidebarsFile) ? { file: sidebarsFile } : 'none',
    };
  });
}
