/**
 * Stage 9, writeSite: every file of the site but the pages (written as they are rendered) and
 * the search index: the browser bundle, images, mermaid, the static folder, the sidebar files
 * (sidebar.json, and sidebar-<version>.json for each version but the last), route-manifest.json,
 * the redirect pages, sitemap.xml and robots.txt. Then writeMarkdownFiles adds the Markdown twins with llms.txt and
 * llms-full.txt, writeSearchIndexes the indexes and their manifest, and the output is committed.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { SEARCH_MANIFEST_FILE, type PageData, type PageUrls } from '../../theme/types.js';
import { withBaseUrl } from '../../theme/url.js';
import type { PreparedSite, PreparedVersion } from '../prepared-site.js';
import { sidebarFileOf } from '../versions/version-pages.js';
import type { ClientBundle } from './bundle.js';
import { FILES_AT_ONCE, inBatches, type Output } from './write-output.js';
import { copyMermaid } from './mermaid-files.js';
import { robotsTxt, sitemapXml } from './seo-files.js';
import { CATALOG_FILE, mcpCatalog } from '../mcp/server-card.js';
import { searchManifestJson, type SearchIndexOutput } from './search-index-file.js';
import { routeManifest } from './route-manifest.js';
import { redirectPageHtml } from './client-redirects.js';
import { siteMarkdownFiles } from '../twins/site-files.js';

export interface SiteDataFiles {
  /** Each version's sidebar file (sidebar.json for the last version) and its content. */
  sidebars: { path: string; json: string; url: string }[];
  manifestJson: string;
  /** The version a page's runtime takes its sidebars from: its own, or the last version's for pages of none. */
  versionOf(page: PageData): PreparedVersion;
  /** The URLs a page's root element names. */
  urlsOf(page: PageData): PageUrls;
}

/**
 * The sidebar files and route-manifest.json, and their URLs, versioned by their content so no cache can pair an old one
 * with a new page.
 */
export function siteDataFiles(site: PreparedSite, client: ClientBundle): SiteDataFiles {
  const { config } = site;
  const version = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 10);
  const sidebars = site.versions.map((v) => {
    const file = sidebarFileOf(v.plan);
    const json = JSON.stringify(v.sidebars);
    return { path: file, json, url: withBaseUrl(config, `/${encodeURIComponent(file)}?v=${version(json)}`) };
  });
  const manifestJson = JSON.stringify(
    routeManifest(
      client,
      config,
      site.site.versions,
      site.pages.map((p) => p.data.route),
    ),
  );
  const manifest = withBaseUrl(config, `/route-manifest.json?v=${version(manifestJson)}`);
  const byName = new Map(site.versions.map((v, i) => [v.plan.name, i]));
  const last = site.versions.findIndex((v) => v.plan.isLast);
  const indexOf = (page: PageData) => (page.version === null ? last : (byName.get(page.version) ?? last));
  return {
    sidebars,
    manifestJson,
    versionOf: (page) => site.versions[indexOf(page)],
    urlsOf: (page) => ({ sidebar: sidebars[indexOf(page)].url, manifest }),
  };
}

export async function writeSite(options: {
  site: PreparedSite;
  client: ClientBundle;
  files: SiteDataFiles;
  output: Output;
}): Promise<void> {
  const { site, client, files, output } = options;
  await inBatches(client.files, FILES_AT_ONCE, (file) => output.copy(path.join(client.dir, file), file));
  await inBatches([...site.images].sort(), FILES_AT_ONCE, ([relPath, source]) => output.copy(source, relPath));
  if (site.pages.some((p) => p.data.hasMermaid)) await copyMermaid(output);
  await output.copyDir(site.staticDir, '');
  for (const sidebar of files.sidebars) await output.write(sidebar.path, sidebar.json);
  await output.write('route-manifest.json', files.manifestJson);
  for (const redirect of site.redirects)
    await output.write(redirect.file, redirectPageHtml(redirect, site.config, site.messages));
  for (const file of site.files) await output.write(file.path, file.contents);
  // One sitemap and robots.txt, at the site's root: the default locale's (its sitemap lists every locale).
  if (site.locale.isDefault) {
    await output.write(
      'sitemap.xml',
      sitemapXml(
        site.config,
        site.pages.map((p) => p.data),
      ),
    );
    await output.write('robots.txt', robotsTxt(site.config));
  }
  if (site.config.llms.mcpUrl)
    await output.write(CATALOG_FILE, mcpCatalog({ mcpUrl: site.config.llms.mcpUrl, title: site.config.title }));
}

/**
 * The Markdown twins, llms.txt and llms-full.txt (cli/twins/site-files.ts); no page's HTML needs
 * them, so serve writes them after the reload. A twin the previous build wrote alike is kept.
 */
export async function writeMarkdownFiles(output: Output, site: PreparedSite): Promise<void> {
  await inBatches(siteMarkdownFiles(site), FILES_AT_ONCE, async (file) => {
    // The twins are keyed by their contents (Output.write without a key), as the sitemap is; llms.txt by what it lists.
    if (file.key === undefined) await output.write(file.path, file.contents);
    else if (!(await output.reuse(file.path, file.key))) await output.write(file.path, file.contents(), file.key);
  });
}

/**
 * The search indexes (one per docs version and locale) and the manifest that points at them: the last files
 * of a build. Every index file's path carries its content's hash (its folder's, or its own for a
 * documents file), so its path is its key: a file the previous build wrote is kept as it is.
 */
export async function writeSearchIndexes(
  output: Output,
  indexes: SearchIndexOutput[],
  lastVersion: string,
): Promise<void> {
  await inBatches(
    indexes.flatMap((index) => index.files),
    FILES_AT_ONCE,
    // write() keeps the previous build's file when the key matches.
    (file) => output.write(file.path, file.contents, file.path),
  );
  await output.write(SEARCH_MANIFEST_FILE, searchManifestJson(indexes, lastVersion));
}
