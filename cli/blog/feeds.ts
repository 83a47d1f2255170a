/**
 * The blog's feeds, as Docusaurus writes them (`feedOptions`): RSS 2.0 (`rss.xml`), Atom 1.0
 * (`atom.xml`) and JSON Feed 1.1 (`feed.json`) under the blog's route, the newest `limit` listed
 * posts with their whole content (links made absolute), linked from every page's head
 * (config `feeds`). Dates are the posts', so two builds write the same bytes.
 */
import type { ResolvedConfig } from '../../theme/types.js';
import { FEED_FILES, feedTypesOf } from '../../theme/feed-types.js';
import { absoluteUrl } from '../../theme/url.js';
import type { BlogPost } from './blog-posts.js';
import type { Blog } from './blog-source.js';
import { tagRoute } from './blog-html.js';

export interface FeedItem {
  post: BlogPost;
  title: string;
  description: string;
  /** The post's HTML (null: a post with components of its own, which the feed gives by its description). */
  html: string | null;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Links and images of the site, absolute (a feed reader has no base). */
const absoluteLinks = (html: string, config: ResolvedConfig) =>
  html.replace(/(\s(?:href|src))="\/(?!\/)/g, `$1="${config.url}/`);
const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** The feed files of the blog: path in the output → contents. */
export function blogFeeds(blog: Blog, items: FeedItem[], config: ResolvedConfig): { path: string; contents: string }[] {
  const { feedOptions, blogTitle, blogDescription } = blog.options;
  const limit = feedOptions.limit === false || feedOptions.limit === null ? items.length : feedOptions.limit;
  const shown = items.slice(0, limit);
  const meta = {
    title: feedOptions.title ?? config.title,
    description:
      feedOptions.description ?? `${blogDescription === 'Blog' ? `${config.title} ${blogTitle}` : blogDescription}`,
    link: absoluteUrl(config, blog.root),
    language: feedOptions.language ?? config.locale.code,
    copyright: feedOptions.copyright ?? '',
    updated: new Date(shown[0]?.post.date ?? 0).toISOString(),
  };
  const dir = blog.root.replace(/^\//, '');
  const file = (name: string) => (dir ? `${dir}/${name}` : name);
  return feedTypesOf(blog.options).map((type) => ({
    path: file(FEED_FILES[type]),
    contents:
      type === 'rss'
        ? rss(meta, shown, blog, config)
        : type === 'atom'
          ? atom(meta, shown, blog, config, absoluteUrl(config, '/' + file(FEED_FILES.atom)))
          : json(meta, shown, blog, config),
  }));
}

type Meta = { title: string; description: string; link: string; language: string; copyright: string; updated: string };

function rss(meta: Meta, items: FeedItem[], blog: Blog, config: ResolvedConfig): string {
  const entries = items.map(({ post, title, description, html }) => {
    const url = absoluteUrl(config, post.route);
    const authors = post.authors
      .filter((a) => a.email)
      .map((a) => `<author>${xml(`${a.email} (${a.name ?? a.email})`)}</author>`);
    const creators = post.authors
      .filter((a) => !a.email && a.name)
      .map((a) => `<dc:creator>${xml(a.name!)}</dc:creator>`);
    const categories = post.tags.map(
      (t) => `<category domain="${xml(absoluteUrl(config, tagRoute(blog, t.permalink)))}">${xml(t.label)}</category>`,
    );
    return [
      `<item>`,
      `<title>${xml(title)}</title>`,
      `<link>${xml(url)}</link>`,
      `<guid isPermaLink="true">${xml(url)}</guid>`,
      `<pubDate>${new Date(post.date).toUTCString()}</pubDate>`,
      `<description>${xml(description)}</description>`,
      ...(html !== null ? [`<content:encoded>${cdata(absoluteLinks(html, config))}</content:encoded>`] : []),
      ...authors,
      ...creators,
      ...categories,
      `</item>`,
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    `<title>${xml(meta.title)}</title>`,
    `<link>${xml(meta.link)}</link>`,
    `<description>${xml(meta.description)}</description>`,
    `<lastBuildDate>${new Date(meta.updated).toUTCString()}</lastBuildDate>`,
    '<docs>https://validator.w3.org/feed/docs/rss2.html</docs>',
    '<generator>hub-docs</generator>',
    `<language>${xml(meta.language)}</language>`,
    ...(meta.copyright ? [`<copyright>${xml(meta.copyright)}</copyright>`] : []),
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

function atom(meta: Meta, items: FeedItem[], blog: Blog, config: ResolvedConfig, self: string): string {
  const entries = items.map(({ post, title, description, html }) => {
    const url = absoluteUrl(config, post.route);
    const date = new Date(post.date).toISOString();
    const authors = post.authors
      .filter((a) => a.name)
      .map(
        (a) =>
          `<author><name>${xml(a.name!)}</name>${a.url ? `<uri>${xml(a.url)}</uri>` : ''}${a.email ? `<email>${xml(a.email)}</email>` : ''}</author>`,
      );
    const categories = post.tags.map((t) => `<category label="${xml(t.label)}" term="${xml(t.label)}"/>`);
    return [
      `<entry>`,
      `<title type="html">${xml(title)}</title>`,
      `<id>${xml(url)}</id>`,
      `<link href="${xml(url)}"/>`,
      `<updated>${date}</updated>`,
      `<published>${date}</published>`,
      `<summary type="html">${xml(description)}</summary>`,
      ...(html !== null ? [`<content type="html">${xml(absoluteLinks(html, config))}</content>`] : []),
      ...authors,
      ...categories,
      `</entry>`,
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(meta.language)}">`,
    `<id>${xml(meta.link)}</id>`,
    `<title>${xml(meta.title)}</title>`,
    `<updated>${meta.updated}</updated>`,
    `<generator>hub-docs</generator>`,
    `<link rel="alternate" href="${xml(meta.link)}"/>`,
    `<link rel="self" href="${xml(self)}"/>`,
    `<subtitle>${xml(meta.description)}</subtitle>`,
    ...(meta.copyright ? [`<rights>${xml(meta.copyright)}</rights>`] : []),
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

function json(meta: Meta, items: FeedItem[], blog: Blog, config: ResolvedConfig): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: meta.title,
    home_page_url: meta.link,
    description: meta.description,
    language: meta.language,
    items: items.map(({ post, title, description, html }) => ({
      id: absoluteUrl(config, post.route),
      url: absoluteUrl(config, post.route),
      title,
      summary: description,
      ...(html !== null ? { content_html: absoluteLinks(html, config) } : { content_text: description }),
      date_published: new Date(post.date).toISOString(),
      ...(post.authors.some((a) => a.name)
        ? {
            authors: post.authors
              .filter((a) => a.name)
              .map((a) => ({
                name: a.name,
                ...(a.url ? { url: a.url } : {}),
                ...(a.imageUrl ? { avatar: a.imageUrl } : {}),
              })),
          }
        : {}),
      tags: post.tags.map((t) => t.label),
    })),
  };
  return JSON.stringify(feed, null, 2) + '\n';
}
