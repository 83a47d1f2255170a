/**
 * The head tags of a page, made in one place: the server writes them into the page's HTML
 * (cli/render/html-document.ts) and the runtime puts them in the document on a client navigation
 * (runtime/head.ts), so a page's head is the same however it was reached.
 */
import type { PageData } from './types.js';
import { absoluteUrl, withBaseUrl } from './url.js';
import { markdownTwinFile, pageHasTwin } from './routes.js';
import { localeAlternates } from './locale-head.js';
import type { HeadConfig, HeadTag } from './head-types.js';

export type { HeadConfig, HeadTag };

/** Every element headTags makes, in a document's head: what the runtime replaces on navigation. */
export const HEAD_TAGS_SELECTOR = [
  'title',
  'meta[name="description"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'meta[name="theme-color"]',
  'meta[name^="docsearch:"]',
  'script[type="application/ld+json"]',
].join(',');

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: { [key]: name, content },
});

/**
 * The page's head tags, in the order the HTML has them: title, description, canonical and language
 * links, the Markdown twin, noindex, Open Graph and Twitter tags, theme colour, DocSearch tags, then
 * the schema.org data of a page made from a file (last, after the site's assets).
 */
export function headTags(page: PageData, site: { config: HeadConfig }): HeadTag[] {
  const { config } = site;
  // An old version's page names the last version's page as canonical (PageData.canonical).
  const canonical = absoluteUrl(config, page.canonical ?? page.route);
  const found = page.kind !== 'not-found';
  const hasTwin = pageHasTwin(page);
  const tags: (HeadTag | false)[] = [
    { tag: 'title', attributes: {}, text: page.documentTitle },
    meta('name', 'description', page.description),
    found && { tag: 'link', attributes: { rel: 'canonical', href: canonical } },
    // Several locales: each one's link. The bundler drops this in a one-locale site's browser code
    // (theme-constants.ts); on the server (Node, no bundler: the constant is undefined) the config decides.
    // Several locales: the page in each (theme/locale-head.ts). The bundler drops this in a one-locale site's browser
    // code (theme-constants.ts); on the server (Node, no bundler: the constant is undefined) the config decides.
    ...((typeof __HUB_LOCALES__ === 'undefined' || __HUB_LOCALES__) && config.locale.locales
      ? localeAlternates(page, config)
      : [
          found && {
            tag: 'link' as const,
            attributes: { rel: 'alternate', hreflang: config.locale.code, href: canonical },
          },
          found && { tag: 'link' as const, attributes: { rel: 'alternate', hreflang: 'x-default', href: canonical } },
        ]),
    // The page's Markdown twin (cli/twins/), for tools and assistants.
    hasTwin && {
      tag: 'link',
      attributes: {
        rel: 'alternate',
        type: 'text/markdown',
        href: absoluteUrl(config, '/' + markdownTwinFile(page.route)),
      },
    },
    // The blog's feeds, on every page (as Docusaurus links them).
    ...(config.feeds ?? []).map(
      (feed): HeadTag => ({
        tag: 'link',
        attributes: { rel: 'alternate', type: feed.type, href: withBaseUrl(config, feed.href), title: feed.title },
      }),
    ),
    page.noindex && meta('name', 'robots', 'noindex, follow'),
    meta('property', 'og:title', page.documentTitle),
    meta('property', 'og:description', page.description),
    found && meta('property', 'og:url', canonical),
    meta('property', 'og:type', page.kind === 'home' ? 'website' : 'article'),
    page.image !== null &&
      meta('property', 'og:image', new URL(page.image.replace(/^\//, ''), config.url + config.baseUrl).href),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'theme-color', config.colorMode.defaultMode === 'dark' ? '#111418' : '#ffffff'),
    page.version !== null && meta('name', 'docsearch:version', page.version),
    meta('name', 'docsearch:language', config.locale.code),
    // Pages made from a file (a doc, a reference page): not the generated index and home pages.
    page.source !== null && {
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: structuredData(page, canonical, config.locale.code),
    },
  ];
  return tags.filter((tag): tag is HeadTag => tag !== false);
}

/**
 * schema.org data of a page: what it is, and when it last changed (`dateModified`). `<` is escaped so no text can close
 * the script.
 */
function structuredData(page: PageData, url: string, language: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': page.kind === 'blog-post' ? 'BlogPosting' : 'TechArticle',
    headline: page.title,
    description: page.description,
    url,
    inLanguage: language,
    ...(page.lastUpdated ? { dateModified: page.lastUpdated.date } : {}),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
