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

export async function scanVersions(options: {
  plans: VersionPlan[];
  siteDir: string;
  config: ResolvedConfig;
  includeDrafts: boolean;
  /** A missing docs folder is no docs (a site with a blog, as Docusaurus' `docs: false`). */
  docsOptional: boolean;
  /** What the scan reuses (BuildMode.scanStore): the cache is saved once every version is read. */
  store: { memory?: ScanMemory; cache?: ScanCache };
}): Promise<VersionSource[]> {
  const { siteDir, config, includeDrafts, store, docsOptional: optional } = options;
  const sources = await Promise.all(
    options.plans.map(async (plan): Promise<VersionSource> => {
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
      return { plan, scanned: resolveFrontMatterFacts(scannedFiles, facts), facts, definitions, sidebarsFile };
    }),
  );
  store.cache?.save();
  return sources;
}
