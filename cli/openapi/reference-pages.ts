/**
 * The reference's pages as MDX sources, from the page model: the overview, one page per tag
 * and one per operation. The sources are compiled with every other page (the product token,
 * links, code highlighting, headings and TOC all work in the spec's descriptions).
 */
import type { ReferenceModel } from './model.js';
import type { ReferencePage } from './reference-page.js';
import { operationPage } from './operation-page.js';
import { overviewPage, tagPage } from './overview-pages.js';

export type { ReferencePage };

export function referencePages(model: ReferenceModel): ReferencePage[] {
  return [
    overviewPage(model),
    ...model.tags.flatMap((tag) => [tagPage(model, tag), ...tag.operations.map((op) => operationPage(model, op))]),
  ];
}
