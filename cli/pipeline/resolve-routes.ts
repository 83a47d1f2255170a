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

export interface DocRoute {
  kind: 'doc';
  route: string;
  /** Docusaurus doc id: path without extension, or front-matter id in the same folder. */
  id: string;
  doc: DocFile;
  /** True for the folder's index page (index.mdx, README.mdx or <folder>/<folder>.mdx). */
  isFolderIndex: boolean;
}

export interface GeneratedIndexRoute {
  kind: 'generated-index';
  route: string;
  category: CategoryMeta;
}

export interface Routes {
  docs: DocRoute[];
  generatedIndexes: GeneratedIndexRoute[];
  /** Absolute source file → route, for link rewriting. */
  byFile: Map<string, string>;
  /** Doc id → route, for `_category_.json` links of type doc. */
  byId: Map<string, DocRoute>;
}

/** `reserved`: routes that other pages own (route → what owns it), so no doc can take them. */
export function resolveRoutes(options: { scanned: ScannedDocs; config: ResolvedConfig; reserved?: Map<string, string> }): Routes {
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
  for (const category of [...scanned.categories.values()].sort((a, b) => a.dir.localeCompare(b.dir))) {
    if (category.link?.type !== 'generated-index') continue;
    const slug = category.link.slug ?? `/category/${new GithubSlugger().slug(category.label ?? path.posix.basename(category.dir))}`;
    const route = normalizeRoute(replaceProductInPath(slug, config.product));
    claim(route, path.join(scanned.docsDir, category.dir, '_category_.json'));
    generatedIndexes.push({ kind: 'generated-index', route, category });
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length) throw new HubDocsErrorList(errors, `${errors.length} duplicate permalinks`);
  return {
    docs,
    generatedIndexes,
    byFile: new Map(docs.map((d) => [d.doc.file, d.route])),
    byId: new Map(docs.map((d) => [d.id, d])),
  };
}

export function docRoute(doc: DocFile, config: ResolvedConfig): { route: string; id: string; isFolderIndex: boolean } {
  const withoutExt = doc.relPath.replace(/\.mdx?$/, '');
  const dir = path.posix.dirname(withoutExt) === '.' ? '' : path.posix.dirname(withoutExt);
  const base = path.posix.basename(withoutExt);
  const isFolderIndex = /^(index|readme)$/i.test(base) || (dir !== '' && base === path.posix.basename(dir));
  const id = doc.frontMatter.id ? (dir ? `${dir}/${doc.frontMatter.id}` : doc.frontMatter.id) : withoutExt;
  let route: string;
  const slug = doc.frontMatter.slug;
  if (slug !== undefined) route = slug.startsWith('/') ? slug : `/${dir}/${slug}`;
  else if (isFolderIndex) route = `/${dir}`;
  else route = `/${dir}/${doc.frontMatter.id ?? base}`;
  return { route: normalizeRoute(replaceProductInPath(route, config.product)), id, isFolderIndex };
}
