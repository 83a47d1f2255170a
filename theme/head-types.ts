/** The types of a page's head (head.ts), apart: locale-head.ts makes tags of them too, and head.ts calls it. */
import type { ResolvedConfig } from './types.js';

/** What the head needs of the config (the browser's ClientConfig has it too). */
export type HeadConfig = Pick<ResolvedConfig, 'url' | 'baseUrl' | 'trailingSlash' | 'locale' | 'colorMode' | 'feeds'>;

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** The element's text (the title, the JSON-LD). */
  text?: string;
}
