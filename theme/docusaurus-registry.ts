/**
 * Docusaurus compatibility, in one place: each `@theme/*` and `@docusaurus/*` module a page (or a
 * site's component) may import, each of its exports, the hub-docs component or hook that gives
 * it (a file under theme/components and its export there), how it reaches the final HTML, and
 * what it means in the page's Markdown twin. Everything else is derived from this table:
 *   - the MDX import check and the compile-time renaming (cli/mdx/known-modules.ts),
 *   - the bundler's aliases for pages with code of their own (cli/pipeline/docusaurus-aliases.ts),
 *   - the content renderer's components (cli/render/content-entry.tsx),
 *   - the Markdown twin's converters (cli/twins/components.ts).
 * Adding a theme component is its component plus one entry here (test/unit/docusaurus-registry.test.ts
 * checks that the four agree). Plain data with no imports, so Node code and the bundles read it alike.
 */

/** The files under theme/components that give Docusaurus' exports. */
export type ComponentFile =
  | 'docusaurus.tsx'
  | 'Tabs.tsx'
  | 'BrowserOnly.tsx'
  | 'docusaurus-client.tsx'
  | 'docusaurus-router.tsx'
  | 'docusaurus-mdx-elements.tsx'
  | 'docusaurus-layout.tsx'
  | 'docusaurus-icons.tsx'
  | 'mdx-components.tsx';

/**
 * How an export reaches the page's HTML:
 *   - `final`: rendered at compile time to final HTML, so a page that imports only such exports
 *     needs no JavaScript of its own (its imports are dropped, its JSX renamed to `name`);
 *   - `highlighted`: the same, with its code highlighted by the build (the page needs Prism loaded);
 *   - `browser`: it has behaviour in the browser (state, effects, the location), so a page that
 *     imports it is a module of its own and gets it through the bundler's alias.
 */
export type HtmlRendering = 'final' | 'highlighted' | 'browser';

/**
 * What a component means in the Markdown twin (cli/twins/components.ts gives each its converter):
 * `content` is its children as they are, `nothing` drops it, `cards` and `toc` are the page's own
 * data (written once it exists); `value` marks a hook or a value, which is never an element.
 */
export type TwinMeaning =
  | 'admonition'
  | 'tabs'
  | 'details'
  | 'code-block'
  | 'link'
  | 'image'
  | 'heading'
  | 'cards'
  | 'toc'
  | 'content'
  | 'nothing'
  | 'value';

export interface CompatExport {
  file: ComponentFile;
  /** Its export in `file`: also the name the content renderer gives it (unique among the final ones). */
  name: string;
  html: HtmlRendering;
  markdown: TwinMeaning;
}

/** Module → export name (`default` for the default export) → what gives it. */
export type CompatRegistry = Record<string, Record<string, CompatExport>>;

const component = (
  file: ComponentFile,
  name: string,
  markdown: TwinMeaning,
  html: HtmlRendering = 'final',
): CompatExport => ({ file, name, html, markdown });
const value = (file: ComponentFile, name: string, html: HtmlRendering = 'final'): CompatExport => ({
  file,
  name,
  html,
  markdown: 'value',
});
const D = 'docusaurus.tsx';
const CLIENT = 'docusaurus-client.tsx';
const ROUTER = 'docusaurus-router.tsx';
const ELEMENTS = 'docusaurus-mdx-elements.tsx';

/** `@theme/Icon/<name>`: static SVGs (final HTML), which a page's Markdown twin leaves out. */
const icons = (names: string[]): CompatRegistry =>
  Object.fromEntries(
    names.map((name) => [
      `@theme/Icon/${name}`,
      { default: component('docusaurus-icons.tsx', `Icon${name}`, 'nothing') },
    ]),
  );

