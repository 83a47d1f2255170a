/**
 * Stages 5 and 6 for every docs version: the sidebars and each page's data (PageData), from the
 * compiled pages. A version's pages are its docs, generated indexes and tag pages (the last
 * version also has the API reference); the site adds a home page of cards when no version has a
 * page at "/", the search page and the 404 page. Then each page learns its counterparts in the
 * other versions, and the markup around its content (page tools).
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { DocsVersion, PageData, ResolvedConfig, Sidebars } from '../../theme/types.js';
import type { PreparedVersion, SitePage } from '../prepared-site.js';
import type { RoutedVersion } from '../versions/version-routes.js';
import type { VersionPlan } from '../versions/docs-versions.js';
import { keyedSidebars, linkVersions } from '../versions/version-pages.js';
import { referencePageData, referenceSearchSections, type ApiReference } from '../openapi/api-reference.js';
import { task, type Reporter } from '../task.js';
import { buildSidebars, type PageSummary } from './build-sidebar.js';
import type { CompiledPage } from './compile-page.js';
import {
  customPageData,
  docPageData,
  generatedIndexPageData,
  homeIndexPageData,
  specialPageData,
  tagPagesData,
} from './page-data.js';
import type { ProbedPage } from '../pages/probe-pages.js';
import { pageMetaReader } from './page-meta.js';
import type { PageContent } from './render-pages.js';
import { contentHtml } from './compile-cache.js';
import { hashOf } from './bundle-cache.js';
import { resolvePages } from './resolve-pages.js';
import { pageTools } from '../render/page-tools.js';
import { translateSidebar } from '../locales/translate-sidebar.js';
import { untranslatedPage } from '../locales/untranslated-notice.js';
import type { Messages } from '../../theme/messages/format.js';

export interface SitePagesInput {
  config: ResolvedConfig;
  configFile: string;
  /** The current version's docs folder (where pages hub-docs makes resolve imports from). */
  docsDir: string;
  versions: RoutedVersion[];
  docsVersions: DocsVersion[];
  reference: ApiReference;
  compiled: Map<string, CompiledPage>;
  /** The site's custom pages (src/pages), rendered once (probe-pages.ts), with their modules. */
  custom: { page: ProbedPage; code: string }[];
  /** Absolute file → Unix seconds of its last commit (lastCommitDates). */
  commitDates: Map<string, number>;
  /** The site's translations of the theme's messages in its locale (code.json). */
  siteMessages?: Map<string, string>;
  /** What the theme says in the pages' locale (titles of the pages hub-docs makes, the page tools). */
  messages: Messages;
  report?: Reporter;
  /**
   * Pages of other kinds, already made (the blog's): in no docs version's sidebar or versioning,
   * their sidebars (by site-wide id) added to the last version's sidebar.json.
   */
  extra?: { pages: SitePage[]; sidebars: Sidebars };
}

/** A page with what linkVersions needs to find its counterparts. */
type VersionedPage = SitePage & { version: VersionPlan | null; docId: string | null };

export const contentOf = (page: CompiledPage): PageContent =>
  page.htmlHash !== null
    ? { htmlHash: page.htmlHash, html: () => contentHtml(page) }
    : page.deferred
      ? { deferred: page.deferred, hash: hashOf(JSON.stringify(page.deferred)) }
      : { code: page.code! };

