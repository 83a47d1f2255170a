/**
 * Sources of the generated modules the browser bundle is made from: the site module the
 * runtime imports, and one module per page that needs JavaScript of its own (its compiled
 * MDX, or the search page's component, plus its PageData).
 */
import path from 'node:path';
import type {
  ClientConfig,
  DocsVersion,
  HtmlItem,
  NavbarItem,
  PageData,
  ResolvedConfig,
  SiteData,
  SiteModule,
} from '../../theme/types.js';
import { normalizeRoute } from '../../theme/routes.js';
import type { ThemeOverrides } from '../pages/theme-overrides.js';

const NO_OVERRIDES: ThemeOverrides = { root: null, mdxComponents: null };

/**
 * A page's module: its content component and its PageData. Only pages with components of their
 * own and the search page have one; every other page's content is HTML (see compile-page.ts).
 */
export function pageModuleSource(
  page: PageData,
  mdxCode: string | null,
  themeDir: string,
  overrides: ThemeOverrides = NO_OVERRIDES,
): string {
  let content: string;
  if (page.kind === 'search')
    content = `export { SearchPage as default } from ${JSON.stringify(path.join(themeDir, 'components', 'SearchPage.tsx'))};`;
  // A custom page's code is its module already (cli/pages/theme-overrides.ts: customPageModule).
  else if (page.kind === 'page' && mdxCode) content = mdxCode;
  else if (mdxCode) content = mdxComponentModule(mdxCode, page.hasMermaid, themeDir, overrides);
  else throw new Error(`the page ${page.route} has no module: its content is HTML`);
  return `${content}\nexport const page = ${JSON.stringify(page)};\n`;
}

/**
 * Compiled MDX (program form) as a module whose default export renders it with the theme's
 * components: a page's module, or a Markdown file a component of the site imports.
 */
export function mdxComponentModule(
  mdxCode: string,
  hasMermaid: boolean,
  themeDir: string,
  overrides: ThemeOverrides = NO_OVERRIDES,
): string {
  const theme = (file: string) => JSON.stringify(path.join(themeDir, 'components', file));
  // The site's src/theme/MDXComponents (the theme's, spread in it, then its own) in place of the theme's.
  const components = overrides.mdxComponents
    ? `import __components from ${JSON.stringify(overrides.mdxComponents)};`
    : `import { mdxComponents as __components } from ${theme('mdx-components.tsx')};`;
  return (
    mdxCode.replace('export default function MDXContent(', 'function MDXContent(') +
    `\n${components}\n` +
    (hasMermaid ? `import { Mermaid as __Mermaid } from ${theme('Mermaid.tsx')};\n` : '') +
    'import { jsx as __jsx } from "react/jsx-runtime";\n' +
    `export default function PageContent(props) { return __jsx(MDXContent, { ...props, components: { ...${hasMermaid ? '{ ...__components, Mermaid: __Mermaid }' : '__components'}, ...props?.components } }); }`
  );
}

/**
 * What the browser knows of the site: the config but what only the build reads, with the
 * navbar's and footer's `docId` links resolved to the doc's route (and, unless given, its
 * sidebar label or title; with several docs versions, its route in each), and the docs versions
 * (with the search contexts, which are each version's).
 */
export function clientSiteData(
  config: ResolvedConfig,
  searchManifestUrl: string,
  docLink: (target: {
    docId?: string;
    sidebarId?: string;
  }) => { href: string; label: string; versions?: Record<string, string> } | null,
  isPage: (route: string) => boolean,
  versions: DocsVersion[],
): SiteData {
  const {
    analytics,
    favicon: _favicon,
    openapi: _openapi,
    llms: _llms,
    feedback: _feedback,
    build: _build,
    docs: _docs,
    navbar,
    footer,
    search,
    customFields,
    ...rest
  } = config;
  const { contexts: _contexts, ...searchSettings } = search;
  const links = (items: LinkConfig[]): NavbarItem[] =>
    items.flatMap((item) => {
      if (item.html !== undefined) return [];
      const target = item.href === undefined ? docLink(item) : { href: item.href, label: item.label ?? '' };
      if (!target) return [];
      const outside = target.href.startsWith('/') && !isPage(normalizeRoute(target.href.split(/[?#]/)[0]));
      return [
        {
          label: item.label ?? target.label,
          href: target.href,
          position: item.position,
          ...(outside ? { outside: true as const } : {}),
          ...('versions' in target && target.versions ? { versions: target.versions } : {}),
          ...(item.className ? { className: item.className } : {}),
          ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}),
        },
      ];
    });
  // The footer's links and HTML items, in their order.
  const footerLinks = footer.links.flatMap((item): (NavbarItem | HtmlItem)[] =>
    item.html !== undefined
      ? [
          {
            type: 'html',
            value: item.html,
            position: item.position,
            ...(item.className ? { className: item.className } : {}),
          },
        ]
      : links([item]),
  );
  const navbarItems = navbar.items.flatMap((item): ClientConfig['navbar']['items'] => {
    if (item.type === undefined) return links([item]);
    if (item.type === 'html') return [item];
    if (item.type === 'dropdown') {
      // Its links take its side; one whose doc is gone (an adapted config's warning) is left out, and so is a dropdown
      // left empty.
      const items = links(item.items).map((link) => ({ ...link, position: item.position }));
      return items.length ? [{ type: item.type, label: item.label, position: item.position, items }] : [];
    }
    // A locale dropdown only with several locales, as Docusaurus has it.
    if (item.type === 'localeDropdown')
      return (config.locale.locales?.length ?? 0) > 1
        ? [
            {
              type: item.type,
              position: item.position,
              itemsBefore: links(item.dropdownItemsBefore),
              itemsAfter: links(item.dropdownItemsAfter),
            },
          ]
        : [];
    // A version dropdown only with several versions (with one it would list one item; Docusaurus shows a plain link).
    return versions.length > 1
      ? [
          {
            type: item.type,
            position: item.position,
            itemsBefore: links(item.dropdownItemsBefore),
            itemsAfter: links(item.dropdownItemsAfter),
            activeClassDisabled: item.dropdownActiveClassDisabled,
          },
        ]
      : [];
  });
  // customFields only when the site has some (a site without sends the browser nothing more).
  const fields = Object.keys(customFields).length ? { customFields } : {};
  return {
    config: {
      ...rest,
      ...fields,
      analytics: { trackingID: analytics.trackingID },
      search: searchSettings,
      navbar: { ...navbar, items: navbarItems },
      footer: { ...footer, links: footerLinks },
    },
    searchManifestUrl,
    versions,
  };
}

type LinkConfig = ResolvedConfig['footer']['links'][number];

/** The `hub:site` module (runtime/virtual.d.ts): the typed SiteModule as JSON, and the analytics sender's loader. */
export function siteModuleSource(
  module: SiteModule,
  senderFile: string | null,
  rootFile: string | null = null,
): string {
  const lazy = (file: string | null) => (file ? `() => import(${JSON.stringify(file)})` : 'null');
  return `export default ${JSON.stringify(module)};\nexport const loadSender = ${lazy(senderFile)};\nexport const loadRoot = ${lazy(rootFile)};\n`;
}
