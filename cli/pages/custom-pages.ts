/**
 * The custom pages stage as build.ts calls it: the pages folder scanned (scan-pages.ts), a page
 * whose route a doc or the API reference already has left out with a warning naming both files
 * (Docusaurus warns of duplicate routes too), and the site's theme overrides found.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { ResolvedConfig } from '../../theme/types.js';
import { HubDocsError } from '../errors.js';
import type { RoutedVersion } from '../versions/version-routes.js';
import { pagesFolder, scanCustomPages, type CustomPageFile } from './scan-pages.js';
import { themeOverrides, type ThemeOverrides } from './theme-overrides.js';

export interface SiteCustomPages {
  pages: CustomPageFile[];
  overrides: ThemeOverrides;
  warnings: HubDocsError[];
  /** What serve watches: the site's src/ folder (pages, components, CSS, theme overrides). */
  watch: string[];
}

export function scanSiteCustomPages(
  config: ResolvedConfig,
  configFile: string,
  versions: RoutedVersion[],
  reference: { route: string; file: string }[],
): SiteCustomPages {
  const siteDir = path.dirname(configFile);
  const taken = new Map<string, string>([
    ...reference.map((p): [string, string] => [p.route, p.file]),
    ...versions.flatMap((v) => v.routes.docs.map((d): [string, string] => [d.route, d.doc.file])),
  ]);
  const warnings: HubDocsError[] = [];
  const pages = scanCustomPages(config, configFile).filter((page) => {
    const other = taken.get(page.route);
    if (other)
      warnings.push(
        new HubDocsError(
          `the custom page's route ${page.route} is also the route of ${path.relative(siteDir, other)}; the custom page is left out`,
          {
            location: { file: page.file },
            hint: 'rename or move one of them (or set the docs routeBasePath) so each route has one page',
          },
        ),
      );
    else taken.set(page.route, page.file);
    return !other;
  });
  const found = themeOverrides(siteDir);
  warnings.push(...found.warnings);
  const src = path.join(siteDir, 'src');
  const folder = pagesFolder(config, configFile);
  return {
    pages,
    overrides: found.overrides,
    warnings,
    watch: [...new Set([...(existsSync(src) ? [src] : []), ...(folder ? [folder] : [])])],
  };
}
