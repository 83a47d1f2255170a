/**
 * The scan stage: every version's docs read (front matter, categories, translations) and the
 * blog's posts, while the content renderers are bundled and the API reference is loaded.
 */
import type { BuildMode } from '../build-types.js';
import { loadBlog, type Blog } from '../blog/blog-source.js';
import { withFacts, type ApiReference } from '../openapi/api-reference.js';
import type { LoadedSite } from './load-site.js';
import { bundleRenderers, type Renderers } from './renderers.js';
import { scanVersions } from './scan-versions.js';
import { themeConstants } from './theme-constants.js';

export interface ScannedSite {
  versions: Awaited<ReturnType<typeof scanVersions>>;
  renderers: Renderers;
  /** The API reference, with the last version's facts in its text. */
  reference: ApiReference;
  /** The blog (Docusaurus' blog plugin), or null; drafts only in serve, as docs'. */
  blog: Blog | null;
}

export async function scanSite(site: LoadedSite, mode: BuildMode): Promise<ScannedSite> {
  const { plans, siteDir, config, configFile, docsOptional, locale } = site;
  const store = mode.scanStore();
  const [versions, renderers, loaded] = await Promise.all([
    scanVersions({ plans, siteDir, config, includeDrafts: mode.includeDrafts, store, docsOptional, locale }),
    bundleRenderers(themeConstants(config, plans.length)),
    mode.loadReference({ config, configFile }),
  ]);
  for (const version of versions) site.warnings.push(...version.scanned.warnings);
  // The API reference is built from today's spec, beside the last version's docs (its routes are at the root).
  const lastFacts = versions.find((v) => v.plan.isLast)!.facts;
  const reference = { ...loaded, pages: withFacts(loaded.pages, lastFacts) };
  const blog = loadBlog({ config, siteDir: site.configDir, includeDrafts: mode.includeDrafts });
  if (blog) site.warnings.push(...blog.warnings);
  return { versions, renderers, reference, blog };
}
