/**
 * The "compile" of custom pages: their components are bundled for Node (with source maps, so an
 * error names the writer's file:line:col) and each is rendered once, alone, with the site's
 * context. What the render says becomes the page's data: the title and description of its
 * `@theme/Layout` or `@docusaurus/Head`, `noFooter`, `wrapperClassName`, and from its HTML its
 * headings (TOC of a Markdown page), its text (search) and its links (checked against the
 * site's routes, as Docusaurus checks a built page's links).
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { ComponentType } from 'react';
import type { ResolvedConfig, TocItem } from '../../theme/types.js';
import type { SiteWideContext } from '../../theme/context.js';
import { normalizeRoute } from '../../theme/routes.js';
import type { PageProbeResult } from '../../theme/components/docusaurus-layout.js';
import { PACKAGE_ROOT, THEME_DIR } from '../paths.js';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import { bundleServer } from '../pipeline/bundle.js';
import type { SiteMarkdownModules } from '../pipeline/markdown-modules.js';
import type { TwinContent } from '../twins/markdown.js';
import { twinUrls } from '../twins/twin-urls.js';
import { loadRenderer } from '../pipeline/renderers.js';
import type { SearchSection } from '../mdx/context.js';
import type { ProbeOutcome } from '../render/page-probe-entry.js';
import type { CustomPageFile } from './scan-pages.js';
import { rootedPageModule, type ThemeOverrides } from './theme-overrides.js';

const PROBE_ENTRY = path.join(PACKAGE_ROOT, 'cli', 'render', 'page-probe-entry.tsx');
/** The key of the module giving the names of the site's MDXComponents, beside the pages' routes. */
const SITE_COMPONENTS = '\0site-mdx-components';

export interface ProbedPage {
  source: CustomPageFile;
  probe: PageProbeResult;
  /** The first `<h1>`'s text (a Markdown page's title when its front matter has none). */
  heading: string | null;
  toc: TocItem[];
  sections: SearchSection[];
  /** Its Markdown twin's content: a Markdown page's from its source, as a doc's; a component's from its HTML. */
  markdown: TwinContent;
}

interface ProbeModule {
  probePage(shared: SiteWideContext, page: unknown, Content: ComponentType): Promise<ProbeOutcome>;
  pages: Record<string, { default: ComponentType }>;
}

export async function probeCustomPages(options: {
  pages: CustomPageFile[];
  overrides: ThemeOverrides;
  shared: SiteWideContext;
  config: ResolvedConfig;
  constants: Record<string, string>;
  siteDir: string;
  staticDir: string | null;
  allRoutes: Set<string>;
  markdown: SiteMarkdownModules;
}): Promise<{ pages: ProbedPage[]; warnings: HubDocsError[]; siteComponents: string[] }> {
  const { pages, config } = options;
  const components = options.overrides.mdxComponents;
  if (pages.length === 0 && !components) return { pages: [], warnings: [], siteComponents: [] };
  // Loaded here, not at start-up: its HTML parser (parse5 and its entity tables) took ~12 ms of every build's start,
  // custom pages or not.
  const { htmlTwin } = await import('../twins/html-twin.js');
  // The names the site's MDXComponents adds or replaces: the theme's, which it spreads, are the same objects.
  const namesModule = components && {
    route: SITE_COMPONENTS,
    code: `import site from ${JSON.stringify(components)};\nimport { mdxComponents } from ${JSON.stringify(path.join(THEME_DIR, 'components', 'mdx-components.tsx'))};\nexport default Object.keys(site ?? {}).filter((name) => site[name] !== mdxComponents[name]).sort();\n`,
    resolveDir: path.dirname(components),
    file: components,
  };
  const bundle = await bundleServer({
    pages: [
      ...pages.map((p) => ({
        route: p.route,
        code: rootedPageModule(p, options.overrides),
        resolveDir: path.dirname(p.file),
        file: p.file,
      })),
      ...(namesModule ? [namesModule] : []),
    ],
    serverEntry: PROBE_ENTRY,
    constants: options.constants,
    siteDir: options.siteDir,
    baseUrl: config.baseUrl,
    markdown: options.markdown,
    sourcemap: true,
  });
  // Errors' stacks then name the site's files, not the bundle's lines.
  process.setSourceMapsEnabled(true);
  const module = await loadRenderer<ProbeModule>(bundle);
  const errors: HubDocsError[] = [];
  const warnings: HubDocsError[] = [];
  const probed: ProbedPage[] = [];
  for (const page of pages) {
    const outcome = await module.probePage(
      options.shared,
      { route: page.route, kind: 'page', title: config.title },
      module.pages[page.route].default,
    );
    if ('error' in outcome) {
      errors.push(renderError(page, outcome.error, outcome.componentStack));
      continue;
    }
    const html = outcome.html;
    for (const href of brokenLinks(html, config, options.allRoutes, options.staticDir)) {
      const problem = new HubDocsError(`the page links to ${href}, which is no page of the site`, {
        location: { file: page.file },
        hint: 'fix the link in the page (a route of the site, without the base URL, in <Link to>), or set onBrokenLinks',
      });
      if (config.build.onBrokenLinks === 'throw') errors.push(problem);
      else if (config.build.onBrokenLinks === 'warn') warnings.push(problem);
    }
    // Links in a twin go to their pages' twins: every page of the site has one but the search page (as in
    // remark-markdown-twin.ts).
    const urls = twinUrls(config, page.route, (route) => route !== '/search' && options.allRoutes.has(route));
    const markdown = page.kind === 'markdown' ? options.markdown.twinOf(page.file) : null;
    const headings = [...html.matchAll(/<h([1-6])([^>]*)>([\s\S]*?)<\/h\1>/g)].map((m) => ({
      level: Number(m[1]),
      id: /\sid="([^"]*)"/.exec(m[2])?.[1] ?? null,
      text: textOf(m[3]),
    }));
    probed.push({
      source: page,
      probe: outcome.probe,
      heading: headings.find((h) => h.level === 1)?.text ?? null,
      toc: headings.flatMap((h) =>
        h.id && h.level >= config.toc.minHeadingLevel && h.level <= config.toc.maxHeadingLevel
          ? [{ id: decode(h.id), text: h.text, level: h.level }]
          : [],
      ),
      sections: searchSections(html),
      markdown: markdown ?? htmlTwin(html, outcome.probe.title ?? config.title, urls),
    });
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new HubDocsErrorList(errors, `${errors.length} custom pages failed to render`);
  const siteComponents = namesModule ? (module.pages[SITE_COMPONENTS].default as unknown as string[]) : [];
  return { pages: probed, warnings, siteComponents };
}

