/**
 * bundle: esbuild builds the browser side (the runtime entry, the stylesheet, and one chunk per
 * page that has components of its own, plus the search page) and, for those pages, a Node
 * bundle that renders them on the server. Pages without components of their own are in
 * neither: their content is final HTML from the compile, and the browser fetches a page's HTML
 * when it navigates to it. Pages are virtual modules (no temp files); their relative imports
 * resolve from the page's own folder, and bare imports (react) as Node finds them from hub-docs'
 * files (site-packages.ts).
 * Both bundles are cached (BundleCache): a build whose bundle inputs did not change runs no
 * esbuild, and never minifies the same code twice.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import type { BuildContext, BuildOptions, BuildResult, Loader, Plugin } from 'esbuild';
import { esbuild, esbuildVersion } from '../esbuild.js';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import { cacheRoot, PACKAGE_ROOT, RUNTIME_DIR, THEME_DIR } from '../paths.js';
import { BundleCache, fingerprintInputs, hashOf, type InputFingerprints } from './bundle-cache.js';
import type { RendererFile } from './renderer-file.js';
import { docusaurusAliases } from './docusaurus-aliases.js';
import { missingPackageHint, packageFolders, sitePackages } from './site-packages.js';
import { cssModules } from './css-modules.js';
import { svgComponents } from './svg-components.js';
import { staticUrls } from './static-urls.js';
import { CODE_THEME_MODULE } from './site-stylesheet.js';
import { compilerFingerprint } from './compiler-fingerprint.js';
import { messagesModules } from './messages-module.js';
import type { Messages } from '../../theme/messages/format.js';

/** The source of a page's module, as the bundler gets it (the browser gets a PageModule from it). */
export interface PageSource {
  route: string;
  /** JS module source: default export = content component, `page` = PageData. */
  code: string;
  /** Folder relative imports resolve from (the page's source folder). */
  resolveDir: string;
  /** The page's source file, for errors (null: a page hub-docs makes, like /search). */
  file: string | null;
}

export interface ClientBundle {
  /** Paths (relative to the site root) of every output file; the files themselves are in `dir`. */
  files: string[];
  /** The cache folder that holds the files. */
  dir: string;
  /** Path (relative to the site root) of the entry script and of the stylesheet. */
  entry: string;
  css: string;
  /**
   * Route → paths of the page's chunk first, then every chunk it or the entry imports statically (for modulepreload).
   */
  pageChunks: Record<string, string[]>;
  /** Paths of every chunk the entry imports statically: all a page without a chunk of its own preloads. */
  entryChunks: string[];
  /**
   * Paths of the chunks of the search box's panel, client and engine, and all they import (the entry's chunks aside).
   */
  searchChunks: string[];
  /**
   * Paths of the chunk of the islands (runtime/islands.tsx: React, and every island's code) and all it imports (the
   * entry's chunks aside).
   */
  islandChunks: string[];
}

/** The lazy parts the search box loads when it wakes (see RouteManifest.searchChunks). */
const SEARCH_PARTS = ['theme/components/SearchDropdown.tsx', 'theme/search/client.ts', 'theme/search/engine.ts'];
/** The islands, which a page fetches ahead when one is about to be needed (see RouteManifest.islandChunks). */
const ISLANDS = 'runtime/islands.tsx';

type VirtualModules = Map<string, { contents: string; resolveDir: string; loader: 'js' | 'css' | 'tsx' }>;
type ClientBuildOptions = BuildOptions & { metafile: true; write: false };

/** Compiles a Markdown file a component of the site imports into a module (see build.ts). */
export type MarkdownModules = (file: string) => Promise<string>;

/**
 * Markdown imported by a component of the site (a `.jsx` that imports `./content.md`): compiled like a page, to a
 * module.
 */
function markdownModules(compile: MarkdownModules | undefined): Plugin {
  return {
    name: 'hub-markdown-modules',
    setup(b) {
      b.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        if (!compile)
          return {
            errors: [
              { text: `cannot bundle ${args.path}: Markdown imported by a component needs the site's compiler` },
            ],
          };
        try {
          return { contents: await compile(args.path), loader: 'js', resolveDir: path.dirname(args.path) };
        } catch (error) {
          return { errors: [{ text: (error as Error).message, detail: error }] };
        }
      });
    },
  };
}

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

