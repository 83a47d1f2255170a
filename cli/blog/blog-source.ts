/**
 * Stage 2 and 3 for the blog (Docusaurus' blog plugin): its posts, authors and tags read and
 * checked (every problem reported together), and the route of every page it makes — the posts,
 * the paginated lists (`<blog>`, `<blog>/page/2`), the tags pages, the authors pages and the
 * archive — before anything compiles, so links to them are checked like links to docs.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { ResolvedConfig } from '../../theme/types.js';
import type { BlogOptions } from '../../theme/config-schema.js';
import { normalizeRoute } from '../../theme/routes.js';
import { routeProblem } from '../../theme/clean-route.js';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import { frontMatterLocation } from '../pipeline/source-location.js';
import { loadAuthorsMap, type BlogAuthor } from './authors.js';
import { loadTagsFile, type BlogTag } from './blog-tags.js';
import { scanPosts, type BlogPost } from './blog-posts.js';
import { localizedFile, localizedFolder } from '../locales/localized-content.js';

/** A page of posts: the blog's list, a tag's, an author's, or the archive. */
export interface PostList {
  route: string;
  kind: 'list' | 'tag' | 'author' | 'archive';
  /** The tag or author it lists (kind tag, author). */
  tag?: BlogTag;
  author?: BlogAuthor;
  posts: BlogPost[];
  /** 1-based page number and page count of its list (with the routes of the pages before and after). */
  page: number;
  pages: number;
  newer: string | null;
  older: string | null;
}

export interface Blog {
  options: BlogOptions;
  dir: string;
  /** The blog's root route ("/blog"). */
  root: string;
  /** Newest first, drafts left out of one-shot builds. */
  posts: BlogPost[];
  /** The posts the lists, feeds, tags pages and sidebar show (not `unlisted`). */
  listed: BlogPost[];
  lists: PostList[];
  /** The page listing every tag, when a post has one. */
  tagsRoute: string | null;
  tags: BlogTag[];
  /** The page listing the authors that have a page, when one has. */
  authorsRoute: string | null;
  authors: BlogAuthor[];
  warnings: HubDocsError[];
}

/** Page routes of a list of `count` posts at `base`: base, base/page/2, ... */
function paginate(
  base: string,
  posts: BlogPost[],
  perPage: number | 'ALL',
  pageBase: string,
): { route: string; posts: BlogPost[] }[] {
  const size = perPage === 'ALL' || perPage === 0 ? Math.max(posts.length, 1) : perPage;
  const count = Math.max(1, Math.ceil(posts.length / size));
  return Array.from({ length: count }, (_, i) => ({
    route: i === 0 ? base : normalizeRoute(`${base}/${pageBase}/${i + 1}`),
    posts: posts.slice(i * size, (i + 1) * size),
  }));
}

function listsOf(
  base: string,
  posts: BlogPost[],
  options: BlogOptions,
  extra: Pick<PostList, 'kind' | 'tag' | 'author'>,
): PostList[] {
  const pages = paginate(base, posts, options.postsPerPage, options.pageBasePath);
  return pages.map((p, i) => ({
    ...extra,
    route: p.route,
    posts: p.posts,
    page: i + 1,
    pages: pages.length,
    newer: pages[i - 1]?.route ?? null,
    older: pages[i + 1]?.route ?? null,
  }));
}

