/**
 * The blog's feeds: their types and file names, and which a blog's options ask for. Apart from
 * config-schema.ts, whose zod schemas cost ~7 ms to make: a rebuild, which reuses the validated
 * config, writes the feeds without making them.
 */
export const FEED_TYPES = ['rss', 'atom', 'json'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

/** The feed types a blog's options ask for, in Docusaurus' order. */
export function feedTypesOf(blog: { feedOptions: { type: 'all' | FeedType | FeedType[] | null } }): FeedType[] {
  const type = blog.feedOptions.type;
  return type === null
    ? []
    : type === 'all'
      ? [...FEED_TYPES]
      : FEED_TYPES.filter((t) => (typeof type === 'string' ? [type] : type).includes(t));
}
