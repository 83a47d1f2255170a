/**
 * bundle: esbuild builds the browser side (the runtime entry, one chunk per page through
 * dynamic imports, the stylesheet) and a Node bundle that renders every page on the server.
 * Pages are virtual modules (no temp files); their relative imports resolve from the page's
 * own folder, and bare imports (react) from hub-docs' node_modules.
 */
import path from 'node:path';
import { build, context, type BuildContext, type BuildOptions, type BuildResult, type Plugin, type OutputFile } from 'esbuild';
import { HubDocsError } from '../errors.js';
import { NODE_MODULES, RUNTIME_DIR, THEME_DIR } from '../paths.js';

/** The source of a page's module, as the bundler gets it (the browser gets a PageModule from it). */
export interface PageSource {
  route: string;
  /** JS module source: default export = content component, `page` = PageData. */
  code: string;
  /** Folder relative imports resolve from (the page's source folder). */
  resolveDir: string;
}

export interface ClientBundle {
  files: OutputFile[];
  /** Output path (relative to the site root) of the entry script and the stylesheet. */
  entry: string;
  css: string;
  /** Route → output paths of the page's chunk first, then every chunk it or the entry imports statically (for modulepreload). */
  pageChunks: Map<string, string[]>;
  /** Output paths of every chunk the entry imports statically: all a page that hydrates from its HTML preloads. */
  entryChunks: string[];
  /** Output paths of the chunks of the search box's panel, client and engine, and all they import (the entry's chunks aside). */
  searchChunks: string[];
}

/** The lazy parts the search box loads when it wakes (see SiteData.searchChunks). */
const SEARCH_PARTS = ['theme/components/SearchDropdown.tsx', 'theme/search/client.ts', 'theme/search/engine.ts'];

function virtualModules(modules: VirtualModules): Plugin {
  return {
    name: 'hub-virtual',
    setup(b) {
      b.onResolve({ filter: /^hub(-page)?:/ }, (args) => ({ path: args.path, namespace: 'hub' }));
      b.onLoad({ filter: /.*/, namespace: 'hub' }, (args) => {
        const module = modules.get(args.path);
        if (!module) return { errors: [{ text: `unknown virtual module ${args.path}` }] };
        return module;
      });
    },
  };
}

const common = {
  bundle: true,
  format: 'esm' as const,
  jsx: 'automatic' as const,
  nodePaths: [NODE_MODULES],
  logLevel: 'silent' as const,
  legalComments: 'none' as const,
  charset: 'utf8' as const,
};

function pageModuleId(index: number): string {
  return `hub-page:${index}`;
}

type VirtualModules = Map<string, { contents: string; resolveDir: string; loader: 'js' | 'css' | 'tsx' }>;

/**
 * serve keeps the client bundle's esbuild context between rebuilds: a rebuild re-parses only
 * the modules whose contents changed. A new context is made when the entry points or the
 * options change (pages added or removed, config edited).
 */
export class IncrementalBundle {
  private current: { key: string; context: BuildContext<BuildOptions & { metafile: true; write: false }>; modules: VirtualModules } | null = null;

  async build(options: BuildOptions & { metafile: true; write: false }, modules: VirtualModules): Promise<BuildResult<BuildOptions & { metafile: true; write: false }>> {
    const key = JSON.stringify({ ...options, plugins: undefined });
    if (this.current?.key !== key) {
      await this.dispose();
      // The plugin reads this map: later builds refill it in place.
      const own: VirtualModules = new Map(modules);
      this.current = { key, modules: own, context: await context({ ...options, plugins: [virtualModules(own)] }) };
    } else {
      this.current.modules.clear();
      for (const [id, module] of modules) this.current.modules.set(id, module);
    }
    return this.current.context.rebuild();
  }

  async dispose(): Promise<void> {
    await this.current?.context.dispose();
    this.current = null;
  }
}

