/**
 * A Docusaurus project builds as it is: its `docusaurus.config.{ts,js,mjs,cjs}` is read for
 * what hub-docs has an equivalent of (site, docs plugin and its versioning options, navbar and
 * its version and locale dropdowns, footer, prism, colour mode, announcement bar, markdown, i18n) and turned
 * into a hub-docs config. What it cannot use (a
 * blog, plugins, a second docs instance...) and what it could not read
 * (a value from a package that is not installed) is said once, as one warning.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { codeThemeNames, type CodeThemeName } from '../../theme/code-themes.js';
import { codeThemes } from '../code-theme/code-themes.js';
import type { SiteConfig } from '../../theme/types.js';
import { standInName } from './evaluate-module.js';

export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && standInName(v) === null;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The default locale a Docusaurus config's value names (`i18n.defaultLocale`), else Docusaurus' default, `en`. */
export function docusaurusDefaultLocale(config: unknown): string {
  const i18n = isObject(config) && isObject(config.i18n) ? config.i18n : {};
  return str(i18n.defaultLocale) ?? 'en';
}
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export interface AdaptedConfig {
  /** The hub-docs config (validated by the caller like any site.config.ts). */
  config: SiteConfig;
  /** What was left out or could not be read, each in a few words. */
  ignored: string[];
  /** Presets and plugins not named classic but given its options, read as the classic preset ("the preset x"). */
  readAsClassic: string[];
}

const CLASSIC_PRESETS = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);
const DOCS_PLUGINS = new Set(['@docusaurus/plugin-content-docs', 'content-docs', 'docusaurus-plugin-content-docs']);
const BLOG_PLUGINS = new Set(['@docusaurus/plugin-content-blog', 'content-blog', 'docusaurus-plugin-content-blog']);
const REDIRECTS_PLUGINS = new Set([
  '@docusaurus/plugin-client-redirects',
  'client-redirects',
  'docusaurus-plugin-client-redirects',
]);

/**
 * The client-redirects plugin's options (its rules as given: they are checked with the site's routes, at build time).
 */
function redirectOptions(options: Obj, ignored: string[]): SiteConfig['clientRedirects'] {
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : undefined);
  const redirects = (Array.isArray(options.redirects) ? options.redirects : []).flatMap((rule) => {
    if (!isObject(rule) || !str(rule.to) || (typeof rule.from !== 'string' && !Array.isArray(rule.from))) return [];
    return [{ from: typeof rule.from === 'string' ? rule.from : strings(rule.from)!, to: str(rule.to)! }];
  });
  const createRedirects = options.createRedirects;
  if (createRedirects !== undefined && (typeof createRedirects !== 'function' || standInName(createRedirects) !== null))
    ignored.push('the createRedirects of the client-redirects plugin (not a function hub-docs could run)');
  return {
    redirects,
    createRedirects:
      typeof createRedirects === 'function' && standInName(createRedirects) === null
        ? (createRedirects as (route: string) => string[])
        : undefined,
    fromExtensions: strings(options.fromExtensions),
    toExtensions: strings(options.toExtensions),
  };
}

/**
 * The blog plugin's options Docusaurus and hub-docs share (the same names); false when the blog folder does not exist.
 */
