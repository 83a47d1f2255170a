/** route-manifest.json (RouteManifest) from the client bundle's chunk names, and the docs versions. */
import type { DocsVersion, RouteManifest } from '../../theme/types.js';
import type { ClientBundle } from './bundle.js';

export function routeManifest(client: Pick<ClientBundle, 'pageChunks' | 'entryChunks' | 'searchChunks' | 'islandChunks'>, baseUrl: string, versions: DocsVersion[]): RouteManifest {
  const loaded = new Set(client.entryChunks);
  const chunks: string[] = [];
  const indexOf = new Map<string, number>();
  const imported = (chunk: string) => {
    if (!indexOf.has(chunk)) {
      indexOf.set(chunk, chunks.length);
      chunks.push(baseUrl + chunk);
    }
    return indexOf.get(chunk)!;
  };
  const routes: RouteManifest['routes'] = {};
  for (const [route, [page, ...rest]] of Object.entries(client.pageChunks)) routes[route] = [baseUrl + page, ...rest.filter((chunk) => !loaded.has(chunk)).map(imported)];
  return { versions, routes, chunks, searchChunks: client.searchChunks.map((chunk) => baseUrl + chunk), islandChunks: client.islandChunks.map((chunk) => baseUrl + chunk) };
}
