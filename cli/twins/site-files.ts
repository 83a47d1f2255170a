/**
 * The Markdown side of a built site, after llmstxt.org: every page's twin beside its HTML
 * (`/x` → `/x.md`, `/` → `/index.md`), `/llms.txt` (the site's title and description, then a
 * section per top-level sidebar item listing its pages' twins in sidebar order) and
 * `/llms-full.txt` (every twin, in that order, in one file). A twin is the compile's twin of the
 * content under the page's title and lead, with what is known only once every page is compiled
 * filled in (the cards of a category, an inline TOC); a page hub-docs makes (a generated index,
 * a home page of cards) lists its cards.
 */
import type { CardItem, PageData, ResolvedConfig, SidebarItem, Sidebars, TocItem } from '../../theme/types.js';
import { absoluteUrl } from '../../theme/url.js';
import { pageHasTwin } from '../../theme/routes.js';
import { pageTwinFile } from '../pipeline/output-path.js';
import {
  heading,
  list,
  markdownOf,
  pageLinkItem,
  paragraph,
  text,
  link,
  PAGE_PART,
  type MdNode,
  type PagePartNode,
  type TwinContent,
} from './markdown.js';
import { docCards, inlineToc } from '../../theme/page-parts.js';
import { twinUrl, twinUrls } from './twin-urls.js';
import type { TwinUrls } from './twin-tree.js';
import type { PreparedSite } from '../prepared-site.js';
import { hashOf } from '../pipeline/bundle-cache.js';
import { compilerFingerprint } from '../pipeline/compiler-fingerprint.js';

/**
 * A Markdown file of the site. `contents` is its text, or how to make it when a `key` says what it
 * is made from: the previous build's file of the same key is kept instead (Output.reuse).
 */
export type MarkdownFile =
  | { path: string; contents: string; key?: undefined }
  | { path: string; contents: () => string; key: string };

export interface TwinSource {
  data: PageData;
  /** The content's twin, from the compile; null for the pages hub-docs makes. */
  markdown: TwinContent | null;
}

/** Every page has a twin but the search page and the 404 page. */
export const hasTwin = (page: PageData) => pageHasTwin(page);

const cardList = (cards: CardItem[], urls: TwinUrls): MdNode[] =>
  cards.length ? [list(cards.map((card) => pageLinkItem(card.title, urls.route(card.href), card.description)))] : [];

const tocList = (toc: TocItem[], urls: TwinUrls, route: string): MdNode[] =>
  toc.length
    ? [
        list(
          toc.map((item) => [
            paragraph([link(urls.route(route) + '#' + encodeURIComponent(item.id), [text(item.text)])]),
          ]),
        ),
      ]
    : [];

/**
 * A page's twin: `# Title`, its lead, then its content, with what its content shows of the page's
 * data (PAGE_PART: the cards and inline TOC, as the HTML shows them, theme/page-parts.ts).
 * `sidebars`: every version's, by their site-wide ids; `unlisted`: routes its cards leave out (drafts, in
 * llms-full.txt).
 */
export function twinDocument(
  page: TwinSource,
  config: ResolvedConfig,
  twinRoutes: Set<string>,
  sidebars: Sidebars,
  unlisted?: Set<string>,
): string {
  const { data } = page;
  const listed = (cards: CardItem[]) => (unlisted ? cards.filter((card) => !unlisted.has(card.href)) : cards);
  const urls = twinUrls(config, data.route, (route) => twinRoutes.has(route));
  const head = [heading(1, [text(data.title)]), ...(data.lead ? [paragraph([text(data.lead)])] : [])];
  const partOf = (node: PagePartNode): MdNode[] =>
    node.part === 'cards'
      ? cardList(listed(docCards(data, sidebars)), urls)
      : tocList(inlineToc(data.toc, node, config.toc), urls, data.route);
  const fill = (nodes: MdNode[]): MdNode[] =>
    nodes.flatMap((node) =>
      node.type === PAGE_PART
        ? partOf(node as PagePartNode)
        : node.children
          ? [{ ...node, children: fill(node.children) }]
          : [node],
    );
  const body =
    page.markdown === null
      ? markdownOf(cardList(listed(data.cards), urls))
      : typeof page.markdown === 'string'
        ? page.markdown
        : markdownOf(fill(page.markdown.nodes));
  return markdownOf(head) + (body.trim() ? '\n' + body.trimEnd() + '\n' : '');
}

