/**
 * A built site as hub-docs mcp reads it: only the files `hub-docs build` (or serve) writes, each
 * read when a tool first needs it, so the server answers its first call without reading the site
 * (route-manifest.json for the versions, sidebar*.json for the page tree, each page's Markdown
 * twin `x.md`, llms.txt for descriptions, the HTML heads for what llms.txt lacks).
 */
import { readFile, readdir, stat, open } from 'node:fs/promises';
import path from 'node:path';
import leven from 'leven';
import { HubDocsError } from '../errors.js';
import { markdownTwinFile, normalizeRoute } from '../../theme/routes.js';
import { isExternal } from '../../theme/url.js';
import {
  SEARCH_MANIFEST_FILE,
  type DocsVersion,
  type RouteManifest,
  type SearchManifest,
  type SidebarItem,
  type Sidebars,
} from '../../theme/types.js';
import { sidebarFileOf } from '../versions/version-pages.js';
import { SEARCH_DIR } from '../pipeline/search-index-file.js';
import { readTwinEndpoint } from '../twins/api-components.js';

export const ROUTE_MANIFEST_FILE = 'route-manifest.json';
/** Folders of a built site that hold no pages. */
const NOT_PAGES = new Set(['assets', 'search-index', '.well-known']);
const HTTP_METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

/** A page of the sidebar tree, as list_pages gives it. */
export interface PageNode {
  title: string;
  /** The page's address (absolute), or a sidebar link's own. */
  url: string | null;
  /** Its Markdown twin's address: what get_page reads. */
  markdownUrl?: string;
  route?: string;
  description?: string;
  /** An API operation's HTTP method. */
  method?: string;
  items?: PageNode[];
}

export interface ApiOperation {
  operationId: string;
  summary: string;
  tag: string;
  method: string;
  /** The path template, or a webhook's name. */
  path: string;
  webhook: boolean;
  route: string;
  url: string;
  markdownUrl: string;
}

export interface TwinPage {
  route: string;
  title: string;
  url: string;
  markdownUrl: string;
  version: DocsVersion;
  markdown: string;
}

/** A tool's argument an assistant can correct: the message says what to do instead. */
export class ToolInputError extends Error {}

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name]!,
  );

export class BuiltSite {
  readonly dir: string;
  private manifest?: Promise<RouteManifest>;
  private base?: Promise<string>;
  private slash?: Promise<boolean>;
  private allRoutes?: Promise<string[]>;
  private llmsDescriptions?: Promise<Map<string, string>>;
  private readonly sidebarFiles = new Map<string, Promise<Sidebars>>();
  /** inLocale's sites, by folder. */
  private readonly localeSites = new Map<string, BuiltSite>();
  private operations?: Promise<ApiOperation[]>;

  constructor(outDir: string) {
    this.dir = path.resolve(outDir);
  }

  /** A site folder that `hub-docs build` wrote, else an error saying what to do. */
  static async open(outDir: string): Promise<BuiltSite> {
    const site = new BuiltSite(outDir);
    if (!(await exists(path.join(site.dir, ROUTE_MANIFEST_FILE)))) {
      throw new HubDocsError(`no built site in ${site.dir} (it has no ${ROUTE_MANIFEST_FILE})`, {
        hint: 'run `hub-docs build` first, or pass --out-dir with the folder it wrote',
      });
    }
    return site;
  }

  private routeManifest(): Promise<RouteManifest> {
    return (this.manifest ??= readJson<RouteManifest>(path.join(this.dir, ROUTE_MANIFEST_FILE)));
  }

  /** The docs versions, newest first. */
  async versions(): Promise<DocsVersion[]> {
    return (await this.routeManifest()).versions;
  }

  private searchManifest(): Promise<SearchManifest> {
    return readJson<SearchManifest>(path.join(this.dir, SEARCH_MANIFEST_FILE)).catch(
      () => ({ indexes: {} }) as SearchManifest,
    );
  }

  /** Each version's search languages (the locales a search can name). */
  async locales(): Promise<Record<string, string[]>> {
    const manifest = await this.searchManifest();
    return Object.fromEntries(
      Object.entries(manifest.indexes ?? {}).map(([version, languages]) => [version, Object.keys(languages)]),
    );
  }

