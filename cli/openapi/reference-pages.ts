/**
 * The reference's pages as MDX sources, from the page model: the overview, one page per tag
 * and one per operation. The sources are compiled with every other page (the product token,
 * links, code highlighting, headings and TOC all work in the spec's descriptions).
 */
import type { Location } from '../errors.js';
import type { SearchSection } from '../mdx/context.js';
import type { ReferenceModel } from './model.js';
import type { PageOrigin } from './mdx-writer.js';
import { operationPage } from './operation-page.js';
import { overviewPage, tagPage } from './overview-pages.js';
import type { SpecDownload } from './download.js';

export interface ReferencePage {
  route: string;
  title: string;
  sidebarLabel: string;
  /** The lead under the title and the meta description (plain text). */
  description: string;
  /** The MDX source, and the file problems in it are reported in (the spec). */
  body: string;
  file: string;
  locate(line?: number, column?: number): Location;
  /** What locate() reads: where the page's lines come from in the spec. */
  origin: PageOrigin;
  /** Ids links may point at besides the headings' (parameter rows). */
  anchors: string[];
  keywords: string[];
  /** Search sections of the page's own (the method and path, the parameters), besides its introduction's text. */
  sections: SearchSection[];
  /** The overview's download of the spec (download.ts), resolved and linked by withFacts. */
  download?: SpecDownload;
}

export function referencePages(model: ReferenceModel): ReferencePage[] {
  return [overviewPage(model), ...model.tags.flatMap((tag) => [tagPage(model, tag), ...tag.operations.map((op) => operationPage(model, op))])];
}
