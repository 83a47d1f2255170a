/**
 * Stage 7 for the whole site: every page rendered (renderPages) with its own docs version's
 * sidebars, the client bundle's files and the URLs of the site's data files.
 */
import type { SiteWideContext } from '../../theme/context.js';
import { withBaseUrl } from '../../theme/url.js';
import type { PreparedSite, PreparedVersion } from '../prepared-site.js';
import type { Progress } from '../task.js';
import type { ClientBundle } from './bundle.js';
import { bundleServerPages } from './bundle-site.js';
import { renderPages, type RenderStats } from './render-pages.js';
import type { SiteDataFiles } from './write-site.js';
import type { Output } from './write-output.js';

export function renderSite(options: {
  site: PreparedSite;
  client: ClientBundle;
  files: SiteDataFiles;
  output: Output;
  /** A script tag added to every page (BuildMode.devScript). */
  devScript: string | undefined;
  progress: Progress | undefined;
}): Promise<RenderStats> {
  const { site, client, files } = options;
  const searchChunks = client.searchChunks.map((chunk) => withBaseUrl(site.config, '/' + chunk));
  const contexts = new Map(
    site.versions.map((v): [PreparedVersion, SiteWideContext] => [
      v,
      { site: site.site, assets: site.assets, sidebars: v.sidebars, searchChunks, messages: site.messages },
    ]),
  );
  return renderPages({
    pages: site.pages,
    app: site.renderers.app,
    content: site.renderers.content,
    serverBundle: () => bundleServerPages(site),
    siteRoot: site.overrides.root !== null,
    // A page is rendered with its own version's sidebars only: another version's edits leave it as it was.
    context: (page) => contexts.get(files.versionOf(page))!,
    config: site.config,
    assets: (page) => ({
      css: client.css,
      entry: client.entry,
      preload: client.pageChunks[page.route] ?? client.entryChunks,
      urls: files.urlsOf(page),
      devScript: options.devScript,
    }),
    output: options.output,
    progress: options.progress,
  });
}