  /**
   * The site of one locale of a site built in several: its folder (`fr/`, a site of its own with its route
   * manifest, sidebars and twins), found where the root's search manifest puts the locale's indexes. This site itself
   * for its default locale; an unknown locale is an error listing the known ones.
   */
  async inLocale(locale: string): Promise<BuiltSite> {
    const folders = new Map<string, string>();
    for (const languages of Object.values((await this.searchManifest()).indexes ?? {}))
      for (const [code, dir] of Object.entries(languages))
        if (!folders.has(code)) folders.set(code, dir.slice(0, Math.max(0, dir.indexOf(`${SEARCH_DIR}/`))));
    const folder = folders.get(locale);
    if (folder === undefined)
      throw new ToolInputError(
        `the site has no locale "${locale}"; its locales: ${[...folders.keys()].map((l) => `"${l}"`).join(', ') || 'none'}`,
      );
    if (folder === '') return this;
    let site = this.localeSites.get(folder);
    if (!site) this.localeSites.set(folder, (site = new BuiltSite(path.join(this.dir, folder))));
    return site;
  }

  /**
   * The version of that name (by name or label), else the last one; an unknown name is an error listing the known ones.
   */
  async version(name?: string): Promise<DocsVersion> {
    const versions = await this.versions();
    if (name === undefined) return versions.find((v) => v.isLast) ?? versions[0];
    const found = versions.find((v) => v.name === name || v.label === name);
    if (!found)
      throw new ToolInputError(
        `the site has no docs version "${name}"; its versions: ${versions.map((v) => `"${v.name}" (${v.label})`).join(', ')}`,
      );
    return found;
  }

  /**
   * The version a route belongs to: the one whose root is its longest prefix (the API reference is built with the last
   * version).
   */
  async versionOf(route: string): Promise<DocsVersion> {
    const versions = [...(await this.versions())].sort((a, b) => b.path.length - a.path.length);
    return versions.find((v) => v.path === '/' || route === v.path || route.startsWith(v.path + '/')) ?? versions[0];
  }

  async sidebars(version: DocsVersion): Promise<Sidebars> {
    const file = sidebarFileOf(version);
    let sidebars = this.sidebarFiles.get(file);
    if (!sidebars) {
      sidebars = readJson<Sidebars>(path.join(this.dir, file)).catch(() => ({}));
      this.sidebarFiles.set(file, sidebars);
    }
    return sidebars;
  }