function blogOptions(options: Obj, siteDir: string, ignored: string[]): SiteConfig['blog'] {
  const folder = str(options.path) ?? 'blog';
  if (!existsSync(path.resolve(siteDir, folder))) return false;
  const count = (v: unknown) => (v === 'ALL' ? ('ALL' as const) : num(v));
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : undefined);
  const feed = isObject(options.feedOptions) ? options.feedOptions : {};
  const types = ['rss', 'atom', 'json'] as const;
  const feedType =
    feed.type === null || feed.type === 'all'
      ? feed.type
      : typeof feed.type === 'string'
        ? types.find((t) => t === feed.type)
        : Array.isArray(feed.type)
          ? types.filter((t) => (feed.type as unknown[]).includes(t))
          : undefined;
  const editUrl = options.editUrl;
  for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'])
    if (Array.isArray(options[key]) && (options[key] as unknown[]).length) ignored.push(`the blog's ${key}`);
  if (typeof feed.createFeedItems === 'function') ignored.push("the blog's feedOptions.createFeedItems");
  const onBroken = (v: unknown) => (['throw', 'warn', 'ignore'] as const).find((x) => x === v);
  const tags = options.tags === false ? false : options.tags === null ? null : str(options.tags);
  const defined = <T extends Obj>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
  return defined({
    path: folder,
    routeBasePath:
      typeof options.routeBasePath === 'string' ? options.routeBasePath.replace(/^\/+|\/+$/g, '') || '/' : undefined,
    blogTitle: str(options.blogTitle) || undefined,
    blogDescription: str(options.blogDescription) || undefined,
    postsPerPage: count(options.postsPerPage),
    blogSidebarCount: count(options.blogSidebarCount),
    blogSidebarTitle: str(options.blogSidebarTitle) || undefined,
    showReadingTime: bool(options.showReadingTime),
    authorsMapPath: str(options.authorsMapPath),
    tags,
    onInlineTags: onBroken(options.onInlineTags),
    onInlineAuthors: onBroken(options.onInlineAuthors),
    onUntruncatedBlogPosts: onBroken(options.onUntruncatedBlogPosts),
    editUrl:
      typeof editUrl === 'string' || (typeof editUrl === 'function' && standInName(editUrl) === null)
        ? (editUrl as string)
        : undefined,
    include: strings(options.include),
    exclude: strings(options.exclude),
    archiveBasePath: options.archiveBasePath === null ? null : str(options.archiveBasePath),
    tagsBasePath: str(options.tagsBasePath),
    pageBasePath: str(options.pageBasePath),
    authorsBasePath: str(options.authorsBasePath),
    feedOptions: defined({
      type: feedType,
      title: str(feed.title) || undefined,
      description: str(feed.description) || undefined,
      copyright: str(feed.copyright),
      limit: feed.limit === false || feed.limit === null ? feed.limit : num(feed.limit),
      language: str(feed.language),
    }),
  }) as Exclude<SiteConfig['blog'], boolean | undefined>;
}

/** [name, options] of a preset or plugin entry (a string, a [name, options] pair, or a function). */
function entry(value: unknown): [string, Obj] | null {
  if (typeof value === 'string') return [value, {}];
  if (Array.isArray(value) && typeof value[0] === 'string') return [value[0], isObject(value[1]) ? value[1] : {}];
  if (Array.isArray(value) && typeof value[0] === 'function')
    return [value[0].name || '(a plugin function)', isObject(value[1]) ? value[1] : {}];
  if (typeof value === 'function') return [value.name || '(a plugin function)', {}];
  return null;
}

/** A prism-react-renderer theme, by name when the package was not installed, else by its colours. */
function codeTheme(value: unknown): CodeThemeName | undefined {
  const name = standInName(value)?.split('.').pop();
  if (name) return (codeThemeNames as readonly string[]).includes(name) ? (name as CodeThemeName) : undefined;
  if (!isObject(value) || !isObject(value.plain)) return undefined;
  const plain = value.plain as Obj;
  return codeThemeNames.find(
    (theme) =>
      codeThemes[theme].plain.color === plain.color &&
      codeThemes[theme].plain.backgroundColor === plain.backgroundColor,
  );
}

/**
 * Docusaurus paths under the static folder ("img/logo.svg") are paths of the site ("/img/logo.svg"), which the theme
 * serves under the base URL.
 */
