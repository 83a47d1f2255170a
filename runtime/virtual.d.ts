/** The site module the build generates for the runtime (see cli/pipeline/site-module.ts). */
declare module 'hub:site' {
  import type { ComponentType } from 'react';
  import type { PageData, SiteData } from '../theme/types.js';
  export interface PageModule {
    default: ComponentType;
    page: PageData;
  }
  /** Site data; its `sidebar` is empty: fetch it from `sidebarUrl`. */
  export const site: SiteData;
  export const sidebarUrl: string;
  /** URL of route-manifest.json (RouteManifest). */
  export const manifestUrl: string;
  export const assets: { mermaid: string };
  export const analytics: { trackingID: string | null };
  /** The configured custom page-view sender, if any. */
  export const loadSender: (() => Promise<{ default: (path: string) => void }>) | null;
}
