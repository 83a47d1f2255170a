/**
 * Stage 5 for the blog: its pages in the site model, made once every page is compiled — each post
 * (title, byline, content, tags, newer/older post, the blog sidebar of recent posts, edit link),
 * the list pages with the posts' excerpts, the tags, authors and archive pages — and its feeds.
 * Posts belong to the last docs version: they are in its search index, grouped under the blog.
 */
import path from 'node:path';
import type { PageData, PageLink, ResolvedConfig, SidebarItem, Sidebars } from '../../theme/types.js';
import type { SitePage } from '../prepared-site.js';
import type { CompiledPage } from '../pipeline/compile-page.js';
import type { GeneratedSource } from '../pipeline/compile-all.js';
import { markdownFormat } from '../pipeline/compile-all.js';
import { contentHtml } from '../pipeline/compile-cache.js';
import { hashOf } from '../pipeline/bundle-cache.js';
import { contentOf } from '../pipeline/site-pages.js';
import { pageData, shorten } from '../pipeline/page-data.js';
import { HubDocsError } from '../errors.js';
import { escapeHtml } from '../../theme/escape-html.js';
import type { BlogPost } from './blog-posts.js';
import { blogRoutes, type Blog, type PostList } from './blog-source.js';
import { authorsIndexHtml, bylineHtml, postListHtml, tagRoute, tagsIndexHtml } from './blog-html.js';
import { blogFeeds } from './feeds.js';

/** The blog sidebar's id in sidebar.json (no sidebars file can name one so). */
export const BLOG_SIDEBAR = '@blog';
/**
 * What the compile stage compiles of the blog: each post, once (a truncated one's excerpt is taken from that compile).
 */
export function blogSources(blog: Blog | null, config: ResolvedConfig): GeneratedSource[] {
  if (!blog) return [];
  return blog.posts.map((post) => {
    const format = markdownFormat(post.file, post.frontMatter.format ?? config.build.markdownFormat);
    const hasTitle = post.frontMatter.title !== undefined;
    const locate = (line?: number, column?: number) => ({ file: post.file, line, column });
    const full: GeneratedSource = {
      route: post.route,
      file: post.file,
      body: post.body,
      hash: post.hash,
      locate,
      format,
      hasTitle,
    };
    // An unlisted post is in no list: no excerpt to render.
    return post.truncateLine !== null && !post.frontMatter.unlisted
      ? { ...full, excerptBefore: post.truncateLine }
      : full;
  });
}

/** Source files → routes of the posts, so pages link to posts by file (`../blog/2024-01-02-hello.md`) as to docs. */
export function blogFileRoutes(blog: Blog | null): [string, string][] {
  return blog ? blog.posts.map((p) => [p.file, p.route]) : [];
}

export interface BlogPagesInput {
  blog: Blog;
  config: ResolvedConfig;
  siteDir: string;
  compiled: Map<string, CompiledPage>;
  /** The last docs version's name: posts are in its search index. */
  version: string;
}

