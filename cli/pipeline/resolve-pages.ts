/**
 * resolvePages: what every later stage reads about a doc page, decided once, right after its
 * compile: title, sidebar label, description and keywords (the product token applied), its
 * sidebar position, and its compiled content.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../../theme/types.js';
import { replaceProductInText } from '../content/product-token.js';
import type { CompiledPage } from './compile-page.js';
import type { DocRoute, Routes } from './resolve-routes.js';

export interface ResolvedPage {
  route: DocRoute;
  compiled: CompiledPage;
  title: string;
  sidebarLabel: string;
  /** Front matter `description`, else the first paragraph (cut at a word near 160 characters). */
  description: string;
  keywords: string[];
  position: number | undefined;
}

export function resolvePages(
  routes: Routes,
  compiled: Map<string, CompiledPage>,
  config: ResolvedConfig,
): Map<string, ResolvedPage> {
  const text = (value: string) => replaceProductInText(value, config.product);
  return new Map(
    routes.docs.map((route) => {
      const page = compiled.get(route.route)!;
      const fm = route.doc.frontMatter;
      const title = fm.title ? text(fm.title) : (page.h1 ?? titleFromFileName(route, config));
      const paragraph = page.firstParagraph;
      const description = fm.description
        ? text(fm.description)
        : paragraph.length > 160
          ? paragraph.slice(0, paragraph.lastIndexOf(' ', 157)) + '…'
          : paragraph;
      return [
        route.route,
        {
          route,
          compiled: page,
          title,
          sidebarLabel: fm.sidebar_label ? text(fm.sidebar_label) : title,
          description,
          keywords: fm.keywords.map((k) => text(String(k))),
          position: fm.sidebar_position,
        },
      ];
    }),
  );
}

function titleFromFileName(route: DocRoute, config: ResolvedConfig): string {
  const base = path.posix.basename(route.doc.relPath).replace(/\.mdx?$/, '');
  const name = route.isFolderIndex ? path.posix.basename(path.posix.dirname(route.doc.relPath)) : base;
  const text = replaceProductInText(name, config.product).replace(/[-_]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
