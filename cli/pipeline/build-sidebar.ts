/**
 * buildSidebar: the one docs sidebar, from folders, `_category_.json` and positions; plus
 * what follows from its order: previous/next links, breadcrumbs, and the cards of
 * generated category index pages.
 */
import path from 'node:path';
import type { CardItem, PageLink, SidebarCategory, SidebarItem } from '../../theme/types.js';
import type { CategoryMeta } from './scan-docs.js';
import type { Routes } from './resolve-routes.js';
import type { ResolvedPage } from './resolve-pages.js';

/** What the sidebar needs of each doc page (see ResolvedPage). */
export type PageSummary = Pick<ResolvedPage, 'title' | 'sidebarLabel' | 'description' | 'position'>;

export interface SidebarResult {
  sidebar: SidebarItem[];
  /** Per route: breadcrumbs (the categories above it) and previous/next pages in reading order. */
  navigation: Map<string, { breadcrumbs: PageLink[]; previous: PageLink | null; next: PageLink | null }>;
  /** Per generated index route: the cards of its category's items. */
  cards: Map<string, CardItem[]>;
  /** Per generated index route: its category label. */
  generatedTitles: Map<string, { title: string; description: string }>;
}

interface Node {
  position: number | undefined;
  name: string;
  item: SidebarItem;
  /** Page title and description of what the item links to (for cards and prev/next). */
  title: string;
  description: string;
}

/** `extra`: items that follow the docs' own (the API reference), with their pages in `pages`. */
export function buildSidebar(options: { routes: Routes; categories: Map<string, CategoryMeta>; pages: Map<string, PageSummary>; extra?: SidebarItem[] }): SidebarResult {
  const { routes, categories, pages } = options;
  const generatedByDir = new Map(routes.generatedIndexes.map((g) => [g.category.dir, g.route]));
  const folders = new Map<string, { docs: typeof routes.docs; subdirs: Set<string> }>();
  const folder = (dir: string) => {
    let f = folders.get(dir);
    if (!f) {
      f = { docs: [], subdirs: new Set() };
      folders.set(dir, f);
      if (dir !== '') folder(parentDir(dir)).subdirs.add(dir);
    }
    return f;
  };
  folder('');
  for (const doc of routes.docs) folder(path.posix.dirname(doc.doc.relPath) === '.' ? '' : path.posix.dirname(doc.doc.relPath)).docs.push(doc);
  for (const dir of categories.keys()) folder(dir);

  const cards = new Map<string, CardItem[]>();
  const generatedTitles = new Map<string, { title: string; description: string }>();

  const buildFolder = (dir: string): Node[] => {
    const f = folders.get(dir)!;
    const nodes: Node[] = [];
    for (const sub of f.subdirs) {
      const meta = categories.get(sub) ?? { dir: sub };
      const subFolder = folders.get(sub)!;
      const indexDoc = meta.link === undefined ? subFolder.docs.find((d) => d.isFolderIndex) : meta.link?.type === 'doc' ? routes.byId.get((meta.link as { id: string }).id) : undefined;
      const children = buildFolder(sub).filter((n) => !(indexDoc && n.item.type === 'link' && n.item.href === indexDoc.route));
      const label = meta.label ?? humanize(path.posix.basename(sub));
      const generated = generatedByDir.get(sub) ?? null;
      const href = indexDoc?.route ?? generated;
      const summary = indexDoc ? pages.get(indexDoc.route) : undefined;
      const item: SidebarCategory = { type: 'category', label, href, items: children.map((c) => c.item) };
      if (generated) {
        const link = meta.link as { title?: string; description?: string };
        generatedTitles.set(generated, { title: link.title ?? label, description: link.description ?? `Pages about ${label.toLowerCase()}.` });
        cards.set(generated, children.map((c) => ({ title: c.title, href: c.item.type === 'link' ? c.item.href : c.item.href ?? '', description: c.description })).filter((c) => c.href));
      }
      nodes.push({
        position: meta.position ?? indexDoc?.doc.frontMatter.sidebar_position,
        name: path.posix.basename(sub),
        item,
        title: summary?.title ?? (generated ? generatedTitles.get(generated)!.title : label),
        description: summary?.description ?? (generated ? generatedTitles.get(generated)!.description : ''),
      });
    }
    for (const doc of f.docs) {
      if (doc.isFolderIndex && dir !== '') {
        // The folder's index page is the category link (handled above) unless the category
        // links elsewhere: then it is an ordinary item.
        const meta = categories.get(dir);
        if (meta?.link === undefined) continue;
      }
      const summary = pages.get(doc.route)!;
      nodes.push({ position: summary.position, name: path.posix.basename(doc.doc.relPath), item: { type: 'link', label: summary.sidebarLabel, href: doc.route }, title: summary.title, description: summary.description });
    }
    // Docusaurus order: positioned items first by position, then the rest by file name.
    return nodes.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.name.localeCompare(b.name));
  };

  const sidebar = [...buildFolder('').map((n) => n.item), ...(options.extra ?? [])];
  const navigation: SidebarResult['navigation'] = new Map();
  const order: { link: PageLink; crumbs: PageLink[] }[] = [];
  const titleOf = (href: string, fallback: string) => pages.get(href)?.title ?? generatedTitles.get(href)?.title ?? fallback;
  const walk = (items: SidebarItem[], crumbs: PageLink[]) => {
    for (const item of items) {
      if (item.type === 'link') {
        order.push({ link: { title: titleOf(item.href, item.label), href: item.href }, crumbs });
        continue;
      }
      if (item.href) order.push({ link: { title: titleOf(item.href, item.label), href: item.href }, crumbs });
      walk(item.items, [...crumbs, { title: item.label, href: item.href ?? '' }]);
    }
  };
  walk(sidebar, []);
  order.forEach((entry, i) => {
    if (navigation.has(entry.link.href)) return;
    navigation.set(entry.link.href, { breadcrumbs: entry.crumbs, previous: order[i - 1]?.link ?? null, next: order[i + 1]?.link ?? null });
  });
  return { sidebar, navigation, cards, generatedTitles };
}

function parentDir(dir: string): string {
  const parent = path.posix.dirname(dir);
  return parent === '.' ? '' : parent;
}

function humanize(name: string): string {
  const text = name.replace(/^\d+[-_.]/, '').replace(/[-_]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
