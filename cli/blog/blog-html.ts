/**
 * The blog's markup that is data, not code (like the page tools): a post's byline (date, reading
 * time, authors), and the content of the pages that list posts (the lists with their excerpts,
 * the tags and authors pages, the archive). Static HTML: a blog page runs no more code than a
 * doc page, and its first load hydrates nothing.
 */
import type { ResolvedConfig } from '../../theme/types.js';
import { escapeHtml } from '../../theme/escape-html.js';
import { withBaseUrl } from '../../theme/url.js';
import type { BlogAuthor } from './authors.js';
import type { BlogPost } from './blog-posts.js';
import type { Blog, PostList } from './blog-source.js';

/** "January 2, 2024", in the site's language and in UTC (the date a file name gives is a day). */
export function postDate(date: number, locale: string, month: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' }).format(date);
}

const href = (config: ResolvedConfig, route: string) => escapeHtml(withBaseUrl(config, route));
/** An author's image: a path of the site (under the base URL) or a URL. */
const imageSrc = (config: ResolvedConfig, src: string) =>
  escapeHtml(src.startsWith('/') && !src.startsWith('//') ? withBaseUrl(config, src) : src);

function authorHtml(
  author: BlogAuthor,
  config: ResolvedConfig,
  authorRoute: (author: BlogAuthor) => string | null,
): string {
  const page = authorRoute(author);
  const link = page ? href(config, page) : author.url ? escapeHtml(author.url) : null;
  const name = author.name ? escapeHtml(author.name) : '';
  const image = author.imageUrl
    ? `<img class="blog-author__image" src="${imageSrc(config, author.imageUrl)}" alt="${name}" width="40" height="40" loading="lazy">`
    : '';
  const socials = author.socials.length
    ? `<span class="blog-author__socials">${author.socials.map(([platform, url]) => `<a href="${escapeHtml(url)}" rel="noopener" aria-label="${escapeHtml(`${author.name ?? ''} on ${platform}`.trim())}">${escapeHtml(platform)}</a>`).join(' ')}</span>`
    : '';
  const wrap = (inner: string) => (link && inner ? `<a href="${link}">${inner}</a>` : inner);
  return `<div class="blog-author">${wrap(image)}<div class="blog-author__text">${name ? `<span class="blog-author__name">${wrap(name)}</span>` : ''}${author.title ? `<small class="blog-author__title">${escapeHtml(author.title)}</small>` : ''}${socials}</div></div>`;
}

/** Under a post's title (on its page and in lists): its date, reading time and authors. */
export function bylineHtml(post: BlogPost, blog: Blog, config: ResolvedConfig): string {
  const minutes = Math.max(1, Math.ceil(post.readingTime));
  const meta = `<time datetime="${new Date(post.date).toISOString()}">${escapeHtml(postDate(post.date, config.locale.code))}</time>${blog.options.showReadingTime ? ` · ${minutes} min read` : ''}`;
  const authors = post.authors.length
    ? `<div class="blog-authors">${post.authors.map((a) => authorHtml(a, config, (x) => authorRoute(blog, x))).join('')}</div>`
    : '';
  return `<div class="blog-byline"><div class="blog-byline__meta">${meta}</div>${authors}</div>`;
}

export function authorRoute(blog: Blog, author: BlogAuthor): string | null {
  return author.page !== null && blog.authorsRoute ? `${blog.authorsRoute}/${author.page}` : null;
}

export function tagRoute(blog: Blog, permalink: string): string {
  return `${blog.tagsRoute}/${permalink}`;
}

const tagsHtml = (post: BlogPost, blog: Blog, config: ResolvedConfig) =>
  post.tags.length
    ? `<ul class="tags" aria-label="Tags">${post.tags.map((t) => `<li><a class="tag" rel="tag" href="${href(config, tagRoute(blog, t.permalink))}">${escapeHtml(t.label)}</a></li>`).join('')}</ul>`
    : '';

