/**
 * The site configuration, declared once: what a writer may put in `site.config.ts`, with a
 * doc comment per field, its defaults and its checks. `SiteConfig` (what is written) and
 * `ResolvedConfig` (what the build and the theme read) are both derived from this schema
 * (theme/types.ts), and `cli/config/validate-config.ts` turns its failures into one line per
 * field. It lives in theme/ because the theme reads the resolved types; the browser imports
 * types only, never this module's code (a build test checks zod stays out of the bundle).
 */
import { FEED_FILES, FEED_TYPES, feedTypesOf } from './feed-types.js';
import * as z from 'zod';
import { codeThemeNames } from './code-themes.js';
import { routeProblem } from './clean-route.js';
import { normalizeRoute } from './routes.js';

/** The assistants a page can open itself in ("Open in …", cli/render/open-in-assistant.ts). */
export const ASSISTANTS = ['chatgpt', 'claude'] as const;

/** Every failure message of a field starts with "must be …": the validator appends what it got. */
const text = (what = 'a non-empty string') =>
  z.string({ error: `must be ${what}` }).refine((v) => v.trim() !== '', { error: `must be ${what}` });
const pattern = (re: RegExp, what: string) =>
  z.string({ error: `must be ${what}` }).regex(re, { error: `must be ${what}` });
