/**
 * Size rows, read from a built site: the JS a page loads before any interaction (its module
 * entry script and modulepreloads, as the HTML declares them), CSS, and HTML per page.
 * Sizes are gzip level 9, what a static host's pre-compression would serve.
 */
import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { summarize, type Summary } from './stats.js';

export interface PageAssets {
  label: string;
  route: string;
  jsFiles: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export interface AssetFigures {
  pages: PageAssets[];
  htmlBytes: Summary;
  htmlPages: number;
}

const gzipCache = new Map<string, number>();

export async function gzipSize(file: string): Promise<number> {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(await readFile(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Every attribute of every <tag …> of one kind, attribute order ignored. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w-]+)\s*=\s*"([^"]*)"/g)].map((a) => [a[1].toLowerCase(), a[2]])),
  );
}

export function htmlFile(outDir: string, route: string): string {
  return path.join(outDir, route, 'index.html');
}

/** A root-relative URL of the site → its file in the output folder. */
function fileOf(outDir: string, url: string): string {
  return path.join(outDir, decodeURIComponent(new URL(url, 'http://site/').pathname));
}

export async function pageAssets(outDir: string, page: { label: string; route: string }): Promise<PageAssets> {
  const html = await readFile(htmlFile(outDir, page.route), 'utf8');
  const js = new Set<string>([
    ...tags(html, 'script')
      .filter((a) => a.type === 'module' && a.src)
      .map((a) => a.src),
    ...tags(html, 'link')
      .filter((a) => a.rel === 'modulepreload' && a.href)
      .map((a) => a.href),
  ]);
  const css = tags(html, 'link')
    .filter((a) => a.rel === 'stylesheet' && a.href)
    .map((a) => a.href);
  let jsGzipBytes = 0;
  for (const url of js) jsGzipBytes += await gzipSize(fileOf(outDir, url));
  let cssGzipBytes = 0;
  for (const url of css) cssGzipBytes += await gzipSize(fileOf(outDir, url));
  return { ...page, jsFiles: [...js], jsGzipBytes, cssGzipBytes };
}

/** Routes of every built page (folders holding an index.html), home first. */
export async function builtRoutes(outDir: string): Promise<string[]> {
  const routes: string[] = [];
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const rel = path.relative(outDir, entry.parentPath).split(path.sep).join('/');
    routes.push('/' + rel);
  }
  return routes.sort();
}

export async function measureAssets(
  outDir: string,
  pageTypes: { label: string; route: string }[],
): Promise<AssetFigures> {
  const pages = [];
  for (const page of pageTypes) pages.push(await pageAssets(outDir, page));
  const sizes: number[] = [];
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.html'))
      sizes.push((await readFile(path.join(entry.parentPath, entry.name))).length);
  }
  return { pages, htmlBytes: summarize(sizes), htmlPages: sizes.length };
}
