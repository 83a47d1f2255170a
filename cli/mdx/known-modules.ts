/**
 * Import sources whose exports the content renderer already has (theme/components/
 * mdx-components.tsx). A page that imports only these needs no JavaScript of its own: the
 * imports are dropped at compile time and the JSX renders with the theme's components, to final
 * HTML (remark-known-imports.ts). Anything else a page imports makes it a module of its own.
 */
import path from 'node:path';
import { THEME_DIR } from '../paths.js';

/** The API reference's components (cli/openapi), imported by its generated pages from this file. */
export const API_MODULE = path.join(THEME_DIR, 'components', 'api', 'index.ts');
export const API_COMPONENTS = ['ApiChildren', 'ApiEndpoint', 'ApiExample', 'ApiExamples', 'ApiField', 'ApiFields', 'ApiMediaType', 'ApiMethod', 'ApiParameter', 'ApiParameters', 'ApiSample', 'ApiVariant', 'ApiVariants'];

/** Docusaurus' `<CodeBlock>` as the content renderer names it: it highlights as it renders (the page needs Prism loaded first). */
export const CODE_BLOCK_COMPONENT = 'DocusaurusCodeBlock';

/** Source → export name ("default" for a default import) → the name of the component in mdxComponents. */
export const KNOWN_MODULES: Record<string, Record<string, string>> = {
  [API_MODULE]: Object.fromEntries(API_COMPONENTS.map((name) => [name, name])),
  // Docusaurus' theme components and hooks that render final HTML (their behaviour, if any, is
  // delegated: runtime/tabs.ts). Names starting with "use" are values (hooks), the rest components.
  '@theme/Tabs': { default: 'Tabs' },
  '@theme/TabItem': { default: 'TabItem' },
  '@theme/Admonition': { default: 'DocusaurusAdmonition' },
  '@theme/CodeBlock': { default: CODE_BLOCK_COMPONENT },
  '@theme/Details': { default: 'Details' },
  '@theme/ThemedImage': { default: 'ThemedImage' },
  '@theme/DocCardList': { default: 'DocCardList' },
  '@theme/TOCInline': { default: 'TOCInline' },
  '@docusaurus/Link': { default: 'Link' },
  '@docusaurus/Head': { default: 'Head' },
  '@docusaurus/useBaseUrl': { default: 'useBaseUrl', useBaseUrlUtils: 'useBaseUrlUtils' },
  '@docusaurus/useDocusaurusContext': { default: 'useDocusaurusContext' },
  '@docusaurus/theme-common': { useCurrentSidebarCategory: 'useCurrentSidebarCategory' },
  '@docusaurus/plugin-content-docs/client': { useCurrentSidebarCategory: 'useCurrentSidebarCategory', useActiveVersion: 'useActiveVersion' },
  '@docusaurus/Translate': { default: 'Translate' },
  '@theme/Heading': { default: 'Heading' },
};

/** A known export that is a value (a hook), used in expressions rather than as a JSX element. */
export const isValueExport = (name: string) => /^use[A-Z]/.test(name);

/** The component names a page's imports from a known source bring in, or null when the source is not known. */
export function knownExports(source: string): Record<string, string> | null {
  return Object.hasOwn(KNOWN_MODULES, source) ? KNOWN_MODULES[source] : null;
}