  /**
   * The site's address with its base URL ("https://docs.example.com/"), from the Markdown twin
   * link in a page's head: twins' links and page URLs are made from it.
   */
  siteBase(): Promise<string> {
    return (this.base ??= (async () => {
      // The home page first: the sidebar (a large file on a large site) is read only for a site without one.
      const candidates = async function* (site: BuiltSite) {
        yield '/';
        yield* await site.firstSidebarRoutes();
      };
      for await (const route of candidates(this)) {
        const head = await this.htmlHead(route);
        const twin = head && /<link rel="alternate" type="text\/markdown" href="([^"]+)"/.exec(head)?.[1];
        if (twin) {
          const href = unescapeHtml(twin);
          const file = markdownTwinFile(route);
          if (href.endsWith(file)) return href.slice(0, -file.length);
        }
      }
      return '/';
    })());
  }

  private async firstSidebarRoutes(): Promise<string[]> {
    const sidebars = await this.sidebars(await this.version());
    const routes: string[] = [];
    const walk = (items: SidebarItem[]) => {
      for (const item of items) {
        if (routes.length >= 3) return;
        if (item.type === 'link' && !isExternal(item.href)) routes.push(item.href);
        if (item.type === 'category') {
          if (item.href) routes.push(item.href);
          walk(item.items);
        }
      }
    };
    for (const items of Object.values(sidebars)) walk(items);
    return routes;
  }

  /** The page's HTML up to the end of its head (the first 16 KiB hold it), or null when the route has no page. */
  private async htmlHead(route: string): Promise<string | null> {
    const file = this.fileOf(route, route === '/' ? 'index.html' : route.slice(1) + '/index.html');
    if (!file) return null;
    const handle = await open(file, 'r').catch(() => null);
    if (!handle) return null;
    try {
      const buffer = Buffer.alloc(16384);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      const html = buffer.subarray(0, bytesRead).toString('utf8');
      const end = html.indexOf('</head>');
      return end === -1 ? html : html.slice(0, end);
    } finally {
      await handle.close();
    }
  }

  /** A file of the site by its path relative to the site folder; null for a path that leaves it. */
  private fileOf(route: string, relative: string): string | null {
    if (route.split('/').some((segment) => segment === '..' || segment === '.')) return null;
    const file = path.resolve(this.dir, relative);
    return file.startsWith(this.dir + path.sep) ? file : null;
  }

  async pageUrl(route: string): Promise<string> {
    return (await this.siteBase()) + (route === '/' ? '' : route.slice(1) + ((await this.trailingSlash()) ? '/' : ''));
  }

  /**
   * Whether page URLs end in "/" (the config's trailingSlash: true), as the canonical link of a
   * page other than the home page says: an assistant is given the URL the site itself names.
   */
  trailingSlash(): Promise<boolean> {
    return (this.slash ??= (async () => {
      for (const route of await this.firstSidebarRoutes()) {
        if (route === '/') continue;
        const canonical = (await this.htmlHead(route))?.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
        if (canonical) return canonical.endsWith('/');
      }
      return false;
    })());
  }

  async markdownUrl(route: string): Promise<string> {
    return (await this.siteBase()) + markdownTwinFile(route);
  }

  /**
   * A route from what an assistant may hold: a route ("/guide/setup", "guide/setup"), the page's
   * URL, its twin's URL (".md"), a `docs://` resource URI; the query and the hash are dropped.
   */
  async routeOf(input: string): Promise<string> {
    let text = input.trim();
    if (text.startsWith('docs://')) text = text.slice('docs://'.length);
    const base = await this.siteBase();
    if (isExternal(base) && text.startsWith(base)) text = '/' + text.slice(base.length);
    else if (/^https?:\/\//i.test(text)) {
      const url = new URL(text);
      const basePath = isExternal(base) ? new URL(base).pathname : '/';
      text = url.pathname.startsWith(basePath) ? '/' + url.pathname.slice(basePath.length) : url.pathname;
    }
    text = text.replace(/[?#].*$/, '');
    try {
      text = decodeURIComponent(text);
    } catch {
      // Keep it as it is: a "%" that is no escape is part of the name.
    }
    text = text.replace(/\/index\.(md|html)$/, '/').replace(/\.(md|html)$/, '');
    const route = normalizeRoute(text);
    return route === '/index' ? '/' : route;
  }

  /** Every route that has a page and a twin, sorted (one walk of the site folder, the first time). */
  routes(): Promise<string[]> {
    return (this.allRoutes ??= (async () => {
      const routes: string[] = [];
      const walk = async (dir: string, prefix: string) => {
        const entries = await readdir(dir, { withFileTypes: true });
        const folders = new Set(entries.filter((e) => e.isDirectory()).map((e) => e.name));
        for (const entry of entries) {
          if (entry.isFile() && entry.name.endsWith('.md')) {
            const name = entry.name.slice(0, -3);
            if (prefix === '' && name === 'index') routes.push('/');
            else if (folders.has(name)) routes.push(`${prefix}/${name}`);
          }
        }
        await Promise.all(
          [...folders]
            .filter((name) => !(prefix === '' && NOT_PAGES.has(name)))
            .map((name) => walk(path.join(dir, name), `${prefix}/${name}`)),
        );
      };
      await walk(this.dir, '');
      return routes.sort();
    })());
  }

  /**
   * The routes closest to one that has no page: by how far its last segment is from theirs (a
   * misspelling, or the start of a longer name), then whether they share its folder.
   */
  async closestRoutes(route: string, count = 5): Promise<string[]> {
    const routes = await this.routes();
    const split = (r: string) => {
      const at = r.lastIndexOf('/');
      return { parent: r.slice(0, at).toLowerCase(), tail: r.slice(at + 1).toLowerCase() };
    };
    const wanted = split(route);
    const score = (candidate: string) => {
      const { parent, tail } = split(candidate);
      const distance = Math.min(leven(wanted.tail, tail), leven(wanted.tail, tail.slice(0, wanted.tail.length)) + 0.5);
      return distance / Math.max(1, wanted.tail.length) + (parent === wanted.parent ? 0 : 0.6);
    };
    return routes
      .map((r) => ({ r, s: score(r) }))
      .sort((a, b) => a.s - b.s || a.r.localeCompare(b.r))
      .slice(0, count)
      .map((x) => x.r);
  }

  /** A page's Markdown twin with what names it; an unknown route is an error naming the closest routes. */
  async page(input: string): Promise<TwinPage> {
    const route = await this.routeOf(input);
    const file = this.fileOf(route, markdownTwinFile(route));
    const markdown =
      file && (await exists(this.fileOf(route, route === '/' ? 'index.html' : route.slice(1) + '/index.html')!))
        ? await readFile(file, 'utf8').catch(() => null)
        : null;
    if (markdown === null) {
      const closest = await this.closestRoutes(route);
      throw new ToolInputError(
        `no page at "${route}" (from "${input}")${closest.length ? `; the closest routes: ${closest.join(', ')}` : ''}. list_pages gives every page, search_docs finds pages by their words.`,
      );
    }
    const title = /^# (.+)$/m.exec(markdown)?.[1] ?? route;
    return {
      route,
      title,
      url: await this.pageUrl(route),
      markdownUrl: await this.markdownUrl(route),
      version: await this.versionOf(route),
      markdown,
    };
  }

  /** Descriptions by route: llms.txt's (one file), else each page's meta description. */
  async descriptions(routes: string[]): Promise<Map<string, string>> {
    const listed = await (this.llmsDescriptions ??= this.readLlmsDescriptions());
    const found = new Map<string, string>();
    const missing: string[] = [];
    for (const route of routes) {
      const description = listed.get(route);
      if (description !== undefined) found.set(route, description);
      else missing.push(route);
    }
    await Promise.all(
      missing.map(async (route) => {
        const head = await this.htmlHead(route);
        const content = head && /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
        if (content) found.set(route, unescapeHtml(content));
      }),
    );
    return found;
  }

  private async readLlmsDescriptions(): Promise<Map<string, string>> {
    const text = await readFile(path.join(this.dir, 'llms.txt'), 'utf8').catch(() => '');
    const base = await this.siteBase();
    const descriptions = new Map<string, string>();
    for (const match of text.matchAll(/^- \[[^\]\n]*\]\(([^)\s]+)\)(?:: (.*))?$/gm)) {
      if (!match[2] || !match[1].startsWith(base)) continue;
      descriptions.set(await this.routeOf(match[1]), match[2]);
    }
    return descriptions;
  }

  /**
   * The sidebar tree of a version (or the part under a section: a category's label or route), as list_pages gives it.
   */
  async pageTree(options: {
    version?: string;
    section?: string;
  }): Promise<{ version: DocsVersion; pages: PageNode[] }> {
    const version = await this.version(options.version);
    const sidebars = await this.sidebars(version);
    let items = Object.values(sidebars).flat();
    if (options.section !== undefined) {
      const wanted = options.section.trim().toLowerCase();
      const wantedRoute =
        wanted.startsWith('/') || /^https?:/.test(wanted) ? (await this.routeOf(options.section)).toLowerCase() : null;
      const match = (item: SidebarItem): SidebarItem | null => {
        if (item.type === 'html') return null;
        if (item.label.toLowerCase() === wanted || (wantedRoute !== null && item.href?.toLowerCase() === wantedRoute))
          return item;
        return item.type === 'category' ? (item.items.map(match).find(Boolean) ?? null) : null;
      };
      const found = items.map(match).find(Boolean);
      if (!found) {
        const top = items.filter((i) => i.type !== 'html').map((i) => `"${(i as { label: string }).label}"`);
        throw new ToolInputError(
          `no sidebar section "${options.section}" in version "${version.name}"; its top-level sections: ${top.join(', ')}`,
        );
      }
      items = [found];
    }
    const routes: string[] = [];
    const collect = (list: SidebarItem[]) => {
      for (const item of list) {
        if (item.type === 'link' && !isExternal(item.href)) routes.push(item.href);
        if (item.type === 'category') {
          if (item.href) routes.push(item.href);
          collect(item.items);
        }
      }
    };
    collect(items);
    const descriptions = await this.descriptions(routes);
    const base = await this.siteBase();
    const slash = (await this.trailingSlash()) ? '/' : '';
    const node = (title: string, href: string | null): PageNode => {
      if (href === null) return { title, url: null };
      if (isExternal(href)) return { title, url: href };
      const description = descriptions.get(href);
      return {
        title,
        url: base + (href === '/' ? '' : href.slice(1) + slash),
        markdownUrl: base + markdownTwinFile(href),
        route: href,
        ...(description ? { description } : {}),
      };
    };
    const toNodes = (list: SidebarItem[]): PageNode[] =>
      list.flatMap((item): PageNode[] => {
        if (item.type === 'html') return [];
        if (item.type === 'link')
          return [
            {
              ...node(item.label, item.href),
              ...(item.badge && HTTP_METHODS.has(item.badge) ? { method: item.badge } : {}),
            },
          ];
        return [{ ...node(item.label, item.href), items: toNodes(item.items) }];
      });
    return { version, pages: toNodes(items) };
  }

  /**
   * The API reference's operations, in sidebar order: the last version's sidebar links with an
   * HTTP method badge (an operation page: `<route>/<tag>/<operationId>`, under its tag's
   * category), each with its method and path from its twin.
   */
  apiOperations(): Promise<ApiOperation[]> {
    return (this.operations ??= (async () => {
      const sidebars = await this.sidebars(await this.version());
      const found: { label: string; href: string; tag: string }[] = [];
      const walk = (items: SidebarItem[], tag: string) => {
        for (const item of items) {
          if (item.type === 'link' && item.badge && HTTP_METHODS.has(item.badge) && !isExternal(item.href))
            found.push({ label: item.label, href: item.href, tag });
          if (item.type === 'category') walk(item.items, item.label);
        }
      };
      for (const items of Object.values(sidebars)) walk(items, '');
      const seen = new Set<string>();
      const operations = await Promise.all(
        found
          .filter((f) => !seen.has(f.href) && seen.add(f.href))
          .map(async (f): Promise<ApiOperation | null> => {
            const file = this.fileOf(f.href, markdownTwinFile(f.href));
            const markdown = file ? await readFile(file, 'utf8').catch(() => null) : null;
            const endpoint = markdown ? readTwinEndpoint(markdown) : null;
            if (!endpoint) return null;
            return {
              operationId: f.href.split('/').pop()!,
              summary: f.label,
              tag: f.tag,
              method: endpoint.method,
              path: endpoint.path,
              webhook: endpoint.webhook,
              route: f.href,
              url: await this.pageUrl(f.href),
              markdownUrl: await this.markdownUrl(f.href),
            };
          }),
      );
      return operations.filter((o): o is ApiOperation => o !== null);
    })());
  }
}

