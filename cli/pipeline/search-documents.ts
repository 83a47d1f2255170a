/**
 * The search documents of each page (title, description, keywords, then a heading and a
 * content document per section), from the sections collected during the page's compile.
 * The home page, 404 and search pages are not indexed.
 */
import type { PageData, SearchDocument } from '../../theme/types.js';
import type { SearchSection } from '../mdx/context.js';

export interface IndexablePage {
  page: PageData;
  keywords: string[];
  sections: SearchSection[];
}

export function searchDocuments(pages: IndexablePage[]): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const { page, keywords, sections } of pages) {
    // A blog's lists repeat its posts, which are indexed.
    if (page.kind === 'home' || page.kind === 'search' || page.kind === 'not-found' || page.kind === 'blog-list')
      continue;
    const parent = documents.length;
    const breadcrumb = page.breadcrumbs.map((b) => b.title);
    const add = (doc: Omit<SearchDocument, 'id' | 'parent' | 'breadcrumb'>) => {
      if (doc.text.trim()) documents.push({ id: documents.length, parent, breadcrumb, ...doc });
    };
    add({ type: 'title', url: page.route, title: page.title, text: page.title });
    add({ type: 'description', url: page.route, title: page.title, text: page.description });
    add({ type: 'keywords', url: page.route, title: page.title, text: keywords.join(' ') });
    if (page.kind === 'generated-index')
      add({
        type: 'content',
        url: page.route,
        title: page.title,
        text: page.cards.map((c) => `${c.title}. ${c.description}`).join(' '),
      });
    for (const section of sections) {
      const url = section.anchor ? `${page.route}#${section.anchor}` : page.route;
      if (section.heading) add({ type: 'heading', url, title: section.heading, text: section.heading });
      add({ type: 'content', url, title: section.heading ?? page.title, text: section.text });
    }
  }
  return documents;
}
