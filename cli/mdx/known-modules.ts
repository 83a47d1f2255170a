/**
 * Import sources whose exports the content renderer has (cli/render/content-entry.tsx): the API
 * reference's components, and Docusaurus' modules whose exports all render to final HTML at compile
 * time (theme/docusaurus-registry.ts). A page that imports only these needs no JavaScript of its
 * own: the imports are dropped at compile time and the JSX renders with those components, to final
 * HTML (remark-known-imports.ts). Anything else a page imports makes it a module of its own.
 */
import path from 'node:path';
import { THEME_DIR } from '../paths.js';
import { compatModule, DOCUSAURUS_MODULES, type CompatExport } from '../../theme/docusaurus-registry.js';

/** The API reference's components (cli/openapi), imported by its generated pages from this file. */
export const API_MODULE = path.join(THEME_DIR, 'components', 'api', 'index.ts');
export const API_COMPONENTS = [
  'ApiChildren',
  'ApiEndpoint',
  'ApiExample',
  'ApiExamples',
  'ApiField',
  'ApiFields',
  'ApiMediaType',
  'ApiMethod',
  'ApiParameter',
  'ApiParameters',
  'ApiSample',
  'ApiVariant',
  'ApiVariants',
];

/**
 * An export a page may import and still render at compile time: the name the content renderer
 * gives it, and whether it is a value (a hook) rather than an element.
 */
export interface KnownExport {
  name: string;
  value: boolean;
  /** Its code is highlighted as it renders (the page needs Prism loaded first). */
  highlighted: boolean;
  /** What it shows in the Markdown twin (`cards` and `toc` read the page's data). */
  markdown: CompatExport['markdown'] | 'api';
}

const known = (e: CompatExport): KnownExport => ({
  name: e.name,
  value: e.markdown === 'value',
  highlighted: e.html === 'highlighted',
  markdown: e.markdown,
});

/** Source → export name ("default" for a default import) → what it is in the content renderer. */
export const KNOWN_MODULES: Record<string, Record<string, KnownExport>> = {
  [API_MODULE]: Object.fromEntries(
    API_COMPONENTS.map((name) => [name, { name, value: false, highlighted: false, markdown: 'api' }]),
  ),
  // A Docusaurus module is known when every export it has renders at compile time: an import of
  // one with behaviour in the browser makes the page a module of its own, bundled with the aliases.
  ...Object.fromEntries(
    Object.entries(DOCUSAURUS_MODULES)
      .map(([source, exports]) => [source, Object.entries(exports).filter(([, e]) => e.html !== 'browser')] as const)
      .filter(([, exports]) => exports.length > 0)
      .map(([source, exports]) => [source, Object.fromEntries(exports.map(([name, e]) => [name, known(e)]))]),
  ),
};

/** The exports a page's imports from a known source bring in, or null when the source is not known. */
export function knownExports(source: string): Record<string, KnownExport> | null {
  return Object.hasOwn(KNOWN_MODULES, source) ? KNOWN_MODULES[source] : null;
}

/** Whether `name` of `source` has behaviour in the browser: a page that imports it is a module of its own. */
export function needsBrowser(source: string, name: string): boolean {
  const exports = compatModule(source);
  return exports !== null && Object.hasOwn(exports, name) && exports[name].html === 'browser';
}