/**
 * The content of a page listing posts: each with its title, byline, excerpt and "Read more", then the links to the
 * other pages of the list.
 */
export function postListHtml(
  list: PostList,
  blog: Blog,
  config: ResolvedConfig,
  titleOf: (post: BlogPost) => string,
  excerptOf: (post: BlogPost) => { html: string; truncated: boolean },
): string {
  if (list.kind === 'archive') return archiveHtml(list.posts, config, titleOf);
  const intro =
    list.kind === 'author' && list.author
      ? `<div class="blog-list__author">${authorHtml(list.author, config, () => null)}</div>`
      : list.kind === 'tag' && list.tag?.description
        ? `<p>${escapeHtml(list.tag.description)}</p>`
        : '';
  const posts = list.posts.map((post) => {
    const title = escapeHtml(titleOf(post));
    const excerpt = excerptOf(post);
    const more = excerpt.truncated
      ? `<p class="blog-list__more"><a href="${href(config, post.route)}" aria-label="Read more about ${title}">Read more</a></p>`
      : '';
    return `<article class="blog-list__post"><h2 class="blog-list__title"><a href="${href(config, post.route)}">${title}</a></h2>${bylineHtml(post, blog, config)}<div class="blog-list__excerpt">${excerpt.html}</div>${tagsHtml(post, blog, config)}${more}</article>`;
  });
  const newer = list.newer
    ? `<a class="pagination__link pagination__link--prev" href="${href(config, list.newer)}" rel="prev"><span class="pagination__title">« Newer entries</span></a>`
    : '<span></span>';
  const older = list.older
    ? `<a class="pagination__link pagination__link--next" href="${href(config, list.older)}" rel="next"><span class="pagination__title">Older entries »</span></a>`
    : '';
  const nav =
    list.pages > 1 ? `<nav class="pagination" aria-label="Blog list page navigation">${newer}${older}</nav>` : '';
  const viewAll =
    list.kind === 'tag' && blog.tagsRoute ? `<p><a href="${href(config, blog.tagsRoute)}">View all tags</a></p>` : '';
  return `<div class="blog-list">${intro}${viewAll}${posts.join('')}${nav}</div>`;
}

/** The archive: every listed post by year, newest first. */
function archiveHtml(posts: BlogPost[], config: ResolvedConfig, titleOf: (post: BlogPost) => string): string {
  const years = new Map<number, BlogPost[]>();
  for (const post of posts) {
    const year = new Date(post.date).getUTCFullYear();
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return `<div class="blog-archive">${[...years].map(([year, list]) => `<section><h2>${year}</h2><ul>${list.map((p) => `<li><time datetime="${new Date(p.date).toISOString()}">${escapeHtml(postDate(p.date, config.locale.code, 'short'))}</time> — <a href="${href(config, p.route)}">${escapeHtml(titleOf(p))}</a></li>`).join('')}</ul></section>`).join('')}</div>`;
}

/** The page of every tag: each with its post count, alphabetically. */
export function tagsIndexHtml(blog: Blog, config: ResolvedConfig, count: (permalink: string) => number): string {
  const tags = [...blog.tags].sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return `<ul class="tags blog-tags">${tags.map((t) => `<li><a class="tag" rel="tag" href="${href(config, tagRoute(blog, t.permalink))}">${escapeHtml(t.label)} <span class="tag__count">${count(t.permalink)}</span></a></li>`).join('')}</ul>`;
}

/** The page of the authors that have one: each with their post count. */
export function authorsIndexHtml(blog: Blog, config: ResolvedConfig, count: (author: BlogAuthor) => number): string {
  return `<ul class="blog-authors-index">${blog.authors.map((a) => `<li>${authorHtml(a, config, (x) => authorRoute(blog, x))} <span class="blog-authors-index__count">${count(a)} ${count(a) === 1 ? 'post' : 'posts'}</span></li>`).join('')}</ul>`;
}