const flag = () => z.boolean({ error: 'must be true or false' });
const wholeNumber = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.int({ error }).min(min, { error }).max(max, { error });
};
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.map((v) => JSON.stringify(v)).join(', ')}` });
const object = <T extends z.core.$ZodLooseShape>(shape: T, what = 'an object') =>
  z.strictObject(shape, { error: `must be ${what}` });
const list = <T extends z.core.SomeType>(item: T, what: string) => z.array(item, { error: `must be ${what}` });
/** A string that makes a route (theme/clean-route.ts): pages are written there, so it must be a clean path. */
const routePart = (re: RegExp, what: string) =>
  pattern(re, what).superRefine((value, ctx) => {
    const route = normalizeRoute('/' + value);
    const problem = routeProblem(route);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: `must be ${what}: the route ${JSON.stringify(route)} ${problem}`,
        input: value,
      });
  });

const logo = object({
  /** Path under the static folder or an absolute URL. */
  src: text(),
  /** Alternative text of the image ("" for a logo beside the site's title, which says the same). */
  alt: z.string({ error: 'must be a string' }),
  width: wholeNumber(1, 2000).optional(),
  height: wholeNumber(1, 2000).optional(),
});

const link = object(
  {
    /**
     * (Navbar items) left out for a link; "dropdown" for a dropdown of links (see linkDropdown), "docsVersionDropdown"
     * for the docs version dropdown (see versionDropdown).
     */
    type: z.undefined().optional(),
    /** Text of the link (for a `docId` link, the doc's sidebar label by default). */
    label: text().optional(),
    /** An internal route ("/getting-started") or an absolute URL. */
    href: text().optional(),
    /**
     * A doc's id (its path in the docs folder without extension, or its front-matter `id`): links to that doc, wherever
     * its route is.
     */
    docId: text().optional(),
    /** A sidebar's id (sidebars file): links to its first doc. */
    sidebarId: text().optional(),
    /** Side of the navbar the item sits on (footer links ignore it). */
    position: oneOf(['left', 'right'] as const).default('left'),
    /** Class name(s) added to the link (Docusaurus' item `className`), for the site's CSS. */
    className: text().optional(),
    /**
     * The link's accessible name (Docusaurus' `aria-label`); with no `label`, the link shows no text: its `className`'s
     * CSS draws an icon (a GitHub logo).
     */
    ariaLabel: text().optional(),
    /** (Footer) HTML shown in place of a link (Docusaurus' footer item `{ html }`: a badge, a logo link). */
    html: text('HTML').optional(),
  },
  'an object { label, href }, { docId }, { sidebarId } or { html }',
).superRefine(
  (item, ctx) => {
    const targets = [item.href, item.docId, item.sidebarId, item.html].filter((t) => t !== undefined).length;
    if (targets !== 1)
      ctx.addIssue({
        code: 'custom',
        path: [],
        message:
          item.html !== undefined
            ? 'must have only `html`, or one of `href`, `docId` or `sidebarId`'
            : 'must have one of `href`, `docId` or `sidebarId` (or, in the footer, `html`)',
        input: item,
      });
    else if (item.href !== undefined && item.label === undefined && item.ariaLabel === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['label'],
        message: 'must be a non-empty string (a link to an `href` needs a label, or an ariaLabel for an icon link)',
        input: undefined,
      });
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/**
 * The docs version dropdown of the navbar (Docusaurus' `docsVersionDropdown` item): the same page in another version.
 */
const versionDropdown = object({
  type: z.literal('docsVersionDropdown'),
  position: oneOf(['left', 'right'] as const).default('left'),
  /** Links listed above the versions. */
  dropdownItemsBefore: list(link, 'an array of { label, href }').default([]),
  /** Links listed below the versions (an archive of older versions, for instance). */
  dropdownItemsAfter: list(link, 'an array of { label, href }').default([]),
  /** The dropdown is never marked active. */
  dropdownActiveClassDisabled: flag().default(false),
});

/** The locale dropdown of the navbar (Docusaurus' `localeDropdown` item): the same page in another locale. */
const localeDropdown = object({
  type: z.literal('localeDropdown'),
  position: oneOf(['left', 'right'] as const).default('left'),
  /** Links listed above the locales. */
  dropdownItemsBefore: list(link, 'an array of { label, href }').default([]),
  /** Links listed below the locales ("Help us translate", for instance). */
  dropdownItemsAfter: list(link, 'an array of { label, href }').default([]),
});

/**
 * A dropdown of links in the navbar (Docusaurus' `dropdown` item): a button showing its label that opens a menu of its
 * links.
 */
const linkDropdown = object({
  type: z.literal('dropdown'),
  /** Text of the button. */
  label: text(),
  position: oneOf(['left', 'right'] as const).default('left'),
  /** Its links, as the navbar's ({ label, href }, { docId } or { sidebarId }; their `position` is the dropdown's). */
  items: list(link, 'an array of links { label, href }, { docId } or { sidebarId }').min(1, {
    error: 'must list at least one link',
  }),
});

/** HTML in the navbar (Docusaurus' `html` item: a badge, a small form). */
const htmlItem = object({
  type: z.literal('html'),
  /** The HTML, shown as it is. */
  value: text('HTML'),
  position: oneOf(['left', 'right'] as const).default('left'),
  className: text().optional(),
});

const navbarItem = z.discriminatedUnion('type', [link, linkDropdown, versionDropdown, localeDropdown, htmlItem], {
  error:
    'must be a link { label, href }, { docId } or { sidebarId }, a { type: "dropdown", label, items }, { type: "docsVersionDropdown" }, { type: "localeDropdown" } or { type: "html", value }',
});

/**
 * A locale code as Docusaurus takes one: a BCP 47 tag Intl reads ("en", "pt-BR", "zh-Hans", "sr-Latn", "es-419",
 * "zh-Hant-TW"), which is also a safe folder name and URL segment (letters, digits and hyphens only).
 */
export function isLocaleCode(code: string): boolean {
  try {
    return /^[A-Za-z0-9-]+$/.test(code) && Intl.getCanonicalLocales(code).length === 1;
  } catch {
    return false;
  }
}

const localeCode = (what: string) =>
  z.string({ error: `must be ${what}` }).refine(isLocaleCode, { error: `must be ${what}` });

/** One locale's options (Docusaurus' `i18n.localeConfigs[locale]`). */
const localeOptions = object({
  /** Its name in the locale dropdown (default: the language's own name for it, from Intl). */
  label: text().optional(),
  direction: oneOf(['ltr', 'rtl'] as const).optional(),
  /** `<html lang>` and hreflang (default: the locale code). */
  htmlLang: localeCode('a BCP 47 tag such as "en-GB" or "zh-Hans"').optional(),
  /** The calendar dates are shown in (Intl's calendar names: "gregory", "japanese"...). */
  calendar: text().optional(),
  /** Its folder under i18n.path (default: the locale code). */
  path: pattern(/^[^/\\\s.][^/\\\s]*$/, 'a folder name under i18n.path, such as "fr"').optional(),
});

/** Docusaurus' per-version options (`versions: { "1.0": { label, path, banner, badge, noIndex, className } }`). */
const versionOptions = object({
  /** Shown in the dropdown, the banner and the badge (default: the name; "Next" for "current"). */
  label: text().optional(),
  /**
   * Path of the version under the docs' route ("" for the docs root; default: the name, "next" for "current", "" for
   * the last version).
   */
  path: routePart(/^[^\s?#]*$/, 'a path such as "1.x" or "" (no spaces, "?" or "#")').optional(),
  /**
   * The banner above its pages: "unreleased", "unmaintained" or "none" (default: by its place beside the last version).
   */
  banner: oneOf(['none', 'unreleased', 'unmaintained'] as const).optional(),
  /** "Version: <label>" above its pages (default: when the site has more than one version). */
  badge: flag().optional(),
  /** Its pages ask search engines not to index them. */
  noIndex: flag().optional(),
  /** Class name of its pages (default: "docs-version-<name>"). */
  className: text().optional(),
});

const sitePath = () =>
  pattern(/^\/[^?#\s]*$/, 'a path of the site such as "/docs/old-page" (starting with "/", no query or hash)');

/**
 * Docusaurus' client-redirects `createRedirects`: given a route of the site, the paths that redirect to it (or
 * nothing).
 */
export type CreateRedirectsFunction = (route: string) => string | string[] | null | undefined;

/**
 * A redirect (Docusaurus' client-redirects rule): the page at `from` (one path or several) sends its reader to `to`.
 */
const redirectRule = object(
  {
    from: z.union([sitePath(), list(sitePath(), 'an array of paths')], {
      error: 'must be a path such as "/docs/old-page" or an array of paths',
    }),
    /** A route of the site ("/docs/new-page", a hash allowed) or an absolute URL. */
    to: text('a route of the site such as "/docs/new-page" or an absolute URL'),
  },
  'an object { from, to }',
);

/** What Docusaurus calls an edit URL function: given where a doc is, its "Edit this page" URL (or nothing). */
export type EditUrlFunction = (doc: {
  docPath: string;
  versionDocsDirPath: string;
  permalink: string;
  locale: string;
  version: string;
}) => string | undefined;

/** Docusaurus' blog `editUrl` function: given the post's paths, its URL (undefined: no link). */
export type BlogEditUrlFunction = (post: {
  blogDirPath: string;
  blogPath: string;
  permalink: string;
  locale: string;
}) => string | undefined;
/** "ALL" or a count, as Docusaurus' postsPerPage and blogSidebarCount take. */
const countOrAll = (what: string) => z.union([z.literal('ALL'), wholeNumber(0, 10000)], { error: `must be ${what}` });

/** The blog (Docusaurus' blog plugin options, the same names and defaults; README: "Blog"). */
const blogOptions = object({
  /** The blog folder, relative to the config file. */
  path: text().default('blog'),
  /** The route the blog is served under. */
  routeBasePath: routePart(/^\/?([^/\s]+(\/[^/\s]+)*)?\/?$/, 'a route such as "/blog"').default('blog'),
  /** Title and description of the list pages (and of the feeds, unless feedOptions says otherwise). */
  blogTitle: text().default('Blog'),
  blogDescription: text().default('Blog'),
  /** Posts per list page ("ALL": one page). */
  postsPerPage: countOrAll('"ALL" or a whole number').default(10),
  /** Posts in the blog sidebar ("ALL", or 0 for no sidebar). */
  blogSidebarCount: countOrAll('"ALL" or a whole number').default(5),
  blogSidebarTitle: text().default('Recent posts'),
  /** "N min read" on posts and in lists. */
  showReadingTime: flag().default(true),
  /** The authors map, relative to the blog folder. */
  authorsMapPath: text().default('authors.yml'),
  /** The tags file (`tags.yml`), relative to the blog folder; null or false: none, inline tags only. */
  tags: z.union([text(), z.literal(false), z.null()], { error: 'must be a path, false or null' }).optional(),
  /** What a tag missing from the tags file is: "warn" (default), "throw" or "ignore". */
  onInlineTags: oneOf(['throw', 'warn', 'ignore'] as const).default('warn'),
  /** What an author written inline in a post is when an authors map exists: "warn" (default), "throw" or "ignore". */
  onInlineAuthors: oneOf(['throw', 'warn', 'ignore'] as const).default('warn'),
  /** What a post without a truncate marker is in the lists (where it is shown whole). */
  onUntruncatedBlogPosts: oneOf(['throw', 'warn', 'ignore'] as const).default('warn'),
  /** "Edit this page" links: a URL prefix the post's path in the site is appended to, or a function. */
  editUrl: z
    .union([text(), z.custom<BlogEditUrlFunction>((v) => typeof v === 'function')], {
      error: 'must be a URL prefix or a function',
    })
    .optional(),
  /** Glob patterns of the posts, relative to the blog folder. */
  include: list(text(), 'an array of glob patterns').default(['**/*.{md,mdx}']),
  /** Glob patterns of files that are not posts. */
  exclude: list(text(), 'an array of glob patterns').default([
    '**/_*.{js,jsx,ts,tsx,md,mdx}',
    '**/_*/**',
    '**/*.test.{js,jsx,ts,tsx}',
    '**/__tests__/**',
  ]),
  /** Path segments of the pages the blog adds under its route. */
  archiveBasePath: z.union([text(), z.null()], { error: 'must be a path segment or null' }).default('archive'),
  tagsBasePath: text().default('tags'),
  pageBasePath: text().default('page'),
  authorsBasePath: text().default('authors'),
  /** The feeds: RSS 2.0, Atom 1.0 and JSON Feed 1.1, at `<routeBasePath>/rss.xml`, `atom.xml`, `feed.json`. */
  feedOptions: object({
    /** "all", one type, a list of types, or null for no feed. */
    type: z
      .union(
        [z.literal('all'), oneOf(FEED_TYPES), list(oneOf(FEED_TYPES), 'a list of "rss", "atom", "json"'), z.null()],
        {
          error: 'must be "rss", "atom", "json", "all", a list of them, or null',
        },
      )
      .default(['rss', 'atom']),
    title: text().optional(),
    description: text().optional(),
    copyright: z.string({ error: 'must be a string' }).optional(),
    /** Items per feed (false or null: every post). */
    limit: z
      .union([wholeNumber(1, 100000), z.literal(false), z.null()], { error: 'must be a number, false or null' })
      .default(20),
    /** Language of the feeds (default: the site's). */
    language: text().optional(),
  }).prefault({}),
});
export type BlogOptions = z.output<typeof blogOptions>;

const onBroken = () => oneOf(['throw', 'warn', 'ignore'] as const).default('warn');

const searchContext = object(
  {
    /** Label shown in `See all results within "{label}"`. */
    label: text(),
    /** Route prefix that belongs to the context, e.g. "/schema". */
    path: pattern(/^\/\S*$/, 'a route prefix starting with "/"'),
  },
  'an object { label, path }',
);

const openapiEntry = object(
  {
    /** The OpenAPI 3.0/3.1 file (YAML or JSON), relative to the config file. */
    spec: pattern(
      /\.(ya?ml|json)$/,
      'the path of an OpenAPI file ending in .yaml, .yml or .json, relative to the config file',
    ),
    /** Route of the reference's overview page; its tag and operation pages go below it. */
    route: routePart(
      /^(\/[a-z0-9._~-]+)+$/,
      'a route such as "/api-reference": lower-case, starting with "/", no trailing "/"',
    ),
    /** Title of the overview page and of its sidebar category. */
    label: text().default('API reference'),
  },
  'an object { spec, route, label }',
);

const fields = {
  /** Site title: the home page's `<title>` and the suffix of every other. */
  title: text(),
  /** Short description of the site. */
  tagline: z.string({ error: 'must be a string' }).default(''),
  /** Docusaurus' `titleDelimiter`: what stands between a page's title and the site's in `<title>` ("Setup | Site"). */
  titleDelimiter: z.string({ error: 'must be a string' }).default('|'),
  /**
   * Public origin of the site, no path and no trailing slash: "https://docs.example.com". Canonical URLs and the
   * sitemap use it.
   */
  url: pattern(/^https?:\/\/[^/\s]+$/, 'an origin like "https://docs.example.com" with no path and no trailing slash'),
  /** Path the site is served under; starts and ends with "/". */
  baseUrl: pattern(/^\/(.*\/)?$/, 'a path that starts and ends with "/", e.g. "/" or "/docs/"').default('/'),
  /**
   * Docusaurus' `trailingSlash`: true, page URLs end in "/" and each page is `route/index.html`;
   * false, they do not and each page is `route.html`; unset (the default), URLs have no trailing
   * slash and each page is `route/index.html`.
   */
  trailingSlash: flag().optional(),
  /** Icon URL (a path in the static folder). */
  favicon: z.string({ error: 'must be a string' }).optional(),
  /** The white-label product: `%product%` in pages becomes `name` in text and `slug` in paths. Default: the title. */
  product: object({
    name: text(),
    slug: pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case letters, digits and single hyphens, e.g. "switchboard"'),
  }).optional(),
  /**
   * The site's languages, in Docusaurus' shape. The default locale is served at the base URL, each
   * other one under `<baseUrl><locale>/`, from the translations in `i18n/<locale>/` (README: "Languages").
   */
  i18n: object({
    defaultLocale: localeCode('a locale code (a BCP 47 tag) such as "en", "pt-BR" or "zh-Hans"').default('en'),
    /** Every locale the site is built in (the default locale is added when missing), in the dropdown's order. */
    locales: list(
      localeCode('a locale code (a BCP 47 tag) such as "fr", "pt-BR" or "zh-Hans"'),
      'an array of locale codes',
    ).optional(),
    /** The folder of the translations, relative to the config file. */
    path: text().default('i18n'),
    /**
     * Per locale: its label in the locale dropdown, writing direction, `<html lang>`, calendar and translations folder.
     */
    localeConfigs: z
      .record(z.string(), localeOptions, {
        error: 'must be an object of locale → { label, direction, htmlLang, calendar, path }',
      })
      .default({}),
  }).prefault({}),
  /** The top bar. */
  navbar: object({
    /** Text next to the logo; the site title by default; "" for the logo alone (as Docusaurus allows). */
    title: z.string({ error: 'must be a string' }).optional(),
    logo: logo.optional(),
    items: list(navbarItem, 'an array of { label, href }').default([]),
  }).prefault({}),
  /** The footer. */
  footer: object({
    logo: logo.optional(),
    /** Default: `Copyright © <title>`. */
    copyright: text().optional(),
    /**
     * The copyright as HTML, shown as it is in place of `copyright` (a Docusaurus config's `footer.copyright`, which
     * Docusaurus renders as HTML: links, `&trade;`).
     */
    copyrightHtml: text().optional(),
    links: list(link, 'an array of { label, href }').default([]),
  }).prefault({}),
  /** Colour mode; with `respectPrefersColorScheme` the toggle cycles system → light → dark. */
  colorMode: object({
    defaultMode: oneOf(['light', 'dark'] as const).default('light'),
    disableSwitch: flag().default(false),
    respectPrefersColorScheme: flag().default(false),
  }).prefault({}),
  /** A dismissible bar; a new `id` shows it again to readers who dismissed the old one. */
  announcementBar: object({
    id: text(),
    content: text(),
    /** The content as HTML, shown as it is in place of `content` (a Docusaurus config's, which is HTML). */
    contentHtml: text().optional(),
    /** The bar's colours (CSS colours), as Docusaurus' `backgroundColor` and `textColor`. */
    backgroundColor: text().optional(),
    textColor: text().optional(),
    isCloseable: flag().default(true),
  }).optional(),
  /** Code themes of the light and the dark mode. Token colours are adjusted to WCAG AA contrast. */
  prism: object({
    theme: oneOf(codeThemeNames).default('github'),
    darkTheme: oneOf(codeThemeNames).default('dracula'),
  }).prefault({}),
  /**
   * Stylesheets of the site (Docusaurus' `theme.customCss`), relative to the config file: joined to
   * the one stylesheet after the theme's own. The Infima custom properties they set
   * (`--ifm-color-primary`, `--ifm-navbar-background-color`, `--ifm-font-family-base`…, also under
   * `[data-theme='dark']`) restyle the theme's components as they restyle Docusaurus'.
   */
  customCss: z
    .union([text('a path'), list(text('a path'), 'a path or an array of paths')], {
      error: 'must be a path or an array of paths',
    })
    .default([]),
  /**
   * Custom pages (Docusaurus' pages plugin): React components (`.js`, `.jsx`, `.ts`, `.tsx`,
   * default export) and Markdown (`.md`, `.mdx`) in `path`, each a route under `routeBasePath`
   * (`index` is its folder's route: `src/pages/index.tsx` is the home page). `false`: none.
   */
  pages: z
    .union(
      [
        z.literal(false),
        object({
          /** The folder, relative to the config file. */
          path: text().default('src/pages'),
          routeBasePath: routePart(/^\/?([^/\s]+(\/[^/\s]+)*)?\/?$/, 'a route such as "/"').default('/'),
          /** Glob patterns of files that are not pages (Docusaurus' defaults unless given). */
          exclude: list(text(), 'an array of glob patterns').default([
            '**/_*.{js,jsx,ts,tsx,md,mdx}',
            '**/_*/**',
            '**/*.test.{js,jsx,ts,tsx}',
            '**/__tests__/**',
            '**/*.spec.{js,jsx,ts,tsx}',
            '**/*.d.ts',
          ]),
        }),
      ],
      { error: 'must be false or { path, routeBasePath, exclude }' },
    )
    .prefault({}),
  /** Docusaurus' `customFields`: values the site's components read (useDocusaurusContext().siteConfig.customFields). */
  customFields: z.record(z.string(), z.unknown(), { error: 'must be an object' }).default({}),
  /**
   * Redirect pages (Docusaurus' `@docusaurus/plugin-client-redirects` options): static pages that
   * send their reader on (meta refresh, canonical link, `location.replace`), for hosts without
   * server redirects. Their targets are checked as links are.
   */
  clientRedirects: object({
    redirects: list(redirectRule, 'an array of { from, to }').default([]),
    /** Called with every route of the site: the paths that redirect to it. */
    createRedirects: z
      .custom<CreateRedirectsFunction>((v) => typeof v === 'function', {
        error: 'must be a function (route) => path(s)',
      })
      .optional(),
    /** For every route, a redirect from it with each extension (["html"]: /docs/x.html → /docs/x). */
    fromExtensions: list(
      pattern(/^[a-z0-9]+$/i, 'an extension such as "html" (no dot)'),
      'an array of extensions',
    ).default([]),
    /** For every route ending with one of these extensions, a redirect from it without. */
    toExtensions: list(
      pattern(/^[a-z0-9]+$/i, 'an extension such as "html" (no dot)'),
      'an array of extensions',
    ).default([]),
  }).prefault({}),
  /** Heading levels in the table of contents. */
  toc: object({
    minHeadingLevel: wholeNumber(2, 6).default(2),
    maxHeadingLevel: wholeNumber(2, 6).default(3),
  })
    .superRefine((toc, ctx) => {
      if (toc.maxHeadingLevel < toc.minHeadingLevel)
        ctx.addIssue({
          code: 'custom',
          path: ['maxHeadingLevel'],
          message: `must be at least toc.minHeadingLevel (${toc.minHeadingLevel})`,
          input: toc.maxHeadingLevel,
        });
    })
    .prefault({}),
  /** Render ```mermaid fences as diagrams. */
  mermaid: flag().default(true),
  /** The search box and page. */
  search: object({
    /** Results in the search box. */
    resultsLimit: wholeNumber(1, 50).default(8),
    /** Results on the search page. */
    maxResults: wholeNumber(1, 500).default(50),
    /** Characters of context around a match in a snippet. */
    contextLength: wholeNumber(10, 500).default(50),
    /** Add "See all results within/outside" links on pages under `path`. */
    contexts: list(searchContext, 'an array of { label, path }').default([]),
  }).prefault({}),
  /**
   * Page views. `trackingID`: Google Analytics (gtag). `sender`: path (relative to the config) of a
   * browser module whose default export `(path: string) => void` receives every page view.
   */
  analytics: object({
    trackingID: text().optional(),
    sender: text().optional(),
  }).prefault({}),
  /** API references generated from OpenAPI documents, one per entry (README: "API reference from OpenAPI"). */
  openapi: list(openapiEntry, 'an array of { spec, route, label }')
    .superRefine(
      (entries, ctx) => {
        // Runs even when an entry has other problems (`when`), so every problem is reported at once.
        const routes = entries.map((entry) => (typeof entry?.route === 'string' ? entry.route : null));
        routes.forEach((route, i) => {
          if (route !== null && routes.indexOf(route) < i)
            ctx.addIssue({
              code: 'custom',
              path: [i, 'route'],
              message: `must differ from the route of every other openapi entry ("${route}" is taken)`,
              input: route,
            });
        });
      },
      { when: (payload) => Array.isArray(payload.value) },
    )
    .default([]),
  /** The docs. */
  docs: object({
    /** Label of the current docs version. */
    versionLabel: text().default('Next'),
    /** The docs folder, relative to the config file (`--docs-dir` overrides it). */
    path: text().default('docs'),
    /** The route the docs are served under ("/" or, as Docusaurus' default, "/docs"). */
    routeBasePath: routePart(/^\/?([^/\s]+(\/[^/\s]+)*)?\/?$/, 'a route such as "/" or "/docs"').default('/'),
    /**
     * A sidebars file (Docusaurus' sidebars.js|ts|json), relative to the config file; none: the sidebar follows the
     * folders.
     */
    sidebarPath: z.union([text(), z.literal(false)], { error: 'must be a path or false' }).optional(),
    /**
     * Glob patterns of files in the docs folder that are not pages (besides files and folders starting with "_" or
     * ".").
     */
    exclude: list(text(), 'an array of glob patterns').default([]),
    /**
     * "Edit this page" links, as Docusaurus' `editUrl`: a URL prefix the page's file is appended
     * to (its path from the config's folder, e.g. `docs/guide/setup.mdx`), or a function given
     * `{ docPath, versionDocsDirPath, permalink, locale, version }` that returns the URL.
     */
    editUrl: z
      .union([text(), z.custom<EditUrlFunction>((v) => typeof v === 'function')], {
        error: 'must be a URL prefix or a function',
      })
      .optional(),
    // Versions, as Docusaurus has them (versions.json, versioned_docs/, versioned_sidebars/ beside the config).
    /** The version at the docs root, without a banner (default: the newest of versions.json, else "current"). */
    lastVersion: text('a version name').optional(),
    /** Build only these versions (of "current" and versions.json). */
    onlyIncludeVersions: list(text('a version name'), 'an array of version names').optional(),
    /** Build the current docs (the docs folder) as the version "current". */
    includeCurrentVersion: flag().default(true),
    /** Build the current docs only, whatever versions.json says. */
    disableVersioning: flag().default(false),
    /** Options of each version, by name ("current" for the docs folder). */
    versions: z
      .record(z.string(), versionOptions, {
        error: 'must be an object of version name → { label, path, banner, badge, noIndex, className }',
      })
      .default({}),
    /**
     * "Last updated on …" at the end of each doc page: the date of the last commit of its file (front matter
     * `last_update.date` wins).
     */
    showLastUpdateTime: flag().default(true),
  }).prefault({}),
  /**
   * Files for AI assistants and other tools (llmstxt.org), besides the Markdown twin every page
   * has (`/x.md`): `/llms.txt`, the pages by sidebar category with links to their twins, and
   * `/llms-full.txt`, every twin in one file.
   */
  llms: object({
    txt: flag().default(true),
    fullTxt: flag().default(true),
    /**
     * "Open in ChatGPT" / "Open in Claude" beside Copy page: links that open the assistant with a
     * prompt naming the page's Markdown twin (as Rspress' and Mintlify's page menus do). `[]`: none.
     * Leave them out where assistants cannot fetch the site (an intranet, an air-gapped network).
     */
    openIn: list(
      oneOf(ASSISTANTS),
      `a list of assistants, any of ${ASSISTANTS.map((a) => JSON.stringify(a)).join(', ')}`,
    ).default([...ASSISTANTS]),
  }).prefault({}),
  /**
   * The MCP server that serves this site to assistants (`hub-docs mcp --http` behind your host, or
   * any other): its Streamable HTTP URL, named in llms.txt, in every page's head
   * (`<link rel="mcp">`) and in /.well-known/mcp/catalog.json (the MCP Server Card extension's catalog).
   */
  mcp: object({
    url: pattern(
      /^https?:\/\/[^\s]+$/,
      'an absolute http(s) URL of the MCP endpoint, like "https://docs.example.com/mcp"',
    ).optional(),
  }).prefault({}),
  /** The blog (Docusaurus' blog plugin): `{}` for its defaults (the `blog/` folder at `/blog`); false: none. */
  blog: z
    .union([z.literal(false), z.literal(true), blogOptions], {
      error: 'must be an object of blog options, true or false',
    })
    .default(false),
  /** "Was this page helpful?" at the end of each doc page; the answers go to the analytics sender. */
  feedback: flag().default(true),
  /**
   * How Markdown files are read: "mdx" (Docusaurus 3's default: .md files are MDX too), "md" (CommonMark), or "detect"
   * (.md as CommonMark, .mdx as MDX).
   */
  markdown: object({
    format: oneOf(['mdx', 'md', 'detect'] as const).default('mdx'),
    hooks: object({
      /** A directive nothing handles (an unknown admonition, `::name`): a warning by default, as in Docusaurus 3. */
      onUnusedMarkdownDirectives: onBroken(),
    }).prefault({}),
  }).prefault({}),
  /** A link to no known page (a blog, custom pages...): reported as a warning by default, an error with "throw". */
  onBrokenLinks: onBroken(),
  /**
   * Routes of the site that something else serves (another app under the same host; read from a Docusaurus config:
   * the docs and blog instances hub-docs leaves out): a link under one is no broken link, and the browser loads it.
   */
  externalRoutes: list(routePart(/^\/.*$/, 'a route such as "/community"'), 'an array of routes').default([]),
  /** A link to an anchor its page does not have: reported as a warning by default, an error with "throw". */
  onBrokenAnchors: onBroken(),
};

