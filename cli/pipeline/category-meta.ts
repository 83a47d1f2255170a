/** What a folder's `_category_.json|yml` says (scan-docs.ts reads it; the scan cache keeps it). */
export interface CategoryMeta {
  /** Folder relative to the docs folder ("" is the root). */
  dir: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  link?: { type: 'generated-index'; slug?: string; title?: string; description?: string } | { type: 'doc'; id: string } | null;
}
