/** `hub-docs search QUERY`: queries a built index with exactly the code the browser runs. */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { HubDocsError } from '../errors.js';
import { SEARCH_MANIFEST_FILE, type SearchIndexFile, type SearchManifest } from '../../theme/types.js';
import { loadSearchEngine, type SearchEngine } from '../../theme/search/engine.js';
import { snippetToHtml } from '../../theme/search/snippet.js';

export interface SearchResultJson {
  title: string;
  url: string;
  type: string;
  snippet: string;
}

export async function loadBuiltEngine(outDir: string): Promise<SearchEngine> {
  const dir = path.resolve(outDir);
  let manifest: SearchManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, SEARCH_MANIFEST_FILE), 'utf8')) as SearchManifest;
  } catch (cause) {
    throw new HubDocsError(`no search index in ${dir}`, { hint: 'run `hub-docs build` (or `hub-docs index`) first, or pass --out-dir', cause });
  }
  const file = JSON.parse(await readFile(path.join(dir, Object.values(manifest)[0]), 'utf8')) as SearchIndexFile;
  return loadSearchEngine(file[0]);
}

export async function searchBuilt(options: { query: string; outDir: string; limit: number; contextLength?: number }): Promise<SearchResultJson[]> {
  const engine = await loadBuiltEngine(options.outDir);
  const { groups } = engine.search(options.query, { limit: options.limit, contextLength: options.contextLength ?? 50 });
  return groups.flatMap((group) =>
    group.hits.map((hit) => ({
      title: hit.document.title === group.page.title ? group.page.title : `${group.page.title} › ${hit.document.title}`,
      url: hit.document.url,
      type: hit.document.type,
      snippet: snippetToHtml(hit.snippet),
    })),
  );
}

export async function runSearch(query: string[], options: { outDir: string; limit: string; json?: boolean }): Promise<void> {
  const limit = Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new HubDocsError(`--limit must be a positive whole number, got "${options.limit}"`, { hint: 'for example --limit 8' });
  const results = await searchBuilt({ query: query.join(' '), outDir: options.outDir, limit });
  if (options.json) {
    process.stdout.write(JSON.stringify(results, null, 2) + '\n');
    return;
  }
  if (results.length === 0) {
    process.stdout.write('No results\n');
    return;
  }
  results.forEach((r, i) => {
    const plain = r.snippet.replace(/<\/?mark>/g, '*').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    process.stdout.write(`${String(i + 1).padStart(2)}. ${r.title}  [${r.type}]\n    ${r.url}\n    ${plain}\n`);
  });
}
