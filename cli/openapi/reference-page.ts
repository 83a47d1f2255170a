/** A page of an API reference, as its MDX source (reference-pages.ts makes them). */
import type { Location } from '../errors.js';
import type { SearchSection } from '../mdx/context.js';
import type { PageOrigin } from './mdx-writer.js';
import type { ReferenceModel } from './model.js';

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

/** The spec as readers download it from the overview (download.ts). */
export interface SpecDownload {
  /** The file name readers get, the spec's own. */
  name: string;
  /** The spec's text as written. */
  text: string;
  product: ReferenceModel['product'];
}
