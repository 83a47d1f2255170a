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

/** The index of a docs version in the site's language (one per docs version and language). */
export const indexKeyOf = (config: Pick<ClientConfig, 'locale'>, version: string): SearchIndexKey => ({
  version,
  language: config.locale.code,
});

const engines = new Map<string, Promise<SearchEngine>>();

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  return response.json() as Promise<unknown>;
}

/** The index folder the manifest names now (`revalidate`: asking the server, whatever a cache holds). */
async function indexFolder(manifestUrl: string, key: SearchIndexKey, revalidate: boolean): Promise<URL> {
  const manifestHref = new URL(manifestUrl, location.href);
  const manifest = (await fetchJson(
    manifestHref.href,
    revalidate ? { cache: 'no-cache' } : undefined,
  )) as SearchManifest;
  const languages = manifest.indexes[key.version] ?? Object.values(manifest.indexes)[0] ?? {};
  const folder = languages[key.language] ?? Object.values(languages)[0];
  if (!folder) throw new Error('The search index could not be loaded (the site lists none).');
  return new URL(folder, manifestHref);
}

async function openIndex(
  manifestUrl: string,
  key: SearchIndexKey,
  revalidate: boolean,
): Promise<{ engine: SearchEngine; folder: string }> {
  const read = (base: URL) => (name: string) => fetchJson(new URL(name, base).href);
  // The head is fetched as soon as the manifest names it, while the engine's code still loads.
  const folder = indexFolder(manifestUrl, key, revalidate);
  const head = folder.then((base) => read(base)(HEAD_FILE));
  head.catch(() => {}); // awaited below, through the engine
  const engine = import('./engine.js');
  // The reader's language's analyser (a lazy chunk of its own; none for English) loads while the head does.
  engine.then((code) => code.loadAnalyser(key.language)).catch(() => {});
  const [base, code] = await Promise.all([folder, engine]);
  return {
    engine: await code.openSearchIndex((name) => (name === HEAD_FILE ? head : read(base)(name))),
    folder: base.href,
  };
}

type OpenEngine = SearchEngine & { folder: string };

/**
 * The engine of one index, opened once. When a query cannot read a file, the site may have been
 * deployed again and the old index folder be gone: the index the manifest names now is opened,
 * and the query runs once more on it if it is another one (else the failure is reported).
 */
export function loadSearch(manifestUrl: string, key: SearchIndexKey): Promise<SearchEngine> {
  const id = `${key.version}/${key.language}`;
  const open = (revalidate: boolean): Promise<OpenEngine> => {
    const pending = openIndex(manifestUrl, key, revalidate).then(
      ({ engine, folder }): OpenEngine => ({
        ...engine,
        folder,
        search: (query, options) =>
          engine.search(query, options).catch(async (error: unknown) => {
            const now = await open(true);
            if (now.folder === folder) throw error;
            return now.search(query, options);
          }),
      }),
    );
    engines.set(id, pending);
    // Let a later focus or Retry try again.
    pending.catch(() => engines.delete(id));
    return pending;
  };
  return engines.get(id) ?? open(false);
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
