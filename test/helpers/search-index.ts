/**
 * Every file of a built site's search index, as one text: its folder's files, and the documents files beside it that
 * its head names.
 */
import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { documentsFile, HEAD_FILE } from '../../theme/search/format.js';
import type { SearchIndexHead, SearchManifest } from '../../theme/types.js';

export async function searchIndexText(outDir: string, version = 'current', language = 'en'): Promise<string> {
  const folder = path.join(
    outDir,
    (JSON.parse(await readFile(path.join(outDir, 'search-manifest.json'), 'utf8')) as SearchManifest).indexes[version][
      language
    ],
  );
  const head = JSON.parse(await readFile(path.join(folder, HEAD_FILE), 'utf8')) as SearchIndexHead;
  const files = [...(await readdir(folder)), ...head.documentsFiles.map(documentsFile)];
  return (await Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')))).join('\n');
}