/** The blog's pages, its sidebar (by its id; none when it shows no post) and its feed files. */
export function blogPages(input: BlogPagesInput): {
  pages: SitePage[];
  sidebars: Sidebars;
  files: { path: string; contents: string }[];
} {
  const { blog, config, compiled } = input;
  const opts = blog.options;
  const compiledOf = (post: BlogPost) => compiled.get(post.route)!;
  const titleOf = (post: BlogPost) => post.frontMatter.title ?? compiledOf(post).h1 ?? path.basename(post.route);
  const descriptionOf = (post: BlogPost) =>
    shorten(post.frontMatter.description ?? compiledOf(post).firstParagraph ?? '');
  const htmlOf = (page: CompiledPage) => (page.htmlHash !== null ? contentHtml(page) : null);
  const excerptOf = (post: BlogPost) => {
    const page = compiledOf(post);
    const truncated = post.truncateLine !== null;
    const html = truncated ? page.excerptHtml : htmlOf(page);
    // A post with components of its own is listed by its description.
    return html !== null ? { html, truncated } : { html: `<p>${escapeHtml(descriptionOf(post))}</p>`, truncated: true };
  };
  const count = opts.blogSidebarCount === 'ALL' ? blog.listed.length : opts.blogSidebarCount;
  const recent = blog.listed.slice(0, count);
  const sidebar: SidebarItem[] | null = recent.length
    ? [
        {
          type: 'category',
          label: opts.blogSidebarTitle,
          href: null,
          collapsible: false,
          items: recent.map((p) => ({ type: 'link', label: p.frontMatter.sidebar_label ?? titleOf(p), href: p.route })),
        },
      ]
    : null;
  const blogCrumb: PageLink = { title: opts.blogTitle, href: blog.root };
  const pages: SitePage[] = [];
  blog.posts.forEach((post) => {
    const page = compiledOf(post);
    const fm = post.frontMatter;
    // Newer and older among the listed posts (an unlisted post links to none, as in Docusaurus).
    const at = blog.listed.indexOf(post);
    const link = (p: BlogPost | undefined): PageLink | null =>
      p && at >= 0 ? { title: titleOf(p), href: p.route } : null;
    const [min, max] = [
      fm.toc_min_heading_level ?? config.toc.minHeadingLevel,
      fm.toc_max_heading_level ?? config.toc.maxHeadingLevel,
    ];
    const title = titleOf(post);
    const data: PageData = pageData(
      {
        route: post.route,
        kind: 'blog-post',
        title,
        description: descriptionOf(post),
        toc: fm.hide_table_of_contents ? [] : page.toc.filter((t) => t.level >= min && t.level <= max),
        breadcrumbs: [blogCrumb],
        previous: link(blog.listed[at - 1]),
        next: link(blog.listed[at + 1]),
        tags: post.tags.map((t) => ({ title: t.label, href: tagRoute(blog, t.permalink) })),
        sidebar: sidebar ? BLOG_SIDEBAR : null,
        image: fm.image ?? null,
        hasMermaid: page.hasMermaid,
        hydrateFromHtml: page.code === null,
        source: path.relative(input.siteDir, post.file).split(path.sep).join('/'),
        noindex: fm.unlisted,
        editUrl: editUrlOf(post, blog, input.siteDir, config),
        lastUpdated: fm.last_update?.date ? { date: fm.last_update.date, text: fm.last_update.date } : null,
        version: input.version,
        byline: bylineHtml(post, blog, config),
      },
      config,
    );
    pages.push({
      data,
      content: contentOf(page),
      file: post.file,
      resolveDir: path.dirname(post.file),
      keywords: fm.keywords,
      sections: page.sections,
      markdown: page.markdown,
    });
  });
  const made = (data: PageData, html: string): SitePage => ({
    data,
    content: { htmlHash: hashOf(html), html: () => html },
    file: null,
    resolveDir: blog.dir,
    keywords: [],
    sections: [],
    markdown: null,
  });
  const listPage = (route: string, title: string, description: string, html: string, cards: BlogPost[]) =>
    made(
      pageData(
        {
          route,
          kind: 'blog-list',
          title,
          description,
          breadcrumbs: route === blog.root ? [] : [blogCrumb],
          sidebar: sidebar ? BLOG_SIDEBAR : null,
          cards: cards.map((p) => ({ title: titleOf(p), href: p.route, description: descriptionOf(p) })),
        },
        config,
      ),
      html,
    );
  for (const list of blog.lists) {
    const { title, description } = listTitle(list, blog);
    pages.push(
      listPage(list.route, title, description, postListHtml(list, blog, config, titleOf, excerptOf), list.posts),
    );
  }
  const postsTagged = (permalink: string) =>
    blog.listed.filter((p) => p.tags.some((t) => t.permalink === permalink)).length;
  if (blog.tagsRoute)
    pages.push(
      listPage(blog.tagsRoute, 'Tags', `Tags of the ${opts.blogTitle}.`, tagsIndexHtml(blog, config, postsTagged), []),
    );
  const postsBy = (key: string | null) => blog.listed.filter((p) => p.authors.some((a) => a.key === key)).length;
  if (blog.authorsRoute)
    pages.push(
      listPage(
        blog.authorsRoute,
        'Authors',
        `Authors of the ${opts.blogTitle}.`,
        authorsIndexHtml(blog, config, (a) => postsBy(a.key)),
        [],
      ),
    );
  const feedItems = blog.listed.map((post) => ({
    post,
    title: titleOf(post),
    description: descriptionOf(post),
    html: htmlOf(compiledOf(post)),
  }));
  return { pages, sidebars: sidebar ? { [BLOG_SIDEBAR]: sidebar } : {}, files: blogFeeds(blog, feedItems, config) };
}

/** Docusaurus' titles of the pages that list posts. */
function listTitle(list: PostList, blog: Blog): { title: string; description: string } {
  const { blogTitle, blogDescription } = blog.options;
  const n = list.page > 1 ? ` (page ${list.page} of ${list.pages})` : '';
  const total = (count: number) => (count === 1 ? 'One post' : `${count} posts`);
  if (list.kind === 'tag') {
    const count = blog.listed.filter((p) => p.tags.some((t) => t.permalink === list.tag!.permalink)).length;
    return {
      title: `${total(count)} tagged with "${list.tag!.label}"${n}`,
      description: list.tag!.description ?? `Blog posts tagged with "${list.tag!.label}"`,
    };
  }
  if (list.kind === 'author')
    return {
      title: `${list.author!.name ?? list.author!.key}${n}`,
      description: list.author!.title ?? `Blog posts by ${list.author!.name ?? list.author!.key}`,
    };
  if (list.kind === 'archive') return { title: 'Archive', description: 'Archive' };
  return { title: `${blogTitle}${n}`, description: blogDescription };
}

/**
 * Docusaurus' blog `editUrl`: a prefix the post's path from the site's folder is appended to, or a function of its
 * paths.
 */
function editUrlOf(post: BlogPost, blog: Blog, siteDir: string, config: ResolvedConfig): string | null {
  if (post.frontMatter.custom_edit_url !== undefined) return post.frontMatter.custom_edit_url;
  const editUrl = blog.options.editUrl;
  if (editUrl === undefined) return null;
  const blogDirPath = path.relative(siteDir, blog.dir).split(path.sep).join('/');
  if (typeof editUrl === 'string') return `${editUrl.replace(/\/+$/, '')}/${blogDirPath}/${post.relativePath}`;
  try {
    return (
      editUrl({ blogDirPath, blogPath: post.relativePath, permalink: post.route, locale: config.locale.code }) ?? null
    );
  } catch (cause) {
    throw new HubDocsError(`blog.editUrl failed for ${post.relativePath}: ${(cause as Error).message}`, {
      location: { file: post.file },
      hint: 'the function is given { blogDirPath, blogPath, permalink, locale } and returns a URL or undefined',
      cause,
    });
  }
}

export { blogRoutes };
