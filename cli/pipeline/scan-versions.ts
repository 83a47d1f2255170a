/**
 * Stage 2 for every docs version: its files (front matter parsed, front-matter facts resolved),
 * its facts file and its sidebars file, each version read in parallel.
 */
import type { ResolvedConfig } from '../../theme/types.js';
import { loadFacts } from '../content/facts-file.js';
import type { VersionPlan } from '../versions/docs-versions.js';
import type { VersionSource } from '../versions/version-routes.js';
import { resolveFrontMatterFacts } from './front-matter-facts.js';
import { scanDocs, type ScanMemory } from './scan-docs.js';
import type { ScanCache } from './scan-cache.js';
import { loadSidebarsFile, type SidebarDefinitions } from './sidebars-file.js';
import type { LocalePlan } from '../locales/locale-plan.js';
import { versionMessages, withTranslations, type Translation } from '../locales/translated-docs.js';

export async function scanVersions(options: {
  plans: VersionPlan[];
  siteDir: string;
  config: ResolvedConfig;
  includeDrafts: boolean;
  /** A missing docs folder is no docs (a site with a blog, as Docusaurus' `docs: false`). */
  docsOptional: boolean;
  /** What the scan reuses (BuildMode.scanStore): the cache is saved once every version is read. */
  store: { memory?: ScanMemory; cache?: ScanCache };
  /** The locale built: another than the default takes its translations, else the default's pages (cli/locales/). */
  locale: LocalePlan;
}): Promise<(VersionSource & { sourceOf: Map<string, Translation> })[]> {
  const { siteDir, config, includeDrafts, store, docsOptional: optional, locale } = options;
  const sources = await Promise.all(
    options.plans.map(async (plan) => {
      const sidebarsFile = typeof plan.sidebars === 'object' ? plan.sidebars.file : undefined;
      const [scannedFiles, facts, definitions] = await Promise.all([
        scanDocs({ docsDir: plan.docsDir, siteDir, includeDrafts, exclude: config.build.exclude, optional, ...store }),
        loadFacts(plan.docsDir),
        sidebarsFile
          ? loadSidebarsFile(sidebarsFile, plan.path)
          : plan.sidebars === 'none'
            ? (new Map() as SidebarDefinitions)
            : null,
      ]);
      const translated = await withTranslations(scannedFiles, {
        locale,
        versionName: plan.name,
        siteDir,
        includeDrafts,
        exclude: config.build.exclude,
        ...store,
      });
      const messages = versionMessages(locale, plan.name);
      const localePlan = messages.has('version.label') ? { ...plan, label: messages.get('version.label')! } : plan;
      const translation =
        locale.isDefault && messages.size === 0 ? undefined : { messages, fallbacks: translated.fallbacks };
      return {
        plan: localePlan,
        scanned: resolveFrontMatterFacts(translated.scanned, facts),
        facts,
        definitions,
        sidebarsFile,
        translation,
        sourceOf: translated.sourceOf,
      };
    }),
  );
  store.cache?.save();
  return sources;
}
