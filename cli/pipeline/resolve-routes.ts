/**
 * resolveRoutes: file path (+ front-matter slug, + the product token) → permalink.
 * Permalinks have no trailing slash ("/core-concepts", not "/core-concepts/"); "/" is home.
 * Every route is a clean absolute path (theme/clean-route.ts): one that is not is an error at the
 * field that made it (the slug, the id, a category file's slug, the file's own path), and so is
 * a route that only the case of its letters tells from another's. All are reported together.
 */
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import type { ResolvedConfig } from '../../theme/types.js';
import { replaceProductInPath } from '../content/product-token.js';
import { existsSync } from 'node:fs';
import { normalizeRoute } from '../../theme/routes.js';
import { routeProblem } from '../../theme/clean-route.js';
import type { Location } from '../errors.js';
import { dataFileLocation, frontMatterLocation, stringLocation } from './source-location.js';
import { PageFileClaims } from './output-path.js';
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
export function resolveRoutes(options: {
  scanned: ScannedDocs;
  config: Pick<ResolvedConfig, 'product' | 'build'>;
  reserved?: Map<string, string>;
  generatedIndexes?: Map<string, string>;
}): Routes {
  const { scanned, config } = options;
  const owners = new Map<string, string>();
  const files = new PageFileClaims();
  const errors: HubDocsError[] = [];
  const claim = (route: string, owner: string) => {
    const previous = owners.get(route);
    if (previous) {
      errors.push(
        new HubDocsError(`two pages have the permalink ${route}: ${previous} and ${owner}`, {
          location: { file: owner },
          hint: 'rename one of the files or give one a different `slug` in its front matter',
        }),
      );
      return;
    }
    const collision = files.claim(route, (other) => `${other} (${owners.get(other)})`);
    if (collision)
      errors.push(new HubDocsError(collision.message, { location: { file: owner }, hint: collision.hint }));
    else owners.set(route, owner);
  };
  for (const reserved of ['/search', '/404']) owners.set(reserved, `(built-in ${reserved} page)`);
  for (const [route, owner] of options.reserved ?? []) claim(route, owner);

  const docs: DocRoute[] = scanned.pages.flatMap((doc): DocRoute[] => {
    let made: ReturnType<typeof docRoute>;
    try {
      made = docRoute(doc, config);
    } catch (error) {
      if (!(error instanceof HubDocsError)) throw error;
      errors.push(error);
      return [];
    }
    claim(made.route, doc.file);
    return [{ kind: 'doc', route: made.route, id: made.id, doc, isFolderIndex: made.isFolderIndex }];
  });
  const generatedIndexes: GeneratedIndexRoute[] = [];
  for (const category of [...scanned.categories.values()].sort((a, b) => compareNames(a.dir, b.dir))) {
    if (category.link?.type !== 'generated-index') continue;
    const slug =
      category.link.slug ??
      `/category/${new GithubSlugger().slug(category.label ?? stripNumberPrefix(path.posix.basename(category.dir)))}`;
    const route = normalizeRoute(config.build.routeBasePath + '/' + replaceProductInPath(slug, config.product));
    const file = categoryFile(scanned.docsDir, category);
    const problem = routeProblem(route);
    if (problem) {
      const written = category.link.slug !== undefined;
      errors.push(
        badRoute(
          route,
          problem,
          written ? dataFileLocation(file, ['link', 'slug']) : { file },
          written
            ? 'write the "slug" of its link as a path such as /category/guides'
            : 'give the category a "label" made of letters or digits, or its link a "slug"',
        ),
      );
      continue;
    }
    claim(route, file);
    generatedIndexes.push({ kind: 'generated-index', route, dir: category.dir });
  }
  for (const [route, owner] of options.generatedIndexes ?? []) {
    const problem = routeProblem(route);
    if (problem) {
      errors.push(
        badRoute(
          route,
          problem,
          stringLocation(owner, route.slice(route.lastIndexOf('/') + 1)),
          "write the slug of the category's generated-index link as a path such as /category/guides",
        ),
      );
      continue;
    }
    claim(route, owner);
    generatedIndexes.push({ kind: 'generated-index', route });
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length) throw new HubDocsErrorList(errors, `${errors.length} problems with the pages' routes`);
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
export function docRoute(
  doc: DocFile,
  config: Pick<ResolvedConfig, 'product' | 'build'>,
): { route: string; id: string; isFolderIndex: boolean } {
  const strip = doc.frontMatter.parse_number_prefixes === false ? (s: string) => s : stripNumberPrefix;
  const withoutExt = doc.relPath.replace(/\.mdx?$/, '');
  const parts = withoutExt.split('/');
  const dir = parts.slice(0, -1).map(strip).join('/');
  const base = strip(parts[parts.length - 1]);
  const isFolderIndex = /^(index|readme)$/i.test(base) || (dir !== '' && base === path.posix.basename(dir));
  const fmId = doc.frontMatter.id;
  // Docusaurus: "Document id cannot include slash"; nor may it be a "." or ".." that would climb.
  if (fmId !== undefined && (/[/\\]/.test(fmId) || fmId === '.' || fmId === '..' || fmId.trim() === '')) {
    const why = fmId.trim() === '' ? 'is empty' : /[/\\]/.test(fmId) ? 'cannot include a slash' : `cannot be "${fmId}"`;
    throw new HubDocsError(`the front-matter id ${JSON.stringify(fmId)} ${why}`, {
      location: frontMatterLocation(doc.file, ['id']),
      hint: 'an id names the doc within its folder: a word such as "setup"; move the file to change its folder, or set `slug` to change its route',
    });
  }
  const id = fmId ? (dir ? `${dir}/${fmId}` : fmId) : dir ? `${dir}/${base}` : base;
  let route: string;
  const slug = doc.frontMatter.slug;
  if (slug !== undefined) {
    // A relative slug is resolved against the file's folder, as Docusaurus does ("../x", "./x").
    const resolved = slug.startsWith('/') ? slug : resolveRelative(slug, dir);
    if (resolved === null)
      throw new HubDocsError(`the slug ${JSON.stringify(slug)} climbs above the docs' root`, {
        location: frontMatterLocation(doc.file, ['slug']),
        hint: "write the route from the docs' root, such as /guide/setup, or a path relative to the file's folder that stays inside it",
      });
    route = resolved;
  } else if (isFolderIndex) route = `/${dir}`;
  else route = `/${dir}/${fmId ?? base}`;
  const full = normalizeRoute(config.build.routeBasePath + '/' + replaceProductInPath(route, config.product));
  const problem = routeProblem(full);
  if (problem) {
    const [location, hint]: [Location, string] =
      slug !== undefined
        ? [frontMatterLocation(doc.file, ['slug']), 'write the slug as a clean path such as /guide/setup']
        : fmId !== undefined
          ? [frontMatterLocation(doc.file, ['id']), 'write the id as a word such as "setup"']
          : [{ file: doc.file }, 'rename the file or its folder, or give the page a `slug` in its front matter'];
    throw badRoute(full, problem, location, hint);
  }
  return { route: full, id, isFolderIndex };
}

/** A relative slug resolved against its file's folder ("a/b" + "../c" → "/a/c"); null if it climbs above the root. */
function resolveRelative(slug: string, dir: string): string | null {
  const segments = dir ? dir.split('/') : [];
  for (const segment of slug.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') segments.push(segment);
    else if (segments.pop() === undefined) return null;
  }
  return '/' + segments.join('/');
}

/** The error for a route that is not a clean path, at the field that made it. */
export function badRoute(route: string, problem: string, location: Location, hint: string): HubDocsError {
  return new HubDocsError(`the route ${JSON.stringify(route)} ${problem}: no page can be written there`, {
    location,
    hint,
  });
}

/** A folder's category file (_category_.json, .yml or .yaml). */
function categoryFile(docsDir: string, category: CategoryMeta): string {
  const folder = path.join(docsDir, category.dir);
  return (
    ['_category_.json', '_category_.yml', '_category_.yaml']
      .map((name) => path.join(folder, name))
      .find((file) => existsSync(file)) ?? path.join(folder, '_category_.json')
  );
}

/** Docusaurus' number prefix of a file or folder name ("01-intro", "2. Guides"), which orders without showing. */
export function stripNumberPrefix(name: string): string {
  const stripped = name.replace(/^\d+\s*[-_.]+\s*/, '');
  return stripped === '' ? name : stripped;
}
