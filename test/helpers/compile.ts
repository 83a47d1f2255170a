/** What compilePage needs besides the page: the content renderer and the context it renders with, for a config. */
import { bundleRenderers } from '../../cli/pipeline/renderers.js';
import { themeConstants } from '../../cli/pipeline/theme-constants.js';
import { clientSiteData } from '../../cli/pipeline/modules.js';
import type { ResolvedConfig } from '../../theme/types.js';
import type { SiteWideContext } from '../../theme/context.js';
import { messagesFor } from '../../theme/messages/messages-for.js';

export async function contentRendering(config: ResolvedConfig) {
  const renderer = (await bundleRenderers(themeConstants(config, 1))).content;
  const shared: SiteWideContext = {
    site: clientSiteData(
      config,
      '/search-manifest.json',
      () => ({ href: '/', label: 'Home' }),
      () => true,
      [
        {
          name: 'current',
          label: config.docs.versionLabel,
          path: '/',
          mainDoc: '/',
          isLast: true,
          banner: null,
          badge: false,
          className: 'docs-version-current',
          searchContexts: config.search.contexts,
        },
      ],
    ),
    assets: { mermaid: '/mermaid.mjs' },
    sidebars: {},
    searchChunks: [],
    messages: messagesFor(config.locale.code),
  };
  return { renderer, shared };
}
