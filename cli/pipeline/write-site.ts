/**
 * Stage 9, writeSite: every file of the site but the pages (written as they are rendered) and
 * the search index: the browser bundle, images, mermaid, the static folder, sidebar.json,
 * route-manifest.json, sitemap.xml and robots.txt. Then writeMarkdownFiles adds the Markdown
 * twins with llms.txt and llms-full.txt, writeSearchIndex the index and its manifest, and the
 * output is committed.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { SEARCH_MANIFEST_FILE, type PageUrls } from '../../theme/types.js';
import type { PreparedSite } from '../build.js';
import type { ClientBundle } from './bundle.js';
import type { Output } from './write-output.js';
import { copyMermaid } from './mermaid-files.js';
import { robotsTxt, sitemapXml } from './seo-files.js';
import { searchManifestJson, type SearchIndexOutput } from './search-index-file.js';
import { routeManifest } from './route-manifest.js';
import { siteMarkdownFiles } from '../twins/site-files.js';

export interface SiteDataFiles {
  urls: PageUrls;
  sidebarJson: string;
  manifestJson: string;
}

/** sidebar.json and route-manifest.json, and their URLs, versioned by their content so no cache can pair an old one with a new page. */
export function siteDataFiles(site: PreparedSite, client: ClientBundle): SiteDataFiles {
  const { baseUrl } = site.config;
  const sidebarJson = JSON.stringify(site.sidebar.sidebars);
  const manifestJson = JSON.stringify(routeManifest(client, baseUrl));
  const version = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 10);
  return { sidebarJson, manifestJson, urls: { sidebar: `${baseUrl}sidebar.json?v=${version(sidebarJson)}`, manifest: `${baseUrl}route-manifest.json?v=${version(manifestJson)}` } };
}

export async function writeSite(options: { site: PreparedSite; client: ClientBundle; files: SiteDataFiles; output: Output }): Promise<void> {
  const { site, client, files, output } = options;
  for (const file of client.files) await output.copy(path.join(client.dir, file), file);
  for (const [relPath, source] of [...site.images].sort()) await output.copy(source, relPath);
  if (site.pages.some((p) => p.data.hasMermaid)) await copyMermaid(output);
  await output.copyDir(site.staticDir, '');
  await output.write('sidebar.json', files.sidebarJson);
  await output.write('route-manifest.json', files.manifestJson);
  await output.write('sitemap.xml', sitemapXml(site.config, site.pages.map((p) => p.data)));
  await output.write('robots.txt', robotsTxt(site.config));
}

/** The Markdown twins, llms.txt and llms-full.txt (cli/twins/site-files.ts); no page's HTML needs them, so serve writes them after the reload. */
export async function writeMarkdownFiles(output: Output, site: PreparedSite): Promise<void> {
  for (const file of siteMarkdownFiles(site)) await output.write(file.path, file.contents);
}

/** The search index and the manifest that points at it: the last files of a build. */
export async function writeSearchIndex(output: Output, index: SearchIndexOutput): Promise<void> {
  for (const file of index.files) await output.write(file.path, file.contents);
  await output.write(SEARCH_MANIFEST_FILE, searchManifestJson([index]));
}