/** One locale of a site with several, as the browser knows it (the locale dropdown, hreflang links). */
export interface LocaleLink {
  code: string;
  label: string;
  /** `<html lang>` and hreflang. */
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** The site's base URL in that locale ("/" for the default, "/fr/" for French). */
  baseUrl: string;
}

/** The locale a site is built in. */
export interface SiteLocale {
  code: string;
  direction: 'ltr' | 'rtl';
  /** Only on a site with more than one locale: */
  htmlLang?: string;
  label?: string;
  /** Every locale of the site, the default first. */
  locales?: LocaleLink[];
}

/** The `site.config.ts` schema; parsing it gives the ResolvedConfig (every default filled in). */
export const siteConfigSchema = object(fields, 'an object: export default defineConfig({ ... })').transform((c) => ({
  title: c.title,
  tagline: c.tagline,
  titleDelimiter: c.titleDelimiter,
  url: c.url,
  baseUrl: c.baseUrl,
  trailingSlash: c.trailingSlash,
  favicon: c.favicon || null,
  product: c.product ?? {
    name: c.title,
    slug:
      c.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'product',
  },
  /**
   * The locale this site is built in (the default; cli/locales/ makes each other locale's config).
   * `htmlLang`, `label` and `locales` are present only on a site with more than one locale.
   */
  locale: {
    code: c.i18n.defaultLocale,
    direction: c.i18n.localeConfigs[c.i18n.defaultLocale]?.direction ?? ('ltr' as const),
  } as SiteLocale,
  navbar: { title: c.navbar.title ?? c.title, logo: c.navbar.logo ?? null, items: c.navbar.items },
  footer: {
    logo: c.footer.logo ?? null,
    copyright: c.footer.copyright ?? `Copyright © ${c.title}`,
    copyrightHtml: c.footer.copyrightHtml ?? null,
    links: c.footer.links,
  },
  colorMode: c.colorMode,
  announcementBar: c.announcementBar ?? null,
  prism: c.prism,
  toc: c.toc,
  mermaid: c.mermaid,
  search: { ...c.search, resultsLimit: Math.min(c.search.resultsLimit, c.search.maxResults) },
  analytics: { trackingID: c.analytics.trackingID ?? null, sender: c.analytics.sender ?? null },
  openapi: c.openapi,
  /**
   * What tools and assistants are told (the build's, never sent to the browser): the llms.txt files, the assistants
   * pages link to, the MCP server.
   */
  llms: { ...c.llms, mcpUrl: c.mcp.url ?? null },
  feedback: c.feedback,
  // The feeds every page's head links to; no key at all for a site without a blog.
  ...feedLinks(c.blog === true ? blogOptions.parse({}) : c.blog, c.title),
  customFields: c.customFields,
  /** `versionName` is Docusaurus' name of the current version (the docs folder); `versionLabel` its label. */
  docs: { versionLabel: c.docs.versions.current?.label ?? c.docs.versionLabel, versionName: 'current' },
  /** What only the build reads (never sent to the browser). */
  build: {
    docsPath: c.docs.path,
    routeBasePath: '/' + c.docs.routeBasePath.replace(/^\/+|\/+$/g, ''),
    sidebarPath: c.docs.sidebarPath ?? null,
    customCss: typeof c.customCss === 'string' ? [c.customCss] : c.customCss,
    pages:
      c.pages === false ? null : { ...c.pages, routeBasePath: '/' + c.pages.routeBasePath.replace(/^\/+|\/+$/g, '') },
    clientRedirects: {
      ...c.clientRedirects,
      redirects: c.clientRedirects.redirects.map((r) => ({
        from: typeof r.from === 'string' ? [r.from] : r.from,
        to: r.to,
      })),
      createRedirects: c.clientRedirects.createRedirects ?? null,
    },
    exclude: c.docs.exclude,
    blog: c.blog === true ? blogOptions.parse({}) : c.blog || null,
    editUrl: c.docs.editUrl ?? null,
    showLastUpdateTime: c.docs.showLastUpdateTime,
    markdownFormat: c.markdown.format,
    onUnusedMarkdownDirectives: c.markdown.hooks.onUnusedMarkdownDirectives,
    /** The locales as configured (cli/locales/locale-plan.ts turns them into each locale's config). */
    i18n: {
      defaultLocale: c.i18n.defaultLocale,
      locales: c.i18n.locales ?? [c.i18n.defaultLocale],
      path: c.i18n.path,
      localeConfigs: c.i18n.localeConfigs,
    },
    onBrokenLinks: c.onBrokenLinks,
    externalRoutes: c.externalRoutes.map((route) => normalizeRoute(route)),
    onBrokenAnchors: c.onBrokenAnchors,
    versioning: {
      lastVersion: c.docs.lastVersion ?? null,
      onlyIncludeVersions: c.docs.onlyIncludeVersions ?? null,
      includeCurrentVersion: c.docs.includeCurrentVersion,
      disableVersioning: c.docs.disableVersioning,
      versions: c.docs.versions,
    },
  },
}));

/**
 * What a writer puts in site.config.ts, defaults left out. Declared here, beside the schema, so the
 * package's public types (`import { defineConfig } from 'hub-docs'`) need nothing but zod.
 */
export type SiteConfig = z.input<typeof siteConfigSchema>;

/** A feed as a page's head links to it (`<link rel="alternate" type=… href=… title=…>`). */
export interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml' | 'application/json';
  /** Its path in the site ("/blog/rss.xml"). */
  href: string;
  title: string;
}

/** The blog's feed files by type, as Docusaurus names them. */
function feedLinks(blog: BlogOptions | false, siteTitle: string): { feeds?: FeedLink[] } {
  if (!blog) return {};
  const root = '/' + blog.routeBasePath.replace(/^\/+|\/+$/g, '');
  const title = blog.feedOptions.title ?? siteTitle;
  const mime = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;
  const feeds = feedTypesOf(blog).map(
    (t): FeedLink => ({
      type: mime[t],
      href: `${root === '/' ? '' : root}/${FEED_FILES[t]}`,
      title: `${title} ${t === 'rss' ? 'RSS' : t === 'atom' ? 'Atom' : 'JSON'} Feed`,
    }),
  );
  return feeds.length ? { feeds } : {};
}
