/**
 * Where a page's files go in the output folder: the one map from a route to its files (its HTML
 * document and its Markdown twin), and the one check every file a build writes passes (Output's
 * writers call insideFolder). Routes are checked with their source's file, line and column where
 * they are made (resolve-routes, tags, the config schema, the API reference); the checks here
 * stop anything that slipped past those, so no input can make a build write outside its output.
 */
import path from 'node:path';
import { routeProblem } from '../../theme/clean-route.js';
import { markdownTwinFile } from '../../theme/routes.js';
import { SEARCH_MANIFEST_FILE } from '../../theme/types.js';

/** The files of the page at `route`, relative to the output folder ("/" separators). */
export interface PageFiles {
  /**
   * Its HTML document: "route/index.html", or "route.html" with `trailingSlash: false`, as
   * Docusaurus writes them ("index.html" for "/", "404.html" for the 404 page).
   */
  html: string;
  /** Its Markdown twin (llmstxt.org): "route.md" ("index.md" for "/"). */
  twin: string;
}

/** A route that is not clean reached a writer: a bug of hub-docs, since each route is checked where it is made. */
function uncheckedRoute(route: string, problem: string): Error {
  return new Error(
    `hub-docs bug: the route ${JSON.stringify(route)} ${problem}, and was not refused where it was made`,
  );
}

/** The site's `trailingSlash` (UrlOptions): how its pages' HTML files are laid out. */
export type PageLayout = { trailingSlash?: boolean };

export function pageFiles(route: string, layout: PageLayout = {}): PageFiles {
  const problem = routeProblem(route);
  if (problem) throw uncheckedRoute(route, problem);
  const file = layout.trailingSlash === false ? `${route.slice(1)}.html` : `${route.slice(1)}/index.html`;
  const html = route === '/' ? 'index.html' : route === '/404' ? '404.html' : file;
  return { html, twin: markdownTwinFile(route) };
}

/** The HTML document of the page at `route` (pageFiles). */
export const pageHtmlFile = (route: string, layout: PageLayout = {}): string => pageFiles(route, layout).html;

/** The Markdown twin of the page at `route` (pageFiles). */
export const pageTwinFile = (route: string): string => pageFiles(route).twin;

/**
 * `relPath` (relative to `folder`) as an absolute path inside `folder`; an error if it is
 * absolute, has a "." or ".." segment or a backslash, or resolves anywhere else.
 */
export function insideFolder(folder: string, relPath: string): string {
  const parts = relPath.split(/[/\\]/);
  const bad =
    relPath === '' ||
    relPath.includes('\0') ||
    path.isAbsolute(relPath) ||
    path.win32.isAbsolute(relPath) ||
    parts.some((part) => part === '..' || part === '.' || part === '');
  const target = path.resolve(folder, relPath);
  if (bad || !target.startsWith(path.resolve(folder) + path.sep))
    throw new Error(
      `hub-docs refused to write ${JSON.stringify(relPath)}: it is not a path inside the output folder ${folder}`,
    );
  return target;
}

/**
 * The files the build writes at the output's root besides pages (write-site.ts, twins/site-files.ts):
 * a page's folder may not take one's name ("/sitemap.xml" would be a folder where the sitemap goes),
 * in any case of its letters.
 */
const ROOT_FILES = [
  '404.html',
  'index.md',
  'sitemap.xml',
  'robots.txt',
  'llms.txt',
  'llms-full.txt',
  'route-manifest.json',
  SEARCH_MANIFEST_FILE,
];

/** The site's own root file that the page at `route`, or a folder it is in, would collide with, or null. */
function siteFileTakenBy(route: string): string | null {
  const first = route.slice(1).split('/')[0].toLowerCase();
  // sidebar.json, and sidebar-<version>.json (versions/version-pages.ts).
  return ROOT_FILES.includes(first) || /^sidebar(-.*)?\.json$/.test(first) ? first : null;
}

/**
 * The pages' files claimed so far, in lower case (case-insensitive file systems: macOS, Windows),
 * to tell when a new page's files would land on another page's or on the site's own: "/Foo" and
 * "/foo" are one folder; "/a.md" (or "/a.md/x") is a folder where the twin of "/a" goes;
 * "/sitemap.xml/x" a folder where the sitemap goes; "/index"'s twin is the home page's.
 */
export class PageFileClaims {
  /** Route → the route that took it. */
  private readonly routes = new Map<string, string>();
  /** A page's Markdown twin as a route ("/a" → "/a.md") → that page's route. */
  private readonly twins = new Map<string, string>();
  /** Every folder a page's files are in ("/a/b" → "/a", "/a/b") → the first such page's route. */
  private readonly folders = new Map<string, string>();

  /**
   * What the page at `route` would collide with (`name`: how to name another page's route), or null, and then it is
   * claimed.
   */
  claim(route: string, name: (route: string) => string): { message: string; hint: string } | null {
    const lower = route.toLowerCase();
    const ancestors = lower
      .split('/')
      .slice(1)
      .map((_, i, segments) => '/' + segments.slice(0, i + 1).join('/'));
    const sameFolder = this.routes.get(lower);
    const siteFile = lower === '/index' ? 'index.md' : siteFileTakenBy(route);
    const twinOf = ancestors.map((folder) => this.twins.get(folder)).find((taken) => taken !== undefined);
    const folderOf = this.folders.get(lower + '.md');
    const rename = 'give the page a different `slug`, or rename its file';
    if (sameFolder !== undefined)
      return {
        message: `the routes ${name(sameFolder)} and ${route} differ only in case: on case-insensitive file systems (macOS, Windows) they are one folder`,
        hint: 'rename one of the files, or give one a different `slug`, so the routes differ in more than case',
      };
    if (siteFile === 'index.md')
      return {
        message: `the Markdown twin of the page ${route} would be index.md, the home page's twin`,
        hint: rename,
      };
    if (siteFile)
      return {
        message: `the page ${route} would be written in a folder named ${siteFile}, where the site's own file ${siteFile} goes`,
        hint: rename,
      };
    if (twinOf !== undefined)
      return {
        message: `the page ${route} would be written in a folder where the Markdown twin of ${name(twinOf)} goes`,
        hint: rename,
      };
    if (folderOf !== undefined)
      return {
        message: `the Markdown twin of ${route} would be a file where the folder of ${name(folderOf)} goes`,
        hint: rename,
      };
    this.routes.set(lower, route);
    if (route !== '/') this.twins.set(lower + '.md', route);
    for (const folder of ancestors) if (!this.folders.has(folder)) this.folders.set(folder, route);
    return null;
  }
}
