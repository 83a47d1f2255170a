/**
 * A bundled server renderer (renderers.ts) or the server bundle of the pages with components of their own (bundle.ts).
 */
export interface RendererFile {
  /** Absolute path of the bundled module. */
  file: string;
  /** Hash of its code. */
  hash: string;
}