const sitePath = (src: string) => (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src) ? src : '/' + src.replace(/^\//, ''));

/** A navbar or footer item → hub-docs links (dropdowns give their items), or what was ignored. */
function links(
  items: unknown,
  baseUrl: string,
  ignored: string[],
  where: string,
): NonNullable<NonNullable<SiteConfig['footer']>['links']> {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item): NonNullable<NonNullable<SiteConfig['footer']>['links']> => {
    if (!isObject(item)) return [];
    const type = str(item.type) ?? 'default';
    const position = str(item.position) === 'right' ? 'right' : 'left';
    // An icon link (a GitHub logo drawn by its className's CSS) has only its aria-label: no text, as in Docusaurus.
    const iconOnly = !str(item.label) && str(item['aria-label']) && str(item.className);
    const label = iconOnly ? undefined : str(item.label) || str(item['aria-label']) || undefined;
    const ariaLabel = str(item['aria-label']) ? { ariaLabel: str(item['aria-label']) } : {};
    if (type === 'dropdown' || Array.isArray(item.items))
      return links(item.items, baseUrl, ignored, where).map((link) => ({ ...link, position }));
    const className = str(item.className) ? { className: str(item.className) } : {};
    // A footer's `{ html }` item (a badge, a logo link) is shown as it is.
    if (where === 'footer' && str(item.html)) return [{ html: str(item.html)!, position, ...className }];
    // A link into another docs instance, which hub-docs does not build.
    if (str(item.docsPluginId) && item.docsPluginId !== 'default') {
      ignored.push(`${where} item ${label ? `"${label}"` : ''} (docs instance "${str(item.docsPluginId)}")`);
      return [];
    }
    if (type === 'doc' && str(item.docId)) return [{ docId: str(item.docId)!, label, position, ...className }];
    if (type === 'docSidebar' && str(item.sidebarId))
      return [{ sidebarId: str(item.sidebarId)!, label, position, ...className }];
    const to = str(item.to);
    // "pathname://" marks a link Docusaurus must not treat as one of its routes: a path of the site all the same.
    const href = str(item.href)?.replace(/^pathname:\/\//, '');
    // `to` is a route of the site (Docusaurus adds the base URL, as hub-docs does), unless it is a full URL, which
    // Docusaurus' useBaseUrl leaves as it is (`to: 'https://example.com/blog'`).
    const route = to && (/^[a-z][a-z\d+.-]*:/i.test(to) ? to : to.startsWith('/') ? to : `/${to}`);
    if ((type === 'default' || type === 'link') && (to || href) && (label || iconOnly))
      return [{ label, href: route || href!, position, ...className, ...ariaLabel }];
    if (type === 'search') return []; // hub-docs has its own search box
    ignored.push(
      `${where} item ${label ? `"${label}"` : type === 'default' ? 'without a label (an html item?)' : `of type "${type}"`}`,
    );
    return [];
  });
}

type NavbarItems = NonNullable<NonNullable<SiteConfig['navbar']>['items']>;

/**
 * The navbar's items: links (see links()), dropdowns of links, and the docs version dropdown of the default docs
 * instance.
 */
function navbarItems(items: unknown, baseUrl: string, ignored: string[]): NavbarItems {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item): NavbarItems => {
    if (isObject(item) && (item.type === 'dropdown' || (item.type === undefined && Array.isArray(item.items))))
      return dropdown(item, baseUrl, ignored);
    if (isObject(item) && item.type === 'html' && str(item.value))
      return [
        {
          type: 'html',
          value: str(item.value)!,
          position: str(item.position) === 'right' ? 'right' : 'left',
          ...(str(item.className) ? { className: str(item.className) } : {}),
        },
      ];
    if (isObject(item) && item.type === 'localeDropdown')
      return [
        {
          type: 'localeDropdown',
          position: str(item.position) === 'right' ? 'right' : 'left',
          dropdownItemsBefore: links(item.dropdownItemsBefore, baseUrl, ignored, 'navbar locale dropdown'),
          dropdownItemsAfter: links(item.dropdownItemsAfter, baseUrl, ignored, 'navbar locale dropdown'),
        },
      ];
    if (!isObject(item) || item.type !== 'docsVersionDropdown') return links([item], baseUrl, ignored, 'navbar');
    if (str(item.docsPluginId) && item.docsPluginId !== 'default') {
      ignored.push(`navbar version dropdown of the docs instance "${str(item.docsPluginId)}"`);
      return [];
    }
    return [
      {
        type: 'docsVersionDropdown',
        position: str(item.position) === 'right' ? 'right' : 'left',
        dropdownItemsBefore: links(item.dropdownItemsBefore, baseUrl, ignored, 'navbar version dropdown'),
        dropdownItemsAfter: links(item.dropdownItemsAfter, baseUrl, ignored, 'navbar version dropdown'),
        dropdownActiveClassDisabled: bool(item.dropdownActiveClassDisabled),
      },
    ];
  });
}

