/**
 * buildSearchIndexFile: the lunr index and its documents as one JSON file, named by the hash of
 * its content, so the name changes when and only when the content does.
 */
import { createHash } from 'node:crypto';
import type { SearchDocument, SearchIndexFile, SearchManifest } from '../../theme/types.js';
import { buildSearchIndexEntry } from '../../theme/search/build-index.js';

export async function buildSearchIndexFile(options: { language: string; documents: SearchDocument[] }): Promise<{ file: string; json: string; documents: number; terms: number }> {
  const entry = await buildSearchIndexEntry(options.language, options.documents);
  const content: SearchIndexFile = [entry];
  const json = JSON.stringify(content);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  const terms = entry.terms.length;
  return { file: `search-index-${hash}.json`, json, documents: options.documents.length, terms };
}

export function searchManifestJson(language: string, file: string): string {
  const manifest: SearchManifest = { [language]: file };
  return JSON.stringify(manifest);
}