export async function bundleClient(options: { pages: PageSource[]; siteModule: string; css: string; outBase: string; minify: boolean; constants: Record<string, string>; incremental?: IncrementalBundle }): Promise<ClientBundle> {
  const modules: VirtualModules = new Map();
  options.pages.forEach((page, i) => modules.set(pageModuleId(i), { contents: page.code, resolveDir: page.resolveDir, loader: 'js' }));
  modules.set('hub:site', { contents: options.siteModule, resolveDir: RUNTIME_DIR, loader: 'js' });
  // Each page is an entry point of its own; the runtime finds them through route-manifest.json
  // (a route → URL map would otherwise weigh on every page's JavaScript).
  const pageEntries = Object.fromEntries(options.pages.map((_, i) => [`chunks/hub-page_${i}`, pageModuleId(i)]));
  modules.set('hub:css', { contents: options.css, resolveDir: THEME_DIR, loader: 'css' });
  const buildOptions = {
    ...common,
    entryPoints: { entry: path.join(RUNTIME_DIR, 'entry.tsx'), styles: 'hub:css', ...pageEntries },
    outdir: options.outBase,
    write: false as const,
    splitting: true,
    minify: options.minify,
    metafile: true as const,
    platform: 'browser' as const,
    target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/chunks/[name]-[hash]',
    assetNames: 'assets/media/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"', ...options.constants },
  };
  let result;
  try {
    result = options.incremental ? await options.incremental.build(buildOptions, modules) : await build({ ...buildOptions, plugins: [virtualModules(modules)] });
  } catch (cause) {
    throw bundleError(cause, options.pages);
  }
  const outputs = result.metafile.outputs;
  const rel = (p: string) => path.relative(options.outBase, path.resolve(p)).split(path.sep).join('/');
  let entry = '';
  let css = '';
  const byVirtual = new Map<string, string>();
  for (const [file, info] of Object.entries(outputs)) {
    if (info.entryPoint?.endsWith('runtime/entry.tsx') && file.endsWith('.js')) entry = rel(file);
    if (info.entryPoint === 'hub:hub:css' || (file.endsWith('.css') && info.entryPoint?.includes('css'))) css = rel(file);
    if (info.entryPoint?.startsWith('hub:hub-page:')) byVirtual.set(info.entryPoint.slice('hub:'.length), file);
  }
  // Everything a page loads before any interaction: the entry, the page's chunk, and every
  // chunk they import statically (transitively), so the HTML can preload them all at once.
  const closure = (start: string[]): string[] => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') visit(imp.path);
    };
    start.forEach(visit);
    return [...seen].map(rel);
  };
  const entryFile = Object.keys(outputs).find((f) => rel(f) === entry)!;
  const pageChunks = new Map<string, string[]>();
  options.pages.forEach((page, i) => {
    const file = byVirtual.get(pageModuleId(i));
    if (!file) return;
    pageChunks.set(page.route, closure([file, entryFile]).filter((chunk) => chunk !== entry));
  });
  const entryChunks = closure([entryFile]);
  const searchFiles = Object.entries(outputs).filter(([file, info]) => file.endsWith('.js') && SEARCH_PARTS.some((part) => info.entryPoint?.endsWith(part))).map(([file]) => file);
  const searchChunks = closure(searchFiles).filter((chunk) => !entryChunks.includes(chunk));
  return { files: result.outputFiles, entry, css, pageChunks, entryChunks: entryChunks.filter((chunk) => chunk !== entry), searchChunks };
}

/** A Node ESM bundle exporting `render(route)`-ready pieces: the server renderer and every page. */
export async function bundleServer(options: { pages: PageSource[]; serverEntry: string; constants: Record<string, string> }): Promise<string> {
  const modules: VirtualModules = new Map();
  options.pages.forEach((page, i) => modules.set(pageModuleId(i), { contents: page.code, resolveDir: page.resolveDir, loader: 'js' }));
  const imports = options.pages.map((_, i) => `import * as p${i} from ${JSON.stringify(pageModuleId(i))};`).join('\n');
  const map = `export const pages = {${options.pages.map((p, i) => `${JSON.stringify(p.route)}:p${i}`).join(',')}};`;
  modules.set('hub:server', { contents: `${imports}\n${map}\nexport { renderApp } from ${JSON.stringify(options.serverEntry)};`, resolveDir: THEME_DIR, loader: 'js' });
  try {
    const result = await build({
      ...common,
      entryPoints: ['hub:server'],
      write: false,
      outdir: '/',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      define: { 'process.env.NODE_ENV': '"production"', ...options.constants },
      loader: { '.css': 'empty' },
      plugins: [virtualModules(modules)],
    });
    return result.outputFiles[0].text;
  } catch (cause) {
    throw bundleError(cause, options.pages);
  }
}

function bundleError(cause: unknown, pages: PageSource[]): HubDocsError {
  const first = (cause as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors?.[0];
  const virtual = first?.location?.file.match(/hub-page:(\d+)/);
  const page = virtual ? pages[Number(virtual[1])] : undefined;
  return new HubDocsError(`bundling failed: ${first?.text ?? String(cause)}`, {
    location: page ? { file: page.resolveDir } : first?.location ? { file: first.location.file, line: first.location.line, column: first.location.column + 1 } : undefined,
    hint: page ? `check the imports of the page with route ${page.route}` : 'check the file named above',
    cause,
  });
}