/**
 * What the site's own components may import, as in a Docusaurus site: JSX in `.js` files, CSS
 * (`.module.css` scoped), and images and fonts as URLs of hashed files.
 */
const SITE_LOADERS = {
  '.js': 'jsx',
  ...Object.fromEntries(
    ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico', '.woff', '.woff2', '.ttf', '.mp4', '.webm'].map(
      (ext) => [ext, 'file'],
    ),
  ),
} as const satisfies Record<string, Loader>;

/** Where files that components import go, under the site root (hashed names: cached for good). */
const ASSET_NAMES = 'assets/media/[name]-[hash]';

const common = {
  bundle: true,
  loader: SITE_LOADERS,
  format: 'esm' as const,
  jsx: 'automatic' as const,
  logLevel: 'silent' as const,
  legalComments: 'none' as const,
  charset: 'utf8' as const,
  absWorkingDir: PACKAGE_ROOT,
};

function pageModuleId(index: number): string {
  return `hub-page:${index}`;
}

/**
 * serve keeps the client bundle's esbuild context between rebuilds: a rebuild re-parses only
 * the modules whose contents changed. A new context is made when the entry points or the
 * options change (pages with components added or removed, config edited).
 */
export class IncrementalBundle {
  private current: { key: string; context: BuildContext<ClientBuildOptions>; modules: VirtualModules } | null = null;