export const DOCUSAURUS_MODULES: CompatRegistry = {
  '@theme/Tabs': { default: component('Tabs.tsx', 'Tabs', 'tabs') },
  '@theme/TabItem': { default: component('Tabs.tsx', 'TabItem', 'content') },
  '@theme/Admonition': { default: component(D, 'DocusaurusAdmonition', 'admonition') },
  '@theme/CodeBlock': { default: component(D, 'DocusaurusCodeBlock', 'code-block', 'highlighted') },
  '@theme/Details': { default: component(D, 'Details', 'details') },
  '@theme/ThemedImage': { default: component(D, 'ThemedImage', 'image') },
  '@theme/DocCardList': { default: component(D, 'DocCardList', 'cards') },
  '@theme/TOCInline': { default: component(D, 'TOCInline', 'toc') },
  '@theme/Heading': { default: component(D, 'Heading', 'heading') },
  '@theme/MDXComponents': { default: value('mdx-components.tsx', 'mdxComponents', 'browser') },
  // Docusaurus' MDX element components, for components that reuse them: the plain elements.
  '@theme/MDXComponents/A': { default: component(ELEMENTS, 'A', 'link', 'browser') },
  '@theme/MDXComponents/Code': { default: component(ELEMENTS, 'Code', 'content', 'browser') },
  '@theme/MDXComponents/Pre': { default: component(ELEMENTS, 'Pre', 'content', 'browser') },
  '@theme/MDXComponents/Img': { default: component(ELEMENTS, 'Img', 'image', 'browser') },
  '@theme/MDXComponents/Li': { default: component(ELEMENTS, 'Li', 'content', 'browser') },
  '@theme/MDXComponents/Ul': { default: component(ELEMENTS, 'Ul', 'content', 'browser') },
  '@theme/MDXComponents/Details': { default: component(ELEMENTS, 'DetailsElement', 'details', 'browser') },
  '@theme/MDXComponents/Heading': { default: component(D, 'Heading', 'heading', 'browser') },
  ...icons([
    'Arrow',
    'Close',
    'Copy',
    'DarkMode',
    'Edit',
    'ExternalLink',
    'Home',
    'Language',
    'LightMode',
    'Menu',
    'Success',
    'WordWrap',
  ]),
  '@docusaurus/Link': { default: component(D, 'Link', 'link') },
  '@docusaurus/Head': { default: component(D, 'Head', 'nothing') },
  // Custom pages' layout (src/pages): the page in the site's navbar and footer; its children are the content.
  '@theme/Layout': { default: component('docusaurus-layout.tsx', 'Layout', 'content', 'browser') },
  '@docusaurus/BrowserOnly': { default: component('BrowserOnly.tsx', 'BrowserOnly', 'nothing', 'browser') },
  '@docusaurus/Translate': {
    default: component(D, 'Translate', 'content'),
    translate: value(D, 'translate', 'browser'),
  },
  '@docusaurus/Interpolate': {
    default: component(CLIENT, 'Interpolate', 'content', 'browser'),
    interpolate: value(CLIENT, 'interpolate', 'browser'),
  },
  '@docusaurus/useBaseUrl': { default: value(D, 'useBaseUrl'), useBaseUrlUtils: value(D, 'useBaseUrlUtils') },
  '@docusaurus/useDocusaurusContext': { default: value(D, 'useDocusaurusContext') },
  // Docusaurus' internal module of its context, which a site's Root imports to give the context a value of its own.
  '@docusaurus/core/lib/client/docusaurusContext': {
    Context: value(CLIENT, 'Context', 'browser'),
    DocusaurusContextProvider: component(CLIENT, 'DocusaurusContextProvider', 'content', 'browser'),
  },
  '@docusaurus/useIsBrowser': { default: value(CLIENT, 'useIsBrowser', 'browser') },
  '@docusaurus/ExecutionEnvironment': { default: value(CLIENT, 'ExecutionEnvironment', 'browser') },
  '@docusaurus/useGlobalData': {
    default: value(CLIENT, 'useGlobalData', 'browser'),
    usePluginData: value(CLIENT, 'usePluginData', 'browser'),
    useAllPluginInstancesData: value(CLIENT, 'useAllPluginInstancesData', 'browser'),
  },
  '@docusaurus/theme-common': {
    useCurrentSidebarCategory: value(D, 'useCurrentSidebarCategory'),
    useColorMode: value(D, 'useColorMode', 'browser'),
    ThemeClassNames: value(D, 'ThemeClassNames', 'browser'),
    useWindowSize: value(D, 'useWindowSize', 'browser'),
  },
  '@docusaurus/plugin-content-docs/client': {
    useCurrentSidebarCategory: value(D, 'useCurrentSidebarCategory'),
    useActiveVersion: value(D, 'useActiveVersion'),
    useActiveDocContext: value(D, 'useActiveDocContext', 'browser'),
  },
  '@docusaurus/router': {
    useLocation: value(ROUTER, 'useLocation', 'browser'),
    useHistory: value(ROUTER, 'useHistory', 'browser'),
    useParams: value(ROUTER, 'useParams', 'browser'),
    Redirect: component(ROUTER, 'Redirect', 'nothing', 'browser'),
    matchPath: value(ROUTER, 'matchPath', 'browser'),
  },
};

/** The exports of a Docusaurus module, or null when hub-docs has no equivalent of it. */
export function compatModule(source: string): Record<string, CompatExport> | null {
  return Object.hasOwn(DOCUSAURUS_MODULES, source) ? DOCUSAURUS_MODULES[source] : null;
}

/** Every export rendered at compile time, once each, by the name the content renderer gives it. */
export function compileTimeExports(): CompatExport[] {
  const byName = new Map<string, CompatExport>();
  for (const exports of Object.values(DOCUSAURUS_MODULES))
    for (const e of Object.values(exports)) if (e.html !== 'browser') byName.set(e.name, e);
  return [...byName.values()];
}

/**
 * What hub-docs has, for the error on a module it has not: each module once, grouped by scope,
 * a module's sub-modules after it (`MDXComponents (and /A, /Code, …)`).
 */
export function describeModules(): string {
  const scopes = new Map<string, string[]>();
  for (const source of Object.keys(DOCUSAURUS_MODULES)) {
    const [, scope, rest] = /^(@[^/]+\/)(.*)$/.exec(source)!;
    const names = scopes.get(scope) ?? scopes.set(scope, []).get(scope)!;
    const parent = names.findIndex((name) => rest.startsWith(`${name.split(' ')[0]}/`));
    if (parent === -1) names.push(rest);
    else
      names[parent] = names[parent].includes(' (and ')
        ? `${names[parent].slice(0, -1)}, /${rest.slice(rest.indexOf('/') + 1)})`
        : `${names[parent]} (and /${rest.slice(rest.indexOf('/') + 1)})`;
  }
  return [...scopes].map(([scope, names]) => `${scope}: ${names.join(', ')}`).join('; ');
}
