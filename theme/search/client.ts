/**
 * Browser side of search: fetches the index once (on the first focus or hover of the box,
 * never on page load) and loads the engine chunk with it.
 */
import type { SearchIndexFile, SearchManifest } from '../types.js';
import type { SearchEngine } from './engine.js';

let pending: Promise<SearchEngine> | null = null;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  return (await response.json()) as T;
}

export function loadSearch(manifestUrl: string, language: string): Promise<SearchEngine> {
  pending ??= Promise.all([
    fetchJson<SearchManifest>(manifestUrl).then((manifest) => {
      const file = manifest[language] ?? Object.values(manifest)[0];
      return fetchJson<SearchIndexFile>(new URL(file, new URL(manifestUrl, location.href)).href);
    }),
    import('./engine.js'),
  ])
    .then(([file, engine]) => engine.loadSearchEngine(file[0]))
    .catch((error: unknown) => {
      pending = null; // let a later focus or Retry try again
      throw error instanceof Error ? error : new Error(String(error));
    });
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

/** `ctx` parameter: "/schema" = within that context, "-/schema" = outside it. */
export function parseContext(value: string | null): { path: string; mode: 'within' | 'outside' } | null {
  if (!value) return null;
  return value.startsWith('-') ? { path: value.slice(1), mode: 'outside' } : { path: value, mode: 'within' };
}