export interface LlmsSection {
  title: string;
  pages: TwinSource[];
}

/**
 * The pages llms.txt lists, in sidebar order: a section per top-level item of each sidebar (a
 * category with its index page and every page below it; a page on its own), then the listed
 * pages no sidebar has. Each page once, in the first place it appears.
 */
export function llmsSections(sidebars: Sidebars, pages: TwinSource[]): LlmsSection[] {
  const byRoute = new Map(pages.map((page) => [page.data.route, page]));
  const seen = new Set<string>();
  const take = (route: string | null): TwinSource[] => {
    const page = route === null ? undefined : byRoute.get(route);
    if (!page || seen.has(route!)) return [];
    seen.add(route!);
    return [page];
  };
  const pagesOf = (item: SidebarItem): TwinSource[] =>
    item.type === 'link'
      ? take(item.href)
      : item.type === 'category'
        ? [...take(item.href), ...item.items.flatMap(pagesOf)]
        : [];
  const sections: LlmsSection[] = [];
  for (const items of Object.values(sidebars)) {
    for (const item of items) {
      const found = pagesOf(item);
      if (found.length && item.type !== 'html') sections.push({ title: item.label, pages: found });
    }
  }
  const rest = pages.filter((page) => !seen.has(page.data.route));
  if (rest.length) sections.push({ title: 'Other pages', pages: rest });
  return sections;
}

/** The head of both files: the site's title, and its tagline as the summary blockquote. */
const siteHead = (title: string, tagline: string): MdNode[] => [
  heading(1, [text(title)]),
  ...(tagline ? [{ type: 'blockquote', children: [paragraph([text(tagline)])] }] : []),
];

/** Everything llms.txt says, and nothing else: its text is made from this alone (llmsTxt), so this is also its key. */
export interface LlmsTxtData {
  title: string;
  tagline: string;
  /** The MCP server that serves the site (config mcp.url), named under the summary. */
  mcpUrl: string | null;
  sections: { title: string; pages: { title: string; url: string; description: string }[] }[];
}

export function llmsTxtData(config: ResolvedConfig, sections: LlmsSection[]): LlmsTxtData {
  return {
    title: config.title,
    tagline: config.tagline,
    mcpUrl: config.llms.mcpUrl,
    sections: sections.map((section) => ({
      title: section.title,
      pages: section.pages.map((page) => ({
        title: page.data.title,
        url: twinUrl(config, page.data.route),
        description: page.data.description,
      })),
    })),
  };
}

export function llmsTxt(data: LlmsTxtData): string {
  const mcp = data.mcpUrl
    ? [
        paragraph([
          text('MCP server (Streamable HTTP): '),
          link(data.mcpUrl, [text(data.mcpUrl)]),
          text(
            ': connect an assistant to it to search these docs, read any page as Markdown and look up the API reference.',
          ),
        ]),
      ]
    : [];
  return markdownOf([
    ...siteHead(data.title, data.tagline),
    ...mcp,
    ...data.sections.flatMap((section) => [
      heading(2, [text(section.title)]),
      list(section.pages.map((page) => pageLinkItem(page.title, page.url, page.description))),
    ]),
  ]);
}

/**
 * Each listed page's twin under a rule, with a line giving its URL under its title (many pages share the file).
 * `twinOf`: the twin of a page.
 */
