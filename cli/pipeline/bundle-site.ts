/**
 * Stage 6: the browser bundle (the runtime, the stylesheet, the pages with modules of their own),
 * and the server bundle of those pages, which renderPages makes only if one must be rendered.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../../theme/types.js';
import { THEME_DIR } from '../paths.js';
import type { PreparedSite } from '../prepared-site.js';
import type { BuildMode } from '../build-types.js';
import { codeThemeCss } from '../code-theme/code-theme-css.js';
import { bundleClient, bundleServer, type ClientBundle, type PageSource } from './bundle.js';
import { pageModuleSource, siteModuleSource } from './modules.js';
import { SITE_ROOT_MODULE, siteRootModule } from '../pages/theme-overrides.js';
import { SERVER_ENTRY, type RendererFile } from './renderers.js';
import { siteStylesheetSource } from './site-stylesheet.js';
import { themeConstants } from './theme-constants.js';

/** What the bundles read of the prepared site. */
type BundledFields =
  | 'config'
  | 'configFile'
  | 'pages'
  | 'versions'
  | 'compileMarkdown'
  | 'assets'
  | 'messages'
  | 'overrides'
  | 'staticDir';
export type BundledSite = Pick<PreparedSite, BundledFields> & {
  site: Pick<PreparedSite['site'], 'config' | 'searchManifestUrl'>;
};

/** `minify` and `incremental`: see BuildMode. */
export function bundleSite(site: BundledSite, mode: Pick<BuildMode, 'minify' | 'bundle'>): Promise<ClientBundle> {
  const { config, configFile } = site;
  const senderFile = config.analytics.sender ? path.resolve(path.dirname(configFile), config.analytics.sender) : null;
  const stylesheet = siteStylesheetSource({
    themeFiles: themeStylesheets(
      config,
      site.pages.some((p) => p.data.kind === 'page'),
    ).map((file) => path.join(THEME_DIR, file)),
    codeThemeCss: codeThemeCss(config.prism.theme, config.prism.darkTheme),
    customCss: config.build.customCss,
    configFile,
  });
  const siteData = { config: site.site.config, searchManifestUrl: site.site.searchManifestUrl };
  return bundleClient({
    pages: modulePages(site.pages, site.overrides),
    siteModule: siteModuleSource({ site: siteData, assets: site.assets }, senderFile, site.overrides.root),
    messages: [site.messages],
    css: stylesheet.css,
    codeThemeCss: stylesheet.codeTheme,
    minify: mode.minify,
    constants: themeConstants(config, site.versions.length),
    siteDir: path.dirname(configFile),
    staticDir: site.staticDir,
    baseUrl: config.baseUrl,
    markdown: site.compileMarkdown,
    incremental: mode.bundle,
    locales: config.locale.locales?.length,
  });
}

/** The server bundle of the pages with modules of their own (the search page renders without its module). */
export function bundleServerPages(site: BundledSite): Promise<RendererFile> {
  return bundleServer({
    pages: [
      ...modulePages(site.pages, site.overrides).filter((p) => p.route !== '/search'),
      ...rootModule(site.overrides.root),
    ],
    serverEntry: SERVER_ENTRY,
    constants: themeConstants(site.config, site.versions.length),
    siteDir: path.dirname(site.configFile),
    baseUrl: site.config.baseUrl,
    markdown: site.compileMarkdown,
    locales: site.config.locale.locales?.length,
  });
}

/** The site's Root in the server bundle: every page is rendered with it. */
const rootModule = (root: string | null): PageSource[] =>
  root ? [{ route: SITE_ROOT_MODULE, code: siteRootModule(root), resolveDir: path.dirname(root), file: root }] : [];

/** The pages with a module of their own: those with components of their own, and the search page. */
function modulePages(pages: PreparedSite['pages'], overrides: PreparedSite['overrides']): PageSource[] {
  return pages.flatMap((p) => {
    const code = 'code' in p.content ? p.content.code : null;
    if (code === null && !('kind' in p.content && p.content.kind === 'search')) return [];
    const source = pageModuleSource(p.data, code, THEME_DIR, overrides);
    return [{ route: p.data.route, code: source, resolveDir: p.resolveDir, file: p.file }];
  });
}

/**
 * The theme's stylesheets a site needs: the API reference's, the blog's, the locales' and Infima's layout classes
 * (custom pages) only when it has them.
 */
function themeStylesheets(config: ResolvedConfig, customPages: boolean): string[] {
  const api = config.openapi.length ? ['components/api/api.css'] : [];
  const blog = config.build.blog ? ['styles/blog.css'] : [];
  const locales = config.locale.locales ? ['locales.css'] : [];
  return [
    'styles.css',
    'components/Tabs.css',
    ...api,
    ...blog,
    ...locales,
    ...(customPages ? ['components/infima-layout.css'] : []),
  ];
}
