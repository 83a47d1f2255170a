/**
 * Stage 4 for the whole site: every docs version's pages and the API reference's (beside the last
 * version's docs: its routes are at the site's root) compiled together, and what the compile found
 * that later stages need (the images the pages show).
 */
import type { ResolvedConfig } from '../../theme/types.js';
import type { SiteWideContext } from '../../theme/context.js';
import type { HubDocsError } from '../errors.js';
import { referenceSource } from '../openapi/api-reference.js';
import type { ReferencePage } from '../openapi/reference-page.js';
import type { BuildMode } from '../build-types.js';
import type { Progress } from '../task.js';
import type { RoutedVersion } from '../versions/version-routes.js';
import { compileAll, type GeneratedSource } from './compile-all.js';
import type { CompiledPage } from './compile-page.js';
import type { RendererFile } from './renderers.js';

export interface CompiledSite {
  compiled: Map<string, CompiledPage>;
  /** How many pages were compiled (the rest came from the cache). */
  recompiled: number;
  warnings: HubDocsError[];
  /** Images the pages show: output path → source file. */
  images: Map<string, string>;
}

export async function compileSite(options: {
  versions: RoutedVersion[];
  reference: ReferencePage[];
  /** Pages of other kinds compiled with the last version (the blog's posts), and their files' routes. */
  other: { sources: GeneratedSource[]; fileRoutes: [string, string][] };
  allRoutes: Set<string>;
  config: ResolvedConfig;
  staticDir: string | null;
  siteDir: string;
  /** The compile cache, whether it drops what this build did not use, what to do as each page is compiled. */
  mode: Pick<BuildMode, 'compileCache' | 'retainCache' | 'hooks' | 'compileWorkers'>;
  renderer: RendererFile;
  shared: SiteWideContext;
  /** Components the site's src/theme/MDXComponents adds or replaces (CompilePageOptions.siteComponents). */
  siteComponents?: string[];
  progress: Progress | undefined;
}): Promise<CompiledSite> {
  const { config, mode, other } = options;
  const { hooks } = mode;
  const { compiled, recompiled, warnings } = await compileAll({
    // Links between the last version's docs and the other pages, by file or route, are checked both ways.
    versions: options.versions.map((v) => ({
      routes:
        v.plan.isLast && other.fileRoutes.length
          ? { ...v.routes, byFile: new Map([...v.routes.byFile, ...other.fileRoutes]) }
          : v.routes,
      facts: v.facts,
      generated: v.plan.isLast ? [...options.reference.map(referenceSource), ...other.sources] : [],
    })),
    allRoutes: options.allRoutes,
    config,
    staticDir: options.staticDir,
    siteDir: options.siteDir,
    cache: mode.compileCache,
    renderer: options.renderer,
    shared: options.shared,
    siteComponents: options.siteComponents,
    onCompiled: hooks.compiled && ((page) => hooks.compiled!(page, config)),
    retainCache: mode.retainCache,
    workers: mode.compileWorkers,
    progress: options.progress,
  });
  const images = new Map<string, string>();
  for (const page of compiled.values()) for (const image of page.images) images.set(image.output, image.source);
  return { compiled, recompiled, warnings, images };
}
