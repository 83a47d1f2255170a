/**
 * loadApiReference: every `openapi` entry of the config → its pages (MDX sources compiled with
 * the docs), its sidebar category, and the files it was read from. Problems of every spec are
 * reported together.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import type { PageData, ResolvedConfig, SidebarItem } from '../../theme/types.js';
import type { SearchSection } from '../mdx/context.js';
import type { CompiledPage } from '../pipeline/compile-page.js';
import type { SidebarResult } from '../pipeline/build-sidebar.js';
import { pageData, shorten } from '../pipeline/page-data.js';
import { replaceProductInText } from '../content/product-token.js';
import { replaceFactsInText, type Facts } from '../content/fact-token.js';
import { loadSpec } from './load-spec.js';
import { referenceModel, type ReferenceModel } from './model.js';
import { referencePages, type ReferencePage } from './reference-pages.js';
import { withDownload } from './download.js';

export interface ApiReference {
  pages: ReferencePage[];
  /** One category per spec, appended to the docs sidebar. */
  sidebar: SidebarItem[];
  /** Every file read (specs and the files their `$ref`s point to): serve rebuilds when one changes. */
  files: string[];
}

export const EMPTY_REFERENCE: ApiReference = { pages: [], sidebar: [], files: [] };

export async function loadApiReference(options: { config: ResolvedConfig; configFile: string }): Promise<ApiReference> {
  const entries = options.config.openapi;
  if (entries.length === 0) return EMPTY_REFERENCE;
  const base = path.dirname(options.configFile);
  const outcomes = await Promise.allSettled(
    entries.map(async (entry) =>
      referenceModel(await loadSpec(path.resolve(base, entry.spec)), entry, options.config.product),
    ),
  );
  const errors = outcomes.flatMap((o) =>
    o.status === 'rejected' ? (o.reason instanceof HubDocsErrorList ? o.reason.errors : [o.reason]) : [],
  );
  if (errors.length === 1) throw errors[0];
  if (errors.length)
    throw new HubDocsErrorList(
      errors.map((e) => (e instanceof HubDocsError ? e : new HubDocsError(String(e), { cause: e }))),
      `${errors.length} problems in the OpenAPI documents`,
    );
  const models = outcomes.map((o) => (o as PromiseFulfilledResult<ReferenceModel>).value);
  return {
    pages: models.flatMap(referencePages),
    sidebar: models.map(sidebarCategory),
    files: [...new Set(models.flatMap((m) => m.spec.files))].sort(),
  };
}

function sidebarCategory(model: ReferenceModel): SidebarItem {
  return {
    type: 'category',
    label: model.label,
    href: model.route,
    items: model.tags.map((tag) => ({
      type: 'category',
      label: tag.name,
      href: tag.route,
      items: tag.operations.map((op) => ({
        type: 'link',
        label: op.summary,
        href: op.route,
        badge: op.method.toUpperCase(),
      })),
    })),
  };
}

/** A reference page as a source the compiler takes with the docs (see compileAll's `generated`). */
export function referenceSource(page: ReferencePage) {
  return {
    route: page.route,
    file: page.file,
    body: page.body,
    hash: createHash('sha256').update(page.body).digest('hex'),
    locate: page.locate,
    anchors: page.anchors,
  };
}

export function referencePageData(
  page: ReferencePage,
  compiled: CompiledPage,
  config: ResolvedConfig,
  sidebar: SidebarResult,
  docsDir: string,
): PageData {
  const nav = sidebar.navigation.get(page.route);
  const description = shorten(replaceProductInText(page.description, config.product));
  return pageData(
    {
      route: page.route,
      kind: 'doc',
      title: page.title,
      description,
      toc: compiled.toc,
      breadcrumbs: nav?.breadcrumbs ?? [],
      previous: nav?.previous ?? null,
      next: nav?.next ?? null,
      sidebar: sidebar.sidebarOf.get(page.route) ?? null,
      lead: description || null,
      hasMermaid: compiled.hasMermaid,
      // The page imports only the theme's API components, which render final HTML (their
      // behaviour is delegated, see runtime/tabs.ts): a first load needs no page chunk.
      hydrateFromHtml: true,
      source: path.relative(docsDir, page.file).split(path.sep).join('/'),
    },
    config,
  );
}

/**
 * What search indexes of a reference page: the text of its introduction (the description) and
 * its own sections. Not the generated tables: the same words on every operation page would
 * crowd the results, and the index has a size budget.
 */
export function referenceSearchSections(
  page: ReferencePage,
  compiled: CompiledPage,
  config: ResolvedConfig,
): SearchSection[] {
  return [
    ...compiled.sections.filter((s) => s.heading === null),
    ...page.sections.map((s) => ({ ...s, text: replaceProductInText(s.text, config.product) })),
  ];
}

/**
 * The reference's page texts shown outside its MDX body (title, lead and meta description,
 * sidebar label, keywords, search sections) with the docs' facts in: the body gets them when it
 * is compiled, and reports unknown names there.
 */
export function withFacts(pages: ReferencePage[], facts: Facts): ReferencePage[] {
  const text = (value: string) => replaceFactsInText(value, facts, () => {});
  return pages.map((page) => ({
    ...withDownload(page, facts),
    title: text(page.title),
    sidebarLabel: text(page.sidebarLabel),
    description: text(page.description),
    keywords: page.keywords.map(text),
    sections: page.sections.map((section) => ({
      ...section,
      heading: section.heading === null ? null : text(section.heading),
      text: text(section.text),
    })),
  }));
}