/**
 * A built site folder that may be built again while the server runs (`hub-docs build` in another
 * terminal): each call gets a BuiltSite, a new one (with nothing read yet) once the files it
 * caches from have changed. Four stats a call.
 */
export class SiteFolder {
  private site: BuiltSite;
  private stamp: string | null = null;
  constructor(site: BuiltSite) {
    this.site = site;
  }
  async current(): Promise<BuiltSite> {
    const times = await Promise.all(
      [ROUTE_MANIFEST_FILE, SEARCH_MANIFEST_FILE, 'sidebar.json', 'llms.txt'].map((file) =>
        stat(path.join(this.site.dir, file)).then(
          (s) => s.mtimeMs,
          () => 0,
        ),
      ),
    );
    const stamp = times.join(' ');
    if (this.stamp !== null && stamp !== this.stamp) this.site = new BuiltSite(this.site.dir);
    this.stamp = stamp;
    return this.site;
  }
}

/**
 * Does a concrete path ("/v3/messages/42/ack") or a template fit an operation's path template
 * ("/v3/messages/{messageId}/ack")?
 */
export function pathMatches(template: string, wanted: string): boolean {
  const clean = (p: string) => p.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  const a = clean(template).split('/');
  const b = clean(wanted).split('/');
  return (
    a.length === b.length && a.every((segment, i) => segment === b[i] || (/^\{[^}]+\}$/.test(segment) && b[i] !== ''))
  );
}
