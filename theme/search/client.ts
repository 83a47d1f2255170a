/**
 * Browser side of search: opens an index (on the first focus or hover of the box, never on page
 * load) and loads the engine chunk with it. The engine then fetches the files each query needs.
 */
import type { ClientConfig, SearchManifest } from '../types.js';
import type { SearchEngine } from './engine.js';
import { HEAD_FILE } from './format.js';

/** Which index: the docs version and language of the page being read. */
export interface SearchIndexKey {
  version: string;
  language: string;
}

/** The index of the site's docs version and language (one per docs version and language). */
export const indexKeyOf = (config: Pick<ClientConfig, 'docs' | 'locale'>): SearchIndexKey => ({ version: config.docs.versionName, language: config.locale.code });

const engines = new Map<string, Promise<SearchEngine>>();

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  return response.json() as Promise<unknown>;
}

async function indexFolder(manifestUrl: string, key: SearchIndexKey): Promise<URL> {
  const manifestHref = new URL(manifestUrl, location.href);
  const manifest = (await fetchJson(manifestHref.href)) as SearchManifest;
  const languages = manifest.indexes[key.version] ?? Object.values(manifest.indexes)[0] ?? {};
  const folder = languages[key.language] ?? Object.values(languages)[0];
  if (!folder) throw new Error('The search index could not be loaded (the site lists none).');
  return new URL(folder, manifestHref);
}

async function openIndex(manifestUrl: string, key: SearchIndexKey): Promise<SearchEngine> {
  const read = (base: URL) => (name: string) => fetchJson(new URL(name, base).href);
  // The head is fetched as soon as the manifest names it, while the engine's code still loads.
  const folder = indexFolder(manifestUrl, key);
  const head = folder.then((base) => read(base)(HEAD_FILE));
  head.catch(() => {}); // awaited below, through the engine
  const [base, engine] = await Promise.all([folder, import('./engine.js')]);
  return engine.openSearchIndex((name) => (name === HEAD_FILE ? head : read(base)(name)));
}

/**
 * The engine of one index, opened once. A query that cannot read a file (the site was deployed
 * again and the old index folder is gone) drops the engine, so the next query opens the index
 * the manifest names now.
 */
export function loadSearch(manifestUrl: string, key: SearchIndexKey): Promise<SearchEngine> {
  const id = `${key.version}/${key.language}`;
  let pending = engines.get(id);
  if (!pending) {
    pending = openIndex(manifestUrl, key).then((engine) => ({
      ...engine,
      search: (query, options) =>
        engine.search(query, options).catch((error: unknown) => {
          engines.delete(id);
          throw error;
        }),
    }));
    engines.set(id, pending);
    // Let a later focus or Retry try again.
    pending.catch(() => engines.delete(id));
  }
  return pending;
}

/** The URL of a result with `_highlight` parameters so the target page marks the terms. */
export function resultHref(url: string, terms: string[]): string {
  const hashAt = url.indexOf('#');
  const path = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const params = new URLSearchParams();
  for (const term of [...new Set(terms)]) params.append('_highlight', term);
  const query = params.toString();
  return path + (query ? `?${query}` : '') + hash;
}
