/**
 * A locale's docs, as Docusaurus finds them: every page of the default locale's docs folder, each
 * taken from the locale's translation when one exists (the same path under
 * `i18n/<locale>/docusaurus-plugin-content-docs/current/` for the current docs,
 * `version-<name>/` for a released version), else the default locale's page itself, which
 * then shows the "not yet translated" notice. A translation with no page of the same path is not
 * a page (as in Docusaurus): it is reported, for it is likely a page renamed in the default locale.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { HubDocsError } from '../errors.js';
import { scanDocs, type DocFile, type ScannedDocs } from '../pipeline/scan-docs.js';
import type { ScanCache } from '../pipeline/scan-cache.js';
import type { ScanMemory } from '../pipeline/scan-docs.js';
import { CURRENT_VERSION } from '../versions/versions-file.js';
import type { LocalePlan } from './locale-plan.js';
import { readTranslationFile, type Messages } from './translation-files.js';

export const DOCS_PLUGIN_FOLDER = 'docusaurus-plugin-content-docs';

/** The folder of a docs version's translations in a locale. */
export function translatedDocsDir(locale: LocalePlan, versionName: string): string {
  return path.join(
    locale.folder,
    DOCS_PLUGIN_FOLDER,
    versionName === CURRENT_VERSION ? 'current' : `version-${versionName}`,
  );
}

/** A docs version's translated sidebar and version labels (current.json, version-<name>.json). */
export function versionMessages(locale: LocalePlan, versionName: string): Messages {
  // The default locale's too (Docusaurus reads i18n/<defaultLocale>/ as any locale's).
  return readTranslationFile(`${translatedDocsDir(locale, versionName)}.json`);
}

export interface TranslatedDocs {
  scanned: ScannedDocs;
  /** The default-locale files that stand in for a missing translation. */
  fallbacks: Set<string>;
  /** Translation file → its hash and the default-locale page it translates. */
  sourceOf: Map<string, Translation>;
}

export interface Translation {
  hash: string;
  source: DocFile;
}

export async function withTranslations(
  scanned: ScannedDocs,
  options: {
    locale: LocalePlan;
    versionName: string;
    siteDir: string;
    includeDrafts: boolean;
    exclude: string[];
    memory?: ScanMemory;
    cache?: ScanCache;
  },
): Promise<TranslatedDocs> {
  if (options.locale.isDefault) return { scanned, fallbacks: new Set(), sourceOf: new Map() };
  const dir = translatedDocsDir(options.locale, options.versionName);
  const translated = existsSync(dir) ? await scanTranslations(dir, options) : null;
  const byPath = new Map((translated?.pages ?? []).map((page) => [page.relPath, page]));
  const fallbacks = new Set<string>();
  const sourceOf = new Map<string, Translation>();
  const pages = scanned.pages.map((page) => {
    const translation = byPath.get(page.relPath);
    byPath.delete(page.relPath);
    if (!translation) {
      fallbacks.add(page.file);
      return page;
    }
    sourceOf.set(translation.file, { hash: translation.hash, source: page });
    return translation;
  });
  // A draft in the default locale is left out above; its translation is not an orphan.
  const orphans = [...byPath.values()].filter((page) => !existsSync(path.join(scanned.docsDir, page.relPath)));
  const warnings = [
    ...scanned.warnings,
    ...(translated?.warnings ?? []),
    ...orphans.map(
      (page) =>
        new HubDocsError(
          `the translation ${page.relPath} translates no page: ${scanned.docsDir} has no ${page.relPath}`,
          {
            location: { file: page.file },
            hint: "move it to the path of the page it translates (as in the default locale's docs folder), or delete it",
          },
        ),
    ),
  ];
  return { scanned: { ...scanned, pages, warnings }, fallbacks, sourceOf };
}

/** The translations folder's pages (a folder of partials only, or of none, has none). */
async function scanTranslations(
  dir: string,
  options: { siteDir: string; includeDrafts: boolean; exclude: string[]; memory?: ScanMemory; cache?: ScanCache },
): Promise<ScannedDocs | null> {
  try {
    return await scanDocs({
      docsDir: dir,
      siteDir: options.siteDir,
      includeDrafts: options.includeDrafts,
      exclude: options.exclude,
      memory: options.memory,
      cache: options.cache,
    });
  } catch (error) {
    if (error instanceof HubDocsError && error.message.startsWith('no pages found')) return null;
    throw error;
  }
}

/**
 * A translation links to pages as its original does (`../intro.md`, `/guide/setup.md`), and
 * Docusaurus resolves those in the locale's folder, then in the docs folder: every page is known
 * by both paths (its translation's, which may not exist, and its original's), so a link finds it
 * whichever file stands for it in this locale.
 */
export function addTranslationPaths(
  byFile: Map<string, string>,
  docs: { route: string; doc: DocFile }[],
  docsDir: string,
  locale: LocalePlan,
  versionName: string,
): void {
  if (locale.isDefault) return;
  const translated = translatedDocsDir(locale, versionName);
  for (const { route, doc } of docs) {
    const parts = doc.relPath.split('/');
    byFile.set(path.join(docsDir, ...parts), route);
    byFile.set(path.join(translated, ...parts), route);
  }
}
