/**
 * What the browser knows of the site (SiteData), made once the routes are known: the config's
 * links to docs resolved (docLinkResolver), the docs versions, and the one set of routes a link may
 * point at (the link check's and the navbar's).
 */
import { SEARCH_MANIFEST_FILE } from '../../theme/types.js';
import { withBaseUrl } from '../../theme/url.js';
import type { DocsVersion, ResolvedConfig, SiteAssets, SiteData } from '../../theme/types.js';
import { HubDocsError } from '../errors.js';
import type { VersionPlan } from '../versions/docs-versions.js';
import { docsVersionsOf, siteRoutes, type RoutedVersion } from '../versions/version-routes.js';
import { firstDocOfSidebar } from './build-sidebar.js';
import { MERMAID_ENTRY } from './mermaid-files.js';
import { clientSiteData } from './modules.js';
import type { Routes } from './resolve-routes.js';
import type { SidebarDefinitions } from './sidebars-file.js';

export interface ClientSite {
  site: SiteData;
  assets: SiteAssets;
  /** Every route of the site (siteRoutes): what a link may point at. */
  allRoutes: Set<string>;
  docsVersions: DocsVersion[];
}

export function clientSite(options: {
  config: ResolvedConfig;
  configFile: string;
  versions: RoutedVersion[];
  reference: { route: string }[];
  /** Routes of the pages of other kinds (the blog's). */
  otherRoutes: string[];
  /** The site's custom pages (src/pages). */
  custom: { route: string }[];
  /** An adapted Docusaurus config's problems are warnings (pushed here); null: errors. */
  lenient: HubDocsError[] | null;
}): ClientSite {
  const { config, versions } = options;
  const allRoutes = new Set([...siteRoutes(versions, options.reference, options.custom), ...options.otherRoutes]);
  const docsVersions = docsVersionsOf(versions, config);
  const docLink = docLinkResolver(versions, options.configFile, options.lenient);
  const isPage = (route: string) => allRoutes.has(route);
  const site = clientSiteData(config, withBaseUrl(config, '/' + SEARCH_MANIFEST_FILE), docLink, isPage, docsVersions);
  return { site, assets: { mermaid: withBaseUrl(config, '/' + MERMAID_ENTRY) }, allRoutes, docsVersions };
}

type DocLink = { href: string; label: string; versions?: Record<string, string> };
type VersionLinks = { plan: VersionPlan; routes: Routes; definitions: SidebarDefinitions | null };

/**
 * Config links to a doc (`docId`) or to a sidebar (`sidebarId`: its first doc): the doc's route
 * in the last version (else the first version that has it), its sidebar label or title, and its
 * route in every version that has it. One to nothing is an error in a site.config.ts; in an
 * adapted Docusaurus config (`lenient`) a warning, and the link is left out.
 */
function docLinkResolver(versions: VersionLinks[], configFile: string, lenient: HubDocsError[] | null) {
  const last = versions.find((v) => v.plan.isLast)!;
  return (target: { docId?: string; sidebarId?: string }): DocLink | null => {
    const found = versions.flatMap((v) => {
      const doc =
        target.docId !== undefined
          ? v.routes.byId.get(target.docId)
          : firstDocOfSidebar(v.definitions, target.sidebarId!, v.routes);
      return doc ? [{ version: v.plan.name, doc, isLast: v === last }] : [];
    });
    const doc = (found.find((f) => f.isLast) ?? found[0])?.doc;
    if (!doc) {
      const problem = missingTarget(target, last, configFile);
      if (!lenient) throw problem;
      lenient.push(problem);
      return null;
    }
    const fm = doc.doc.frontMatter;
    const label = fm.sidebar_label ?? fm.title ?? doc.id.split('/').pop()!;
    if (versions.length === 1) return { href: doc.route, label };
    return { href: doc.route, label, versions: Object.fromEntries(found.map((f) => [f.version, f.doc.route])) };
  };
}

function missingTarget(target: { docId?: string; sidebarId?: string }, last: VersionLinks, configFile: string) {
  const { routes, definitions } = last;
  if (target.docId !== undefined) {
    const example = routes.byId.size ? ` (for example "${[...routes.byId.keys()].sort()[0]}")` : '';
    return new HubDocsError(`the config links to the doc "${target.docId}", and no doc has that id`, {
      location: { file: configFile },
      hint: `use a doc's path in the docs folder without its extension, or its front-matter id${example}`,
    });
  }
  return new HubDocsError(`the config links to the sidebar "${target.sidebarId}", which has no doc`, {
    location: { file: configFile },
    hint: `sidebars: ${definitions ? [...definitions.keys()].join(', ') : 'defaultSidebar'}`,
  });
}
