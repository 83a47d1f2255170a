/**
 * Builds one language's search index entry. Runs in Node at build time, but lives beside
 * the engine because both must agree on the pipeline (see language.ts).
 */
import lunr from 'lunr';
import type { SearchDocument, SearchIndexEntry } from '../types.js';
import { languagePlugin } from './language.js';

export async function buildSearchIndexEntry(language: string, documents: SearchDocument[]): Promise<SearchIndexEntry> {
  const plugin = await languagePlugin(language);
  const index = lunr(function () {
    if (plugin) this.use(plugin);
    this.ref('id');
    this.field('text');
    // No token positions: the snippet finds matches itself, and positions would triple the file.
    this.metadataWhitelist = [];
    for (const document of documents) this.add({ id: document.id, text: document.text });
  });
  return { language, documents, index: index.toJSON() };
}