  async build(
    options: ClientBuildOptions,
    modules: VirtualModules,
    siteDir: string,
    markdown: MarkdownModules | undefined,
    staticDir: string,
  ): Promise<BuildResult<ClientBuildOptions>> {
    const key = JSON.stringify({ ...options, plugins: undefined, siteDir, staticDir });
    if (this.current?.key !== key) {
      await this.dispose();
      // The plugin reads this map: later builds refill it in place.
      const own: VirtualModules = new Map(modules);
      this.current = {
        key,
        modules: own,
        context: await esbuild().context({
          ...options,
          nodePaths: packageFolders(siteDir),
          plugins: [
            virtualModules(own),
            docusaurusAliases(siteDir),
            sitePackages('client'),
            markdownModules(markdown),
            cssModules('client'),
            svgComponents(),
            staticUrls(staticDir),
          ],
        }),
      };
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

/**
 * Client and server bundles kept in the cache (BundleCache's default): a one-locale site's 8, one more for each other
 * locale.
 */
const KEEP_BUNDLES = 8;
const keptBundles = (locales = 1) => KEEP_BUNDLES + locales - 1;
const clientCache = new BundleCache<ClientBundle & { inputs: InputFingerprints }>(
  () => path.join(cacheRoot(), 'client'),
  KEEP_BUNDLES,
);

/**
 * `locales`: how many locales the site's build bundles (each its own bundle, its base URL and words in it):
 * the cache keeps one more for each (keptBundles), or a site in 10 locales bundled every locale every build.
 */
export async function bundleClient(options: {
  pages: PageSource[];
  siteModule: string;
  messages: Messages[];
  css: string;
  codeThemeCss?: string;
  minify: boolean;
  constants: Record<string, string>;
  siteDir: string;
  /** The static folder, where a URL from the site's root in CSS is (static-urls.ts). */
  staticDir: string;
  baseUrl: string;
  markdown?: MarkdownModules;
  incremental?: IncrementalBundle;
  locales?: number;
}): Promise<ClientBundle> {
  const modules: VirtualModules = new Map();
  options.pages.forEach((page, i) =>
    modules.set(pageModuleId(i), { contents: page.code, resolveDir: page.resolveDir, loader: 'js' }),
  );
  modules.set('hub:site', { contents: options.siteModule, resolveDir: RUNTIME_DIR, loader: 'js' });
  for (const [id, contents] of messagesModules(options.messages))
    modules.set(id, { contents, resolveDir: RUNTIME_DIR, loader: 'js' });
  modules.set('hub:css', { contents: options.css, resolveDir: THEME_DIR, loader: 'css' });
  if (options.codeThemeCss !== undefined)
    modules.set(CODE_THEME_MODULE, { contents: options.codeThemeCss, resolveDir: THEME_DIR, loader: 'css' });
  const key = hashOf(
    esbuildVersion,
    JSON.stringify([...modules]),
    JSON.stringify(options.pages.map((p) => p.route)),
    String(options.minify),
    JSON.stringify(options.constants),
    options.siteDir,
    options.staticDir,
    options.baseUrl,
    compilerFingerprint(),
  );
  const cached = await clientCache.get(key);
  const dir = clientCache.folder(key);
  if (cached && cached.files.every((file) => existsSync(path.join(dir, file)))) return { ...cached, dir };

  // Each page is an entry point of its own; the runtime finds them through route-manifest.json.
  const pageEntries = Object.fromEntries(options.pages.map((_, i) => [`chunks/hub-page_${i}`, pageModuleId(i)]));
  const buildOptions: ClientBuildOptions = {
    ...common,
    entryPoints: { entry: path.join(RUNTIME_DIR, 'entry.ts'), styles: 'hub:css', ...pageEntries },
    outdir: dir,
    write: false,
    splitting: true,
    minify: options.minify,
    metafile: true,
    platform: 'browser',
    target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/chunks/[name]-[hash]',
    assetNames: ASSET_NAMES,
    publicPath: options.baseUrl,
    define: { 'process.env.NODE_ENV': '"production"', ...options.constants },
  };
  let result: BuildResult<ClientBuildOptions>;
  try {
    result = options.incremental
      ? await options.incremental.build(buildOptions, modules, options.siteDir, options.markdown, options.staticDir)
      : await esbuild().build({
          ...buildOptions,
          nodePaths: packageFolders(options.siteDir),
          plugins: [
            virtualModules(modules),
            docusaurusAliases(options.siteDir),
            sitePackages('client'),
            markdownModules(options.markdown),
            cssModules('client'),
            svgComponents(),
            staticUrls(options.staticDir),
          ],
        });
  } catch (cause) {
    throw bundleError(cause, options.pages, options.siteDir);
  }
  const outputs = result.metafile.outputs;
  const rel = (p: string) => path.relative(dir, path.resolve(PACKAGE_ROOT, p)).split(path.sep).join('/');
  let entry = '';
  let css = '';
  const byVirtual = new Map<string, string>();
  for (const [file, info] of Object.entries(outputs)) {
    if (info.entryPoint?.endsWith('runtime/entry.ts') && file.endsWith('.js')) entry = rel(file);
    if (info.entryPoint === 'hub:hub:css' || (file.endsWith('.css') && info.entryPoint?.includes('css')))
      css = rel(file);
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
  const pageChunks: Record<string, string[]> = {};
  options.pages.forEach((page, i) => {
    const file = byVirtual.get(pageModuleId(i));
    if (file) pageChunks[page.route] = closure([file, entryFile]).filter((chunk) => chunk !== entry);
  });
  const entryChunks = closure([entryFile]);
  const searchFiles = Object.entries(outputs)
    .filter(([file, info]) => file.endsWith('.js') && SEARCH_PARTS.some((part) => info.entryPoint?.endsWith(part)))
    .map(([file]) => file);
  const searchChunks = closure(searchFiles).filter((chunk) => !entryChunks.includes(chunk));
  const islandFiles = Object.entries(outputs)
    .filter(([file, info]) => file.endsWith('.js') && info.entryPoint?.endsWith(ISLANDS))
    .map(([file]) => file);
  const islandChunks = closure(islandFiles).filter((chunk) => !entryChunks.includes(chunk));
  const files: string[] = [];
  const outputFiles = withPageStyles(result.outputFiles, css, rel);
  for (const file of outputFiles.files) {
    await mkdir(path.dirname(file.path), { recursive: true });
    await writeFile(file.path, file.contents);
    files.push(rel(file.path));
  }
  css = outputFiles.css;
  const bundle: ClientBundle = {
    files: files.sort(),
    dir,
    entry,
    css,
    pageChunks,
    entryChunks: entryChunks.filter((chunk) => chunk !== entry),
    searchChunks,
    islandChunks,
  };
  await clientCache.set(
    key,
    { ...bundle, inputs: fingerprintInputs(Object.keys(result.metafile.inputs), PACKAGE_ROOT) },
    keptBundles(options.locales),
  );
  return bundle;
}

/**
 * The stylesheets that pages' own components import (a component's `styles.module.css`, a
 * global `.css`) joined to the theme's stylesheet, as Docusaurus does with all of a site's CSS:
 * one file every page links, so a client navigation never shows a page before its styles.
 */
function withPageStyles(
  outputs: { path: string; contents: Uint8Array }[],
  css: string,
  rel: (p: string) => string,
): { files: { path: string; contents: Uint8Array }[]; css: string } {
  const extra = outputs
    .filter((file) => file.path.endsWith('.css') && rel(file.path) !== css)
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  if (extra.length === 0) return { files: outputs, css };
  const main = outputs.find((file) => rel(file.path) === css)!;
  const contents = Buffer.concat([main.contents, ...extra.flatMap((file) => [Buffer.from('\n'), file.contents])]);
  const joined = {
    path: main.path.replace(
      /-[A-Z0-9]+\.css$/,
      `-${createHash('sha256').update(contents).digest('hex').slice(0, 8).toUpperCase()}.css`,
    ),
    contents,
  };
  const dropped = new Set([main, ...extra]);
  return { files: [...outputs.filter((file) => !dropped.has(file)), joined], css: rel(joined.path) };
}

const serverCache = new BundleCache<{ inputs: InputFingerprints; hash: string }>(
  () => path.join(cacheRoot(), 'server'),
  KEEP_BUNDLES,
);

/**
 * A Node ESM module exporting `pages` (route → PageModule) and the page renderer, for the pages
 * with components of their own; kept in the cache folder (it imports React and hub-docs' other
 * packages by their absolute location: site-packages.ts), and made again only when its inputs change.
 */
export async function bundleServer(options: {
  pages: PageSource[];
  serverEntry: string;
  constants: Record<string, string>;
  siteDir: string;
  baseUrl: string;
  markdown?: MarkdownModules;
  /** Inline source maps (errors that name the site's files). */
  sourcemap?: boolean;
  /** As bundleClient's. */
  locales?: number;
}): Promise<RendererFile> {
  const modules: VirtualModules = new Map();
  options.pages.forEach((page, i) =>
    modules.set(pageModuleId(i), { contents: page.code, resolveDir: page.resolveDir, loader: 'js' }),
  );
  const imports = options.pages.map((_, i) => `import * as p${i} from ${JSON.stringify(pageModuleId(i))};`).join('\n');
  const map = `export const pages = {${options.pages.map((p, i) => `${JSON.stringify(p.route)}:p${i}`).join(',')}};`;
  modules.set('hub:server', {
    contents: `${imports}\n${map}\nexport * from ${JSON.stringify(options.serverEntry)};`,
    resolveDir: THEME_DIR,
    loader: 'js',
  });
  const key = hashOf(
    esbuildVersion,
    JSON.stringify([...modules]),
    JSON.stringify(options.constants),
    options.siteDir,
    options.baseUrl,
    compilerFingerprint(),
    String(options.sourcemap ?? false),
  );
  const file = path.join(serverCache.folder(key), 'server.mjs');
  const cached = await serverCache.get(key);
  if (cached && existsSync(file)) return { file, hash: cached.hash };
  let result: BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild().build({
      ...common,
      entryPoints: ['hub:server'],
      write: false,
      metafile: true,
      outfile: file,
      ...(options.sourcemap ? { sourcemap: 'inline' as const, sourcesContent: false } : {}),
      // Files a component imports get the URLs the client bundle gives them (it writes them).
      assetNames: ASSET_NAMES,
      publicPath: options.baseUrl,
      platform: 'node',
      target: 'node20',
      nodePaths: packageFolders(options.siteDir),
      // A CommonJS package of the site's, bundled in, requires the packages left to Node (React) with this.
      banner: {
        js: "import { createRequire as __hubDocsCreateRequire } from 'node:module';\nconst require = __hubDocsCreateRequire(import.meta.url);",
      },
      define: { 'process.env.NODE_ENV': '"production"', ...options.constants },
      // The server needs no stylesheet (a CSS module's class names come from cssModules).
      loader: { ...SITE_LOADERS, '.css': 'empty' },
      plugins: [
        virtualModules(modules),
        docusaurusAliases(options.siteDir),
        sitePackages('server'),
        markdownModules(options.markdown),
        cssModules('server'),
        svgComponents(),
      ],
    });
  } catch (cause) {
    throw bundleError(cause, options.pages, options.siteDir);
  }
  const code = result.outputFiles[0].text;
  const hash = hashOf(code).slice(0, 16);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, code);
  await serverCache.set(
    key,
    { inputs: fingerprintInputs(Object.keys(result.metafile.inputs), PACKAGE_ROOT), hash },
    keptBundles(options.locales),
  );
  return { file, hash };
}

/**
 * esbuild's errors, each at the page or file it is about: a page's own import is reported at
 * its line in the page (found by the text of the import), what failed and what to do; the
 * same import failing in both bundles is reported once.
 */
export function bundleError(cause: unknown, pages: PageSource[], siteDir?: string): Error {
  const messages =
    (
      cause as {
        errors?: {
          text: string;
          detail?: unknown;
          location?: { file: string; line: number; column: number; lineText?: string } | null;
        }[];
      }
    ).errors ?? [];
  if (messages.length === 0)
    return new HubDocsError(`bundling failed: ${String((cause as Error)?.message ?? cause)}`, {
      hint: 'this is likely a hub-docs bug; please report it',
      cause,
    });
  const seen = new Set<string>();
  const errors = messages.flatMap((message): HubDocsError[] => {
    // Our own plugin's failure (a Markdown module that does not compile) is already a located error.
    if (message.detail instanceof HubDocsErrorList) return message.detail.errors;
    if (message.detail instanceof HubDocsError) return [message.detail];
    const location = message.location;
    const virtual = location?.file.match(/hub-page:(\d+)/);
    const page = virtual ? pages[Number(virtual[1])] : undefined;
    let error: HubDocsError;
    if (page) {
      const where = page.file ? importLocation(page.file, location?.lineText) : undefined;
      const missing = /Could not resolve "([^"]+)"/.exec(message.text)?.[1];
      error = new HubDocsError(
        `cannot import ${missing ? `"${missing}"` : `(${message.text})`}${missing ? `: ${message.text.replace(/^Could not resolve "[^"]+"\s*/, '') || 'no such module'}` : ''}`,
        {
          location: page.file ? { file: page.file, ...where } : undefined,
          hint:
            missing?.startsWith('.') || missing?.startsWith('@site/')
              ? 'check the path of the file the page imports'
              : missing
                ? missingPackageHint(missing, siteDir)
                : 'check the imports of this page',
        },
      );
    } else {
      // A package a component or custom page imports and the site has not installed: say which.
      const missing = /Could not resolve "([^"]+)"/.exec(message.text)?.[1];
      const bare =
        missing !== undefined && !missing.startsWith('.') && !missing.startsWith('/') && !missing.startsWith('@site/');
      error = new HubDocsError(`bundling failed: ${message.text}`, {
        location: location
          ? { file: path.resolve(PACKAGE_ROOT, location.file), line: location.line, column: location.column + 1 }
          : undefined,
        hint: bare ? missingPackageHint(missing, siteDir) : 'check the file named above',
      });
    }
    const key = `${error.location?.file}:${error.location?.line}:${error.message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [error];
  });
  return errors.length === 1 ? errors[0] : new HubDocsErrorList(errors, `${errors.length} problems while bundling`);
}

/** Line and column of an import in the page's file, by its text (the compiled module keeps the import as written). */
function importLocation(file: string, lineText: string | undefined): { line?: number; column?: number } {
  if (!lineText) return {};
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  const specifier = /from\s*(['"][^'"]+['"])|import\s*(['"][^'"]+['"])/.exec(lineText);
  const needle = specifier?.[1] ?? specifier?.[2] ?? lineText.trim();
  const offset = source.indexOf(needle);
  if (offset < 0) return {};
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