export function sitePages(input: SitePagesInput): { versions: PreparedVersion[]; pages: SitePage[] } {
  const { config, configFile, docsDir, versions, reference, compiled, messages, report } = input;
  // A site without docs (a blog-only one) resolves the imports of the pages hub-docs makes from its own folder.
  const madeDir = existsSync(docsDir) ? docsDir : path.dirname(configFile);
  const made = (data: PageData, kind: 'search' | 'empty', version: VersionPlan | null): VersionedPage => ({
    data,
    content: { kind },
    file: null,
    resolveDir: madeDir,
    keywords: [],
    sections: [],
    markdown: null,
    version,
    docId: null,
  });
  const prepared: PreparedVersion[] = [];
  const pages: VersionedPage[] = [];
  let home: { version: PreparedVersion; summaries: Map<string, PageSummary> } | null = null;
  for (const version of versions) {
    const { routes, plan } = version;
    const metaOf = pageMetaReader({
      config,
      configFile,
      siteDir: path.dirname(configFile),
      docsDir: routes.docsDir,
      versionName: plan.name,
      commitDates: input.commitDates,
      locale: messages.locale,
    });
    const resolved = resolvePages(routes, compiled, config);
    // The API reference is built from today's spec: it belongs to the last version.
    const referencePages = plan.isLast ? reference.pages : [];
    const summaries = new Map<string, PageSummary>([
      ...resolved,
      ...referencePages.map((p): [string, PageSummary] => [
        p.route,
        { title: p.title, sidebarLabel: p.sidebarLabel, description: p.description, position: undefined },
      ]),
    ]);
    const built = task.sync(report, `build sidebar${versions.length > 1 ? ` (${plan.label})` : ''}`, () =>
      buildSidebars({
        definitions: version.definitions,
        sidebarsFile: version.sidebarsFile,
        routes,
        categories: version.scanned.categories,
        pages: summaries,
        extra: plan.isLast ? reference.sidebar : undefined,
      }),
    );
    // In another locale than the default: its labels (current.json).
    const sidebar = version.translation ? translateSidebar(built, version.translation.messages) : built;
    const pagination = {
      byId: (id: string) => {
        const page = routes.byId.get(id);
        return page
          ? { title: page.doc.frontMatter.pagination_label ?? resolved.get(page.route)!.title, href: page.route }
          : null;
      },
      labelOf: (route: string) => resolved.get(route)?.route.doc.frontMatter.pagination_label,
    };
    const one: PreparedVersion = { plan, routes, sidebar, sidebars: keyedSidebars(plan, sidebar.sidebars) };
    prepared.push(one);
    if (plan.isLast) home = { version: one, summaries };
    for (const page of resolved.values()) {
      const { doc, route, id } = page.route;
      pages.push({
        data: {
          ...docPageData(page, config, sidebar, pagination, version.tags.ofDoc.get(route) ?? []),
          ...metaOf({ file: doc.file, route, frontMatter: doc.frontMatter }),
          ...(version.translation?.fallbacks.has(doc.file)
            ? { untranslated: untranslatedPage(config, route, input.siteMessages) }
            : {}),
        },
        content: contentOf(page.compiled),
        file: doc.file,
        resolveDir: path.dirname(doc.file),
        keywords: page.keywords,
        sections: page.compiled.sections,
        markdown: page.compiled.markdown,
        version: plan,
        docId: id,
      });
    }
    for (const p of referencePages) {
      const page = compiled.get(p.route)!;
      pages.push({
        data: { ...referencePageData(p, page, config, sidebar, docsDir), ...metaOf({ file: p.file, route: p.route }) },
        content: contentOf(page),
        file: p.file,
        resolveDir: path.dirname(p.file),
        keywords: p.keywords,
        sections: referenceSearchSections(p, page, config),
        markdown: page.markdown,
        version: plan,
        docId: null,
      });
    }
    for (const g of routes.generatedIndexes)
      pages.push(made(generatedIndexPageData(g.route, config, sidebar), 'empty', plan));
    if (version.tags.tags.size) {
      const linkTo = (route: string) => ({
        title: summaries.get(route)!.title,
        href: route,
        description: summaries.get(route)!.description,
      });
      for (const data of tagPagesData(version.tags, config, linkTo, messages)) pages.push(made(data, 'empty', plan));
    }
  }
  // Custom pages: of no docs version (a route a doc has was left out when they were scanned).
  for (const { page, code } of input.custom) {
    pages.push({
      data: customPageData(page, config),
      content: { code },
      file: page.source.file,
      resolveDir: path.dirname(page.source.file),
      keywords: [],
      sections: page.sections,
      markdown: page.markdown,
      version: null,
      docId: null,
    });
  }
  // The site's home page when no version, no custom page and no other page has a page at "/": the last version's top
  // level.
  if (![...pages, ...(input.extra?.pages ?? [])].some((p) => p.data.route === '/') && home) {
    const { version, summaries } = home;
    pages.push(
      made(
        homeIndexPageData(config, version.sidebar, (route) => summaries.get(route)?.description),
        'empty',
        null,
      ),
    );
  }
  pages.push(made(specialPageData('search', config, messages), 'search', null));
  pages.push(made(specialPageData('not-found', config, messages), 'empty', null));
  const linked = linkVersions(pages, input.docsVersions);
  if (input.extra && home) Object.assign(home.version.sidebars, input.extra.sidebars);
  const site: SitePage[] = [
    ...pages.map(({ version: _version, docId: _docId, ...page }, i) => ({ ...page, data: linked[i] })),
    ...(input.extra?.pages ?? []),
  ].sort((a, b) => (a.data.route < b.data.route ? -1 : a.data.route > b.data.route ? 1 : 0));
  // The markup around each page's content (twin actions, feedback, edit link, date), now that its data is complete.
  for (const page of site) page.data.tools = pageTools(page.data, config, messages);
  return { versions: prepared, pages: site };
}
