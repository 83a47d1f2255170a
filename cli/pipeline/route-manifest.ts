/** route-manifest.json (RouteManifest) from the client bundle's chunk names, and the docs versions. */
import type { DocsVersion, RouteManifest } from '../../theme/types.js';
import { withBaseUrl, type UrlOptions } from '../../theme/url.js';
import type { ClientBundle } from './bundle.js';

type Chunks = Pick<ClientBundle, 'pageChunks' | 'entryChunks' | 'searchChunks' | 'islandChunks'>;

export function routeManifest(client: Chunks, site: UrlOptions, versions: DocsVersion[]): RouteManifest {
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
  const routes: RouteManifest['routes'] = {};
  for (const [route, [page, ...rest]] of Object.entries(client.pageChunks)) {
    routes[route] = [url(page), ...rest.filter((chunk) => !loaded.has(chunk)).map(imported)];
  }
  return { versions, routes, chunks, searchChunks: client.searchChunks.map(url), islandChunks: client.islandChunks.map(url) };
}
