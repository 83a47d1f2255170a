/** `hub-docs search QUERY`: queries a built index with exactly the code the browser runs. */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { HubDocsError } from '../errors.js';
import { SEARCH_MANIFEST_FILE, type SearchManifest } from '../../theme/types.js';
import { openSearchIndex, type SearchEngine } from '../../theme/search/engine.js';
import type { SnippetPart } from '../../theme/search/snippet.js';
import { SEARCH_DIR } from '../pipeline/search-index-file.js';

export interface SearchResultJson {
  title: string;
  url: string;
  type: string;
  /** The snippet as text parts, the matched words flagged (`mark`): scripts render them as they need. */
  snippet: SnippetPart[];
  /**
   * The query these results are for when typos in it were corrected ("connector unavailable" for "connecter
   * unavailble"); null: the query as typed. The same on every result.
   */
  correction: string | null;
}

/**
 * The engine over a built site's index of one docs version (by default the last: the docs at the
 * root) and locale (by default the version's first: the site's default locale), reading files from disk;
 * and the folder of that locale's pages in the site ("" for the default locale, "fr/" for French,
 * whose index lists its pages by their routes in the locale: /docs/intro for /fr/docs/intro).
 */
export async function loadBuiltEngine(
  outDir: string,
  version?: string,
  locale?: string,
): Promise<{ engine: SearchEngine; localeFolder: string }> {
  const dir = path.resolve(outDir);
  const hint = 'run `hub-docs build` (or `hub-docs index`) first, or pass --out-dir';
  const readManifest = async (folder: string) =>
    JSON.parse(await readFile(path.join(dir, folder, SEARCH_MANIFEST_FILE), 'utf8')) as SearchManifest;
  let manifest: SearchManifest;
  // The manifest's folders are from the site's root; a locale built alone has its own under <out-dir>/<locale>/.
  let root = '';
  try {
    manifest = await readManifest('');
  } catch (cause) {
    // `hub-docs build --locale ja` writes that locale's site alone, into <out-dir>/ja/.
    const alone = locale === undefined ? undefined : await readManifest(locale).catch(() => undefined);
    if (!alone) throw new HubDocsError(`no search index in ${dir}`, { hint, cause });
    manifest = alone;
    root = `${locale}/`;
  }
  const indexes = manifest.indexes ?? {};
  const wanted = version ?? manifest.lastVersion ?? Object.keys(indexes)[0];
  const languages = wanted === undefined ? undefined : indexes[wanted];
  if (version !== undefined && !languages)
    throw new HubDocsError(`the site has no search index of the docs version "${version}"`, {
      hint: `its versions: ${Object.keys(indexes)
        .map((v) => `"${v}"`)
        .join(', ')}`,
    });
  if (locale !== undefined && languages && !languages[locale]) {
    const hint = `its locales: ${Object.keys(languages)
      .map((l) => `"${l}"`)
      .join(', ')}`;
    throw new HubDocsError(
      `the site has no search index in the locale "${locale}"${version === undefined ? '' : ` for the docs version "${wanted}"`}`,
      { hint },
    );
  }
  const listed = locale === undefined ? Object.values(languages ?? {})[0] : languages?.[locale];
  const folder = listed && root + listed;
  if (!folder)
    throw new HubDocsError(
      `${path.join(dir, SEARCH_MANIFEST_FILE)} names no search index (it may come from an older hub-docs)`,
      { hint },
    );
  const engine = await openSearchIndex(
    async (name) => JSON.parse(await readFile(path.join(dir, folder, name), 'utf8')) as unknown,
  );
  // Another locale's index is in its folder (site-search-manifest.ts): fr/search-index/….
  return { engine, localeFolder: folder.slice(0, Math.max(0, folder.indexOf(`${SEARCH_DIR}/`))) };
}

export async function searchBuilt(options: {
  query: string;
  outDir: string;
  limit: number;
  contextLength?: number;
  version?: string;
  locale?: string;
  literal?: boolean;
}): Promise<SearchResultJson[]> {
  const { engine, localeFolder } = await loadBuiltEngine(options.outDir, options.version, options.locale);
  const url = (route: string) => (localeFolder ? `/${localeFolder}${route.slice(1)}` : route);
  const { groups, correction } = await engine.search(options.query, {
    limit: options.limit,
    contextLength: options.contextLength ?? 50,
    literal: options.literal,
  });
  return groups.flatMap((group) =>
    group.hits.map((hit) => ({
      title: hit.document.title === group.page.title ? group.page.title : `${group.page.title} › ${hit.document.title}`,
      url: url(hit.document.url),
      type: hit.document.type,
      snippet: hit.snippet,
      correction,
    })),
  );
}

/** A snippet for a terminal: matched words between asterisks. */
const plainSnippet = (parts: SnippetPart[]) => parts.map((p) => (p.mark ? `*${p.text}*` : p.text)).join('');

export async function runSearch(
  query: string[],
  options: { outDir: string; limit: string; json?: boolean; version?: string; locale?: string; literal?: boolean },
): Promise<void> {
  const limit = Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1)
    throw new HubDocsError(`--limit must be a positive whole number, got "${options.limit}"`, {
      hint: 'for example --limit 8',
    });
  const results = await searchBuilt({
    query: query.join(' '),
    outDir: options.outDir,
    limit,
    version: options.version,
    locale: options.locale,
    literal: options.literal,
  });
  if (options.json) {
    process.stdout.write(JSON.stringify(results, null, 2) + '\n');
    return;
  }
  if (results.length === 0) {
    process.stdout.write('No results\n');
    return;
  }
  if (results[0].correction)
    process.stdout.write(`Showing results for "${results[0].correction}" (--literal: as typed)\n`);
  results.forEach((r, i) => {
    process.stdout.write(
      `${String(i + 1).padStart(2)}. ${r.title}  [${r.type}]\n    ${r.url}\n    ${plainSnippet(r.snippet)}\n`,
    );
  });
}
