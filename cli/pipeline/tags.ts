/**
 * Docs tags, as Docusaurus has them: front matter `tags: [a, { label, permalink }]` gives a page
 * its tags, listed at its end; each tag has a page at `<routeBasePath>/tags/<permalink>` listing
 * its docs ("3 docs tagged with "x""), and `<routeBasePath>/tags` lists every tag. Unlisted docs
 * are on no tag page; a site without tags has no tag pages.
 */
import type { CardItem, PageLink } from '../../theme/types.js';
import type { DocRoute } from './resolve-routes.js';
import type { DocFile } from './scan-docs.js';
import type { FrontMatter } from './front-matter.js';
import { normalizeRoute } from '../../theme/routes.js';
import { routeProblem } from '../../theme/clean-route.js';
import { type HubDocsError, HubDocsErrorList } from '../errors.js';
import { frontMatterLocation } from './source-location.js';
import { badRoute } from './resolve-routes.js';
import { compareNames } from './compare-names.js';
import { translate, translatePlural, type Messages } from '../../theme/messages/format.js';

export interface Tag {
  label: string;
  /** The tag's page. */
  route: string;
  /** The docs it tags, in route order. */
  docs: DocRoute[];
}

export interface SiteTags {
  /** The page listing every tag. */
  indexRoute: string;
  /** Tag route → tag, sorted by label. */
  tags: Map<string, Tag>;
  /** Doc route → its tags' links, in the order its front matter gives them. */
  ofDoc: Map<string, PageLink[]>;
}

/**
 * Docusaurus' default tag permalink: the label in kebab case; a label of no letters or digits
 * stays as written (a route is text, encoded only in URLs), for the route check to judge.
 */
export function tagSlug(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || label.replace(/[\ud800-\udfff]/gu, '\ufffd');
}

const tagsIndexRoute = (routeBasePath: string) => normalizeRoute(`/${routeBasePath}/tags`);
const tagRoute = (indexRoute: string, tag: FrontMatter['tags'][number]) =>
  normalizeRoute(`${indexRoute}/${tag.permalink ? tag.permalink.replace(/^\/+/, '') : tagSlug(tag.label)}`);

/**
 * The routes the tags pages take (route → the first file that tags a doc so), known before the
 * docs' routes: no doc may take them. A tag whose route is not a clean path is an error at its
 * `permalink` (or its label, which made the route); all are reported together.
 */
export function tagRoutes(files: DocFile[], routeBasePath: string): Map<string, string> {
  const indexRoute = tagsIndexRoute(routeBasePath);
  const routes = new Map<string, string>();
  const errors: HubDocsError[] = [];
  for (const file of files) {
    file.frontMatter.tags.forEach((tag, i) => {
      if (!routes.has(indexRoute)) routes.set(indexRoute, file.file);
      const route = tagRoute(indexRoute, tag);
      const problem = routeProblem(route);
      if (problem) {
        const [keys, hint] =
          tag.permalink !== undefined
            ? [['tags', i, 'permalink'], 'write the permalink as a path such as /my-tag']
            : [['tags', i], 'give the tag a `permalink` such as /my-tag'];
        errors.push(badRoute(route, problem, frontMatterLocation(file.file, keys), hint));
      } else if (!routes.has(route)) routes.set(route, file.file);
    });
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new HubDocsErrorList(errors, `${errors.length} tags whose pages cannot be written`);
  return routes;
}

export function collectTags(docs: DocRoute[], routeBasePath: string): SiteTags {
  const indexRoute = tagsIndexRoute(routeBasePath);
  const tags = new Map<string, Tag>();
  const ofDoc = new Map<string, PageLink[]>();
  for (const doc of docs) {
    const links: PageLink[] = [];
    for (const tag of doc.doc.frontMatter.tags) {
      const route = tagRoute(indexRoute, tag);
      let entry = tags.get(route);
      if (!entry) tags.set(route, (entry = { label: tag.label, route, docs: [] }));
      if (!doc.doc.frontMatter.unlisted && !entry.docs.includes(doc)) entry.docs.push(doc);
      if (!links.some((l) => l.href === route)) links.push({ title: tag.label, href: route });
    }
    if (links.length) ofDoc.set(doc.route, links);
  }
  for (const tag of tags.values()) tag.docs.sort((a, b) => (a.route < b.route ? -1 : 1));
  return { indexRoute, tags: new Map([...tags].sort(([, a], [, b]) => compareNames(a.label, b.label))), ofDoc };
}

/** Docusaurus' title of a tag's page. */
export function tagPageTitle(tag: Tag, messages: Messages): string {
  return translate(messages, 'theme.docs.tagDocListPageTitle', {
    nDocsTagged: translatePlural(messages, 'theme.docs.tagDocListPageTitle.nDocsTagged', tag.docs.length),
    tagName: tag.label,
  });
}

/** The cards of the tags page: a tag, and how many docs it has. */
export function tagCards(site: SiteTags, messages: Messages): CardItem[] {
  return [...site.tags.values()].map((tag) => ({
    title: tag.label,
    href: tag.route,
    description: translatePlural(messages, 'hub.tags.docCount.plurals', tag.docs.length),
  }));
}
