/**
 * What a Docusaurus page with components of its own imports, for the bundler: `@site/…` is
 * the site's folder, and `@theme/…` and `@docusaurus/…` modules are hub-docs' own components
 * with Docusaurus' API (theme/components/docusaurus.tsx, Tabs.tsx, BrowserOnly.tsx). One that
 * hub-docs has no equivalent of is an error at the page's import.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { THEME_DIR } from '../paths.js';
import { themeOverrides } from '../pages/theme-overrides.js';

const file = (name: string) => JSON.stringify(path.join(THEME_DIR, 'components', name));
const DOCUSAURUS = file('docusaurus.tsx');

/** Module → its source, re-exporting hub-docs' components under Docusaurus' names. */
export const ALIASES: Record<string, string> = {
  '@theme/Tabs': `export { Tabs as default } from ${file('Tabs.tsx')};`,
  '@theme/TabItem': `export { TabItem as default } from ${file('Tabs.tsx')};`,
  '@theme/Admonition': `export { Admonition as default } from ${DOCUSAURUS};`,
  '@theme/CodeBlock': `export { CodeBlock as default } from ${DOCUSAURUS};`,
  '@theme/Details': `export { Details as default } from ${DOCUSAURUS};`,
  '@theme/ThemedImage': `export { ThemedImage as default } from ${DOCUSAURUS};`,
  '@theme/DocCardList': `export { DocCardList as default } from ${DOCUSAURUS};`,
  '@theme/TOCInline': `export { TOCInline as default } from ${DOCUSAURUS};`,
  '@docusaurus/Link': `export { Link as default } from ${DOCUSAURUS};`,
  '@docusaurus/Head': `export { Head as default } from ${DOCUSAURUS};`,
  '@theme/Layout': `export { Layout as default } from ${file('docusaurus-layout.tsx')};`,
  '@docusaurus/useBaseUrl': `import { useBaseUrl } from ${DOCUSAURUS};\nexport default useBaseUrl;\nexport function useBaseUrlUtils() { return { withBaseUrl: useBaseUrl }; }`,
  '@docusaurus/useDocusaurusContext': `export { useDocusaurusContext as default } from ${DOCUSAURUS};`,
  '@docusaurus/BrowserOnly': `export { BrowserOnly as default } from ${file('BrowserOnly.tsx')};`,
  '@docusaurus/theme-common': `export { useCurrentSidebarCategory, useColorMode, ThemeClassNames, useWindowSize } from ${DOCUSAURUS};`,
  '@docusaurus/Translate': `export { Translate as default, translate } from ${DOCUSAURUS};`,
  '@theme/Heading': `export { Heading as default } from ${DOCUSAURUS};`,
  '@docusaurus/ExecutionEnvironment': `const canUseDOM = typeof window !== 'undefined';\nexport default { canUseDOM, canUseEventListeners: canUseDOM, canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window, canUseViewport: canUseDOM };`,
  '@theme/MDXComponents': `export { mdxComponents as default } from ${file('mdx-components.tsx')};`,
  // Docusaurus' MDX element components, for components that reuse them: the plain elements.
  ...Object.fromEntries(['A:a', 'Code:code', 'Pre:pre', 'Img:img', 'Li:li', 'Ul:ul', 'Details:details'].map((pair) => {
    const [name, element] = pair.split(':');
    return [`@theme/MDXComponents/${name}`, `export default function ${name}(props) { return <${element} {...props} />; }`];
  })),
  '@theme/MDXComponents/Heading': `export { Heading as default } from ${DOCUSAURUS};`,
  '@docusaurus/plugin-content-docs/client': `export { useCurrentSidebarCategory, useActiveVersion, useActiveDocContext } from ${DOCUSAURUS};`,
  '@docusaurus/router': `export { useLocation, useHistory, useParams, Redirect, matchPath } from ${file('docusaurus-router.tsx')};`,
  '@docusaurus/useIsBrowser': `export { useIsBrowser as default } from ${file('docusaurus-client.tsx')};`,
  '@docusaurus/Interpolate': `export { Interpolate as default, interpolate } from ${file('docusaurus-client.tsx')};`,
  '@docusaurus/useGlobalData': `export { useGlobalData as default, usePluginData, useAllPluginInstancesData } from ${file('docusaurus-client.tsx')};`,
};

/** The theme's own components under `@theme-original/` (what a site's override wraps or spreads). */
const ORIGINALS: Record<string, string> = { '@theme-original/MDXComponents': ALIASES['@theme/MDXComponents'], '@theme-init/MDXComponents': ALIASES['@theme/MDXComponents'] };

export function docusaurusAliases(siteDir: string): Plugin {
  // The site's own src/theme/MDXComponents, when it has one, is `@theme/MDXComponents` (as swizzled in Docusaurus).
  const siteComponents = themeOverrides(siteDir).overrides.mdxComponents;
  return {
    name: 'hub-docusaurus-aliases',
    setup(build) {
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: siteDir, kind: args.kind, importer: args.importer }));
      build.onResolve({ filter: /^@theme-(original|init)\// }, (args) => {
        if (Object.hasOwn(ORIGINALS, args.path)) return { path: args.path, namespace: 'hub-original' };
        return { errors: [{ text: `hub-docs has no equivalent of "${args.path}" (it has ${Object.keys(ORIGINALS).join(', ')})` }] };
      });
      build.onLoad({ filter: /.*/, namespace: 'hub-original' }, (args) => ({ contents: ORIGINALS[args.path], resolveDir: THEME_DIR, loader: 'tsx' }));
      build.onResolve({ filter: /^@(theme|docusaurus)\// }, (args) => {
        if (args.path === '@theme/MDXComponents' && siteComponents) return { path: siteComponents };
        if (Object.hasOwn(ALIASES, args.path)) return { path: args.path, namespace: 'hub-alias' };
        return { errors: [{ text: `hub-docs has no equivalent of "${args.path}" (it has ${Object.keys(ALIASES).join(', ')})` }] };
      });
      build.onLoad({ filter: /.*/, namespace: 'hub-alias' }, (args) => ({ contents: ALIASES[args.path], resolveDir: THEME_DIR, loader: 'tsx' }));
    },
  };
}
