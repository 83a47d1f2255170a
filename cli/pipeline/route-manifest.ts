/** route-manifest.json (RouteManifest) from the client bundle's chunk names, and the docs versions. */
import type { DocsVersion, RouteManifest } from '../../theme/types.js';
import { looksLikeFile, withBaseUrl, type UrlOptions } from '../../theme/url.js';
import type { ClientBundle } from './bundle.js';

type Chunks = Pick<ClientBundle, 'pageChunks' | 'entryChunks' | 'searchChunks' | 'islandChunks'>;

/** `routes`: every page's route. */
export function routeManifest(
  client: Chunks,
  site: UrlOptions,
  versions: DocsVersion[],
  routes: string[],
): RouteManifest {
  const url = (chunk: string) => withBaseUrl(site, '/' + chunk);
  const loaded = new Set(client.entryChunks);
  const chunks: string[] = [];
  const indexOf = new Map<string, number>();
  const imported = (chunk: string) => {
    if (!indexOf.has(chunk)) {
      indexOf.set(chunk, chunks.length);
      chunks.push(url(chunk));
    }
    return indexOf.get(chunk)!;
  };
  const pageChunks: RouteManifest['routes'] = {};
  for (const [route, [page, ...rest]] of Object.entries(client.pageChunks)) {
    pageChunks[route] = [url(page), ...rest.filter((chunk) => !loaded.has(chunk)).map(imported)];
  }
  const fileLikeRoutes = routes.filter(looksLikeFile).sort();
  const searchChunks = client.searchChunks.map(url);
  return {
    versions,
    routes: pageChunks,
    chunks,
    fileLikeRoutes,
    searchChunks,
    islandChunks: client.islandChunks.map(url),
  };
}
