/**
 * A page no locale translates is compiled once for all the locales of a site. Its compile reads
 * the same file, routes, folders and config in every locale but for two things: the base URL its
 * links, images and twin are written under (`/` in the default locale, `/fr/` in French), and the
 * words the theme's parts of the content say ("Direct link to…", admonition titles), which come
 * when the content is rendered. So the page is compiled under a placeholder base URL and left
 * unrendered (CompilePageOptions.renderLater), keyed as such in the shared compile cache; each
 * locale puts its own base URL where the placeholder is and renders the content in its words.
 * The page each locale gets is byte for byte the one its own compile would have made.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../../theme/types.js';
import type { CompiledPage, SiteCompileContext } from '../pipeline/compile-page.js';
import { loadCompiler } from '../pipeline/compile-pool.js';

/**
 * The base URL a shared page is compiled under: letters and digits only, so no URL encoding,
 * Markdown escaping or JSON quoting changes it where it is written.
 */
export const LOCALE_BASE = '/hubdocslocalebase7f3a9c/';

export interface LocaleSharing {
  /** The compile context of the pages every locale shares, made from the locale's own. */
  neutral(site: SiteCompileContext): SiteCompileContext;
  /** Whether a page is compiled once for all locales (see shares). */
  shares(unit: { file: string; body: string }): boolean;
  /** The shared compile as this locale's own: its base URL in, its content rendered in its words. */
  localize(
    page: CompiledPage,
    unit: { route: string; file: string; excerptBefore?: number },
    site: SiteCompileContext,
  ): Promise<CompiledPage>;
}

/** null on a site built in one locale, whose pages compile as they always have. */
export function localeSharing(config: ResolvedConfig, siteDir: string): LocaleSharing | null {
  const locales = config.locale.locales;
  if (!locales || locales.length < 2) return null;
  const translations = path.resolve(siteDir, config.build.i18n.path);
  const bases = locales.map((l) => l.baseUrl).filter((base) => base !== '/');
  const { baseUrl } = config;
  /** The value with the locale's base URL where the placeholder is, in every string it holds (copied where changed). */
  const swap = <T>(value: T): T => {
    if (typeof value === 'string')
      return (value.includes(LOCALE_BASE) ? value.replaceAll(LOCALE_BASE, baseUrl) : value) as T;
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    const swapped = entries.map(([, field]) => swap(field));
    if (swapped.every((field, i) => field === entries[i][1])) return value;
    return (Array.isArray(value) ? swapped : Object.fromEntries(entries.map(([key], i) => [key, swapped[i]]))) as T;
  };
  return {
    neutral: (site) => {
      // The translations' paths a locale adds (addTranslationPaths) are not the default locale's: no shared
      // page's link reaches them (shares). In order: the key joins the map as it iterates.
      const routeOfFile = new Map(
        [...site.routeOfFile]
          .filter(([file]) => !isInside(translations, file))
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      return { ...site, config: { ...site.config, baseUrl: LOCALE_BASE }, routeOfFile, renderLater: true };
    },
    // A translation is the locale's own. A page whose text names a locale's base URL or the translations'
    // folder may have a link a locale resolves otherwise ("/fr/guide" is a route under /fr/ only): its own.
    shares: (unit) =>
      !isInside(translations, unit.file) &&
      !bases.some((base) => unit.body.includes(base)) &&
      !unit.body.includes(path.basename(translations)) &&
      !unit.body.includes(LOCALE_BASE),
    localize: async (page, unit, site) => {
      const deferred = swap(page.deferred);
      const local: CompiledPage = { ...page, markdown: swap(page.markdown), code: swap(page.code), deferred };
      // Content that shows the page's data stays deferred (render-pages.ts renders it), as in a locale's own compile.
      if (!deferred || page.readsPage) return local;
      const { renderContent, htmlHash, treeBefore } = await loadCompiler();
      const render = {
        renderer: site.renderer,
        shared: site.shared,
        route: unit.route,
        file: unit.file,
        rendersCodeBlock: page.rendersCodeBlock,
      };
      const html = await renderContent(deferred, render);
      // A truncated blog post's excerpt, from the same compile (CompiledPage.excerptHtml).
      const excerpt =
        unit.excerptBefore !== undefined && 'tree' in deferred
          ? { tree: treeBefore(deferred.tree, unit.excerptBefore) }
          : null;
      const excerptHtml = excerpt ? await renderContent(excerpt, render) : null;
      return { ...local, html, excerptHtml, htmlHash: htmlHash(html), deferred: null };
    },
  };
}

function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
