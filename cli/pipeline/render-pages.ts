/**
 * renderPages: every page's HTML document, one page at a time, written as soon as it is made
 * (memory does not grow with the site). A page whose inputs are those of a file the previous
 * build wrote keeps that file (Output.reuse); the others are rendered by the app renderer
 * around their content HTML, or, for pages with components of their own, by their server
 * bundle. Every page that fails is reported, together.
 */
import { createHash } from 'node:crypto';
import type { PageData, PageModule, ResolvedConfig } from '../../theme/types.js';
import type { SiteWideContext } from '../../theme/context.js';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import { htmlDocument, type DocumentAssets } from '../render/html-document.js';
import { FILES_AT_ONCE, inBatches, type Output } from './write-output.js';
import { pageHtmlFile } from './output-path.js';
import {
  keepRendererCache,
  loadRenderer,
  type AppRenderer,
  type ContentRenderer,
  type RendererFile,
} from './renderers.js';
import type { StaticContent } from '../render/content-entry.js';
import { highlightToHtml, loadPrism, resolveLanguage } from '../mdx/highlight.js';
import { collectGarbage, LARGE_SITE_PAGES } from '../collect-garbage.js';
import type { Progress } from '../task.js';
import { SITE_ROOT_MODULE } from '../pages/theme-overrides.js';

/**
 * A page's content: its final HTML (most pages; read when the page is rendered, by its hash
 * until then), what becomes final HTML once the page's data exists (content that shows it:
 * DocCardList, TOCInline), its own module (pages with components of their own), or the theme's
 * (generated index, search, 404).
 */
export type PageContent =
  | { htmlHash: string; html: () => string }
  | { deferred: StaticContent; hash: string }
  | { code: string }
  | { kind: 'search' | 'empty' };

export interface PageToRender {
  data: PageData;
  content: PageContent;
  /** The source file, for errors. */
  file: string | null;
}

export interface RenderStats {
  rendered: number;
  reused: number;
}

/** On a large site (LARGE_SITE_PAGES), the render collects its garbage every this many pages. */
const COLLECT_EVERY = 2000;

const hash = (...parts: string[]) => {
  const h = createHash('sha256');
  for (const part of parts) h.update(part).update('\0');
  return h.digest('hex');
};

/** The content renderer, as the compile uses it (its code blocks highlighted by Prism). */
async function loadContentRenderer(file: RendererFile): Promise<ContentRenderer> {
  const renderer = await loadRenderer<ContentRenderer>(file);
  renderer.setHighlighter({ highlightToHtml, resolveLanguage });
  await loadPrism();
  return renderer;
}

