/**
 * The Markdown files that components of the site import (a partial, `import Intro from
 * './_intro.mdx'`), compiled when the bundler asks for them: as a module of the MDX component,
 * with the version the file belongs to (the one whose docs folder holds it, else the last).
 * Images the file shows join the site's.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { ResolvedConfig } from '../../theme/types.js';
import type { SiteWideContext } from '../../theme/context.js';
import { THEME_DIR } from '../paths.js';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import { compileConfig } from '../mdx/context.js';
import type { RoutedVersion } from '../versions/version-routes.js';
import type { MarkdownModules } from './bundle.js';
import type { TwinContent } from '../twins/markdown.js';
import { markdownFormat } from './compile-all.js';
import { loadCompiler } from './compile-pool.js';
import { downloadsFolder } from '../openapi/download.js';
import type { RendererFile } from './renderers.js';
import { parseFrontMatter } from './front-matter.js';
import { mdxComponentModule } from './modules.js';
import type { ThemeOverrides } from '../pages/theme-overrides.js';

export interface MarkdownModulesOptions {
  config: ResolvedConfig;
  siteDir: string;
  staticDir: string | null;
  versions: RoutedVersion[];
  /** Every route of the site (links to them are not broken). */
  allRoutes: Set<string>;
  /** Absolute source file → route, over every version (PreparedSite.sources). */
  routeOf: Map<string, string>;
  renderer: RendererFile;
  shared: SiteWideContext;
  /** The site's src/theme overrides (its MDXComponents is what the Markdown renders with). */
  overrides?: ThemeOverrides;
  /** The site's images (output path → source file), which this adds to. */
  images: Map<string, string>;
}

/**
 * MarkdownModules that keeps each file's Markdown twin: a Markdown custom page's is its page's
 * (cli/pages/probe-pages.ts).
 */
export type SiteMarkdownModules = MarkdownModules & { twinOf(file: string): TwinContent | null };

export function markdownModules(options: MarkdownModulesOptions): SiteMarkdownModules {
  const { config, versions, images, routeOf } = options;
  const last = versions.find((v) => v.plan.isLast)!;
  const twins = new Map<string, TwinContent>();
  const compile: MarkdownModules = async (file) => {
    const { body } = parseFrontMatter(await readFile(file, 'utf8'), file);
    const version = versions.find((v) => file.startsWith(v.routes.docsDir + path.sep)) ?? last;
    const { compilePage } = await loadCompiler();
    const page = await compilePage({
      file,
      route: routeOf.get(file) ?? '/',
      body,
      hasFrontMatterTitle: true,
      markdownFormat: markdownFormat(file, config.build.markdownFormat),
      asModule: true,
      // A Markdown custom page is a page of its own (a route): its twin is its page's.
      pageTwin: routeOf.has(file),
      config: compileConfig(config),
      routeOfFile: version.routes.byFile,
      allRoutes: options.allRoutes,
      staticDir: options.staticDir,
      docsDir: version.routes.docsDir,
      siteDir: options.siteDir,
      downloadsDir: downloadsFolder(),
      renderer: options.renderer,
      shared: options.shared,
      facts: version.facts,
    });
    const problems = page.errors.map(
      (e) =>
        new HubDocsError(e.message, {
          location: { file: e.file ?? file, line: e.line, column: e.column },
          hint: e.hint,
        }),
    );
    if (problems.length)
      throw problems.length === 1
        ? problems[0]
        : new HubDocsErrorList(problems, `${problems.length} problems in ${file}`);
    for (const image of page.images) images.set(image.output, image.source);
    twins.set(file, page.markdown);
    return mdxComponentModule(page.code!, page.hasMermaid, THEME_DIR, options.overrides);
  };
  return Object.assign(compile, { twinOf: (file: string) => twins.get(file) ?? null });
}