export function llmsFullTxt(
  config: ResolvedConfig,
  sections: LlmsSection[],
  twinOf: (page: TwinSource) => string,
): string {
  const documents = sections.flatMap((section) =>
    section.pages.map((page) => {
      const url = absoluteUrl(config, page.data.route);
      const source = markdownOf([paragraph([text('Source: '), link(url, [text(url)])])]);
      // The twin's first line is its `# Title`. Cut by position: a regular expression would copy the whole twin first.
      const twin = twinOf(page);
      const afterTitle = twin.indexOf('\n') + 1;
      return afterTitle === 0 ? twin : `${twin.slice(0, afterTitle)}\n${source}${twin.slice(afterTitle)}`;
    }),
  );
  return [markdownOf(siteHead(config.title, config.tagline)), ...documents].join('\n---\n\n');
}

/**
 * Every Markdown file of the site: the twins, and (as the config says) llms.txt and
 * llms-full.txt. `excluded`: routes that have a twin but are not listed (drafts shown by serve).
 */
export function markdownFiles(options: {
  config: ResolvedConfig;
  pages: TwinSource[];
  sidebars: Sidebars;
  pageSidebars: Sidebars;
  excluded: Set<string>;
}): MarkdownFile[] {
  const { config } = options;
  const pages = options.pages.filter((page) => hasTwin(page.data));
  const twinRoutes = new Set(pages.map((page) => page.data.route));
  const twins = new Map(pages.map((page) => [page, twinDocument(page, config, twinRoutes, options.pageSidebars)]));
  const files: MarkdownFile[] = pages.map((page) => ({
    path: pageTwinFile(page.data.route),
    contents: twins.get(page)!,
  }));
  const sections = llmsSections(
    options.sidebars,
    pages.filter((page) => !page.data.noindex && !options.excluded.has(page.data.route)),
  );
  if (config.llms.txt) {
    // Made only when what it lists changed (a new page, title or description): its one serialisation is ~5 ms of a
    // rebuild.
    const data = llmsTxtData(config, sections);
    files.push({
      path: 'llms.txt',
      key: hashOf(compilerFingerprint(), JSON.stringify(data)),
      contents: () => llmsTxt(data),
    });
  }
  // Each twin is made once; only one that lists an unlisted page (a draft, in serve) is made again without it. Asked
  // only when there is one: finding a page's cards walks its whole sidebar (~30 ms over 1,000 pages).
  const listedTwin = (page: TwinSource) =>
    options.excluded.size > 0 &&
    docCards(page.data, options.pageSidebars).some((card) => options.excluded.has(card.href))
      ? twinDocument(page, config, twinRoutes, options.pageSidebars, options.excluded)
      : twins.get(page)!;
  if (config.llms.fullTxt) files.push({ path: 'llms-full.txt', contents: llmsFullTxt(config, sections, listedTwin) });
  return files;
}

/**
 * The Markdown files of a prepared site. Every page of every docs version has its twin; llms.txt
 * and llms-full.txt list the last version's pages (the docs at the root, what a reader finds
 * first) and the pages of no version. Drafts (built by serve) are left out of the lists.
 */
export function siteMarkdownFiles(site: Pick<PreparedSite, 'config' | 'pages' | 'versions'>): MarkdownFile[] {
  const last = site.versions.find((v) => v.plan.isLast)!;
  const drafts = last.routes.docs.filter((doc) => doc.doc.frontMatter.draft).map((doc) => doc.route);
  const otherVersions = site.pages
    .filter((p) => p.data.version !== null && p.data.version !== last.plan.name)
    .map((p) => p.data.route);
  const pageSidebars: Sidebars = Object.assign({}, ...site.versions.map((v) => v.sidebars));
  return markdownFiles({
    config: site.config,
    pages: site.pages,
    sidebars: last.sidebar.sidebars,
    pageSidebars,
    excluded: new Set([...drafts, ...otherVersions]),
  });
}
