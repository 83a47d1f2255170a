/**
 * Builds one language's search index entry. Runs in Node at build time, but lives beside
 * the engine because both must agree on the pipeline (see language.ts).
 */
import lunr from 'lunr';
import type { SearchDocument, SearchIndexEntry } from '../types.js';
import { compoundForms, languagePlugin } from './language.js';
import { packIndex } from './pack.js';

export async function buildSearchIndexEntry(language: string, documents: SearchDocument[]): Promise<SearchIndexEntry> {
  const plugin = await languagePlugin(language);
  let builder: lunr.Builder | null = null;
  const index = lunr(function () {
    builder = this;
    if (plugin) this.use(plugin);
    this.ref('id');
    this.field('text');
    // No token positions: the snippet finds matches itself, and positions would triple the file.
    this.metadataWhitelist = [];
    const latin = !['ja', 'jp', 'th', 'zh'].includes(language.toLowerCase().split('-')[0]);
    for (const document of documents) {
      const extra = latin ? compoundForms(document.text) : [];
      this.add({ id: document.id, text: extra.length ? `${document.text} ${extra.join(' ')}` : document.text });
    }
  });
  const pipeline = (index.toJSON() as { pipeline: string[] }).pipeline;
  return packIndex(language, documents, builder!, pipeline);
}