/** A navbar dropdown → a hub-docs dropdown of its links (one without a label: its links, in the navbar). */
function dropdown(item: Obj, baseUrl: string, ignored: string[]): NavbarItems {
  const label = str(item.label);
  const position = str(item.position) === 'right' ? 'right' : 'left';
  const items = links(item.items, baseUrl, ignored, `navbar dropdown ${label ? `"${label}"` : 'without a label'}`);
  if (!label || items.length === 0) return items.map((link) => ({ ...link, position }));
  // Docusaurus' button also links somewhere when the dropdown has a `to` or `href`; here the button only opens the
  // menu.
  if (str(item.to) ?? str(item.href))
    ignored.push(`the link of the navbar dropdown "${label}" (its button opens its menu)`);
  return [{ type: 'dropdown', label, position, items }];
}

/** The docs plugin's versioning options (`versions.json` and the folders beside it are read by the build). */
function versioning(docs: Obj): Partial<NonNullable<SiteConfig['docs']>> {
  const names = (v: unknown) => (Array.isArray(v) ? v.filter((n): n is string => typeof n === 'string') : undefined);
  const versions = isObject(docs.versions)
    ? Object.fromEntries(
        Object.entries(docs.versions).flatMap(([name, v]) => {
          if (!isObject(v)) return [];
          const banner = (['none', 'unreleased', 'unmaintained'] as const).find((b) => b === v.banner);
          return [
            [
              name,
              {
                label: str(v.label),
                path: str(v.path),
                banner,
                badge: bool(v.badge),
                noIndex: bool(v.noIndex),
                className: str(v.className),
              },
            ],
          ];
        }),
      )
    : undefined;
  return {
    lastVersion: str(docs.lastVersion),
    onlyIncludeVersions: names(docs.onlyIncludeVersions),
    includeCurrentVersion: bool(docs.includeCurrentVersion),
    disableVersioning: bool(docs.disableVersioning),
    versions,
  };
}

/** Docusaurus' reporting severity as hub-docs has it ("log" is a warning: hub-docs has no quieter report). */
function severity(value: unknown): 'throw' | 'warn' | 'ignore' | undefined {
  return value === 'log' ? 'warn' : (['throw', 'warn', 'ignore'] as const).find((v) => v === value);
}

/**
 * `i18n.localeConfigs`, each locale's options hub-docs has (Docusaurus 3.8's per-locale `url` and `baseUrl`, for a
 * locale on a domain of its own, are not).
 */
function localeConfigs(
  value: unknown,
  codes: string[],
  ignored: string[],
): NonNullable<NonNullable<SiteConfig['i18n']>['localeConfigs']> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([code, options]) => {
      if (!isObject(options) || !codes.includes(code)) return [];
      if (str(options.url) || str(options.baseUrl))
        ignored.push(
          `the url and baseUrl of the locale "${code}" (it is served under the site's base URL + "${code}/")`,
        );
      const direction =
        str(options.direction) === 'rtl'
          ? ('rtl' as const)
          : str(options.direction) === 'ltr'
            ? ('ltr' as const)
            : undefined;
      return [
        [
          code,
          {
            label: str(options.label) || undefined,
            direction,
            htmlLang: str(options.htmlLang) || undefined,
            calendar: str(options.calendar) || undefined,
            path: str(options.path) || undefined,
          },
        ],
      ];
    }),
  );
}

/** The site's origin: Docusaurus accepts a URL with a path (and warns), whose path belongs in baseUrl. */
function origin(url: string | undefined): string {
  try {
    return new URL(url ?? '').origin;
  } catch {
    return 'https://example.com';
  }
}

/** customFields as the browser can have them: what JSON keeps (functions and stand-ins left out). */
const jsonValues = (fields: Obj): Obj =>
  JSON.parse(
    JSON.stringify(fields, (_key, value: unknown) =>
      typeof value === 'object' && value !== null && standInName(value) !== null ? undefined : value,
    ),
  ) as Obj;