/** The blog of a config, or null when it has none. */
export function loadBlog(options: { config: ResolvedConfig; siteDir: string; includeDrafts: boolean }): Blog | null {
  const blog = options.config.build.blog;
  if (!blog) return null;
  const dir = path.resolve(options.siteDir, blog.path);
  if (!existsSync(dir))
    throw new HubDocsError(`the blog folder ${blog.path} does not exist`, {
      location: { file: dir },
      hint: 'create it with a first post (blog/2024-01-02-hello.md), or set blog: false in the config',
    });
  const errors: HubDocsError[] = [];
  // The locale's translations of posts, authors.yml and tags.yml are read for the originals (localized-content.ts).
  const localizedDir = localizedFolder(options.config, options.siteDir, 'blog');
  const dataFile = (name: string) => (path.isAbsolute(name) ? name : localizedFile(dir, localizedDir, name));
  const { authors: authorsMap, errors: authorErrors } = loadAuthorsMap(dataFile(blog.authorsMapPath));
  errors.push(...authorErrors);
  const tagsFile = blog.tags === false || blog.tags === null ? null : dataFile(blog.tags ?? 'tags.yml');
  const declared = loadTagsFile(tagsFile, errors);
  const root = normalizeRoute('/' + blog.routeBasePath);
  const scanned = scanPosts({
    blog,
    blogDir: dir,
    localizedDir,
    routeBase: root,
    authors: authorsMap,
    tags: declared,
    includeDrafts: options.includeDrafts,
  });
  errors.push(...scanned.errors);
  const { posts } = scanned;
  const listed = posts.filter((p) => !p.frontMatter.unlisted);
  const lists = listsOf(root, listed, blog, { kind: 'list' });
  // Tags and authors in the order of their first post, then sorted by label for the index pages.
  const tags = new Map<string, BlogTag>();
  for (const post of listed) for (const tag of post.tags) if (!tags.has(tag.permalink)) tags.set(tag.permalink, tag);
  const tagsRoute = tags.size ? normalizeRoute(`${root}/${blog.tagsBasePath}`) : null;
  for (const [permalink, tag] of tags)
    lists.push(
      ...listsOf(
        normalizeRoute(`${tagsRoute}/${permalink}`),
        listed.filter((p) => p.tags.some((t) => t.permalink === permalink)),
        blog,
        { kind: 'tag', tag },
      ),
    );
  const authors = new Map<string, BlogAuthor>();
  for (const author of authorsMap.values()) if (author.page !== null) authors.set(author.page, author);
  const authorsRoute = authors.size ? normalizeRoute(`${root}/${blog.authorsBasePath}`) : null;
  for (const [page, author] of authors)
    lists.push(
      ...listsOf(
        normalizeRoute(`${authorsRoute}/${page}`),
        listed.filter((p) => p.authors.some((a) => a.key === author.key)),
        blog,
        { kind: 'author', author },
      ),
    );
  if (blog.archiveBasePath !== null && listed.length)
    lists.push({
      route: normalizeRoute(`${root}/${blog.archiveBasePath}`),
      kind: 'archive',
      posts: listed,
      page: 1,
      pages: 1,
      newer: null,
      older: null,
    });
  // Routes are checked like the docs': a post's slug that makes no clean path, or two pages on one route.
  const seen = new Map<string, string>();
  for (const route of [
    ...lists.map((l) => l.route),
    ...(tagsRoute ? [tagsRoute] : []),
    ...(authorsRoute ? [authorsRoute] : []),
  ])
    seen.set(route, 'the blog');
  for (const post of posts) {
    const problem = routeProblem(post.route);
    const taken = seen.get(post.route);
    const location = frontMatterLocation(post.file, ['slug']);
    if (problem)
      errors.push(
        new HubDocsError(`the post's route "${post.route}" ${problem}`, {
          location,
          hint: 'give the post a slug such as /my-post',
        }),
      );
    else if (taken)
      errors.push(
        new HubDocsError(
          `the post's route "${post.route}" is also ${taken === 'the blog' ? "a page of the blog's" : `the route of ${path.relative(options.siteDir, taken)}`}`,
          { location, hint: 'give one of them another slug' },
        ),
      );
    seen.set(post.route, post.file);
  }
  const warnings = [...scanned.warnings];
  const untruncated = listed.filter((p) => p.truncateLine === null);
  if (untruncated.length && blog.onUntruncatedBlogPosts !== 'ignore') {
    const problem = new HubDocsError(
      `${untruncated.length === 1 ? 'a post has' : `${untruncated.length} posts have`} no truncate marker: the blog's lists show ${untruncated.length === 1 ? 'it' : 'them'} whole`,
      {
        location: { file: untruncated[0].file },
        hint: `add <!-- truncate --> (or {/* truncate */} in MDX) after the lead paragraph of ${untruncated
          .map((p) => p.relativePath)
          .slice(0, 5)
          .join(', ')}${untruncated.length > 5 ? ', …' : ''}`,
      },
    );
    (blog.onUntruncatedBlogPosts === 'throw' ? errors : warnings).push(problem);
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new HubDocsErrorList(errors, `${errors.length} problems in the blog`);
  return {
    options: blog,
    dir,
    root,
    posts,
    listed,
    lists,
    tagsRoute,
    tags: [...tags.values()],
    authorsRoute,
    authors: [...authors.values()],
    warnings,
  };
}

/** Every route the blog's pages take. */
export function blogRoutes(blog: Blog | null): string[] {
  if (!blog) return [];
  return [
    ...blog.posts.map((p) => p.route),
    ...blog.lists.map((l) => l.route),
    ...(blog.tagsRoute ? [blog.tagsRoute] : []),
    ...(blog.authorsRoute ? [blog.authorsRoute] : []),
  ];
}

/** The blog's routes must be free: a doc (or the API reference) on one of them is an error naming both files. */
export function checkBlogRoutes(blog: Blog | null, taken: Map<string, string>): void {
  if (!blog) return;
  const errors: HubDocsError[] = [];
  const fileOf = new Map(blog.posts.map((p) => [p.route, p.file]));
  for (const route of blogRoutes(blog)) {
    const other = taken.get(route);
    if (other)
      errors.push(
        new HubDocsError(`the blog's page "${route}" takes the route of ${other}`, {
          location: { file: fileOf.get(route) ?? blog.dir },
          hint: 'give the doc or the post another slug, or the blog another routeBasePath',
        }),
      );
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new HubDocsErrorList(errors, `${errors.length} blog pages on taken routes`);
}
