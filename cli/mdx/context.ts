/**
 * What the remark plugins of one page compile collect: everything downstream needs comes
 * out of this single parse (TOC, anchors, links to check, assets, search sections).
 */
import type { ResolvedConfig, TocItem } from '../../theme/types.js';
import type { HubDocsError } from '../errors.js';

export interface LinkCheck {
  /** Target route ("/schema/company") and anchor (without "#"), checked once all pages are compiled. */
  route: string;
  anchor: string;
  line?: number;
  column?: number;
}

export interface ImageAsset {
  /** Absolute source path. */
  source: string;
  /** Output path relative to the site root, e.g. "assets/img/hub-and-spoke-1a2b3c4d.svg". */
  output: string;
}

export interface SearchSection {
  /** Heading text, or null for the text before the first heading. */
  heading: string | null;
  anchor: string | null;
  level: number;
  text: string;
}

export interface CompileContext {
  file: string;
  route: string;
  config: ResolvedConfig;
  /** Route of every known page: to resolve and check links. */
  routeOfFile: Map<string, string>;
  allRoutes: Set<string>;
  staticDir: string | null;
  /** Custom heading ids from `## Title {#id}`, by line number. */
  customIds: Map<number, string>;
  // Collected:
  errors: HubDocsError[];
  toc: TocItem[];
  anchors: string[];
  linkChecks: LinkCheck[];
  images: ImageAsset[];
  hasMermaid: boolean;
  /** The page has `import`/`export` statements of its own. */
  hasEsm: boolean;
  sections: SearchSection[];
  firstParagraph: string;
  /** Text of a leading `# Title` (removed from the page), used when front matter has no title. */
  h1: string | null;
}