/** A footer's `logo` ({ src, alt, width, height }; its `href` aside: hub-docs' footer logo is an image). */
function footerLogo(logo: unknown): NonNullable<SiteConfig['footer']>['logo'] {
  if (!isObject(logo) || !str(logo.src)) return undefined;
  return { src: sitePath(str(logo.src)!), alt: str(logo.alt) ?? '', width: num(logo.width), height: num(logo.height) };
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&copy;/g, '©')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Options shaped like the classic preset's (`docs`, `blog`, `pages`, `theme`): a preset that wraps
 * it under another name (`docusaurus-plugin-internaldocs-fb/docusaurus-preset`) passes them on.
 */
const classicShaped = (options: Obj) =>
  ['docs', 'blog', 'pages'].some((key) => isObject(options[key]) || options[key] === false) ||
  (isObject(options.theme) && 'customCss' in options.theme);

export function adaptDocusaurusConfig(input: unknown, file: string, missing: string[]): AdaptedConfig {
  const ignored: string[] = [];
  const readAsClassic: string[] = [];
  const c = isObject(input) ? input : {};
  // Docusaurus adds the slashes a base URL lacks ("docs" is "/docs/").
  const baseUrl = `/${(str(c.baseUrl) ?? '').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  const themeConfig = isObject(c.themeConfig) ? c.themeConfig : {};

  // The docs: the classic preset's `docs`, or the docs plugin without an id (the default instance).
  let docs: Obj = {};
  let docsFound = false;
  let trackingID: string | undefined;
  const others: string[] = [];
  /** The routes of the docs and blog instances left out (config externalRoutes). */
  const externalRoutes: string[] = [];
  const customCss: string[] = [];
  let clientRedirects: SiteConfig['clientRedirects'];
  let blog: SiteConfig['blog'];
  let pages: SiteConfig['pages'];
  const readClassic = (options: Obj) => {
    if (options.docs !== false && !docsFound) [docs, docsFound] = [isObject(options.docs) ? options.docs : {}, true];
    // The blog: the classic preset has one unless `blog: false`; built when its folder exists (as Docusaurus does).
    if (options.blog !== false && blog === undefined)
      blog = blogOptions(isObject(options.blog) ? options.blog : {}, path.dirname(file), ignored);
    // The pages plugin's options (path, routeBasePath, exclude); false: no custom pages.
    if (options.pages === false) pages = false;
    else if (isObject(options.pages))
      pages = {
        path: str(options.pages.path),
        routeBasePath: str(options.pages.routeBasePath),
        exclude: Array.isArray(options.pages.exclude)
          ? options.pages.exclude.filter((p): p is string => typeof p === 'string')
          : undefined,
      };
    // One path or several (a stylesheet per concern), in the order given.
    if (isObject(options.theme))
      customCss.push(
        ...[options.theme.customCss].flat().filter((file): file is string => typeof file === 'string' && file !== ''),
      );
    if (isObject(options.gtag)) trackingID = str(options.gtag.trackingID);
  };
  for (const preset of Array.isArray(c.presets) ? c.presets : []) {
    const e = entry(preset);
    if (!e) continue;
    if (CLASSIC_PRESETS.has(e[0])) readClassic(e[1]);
    else if (classicShaped(e[1])) {
      readAsClassic.push(`the preset ${e[0]}`);
      readClassic(e[1]);
    } else others.push(`the preset ${e[0]}`);
  }
  for (const plugin of Array.isArray(c.plugins) ? c.plugins : []) {
    const e = entry(plugin);
    if (!e) continue;
    if (DOCS_PLUGINS.has(e[0]) && (e[1].id === undefined || e[1].id === 'default') && !docsFound)
      [docs, docsFound] = [e[1], true];
    else if (DOCS_PLUGINS.has(e[0])) {
      others.push(`the docs instance "${str(e[1].id) ?? '?'}" (${str(e[1].path) ?? 'docs'})`);
      // Its pages are the site's in Docusaurus: a link to one is no broken link here (config externalRoutes).
      externalRoutes.push(`/${str(e[1].routeBasePath) ?? 'docs'}`);
    } else if (REDIRECTS_PLUGINS.has(e[0])) clientRedirects = redirectOptions(e[1], ignored);
    // The blog plugin on its own: its default instance is the blog; another is left out.
    else if (BLOG_PLUGINS.has(e[0]) && (e[1].id === undefined || e[1].id === 'default') && blog === undefined)
      blog = blogOptions(e[1], path.dirname(file), ignored);
    else if (BLOG_PLUGINS.has(e[0])) {
      others.push(`the blog instance "${str(e[1].id) ?? '?'}" (${str(e[1].path) ?? 'blog'})`);
      externalRoutes.push(`/${str(e[1].routeBasePath) ?? 'blog'}`);
    } else if (classicShaped(e[1])) {
      readAsClassic.push(`the plugin ${e[0]}`);
      readClassic(e[1]);
    } else others.push(`the plugin ${e[0]}`);
  }
  for (const theme of Array.isArray(c.themes) ? c.themes : []) {
    const name = entry(theme)?.[0];
    if (name && !/theme-mermaid$/.test(name)) others.push(`the theme ${name}`);
  }
  for (const key of ['scripts', 'stylesheets', 'headTags', 'clientModules'])
    if (Array.isArray(c[key]) && (c[key] as unknown[]).length) others.push(key);
  for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'])
    if (Array.isArray(docs[key]) && (docs[key] as unknown[]).length) others.push(`the docs' ${key}`);
  if (others.length) ignored.push(...others);

  const navbar = isObject(themeConfig.navbar) ? themeConfig.navbar : {};
  const logo = isObject(navbar.logo) ? navbar.logo : null;
  const footer = isObject(themeConfig.footer) ? themeConfig.footer : {};
  const columnTitles = Array.isArray(footer.links)
    ? footer.links.flatMap((column) => (isObject(column) && str(column.title) ? [str(column.title)!] : []))
    : [];
  // hub-docs' footer is one row of links: a column's title is said to be left out, not dropped in silence.
  if (columnTitles.length)
    ignored.push(`the footer's column titles (${columnTitles.join(', ')}: the footer is one row)`);
  if (str(footer.style) === 'dark') ignored.push(`the footer's style "dark"`);
  const footerLinks = Array.isArray(footer.links)
    ? footer.links.flatMap((column) => (isObject(column) && Array.isArray(column.items) ? column.items : [column]))
    : [];
  const prism = isObject(themeConfig.prism) ? themeConfig.prism : {};
  const colorMode = isObject(themeConfig.colorMode) ? themeConfig.colorMode : {};
  const bar = isObject(themeConfig.announcementBar) ? themeConfig.announcementBar : null;
  const markdown = isObject(c.markdown) ? c.markdown : {};
  const i18n = isObject(c.i18n) ? c.i18n : {};
  const defaultLocale = docusaurusDefaultLocale(c);
  const locales = Array.isArray(i18n.locales)
    ? i18n.locales.filter((l): l is string => typeof l === 'string')
    : undefined;
  const theme = prism.theme === undefined ? undefined : codeTheme(prism.theme);
  const darkTheme = prism.darkTheme === undefined ? undefined : codeTheme(prism.darkTheme);
  if (prism.theme !== undefined && !theme) ignored.push('the prism theme (not one hub-docs has: github is used)');
  if (prism.darkTheme !== undefined && !darkTheme)
    ignored.push('the prism dark theme (not one hub-docs has: dracula is used)');
  const editUrl = docs.editUrl;
  const sidebarPath = docs.sidebarPath;
  const logoSrc = logo ? str(logo.src) : undefined;

  const config: SiteConfig = {
    title: str(c.title) ?? path.basename(path.dirname(file)),
    tagline: str(c.tagline),
    titleDelimiter: str(c.titleDelimiter),
    url: origin(str(c.url)),
    baseUrl,
    trailingSlash: bool(c.trailingSlash),
    favicon: str(c.favicon) ? sitePath(str(c.favicon)!) : undefined,
    i18n: {
      defaultLocale,
      locales,
      path: str(i18n.path),
      localeConfigs: localeConfigs(i18n.localeConfigs, [defaultLocale, ...(locales ?? [])], ignored),
    },
    navbar: {
      // "" is valid: the navbar then shows the logo only (whose alt text then names the site).
      title: str(navbar.title),
      logo: logoSrc
        ? {
            src: sitePath(logoSrc),
            alt: str(logo!.alt) ?? (str(navbar.title) || str(c.title)) ?? 'Logo',
            width: num(logo!.width),
            height: num(logo!.height),
          }
        : undefined,
      items: navbarItems(navbar.items, baseUrl, ignored),
    },
    footer: {
      // HTML, as Docusaurus renders it (its links, its entities).
      copyrightHtml: str(footer.copyright),
      logo: footerLogo(footer.logo),
      links: links(footerLinks, baseUrl, ignored, 'footer'),
    },
    colorMode: {
      defaultMode: str(colorMode.defaultMode) === 'dark' ? 'dark' : 'light',
      disableSwitch: bool(colorMode.disableSwitch),
      respectPrefersColorScheme: bool(colorMode.respectPrefersColorScheme),
    },
    announcementBar:
      bar && str(bar.content)
        ? {
            id: str(bar.id) ?? 'announcement-bar',
            content: plainText(str(bar.content)!),
            // HTML, as Docusaurus renders it (a link to the news), in the bar's colours.
            contentHtml: str(bar.content),
            backgroundColor: str(bar.backgroundColor),
            textColor: str(bar.textColor),
            isCloseable: bool(bar.isCloseable),
          }
        : undefined,
    prism: { theme, darkTheme },
    customCss,
    clientRedirects,
    blog,
    pages,
    // As the config says (README said so; it was not read): unset, hub-docs' default (warn), where Docusaurus' is
    // throw.
    onBrokenLinks: (['throw', 'warn', 'ignore'] as const).find((v) => v === c.onBrokenLinks),
    externalRoutes,
    onBrokenAnchors: (['throw', 'warn', 'ignore'] as const).find((v) => v === c.onBrokenAnchors),
    customFields: isObject(c.customFields) ? jsonValues(c.customFields) : undefined,
    mermaid:
      bool(markdown.mermaid) ??
      (Array.isArray(c.themes) && c.themes.some((t) => /theme-mermaid$/.test(entry(t)?.[0] ?? ''))),
    analytics: { trackingID },
    markdown: {
      format: (['mdx', 'md', 'detect'] as const).find((f) => f === markdown.format),
      hooks: {
        onUnusedMarkdownDirectives: severity(
          isObject(markdown.hooks) ? markdown.hooks.onUnusedMarkdownDirectives : undefined,
        ),
      },
    },
    docs: {
      path: str(docs.path) ?? 'docs',
      // Docusaurus serves docs under /docs unless told otherwise.
      routeBasePath: str(docs.routeBasePath) ?? 'docs',
      sidebarPath: sidebarPath === false ? false : str(sidebarPath),
      exclude: Array.isArray(docs.exclude) ? docs.exclude.filter((p): p is string => typeof p === 'string') : undefined,
      editUrl:
        (typeof editUrl === 'string' && editUrl !== '') ||
        (typeof editUrl === 'function' && standInName(editUrl) === null)
          ? (editUrl as string)
          : undefined,
      ...versioning(docs),
      // Off unless the site asks, as in Docusaurus.
      showLastUpdateTime: bool(docs.showLastUpdateTime) ?? false,
    },
  };
  // prism-react-renderer's themes are known by name: nothing of it is lost when both were.
  const lost = missing.filter(
    (name) =>
      !(
        name === 'prism-react-renderer' &&
        (prism.theme === undefined || theme) &&
        (prism.darkTheme === undefined || darkTheme)
      ),
  );
  if (lost.length) ignored.push(`what came from packages that could not be loaded (${lost.join(', ')})`);
  return { config, ignored, readAsClassic };
}
