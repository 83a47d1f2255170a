/**
 * Blog authors, as Docusaurus has them: the authors map (`blog/authors.yml`, or .json) gives each
 * author a key and `name`, `title`, `url`, `image_url`, `email`, `socials` and `page` (an author
 * page at `<blog>/authors/<key>`); a post names authors by key or writes them inline
 * (front matter `authors`, or the older `author`, `author_title`, `author_url`,
 * `author_image_url`). A bad value is an error at its line and column in the file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isMap, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { HubDocsError, type Location } from '../errors.js';

export interface BlogAuthor {
  /** Its key in the authors map; null: written inline in a post. */
  key: string | null;
  name: string | null;
  title: string | null;
  url: string | null;
  imageUrl: string | null;
  email: string | null;
  /** Platform → profile URL, in the order written. */
  socials: [string, string][];
  /** Its page's path under `<blog>/authors/` (`page: true`: its key); null: no page. */
  page: string | null;
}

/** Profile URLs of a handle, as Docusaurus' `socials` makes them. */
const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
};

const FIELDS = ['name', 'title', 'url', 'image_url', 'imageURL', 'email', 'socials', 'page', 'key', 'description'];

/** An author written as an object (in the map or inline), checked; `at(keys)` locates a value. */
export function authorOf(
  key: string | null,
  value: unknown,
  at: (keys: (string | number)[]) => Location,
  errors: HubDocsError[],
): BlogAuthor | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    errors.push(
      new HubDocsError(
        `the author ${key ? `"${key}" ` : ''}must be an object { name, title, url, image_url, socials }`,
        { location: at(key ? [key] : []), hint: "write the author's fields indented under its key" },
      ),
    );
    return null;
  }
  const v = value as Record<string, unknown>;
  const field = (name: string): string | null => {
    const x = v[name];
    if (x === undefined || x === null) return null;
    if (typeof x === 'string') return x;
    errors.push(
      new HubDocsError(`the author's "${name}" must be a string, got ${JSON.stringify(x)}`, {
        location: at([...(key ? [key] : []), name]),
        hint: `write ${name}: followed by text`,
      }),
    );
    return null;
  };
  for (const name of Object.keys(v)) {
    if (!FIELDS.includes(name))
      errors.push(
        new HubDocsError(`the author's field "${name}" is not one Docusaurus knows`, {
          location: at([...(key ? [key] : []), name]),
          hint: `use ${FIELDS.filter((f) => f !== 'imageURL' && f !== 'key').join(', ')}`,
        }),
      );
  }
  const socials: [string, string][] = [];
  if (v.socials !== undefined) {
    if (typeof v.socials !== 'object' || v.socials === null || Array.isArray(v.socials))
      errors.push(
        new HubDocsError('the author\'s "socials" must be an object of platform: handle or URL', {
          location: at([...(key ? [key] : []), 'socials']),
          hint: 'for example socials: { github: octocat, x: octocat }',
        }),
      );
    else
      for (const [platform, handle] of Object.entries(v.socials)) {
        if (typeof handle !== 'string' || handle === '') {
          errors.push(
            new HubDocsError(`the author's social "${platform}" must be a handle or a URL`, {
              location: at([...(key ? [key] : []), 'socials', platform]),
              hint: `write ${platform}: followed by a handle`,
            }),
          );
          continue;
        }
        const make = SOCIAL_URLS[platform];
        socials.push([platform, /^https?:\/\//.test(handle) || !make ? handle : make(handle)]);
      }
  }
  let page: string | null = null;
  if (v.page === true && key) page = key;
  else if (
    typeof v.page === 'object' &&
    v.page !== null &&
    typeof (v.page as { permalink?: unknown }).permalink === 'string'
  )
    page = (v.page as { permalink: string }).permalink.replace(/^\/+|\/+$/g, '');
  else if (v.page !== undefined && v.page !== false)
    errors.push(
      new HubDocsError('the author\'s "page" must be true, false or { permalink }', {
        location: at([...(key ? [key] : []), 'page']),
        hint: 'page: true gives the author a page listing their posts',
      }),
    );
  return {
    key,
    name: field('name'),
    title: field('title'),
    url: field('url'),
    imageUrl: field('image_url') ?? field('imageURL'),
    email: field('email'),
    socials,
    page,
  };
}

/** The authors map of a blog folder: key → author (empty when the file does not exist). */
export function loadAuthorsMap(file: string): { authors: Map<string, BlogAuthor>; errors: HubDocsError[] } {
  const authors = new Map<string, BlogAuthor>();
  const errors: HubDocsError[] = [];
  if (!existsSync(file)) return { authors, errors };
  const text = readFileSync(file, 'utf8');
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const place = (offset: number | undefined): Location =>
    offset === undefined ? { file } : { file, line: lines.linePos(offset).line, column: lines.linePos(offset).col };
  if (document.errors.length) {
    const e = document.errors[0];
    return {
      authors,
      errors: [
        new HubDocsError(`invalid YAML in the authors map: ${e.message.split('\n')[0]}`, {
          location: place(e.pos[0]),
          hint: 'each author is a key followed by its indented fields (name, title, url, image_url)',
        }),
      ],
    };
  }
  const at = (keys: (string | number)[]) => {
    let node: unknown = document.contents;
    let offset: number | undefined = (node as YamlNode | null)?.range?.[0];
    for (const key of keys) {
      // The key's own position: "name:" rather than its value.
      const pair = isMap(node)
        ? node.items.find((p) => (p.key as { value?: unknown } | null)?.value === key)
        : undefined;
      if (!pair) break;
      offset = (pair.key as YamlNode).range?.[0] ?? offset;
      node = pair.value;
    }
    return place(offset);
  };
  const data: unknown = document.toJS();
  if (data === null || data === undefined) return { authors, errors };
  if (typeof data !== 'object' || Array.isArray(data))
    return {
      authors,
      errors: [
        new HubDocsError('the authors map must be an object of author key → { name, title, url, image_url }', {
          location: { file, line: 1, column: 1 },
          hint: 'see https://docusaurus.io/docs/blog#global-authors',
        }),
      ],
    };
  for (const [key, value] of Object.entries(data)) {
    const author = authorOf(key, value, at, errors);
    if (author) authors.set(key, author);
  }
  return { authors, errors };
}
