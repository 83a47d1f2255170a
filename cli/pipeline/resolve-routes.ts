/**
 * resolveRoutes: file path (+ front-matter slug, + the product token) → permalink.
 * Permalinks have no trailing slash ("/core-concepts", not "/core-concepts/"); "/" is home.
 */
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import type { ResolvedConfig } from '../../theme/types.js';
import { replaceProductInPath } from '../content/product-token.js';
import { normalizeRoute } from '../../theme/routes.js';
import type { CategoryMeta, DocFile, ScannedDocs } from './scan-docs.js';
import { compareNames } from './compare-names.js';

export interface DocRoute {
  kind: 'doc';
  route: string;
  /** Docusaurus doc id: path without extension, or front-matter id in the same folder. */
  id: string;
  doc: DocFile;
  /** True for the folder's index page (index.mdx, README.mdx or <folder>/<folder>.mdx). */
  isFolderIndex: boolean;
}

/** A generated index page: of a folder's `_category_` file (`dir`), or of a sidebars file's category. */
export interface GeneratedIndexRoute {
  kind: 'generated-index';
  route: string;
  /** The folder, relative to the docs folder, when a `_category_` file asks for the page. */
  dir?: string;
}

export interface Routes {
  docsDir: string;
  docs: DocRoute[];
  generatedIndexes: GeneratedIndexRoute[];
  /** Absolute source file → route, for link rewriting. */
  byFile: Map<string, string>;
  /** Doc id → route, for `_category_.json` links of type doc. */
  byId: Map<string, DocRoute>;
}

/**
 * `reserved`: routes that other pages own (route → what owns it), so no doc can take them.
 * `generatedIndexes`: the generated index pages a sidebars file asks for (route → the file).
 */
export function resolveRoutes(options: { scanned: ScannedDocs; config: Pick<ResolvedConfig, 'product' | 'build'>; reserved?: Map<string, string>; generatedIndexes?: Map<string, string> }): Routes {
  const { scanned, config } = options;
  const owners = new Map<string, string>();
  const errors: HubDocsError[] = [];
  const claim = (route: string, owner: string) => {
    const previous = owners.get(route);
    if (previous) errors.push(new HubDocsError(`two pages have the permalink ${route}: ${previous} and ${owner}`, { location: { file: owner }, hint: 'rename one of the files or give one a different `slug` in its front matter' }));
    else owners.set(route, owner);
  };
  for (const reserved of ['/search', '/404']) owners.set(reserved, `(built-in ${reserved} page)`);
  for (const [route, owner] of options.reserved ?? []) claim(route, owner);

  const docs: DocRoute[] = scanned.pages.map((doc) => {
    const { route, id, isFolderIndex } = docRoute(doc, config);
    claim(route, doc.file);
    return { kind: 'doc', route, id, doc, isFolderIndex };
  });
  const generatedIndexes: GeneratedIndexRoute[] = [];
  for (const category of [...scanned.categories.values()].sort((a, b) => compareNames(a.dir, b.dir))) {
    if (category.link?.type !== 'generated-index') continue;
    const slug = category.link.slug ?? `/category/${new GithubSlugger().slug(category.label ?? stripNumberPrefix(path.posix.basename(category.dir)))}`;
    const route = normalizeRoute(config.build.routeBasePath + '/' + replaceProductInPath(slug, config.product));
    claim(route, path.join(scanned.docsDir, category.dir, '_category_.json'));
    generatedIndexes.push({ kind: 'generated-index', route, dir: category.dir });
  }
  for (const [route, owner] of options.generatedIndexes ?? []) {
    claim(route, owner);
    generatedIndexes.push({ kind: 'generated-index', route });
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length) throw new HubDocsErrorList(errors, `${errors.length} duplicate permalinks`);
  return {
    docsDir: scanned.docsDir,
    docs,
    generatedIndexes,
    byFile: new Map(docs.map((d) => [d.doc.file, d.route])),
    byId: new Map(docs.map((d) => [d.id, d])),
  };
}

/**
 * A doc's id and route, as Docusaurus makes them: from its path in the docs folder without
 * number prefixes ("01-intro.md" → "intro"), its front-matter `id` and `slug` (relative to
 * the docs' route base path), the folder's index page taking the folder's route.
 */
export function docRoute(doc: DocFile, config: Pick<ResolvedConfig, 'product' | 'build'>): { route: string; id: string; isFolderIndex: boolean } {
  const strip = doc.frontMatter.parse_number_prefixes === false ? (s: string) => s : stripNumberPrefix;
  const withoutExt = doc.relPath.replace(/\.mdx?$/, '');
  const parts = withoutExt.split('/');
  const dir = parts.slice(0, -1).map(strip).join('/');
  const base = strip(parts[parts.length - 1]);
  const isFolderIndex = /^(index|readme)$/i.test(base) || (dir !== '' && base === path.posix.basename(dir));
  const id = doc.frontMatter.id ? (dir ? `${dir}/${doc.frontMatter.id}` : doc.frontMatter.id) : dir ? `${dir}/${base}` : base;
  let route: string;
  const slug = doc.frontMatter.slug;
  if (slug !== undefined) route = slug.startsWith('/') ? slug : `/${dir}/${slug}`;
  else if (isFolderIndex) route = `/${dir}`;
  else route = `/${dir}/${doc.frontMatter.id ?? base}`;
  return { route: normalizeRoute(config.build.routeBasePath + '/' + replaceProductInPath(route, config.product)), id, isFolderIndex };
}

/** Docusaurus' number prefix of a file or folder name ("01-intro", "2. Guides"), which orders without showing. */
export function stripNumberPrefix(name: string): string {
  const stripped = name.replace(/^\d+\s*[-_.]+\s*/, '');
  return stripped === '' ? name : stripped;
}