export async function renderPages(options: {
  pages: PageToRender[];
  app: RendererFile;
  /** Renders the content that shows its page's data (PageContent.deferred). */
  content: RendererFile;
  /** Makes the server bundle of the pages with components of their own: called only if one of them must be rendered. */
  serverBundle: () => Promise<RendererFile>;
  /** The site has a src/theme/Root: every page is rendered by the server bundle, which has it (SITE_ROOT_MODULE). */
  siteRoot?: boolean;
  /** What a page is rendered with (the sidebars of its docs version): a few objects shared by many pages. */
  context: (page: PageData) => SiteWideContext;
  config: ResolvedConfig;
  assets: (page: PageData) => DocumentAssets;
  output: Output;
  /** Told how many pages are done (reused or rendered), for the progress line. */
  progress?: Progress;
}): Promise<RenderStats> {
  const { pages, config, output } = options;
  // What every page is made from, hashed once per context.
  const commons = new Map<SiteWideContext, string>();
  const commonOf = (context: SiteWideContext) =>
    commons.get(context) ??
    commons.set(context, hash(options.app.hash, JSON.stringify(context), JSON.stringify(config))).get(context)!;
  const keyOf = (page: PageToRender) => {
    // Deferred content is rendered here with its page's data (in the key already) by the content renderer.
    const content =
      'htmlHash' in page.content
        ? page.content.htmlHash
        : 'deferred' in page.content
          ? hash(page.content.hash, options.content.hash)
          : 'code' in page.content
            ? hash(page.content.code)
            : page.content.kind;
    return hash(
      commonOf(options.context(page.data)),
      JSON.stringify(page.data),
      content,
      JSON.stringify(options.assets(page.data)),
    );
  };
  // Loaded on the first page that must be rendered: a rebuild that reuses every page needs no React.
  let app: Promise<AppRenderer> | null = null;
  let modules: Promise<{ pages: Record<string, PageModule> } & AppRenderer> | null = null;
  let contentRenderer: Promise<ContentRenderer> | null = null;
  const stats: RenderStats = { rendered: 0, reused: 0 };
  const errors: HubDocsError[] = [];
  const writing = new Set<Promise<void>>();
  // Which files the previous build left as they are.
  const keys = pages.map(keyOf);
  const reused = await inBatches(pages, FILES_AT_ONCE, (page, i) =>
    output.reuse(pageHtmlFile(page.data.route, config), keys[i]),
  );
  const reusedCount = reused.filter(Boolean).length;
  options.progress?.(reusedCount);
  for (const [index, page] of pages.entries()) {
    const key = keys[index];
    const context = options.context(page.data);
    const file = pageHtmlFile(page.data.route, config);
    if (reused[index]) {
      stats.reused++;
      continue;
    }
    let appHtml: string;
    try {
      if ('code' in page.content || options.siteRoot) {
        modules ??= options.serverBundle().then((bundle) => loadRenderer(bundle));
        const server = await modules;
        let content: Parameters<AppRenderer['renderApp']>[2];
        if ('code' in page.content) content = { Content: server.pages[page.data.route].default };
        else if ('deferred' in page.content) {
          contentRenderer ??= loadContentRenderer(options.content);
          content = {
            html: (await contentRenderer).renderStatic(page.content.deferred, context, page.data.route, page.data),
          };
        } else content = 'html' in page.content ? { html: page.content.html() } : { kind: page.content.kind };
        appHtml = server.renderApp(context, page.data, content, server.pages[SITE_ROOT_MODULE]?.default);
      } else {
        app ??= loadRenderer<AppRenderer>(options.app);
        const renderer = await app;
        let html: string | undefined;
        if ('deferred' in page.content) {
          contentRenderer ??= loadContentRenderer(options.content);
          html = (await contentRenderer).renderStatic(page.content.deferred, context, page.data.route, page.data);
        } else if ('html' in page.content) html = page.content.html();
        appHtml = renderer.renderApp(
          context,
          page.data,
          html !== undefined ? { html } : { kind: (page.content as { kind: 'search' | 'empty' }).kind },
        );
        keepRendererCache(options.app);
      }
    } catch (cause) {
      if (cause instanceof HubDocsError || cause instanceof HubDocsErrorList) throw cause; // the server bundle failed: about the site, not this page
      errors.push(
        new HubDocsError(`rendering the page ${page.data.route} failed: ${(cause as Error).message}`, {
          location: page.file ? { file: page.file } : undefined,
          hint: 'a component on this page throws while rendering on the server; wrap browser-only code in useEffect or <BrowserOnly>',
          cause,
        }),
      );
      continue;
    }
    // Written while the next pages render (a write is a few file-system round trips), a few at a time.
    const write = output.write(
      file,
      htmlDocument({ config, page: page.data, appHtml, assets: options.assets(page.data) }),
      key,
    );
    writing.add(write);
    // A failed write stays in the set, so the race or the final wait below throws it.
    write.then(
      () => writing.delete(write),
      () => {},
    );
    if (writing.size >= FILES_AT_ONCE) await Promise.race(writing);
    // A large site's render garbage, collected now and then (as its compile's): V8, far from its
    // limit, lets it pile up while the search index thread peaks beside it.
    if (++stats.rendered % COLLECT_EVERY === 0 && pages.length >= LARGE_SITE_PAGES) collectGarbage();
    options.progress?.(reusedCount + stats.rendered);
  }
  await Promise.all(writing);
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new HubDocsErrorList(errors, `${errors.length} pages failed to render`);
  return stats;
}