/**
 * A component that threw: where in the writer's files (the first frame in the site, mapped by the source map) and
 * through which components.
 */
function renderError(page: CustomPageFile, error: unknown, componentStack: string): HubDocsError {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const frame = [...stack.matchAll(/\(?((?:file:\/\/)?\/[^():\s]+):(\d+):(\d+)\)?/g)]
    .map((m) => ({ file: m[1].replace(/^file:\/\//, ''), line: Number(m[2]), column: Number(m[3]) }))
    .find(
      (f) =>
        !f.file.includes(`${path.sep}node_modules${path.sep}`) &&
        !f.file.startsWith(PACKAGE_ROOT) &&
        existsSync(f.file),
    );
  const components = componentStack
    .split('\n')
    .map((line) => /^\s*at (\S+)/.exec(line)?.[1])
    .filter((name): name is string => !!name && !/^(Provider|Context|Suspense)/.test(name))
    .slice(0, 8);
  const message = error instanceof Error ? error.message : String(error);
  return new HubDocsError(
    `the page ${page.route} throws while rendering on the server: ${message}${components.length ? `\n  in ${components.join(' < ')}` : ''}`,
    {
      location: frame ?? { file: page.file },
      hint: 'fix the component; code that needs the browser (window, document, localStorage) belongs in useEffect or <BrowserOnly>',
      cause: error,
    },
  );
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** The text of some HTML, its tags and scripts dropped, spaces collapsed. */
function textOf(html: string): string {
  // A heading's anchor link ("#") is no part of its text.
  return decode(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>|<a [^>]*class="hash-link"[^>]*>[\s\S]*?<\/a>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** A page's text in sections, one per `<h2>`/`<h3>` with an id (the text before the first is the page's). */
function searchSections(html: string): SearchSection[] {
  const parts = html.split(/(?=<h[23][^>]*>)/);
  return parts.flatMap((part, i): SearchSection[] => {
    const heading = i === 0 ? null : /^<h([23])([^>]*)>([\s\S]*?)<\/h\1>/.exec(part);
    const text = textOf(heading ? part.slice(heading[0].length) : part);
    if (!heading) return text ? [{ heading: null, anchor: null, level: 1, text }] : [];
    return [
      {
        heading: textOf(heading[3]),
        anchor: /\sid="([^"]*)"/.exec(heading[2])?.[1] ?? null,
        level: Number(heading[1]),
        text,
      },
    ];
  });
}

/** The page's links under the base URL that lead to no page of the site nor a static file. */
function brokenLinks(html: string, config: ResolvedConfig, routes: Set<string>, staticDir: string | null): string[] {
  const broken = new Set<string>();
  for (const m of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = decode(m[1]);
    if (!href.startsWith(config.baseUrl) || href.startsWith('//')) continue;
    const pathname = href.split(/[?#]/)[0];
    const route = normalizeRoute('/' + pathname.slice(config.baseUrl.length));
    if (routes.has(route) || routes.has(route.replace(/\.html$/, ''))) continue;
    if (staticDir && existsSync(path.join(staticDir, decodeURIComponent(route)))) continue;
    broken.add(href);
  }
  return [...broken];
}
