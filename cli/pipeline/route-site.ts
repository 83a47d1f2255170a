/**
 * The routing stage: every page of every kind gets its route (docs of each version, the API
 * reference, the blog, the custom pages), the routes are checked against each other, and what
 * the browser knows of the site is made from them (client-site.ts).
 */
import type { GeneratedSource } from './compile-all.js';
import { checkBlogRoutes, blogRoutes } from '../blog/blog-source.js';
import { blogFileRoutes, blogSources } from '../blog/blog-pages.js';
import { addTranslationPaths } from '../locales/translated-docs.js';
import { scanSiteCustomPages, type SiteCustomPages } from '../pages/custom-pages.js';
import { routeVersions, type RoutedVersion } from '../versions/version-routes.js';
import { clientSite, type ClientSite } from './client-site.js';
import type { LoadedSite } from './load-site.js';
import type { ScannedSite } from './scan-site.js';

export interface RoutedSite {
  versions: RoutedVersion[];
  custom: SiteCustomPages;
  client: ClientSite;
  /** The blog's posts, compiled with the last version (their excerpts too, for the lists). */
  other: { sources: GeneratedSource[]; fileRoutes: [string, string][] };
  /** Absolute source file → route, over every page with a source. */
  sources: Map<string, string>;
  /** How many pages the compile stage compiles (or takes from its cache). */
  pageCount: number;
}

export function routeSite(site: LoadedSite, scanned: ScannedSite): RoutedSite {
  const { config, configFile, locale } = site;
  const { reference, blog } = scanned;
  const versions = routeVersions(scanned.versions, config, reference.pages);
  const docRoutes = versions.flatMap((v) => v.routes.docs.map((d): [string, string] => [d.route, d.doc.file]));
  checkBlogRoutes(blog, new Map([...reference.pages.map((p): [string, string] => [p.route, p.file]), ...docRoutes]));
  // A translation's links to pages, resolved in the locale's folder and in the docs folder (translated-docs.ts).
  for (const v of versions) addTranslationPaths(v.routes.byFile, v.routes.docs, v.plan.docsDir, locale, v.plan.name);
  const custom = scanSiteCustomPages(config, configFile, versions, reference.pages);
  site.warnings.push(...custom.warnings);
  const otherRoutes = blogRoutes(blog);
  const client = clientSite({
    config,
    configFile,
    versions,
    reference: reference.pages,
    otherRoutes,
    custom: custom.pages,
    lenient: site.lenient,
  });
  const other = { sources: blogSources(blog, config), fileRoutes: blogFileRoutes(blog) };
  const customFiles = custom.pages.map((p): [string, string] => [p.file, p.route]);
  const sources = new Map([...versions.flatMap((v) => [...v.routes.byFile]), ...other.fileRoutes, ...customFiles]);
  const pageCount =
    versions.reduce((n, v) => n + v.routes.docs.length, 0) + reference.pages.length + other.sources.length;
  return { versions, custom, client, other, sources, pageCount };
}
