import { test } from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import { buildSearchIndexFiles } from '../../theme/search/build-index.js';
import { chineseTokenizer, compoundForms, languagePlugin, queryTerms } from '../../theme/search/language.js';
import { makeSnippet } from '../../theme/search/snippet.js';
import {
  decodeDocuments,
  decodePostings,
  decodeTerms,
  decodeWords,
  encodeDocuments,
  encodePostings,
  encodeTerms,
  encodeWords,
  HEAD_FILE,
  POSTINGS_GROUPS,
  SEARCH_DOCUMENT_TYPES,
} from '../../theme/search/format.js';
import type { SearchDocument, SearchIndexHead, SearchWordsShard } from '../../theme/types.js';
import { documentsFileHash } from '../../cli/pipeline/search-index-file.js';
import { engineFromFiles, grouped, referenceSearch, splitEngine, splitHits } from '../search/reference-engine.js';

let id = 0;
function pageDocs(
  route: string,
  title: string,
  sections: [string, string][],
  description = '',
  keywords = '',
): SearchDocument[] {
  const parent = id;
  const docs: SearchDocument[] = [{ id: id++, parent, type: 'title', url: route, title, breadcrumb: [], text: title }];
  if (description)
    docs.push({ id: id++, parent, type: 'description', url: route, title, breadcrumb: [], text: description });
  if (keywords) docs.push({ id: id++, parent, type: 'keywords', url: route, title, breadcrumb: [], text: keywords });
  for (const [heading, text] of sections) {
    const url = `${route}#${heading.toLowerCase().replace(/ /g, '-')}`;
    docs.push({ id: id++, parent, type: 'heading', url, title: heading, breadcrumb: [], text: heading });
    docs.push({ id: id++, parent, type: 'content', url, title: heading, breadcrumb: [], text });
  }
  return docs;
}

const documents = [
  ...pageDocs(
    '/retries',
    'Retries',
    [['Back-off schedule', 'The hub retries a failed delivery with exponential back-off: 30 s, 1 min, 2 min.']],
    'How the hub retries deliveries.',
    'retry backoff',
  ),
  ...pageDocs(
    '/auth',
    'Authentication',
    [['Token expiry', 'A bearer token is valid for 60 minutes. Request a new token before it expires.']],
    'Get an OAuth token.',
  ),
  ...pageDocs(
    '/filters',
    'Filters',
    [['Expression grammar', 'Filter expressions compare canonical fields with eq, ne and in.']],
    'Limit what flows through an integration.',
  ),
  ...pageDocs(
    '/schema/company',
    'Company',
    [['Fields', 'A company has a registration number and an address.']],
    'The company entity.',
  ),
];

const { engine } = await splitEngine('en', documents, ['/schema']);
const search = (q: string, limit = 8, context: { path: string; mode: 'within' | 'outside' } | null = null) =>
  engine.search(q, { limit, contextLength: 50, context });

test('English tokens: lower-cased, split on whitespace and hyphens, stop words dropped, stemmed', () => {
  const index = lunr(function () {
    this.ref('id');
    this.field('text');
  });
  const terms = queryTerms(
    (index as unknown as { pipeline: lunr.Pipeline }).pipeline,
    'The Back-end RETRIES of\ttokens',
    'en',
  );
  assert.deepEqual(
    terms.map((t) => t.raw),
    ['back', 'end', 'retries', 'tokens'],
  );
  assert.deepEqual(
    terms.map((t) => t.terms[0]),
    ['back', 'end', 'retri', 'token'],
  );
});

test('zh splits into word runs and ideograph runs', () => {
  assert.deepEqual(chineseTokenizer('API接口 文档v3').map(String), ['api', '接口', '文档', 'v3']);
});

test('ja and th load their lunr-languages tokenizers (ja with tinyseg)', async () => {
  const ja = await languagePlugin('ja');
  assert.equal(typeof ja, 'function');
  const th = await languagePlugin('th');
  assert.equal(typeof th, 'function');
  const { engine: jaEngine } = await splitEngine('ja', [
    { id: 0, parent: 0, type: 'title', url: '/a', title: 'a', breadcrumb: [], text: '私はメッセージを送信します' },
  ]);
  assert.equal((await jaEngine.search('メッセージ', { limit: 5, contextLength: 50 })).total, 1);
});

test('every term is required, and pages that hold all but one come after those that hold them all', async () => {
  const { groups } = await search('token expires');
  assert.deepEqual(
    groups.map((g) => g.page.url),
    ['/auth'],
  );
  const partial = await search('company token');
  assert.deepEqual(partial.groups.map((g) => g.page.url).sort(), ['/auth', '/schema/company']);
  assert.equal(
    (await search('company address')).groups[0].hits[0].document.text,
    'A company has a registration number and an address.',
  );
});

test('the last term also matches as a prefix', async () => {
  assert.equal((await search('retr')).groups[0].page.url, '/retries');
  assert.equal((await search('bearer tok')).groups[0].page.url, '/auth');
});

test('with more than two terms, variants omitting one term are tried', async () => {
  const { groups } = await search('bearer token zebra');
  assert.equal(groups[0].page.url, '/auth');
});

test('a word not in the docs is corrected to the indexed words within its bound, and the results say so', async () => {
  const retires = await search('retires');
  assert.equal(retires.groups[0]?.page.url, '/retries');
  assert.equal(retires.correction, 'retries');
  assert.equal((await search('compeny')).groups[0]?.page.url, '/schema/company');
  assert.equal(
    (await search('Bearr tokne')).correction,
    'bearer token',
    "each word in the reader's text replaced, the rest kept",
  );
  assert.equal((await search('retries')).correction, null);
  // The literal query, on request: no correction, and so nothing for a word the docs do not have.
  const literal = await engine.search('compeny', { limit: 8, contextLength: 50, literal: true });
  assert.deepEqual([literal.total, literal.correction], [0, null]);
});

test('ranking: title before heading before description before content; grouped by page', async () => {
  const { groups } = await search('retries');
  assert.equal(groups[0].page.url, '/retries');
  assert.equal(groups[0].hits[0].document.type, 'title');
  const types = groups.flatMap((g) => g.hits.map((h) => h.document.type));
  assert.ok(!types.includes('description'), 'a page-level hit stands for the page once (duplicates dropped)');
});

test('results are capped at the limit', async () => {
  assert.ok((await search('retries', 8)).total > 1, 'the query has several hits');
  assert.equal((await search('retries', 1)).total, 1);
  assert.equal((await search('retries', 1)).groups.length, 1);
});

test('contexts restrict to or exclude a route prefix, configured or not', async () => {
  assert.deepEqual(
    (await search('company', 8, { path: '/schema', mode: 'within' })).groups.map((g) => g.page.url),
    ['/schema/company'],
  );
  assert.equal((await search('company', 8, { path: '/schema', mode: 'outside' })).total, 0);
  // "/auth" is no configured context: the engine checks each result's route instead of id ranges.
  assert.deepEqual(
    (await search('token', 8, { path: '/auth', mode: 'within' })).groups.map((g) => g.page.url),
    ['/auth'],
  );
  assert.equal((await search('token', 8, { path: '/auth', mode: 'outside' })).total, 0);
});

test('query syntax characters never throw and match nothing special', async () => {
  for (const q of [
    '"quoted"',
    '*',
    'a~2',
    'title:x',
    '+must -not',
    '^boost',
    ':',
    '🙂 emoji',
    '\\',
    'x'.repeat(5000),
    '((( ]]]',
    '<script>alert(1)</script>',
    'ret*s',
  ]) {
    await assert.doesNotReject(search(q), q);
  }
  assert.equal((await search('retries~')).groups[0]?.page.url, '/retries');
});

test('snippets: about the context length around the match, terms marked, as text parts', () => {
  const text =
    'Lorem '.repeat(30) + 'the retries happen here <b>bold</b> and more text follows after that point in the sentence.';
  const parts = makeSnippet(text, ['retri'], 50);
  const joined = parts.map((p) => p.text).join('');
  assert.ok(joined.length < 130, `snippet length ${joined.length}`);
  assert.ok(parts.some((p) => p.mark && p.text === 'retries'));
  assert.ok(
    parts.some((p) => !p.mark && p.text.includes('<b>bold</b>')),
    'markup stays text',
  );
});

test('hyphenated words are also indexed joined, camelCase names also split', async () => {
  const docs: SearchDocument[] = [
    {
      id: 0,
      parent: 0,
      type: 'title',
      url: '/a',
      title: 'A',
      breadcrumb: [],
      text: 'Exponential back-off between tries',
    },
    { id: 1, parent: 1, type: 'title', url: '/b', title: 'B', breadcrumb: [], text: 'The creditLimit field' },
  ];
  const { engine: e } = await splitEngine('en', docs);
  const first = async (q: string) => (await e.search(q, { limit: 5, contextLength: 50 })).groups[0]?.page.url;
  assert.equal(await first('exponential backoff'), '/a');
  assert.equal(await first('credit limit'), '/b');
  assert.equal(await first('creditlimit'), '/b');
});

test('compound forms: the same from the ASCII patterns as from the Unicode ones they stand in for', () => {
  // The Unicode patterns alone, as compoundForms had them for every word.
  const byUnicode = (text: string) =>
    text.split(/\s+/).flatMap((word) => {
      const clean = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      return [
        ...(/^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)+$/u.test(clean) ? [clean.replace(/-/g, '')] : []),
        ...(/^\p{Ll}+(\p{Lu}\p{Ll}+)+$/u.test(clean) ? clean.split(/(?=\p{Lu})/u) : []),
      ];
    });
  const text =
    'Set creditLimit (and back-off) on "salesOrder", x-3, ABC-def, HTTPServer, iPhone, a--b, -lead trail- v2-beta ünïcodeWörter straße-nummer émileZola ÄrgerLich creditLimit.';
  assert.deepEqual(compoundForms(text), byUnicode(text));
  assert.deepEqual(compoundForms(text), [
    'credit',
    'Limit',
    'backoff',
    'sales',
    'Order',
    'x3',
    'ABCdef',
    'i',
    'Phone',
    'v2beta',
    'ünïcode',
    'Wörter',
    'straßenummer',
    'émile',
    'Zola',
    'credit',
    'Limit',
  ]);
});

test('the file formats read back what was written', () => {
  const words = ['10', '100', 'back', 'backoff', 'bearer', 'é', '接口'];
  assert.deepEqual(decodeTerms(encodeTerms(words)), words);
  // Type 1 (headings) carries positions; type 2 does not.
  const postings: [number, { ids: number[]; scores: number[]; positions?: number[] }[]][] = [
    [
      5,
      [
        { ids: [0, 3, 40], scores: [512, 1, 2047], positions: [0, 2, 1] },
        { ids: [], scores: [] },
      ],
    ],
    [
      9,
      [
        { ids: [7], scores: [300], positions: [4] },
        { ids: [8, 9], scores: [10, 20] },
      ],
    ],
  ];
  // The build's table of the same postings: two types, terms 0 to 9.
  const terms = 10;
  const at = new Uint32Array(3 * terms + 1);
  const ids: number[] = [];
  const scores: number[] = [];
  const positions: number[] = [];
  for (let type = 0; type < 3; type++) {
    for (let term = 0; term < terms; term++) {
      at[type * terms + term] = ids.length;
      const list = type === 0 ? undefined : postings.find(([t]) => t === term)?.[1][type - 1];
      ids.push(...(list?.ids ?? []));
      scores.push(...(list?.scores ?? []));
      positions.push(...(list?.positions ?? list?.ids.map(() => 0) ?? []));
    }
  }
  at[3 * terms] = ids.length;
  const table = {
    terms,
    at,
    ids: Uint32Array.from(ids),
    scores: Uint32Array.from(scores),
    positions: Uint32Array.from(positions),
  };
  const json = encodePostings(table, [1, 2], 4, terms);
  assert.equal(json, JSON.stringify(JSON.parse(json)), 'the JSON text JSON.stringify makes');
  assert.deepEqual([...decodePostings(4, JSON.parse(json) as number[], [1, 2])], postings);
  const list = { words: ['acked', 'notes', 'retry'], stems: [3, 40, 12], frequency: [0, 9, 2] };
  assert.deepEqual(decodeWords(JSON.parse(JSON.stringify(encodeWords(list))) as SearchWordsShard), list);
  const shard = decodeDocuments(encodeDocuments(documents, 4, 6), 4);
  assert.deepEqual(shard.documents, documents.slice(4, 10));
  assert.ok(
    shard.pages.some((p) => p.id === 0 && p.url === '/retries'),
    'a document whose page starts in an earlier file still has its page',
  );
});

test('the split index ranks exactly as one lunr index does, query for query', async () => {
  const reference = await referenceSearch('en', documents);
  const queries = [
    'retries',
    'retry',
    'retr',
    're',
    'token',
    'tok',
    'bearer token',
    'token expires',
    'bearer token zebra',
    'hub retries delivery',
    'retires',
    'compeny',
    'tokne',
    'company address',
    'filter canonical fields',
    'zzz',
    'the',
    'backoff schedule',
    'back-off schedule',
    'schedule back-off',
    'token expiry',
    'expiry token',
    'tokn expiry',
    'expression grammar filters',
    'grammer expresion',
    'company token',
    'registration numbr',
    'bearr tok',
  ];
  for (const context of [
    null,
    { path: '/schema', mode: 'within' as const },
    { path: '/retries', mode: 'outside' as const },
  ]) {
    for (const limit of [1, 3, 8, 50]) {
      for (const q of queries) {
        const options = { limit, contextLength: 50, context };
        assert.deepEqual(
          await splitHits(engine, q, options),
          grouped(reference(q, options)),
          `${q} (limit ${limit}, context ${JSON.stringify(context)})`,
        );
      }
    }
  }
});

test('a query reads the head, then only the files of its terms and results', async () => {
  const big: SearchDocument[] = [];
  for (let p = 0; p < 300; p++) {
    const parent = big.length;
    const url = `/p${String(p).padStart(3, '0')}`;
    big.push({
      id: big.length,
      parent,
      type: 'title',
      url,
      title: `Topic ${p} ${p % 7 === 0 ? 'ledger' : 'journal'}`,
      breadcrumb: [],
      text: `Topic ${p} ${p % 7 === 0 ? 'ledger' : 'journal'}`,
    });
    big.push({
      id: big.length,
      parent,
      type: 'content',
      url,
      title: `Topic ${p}`,
      breadcrumb: [],
      text: `Word${p} ${'filler text about postings and shards '.repeat(20)}`,
    });
  }
  const built = await buildSearchIndexFiles({ language: 'en', documents: big, contexts: [], hash: documentsFileHash });
  const head = JSON.parse(built.files.get(HEAD_FILE)!) as SearchIndexHead;
  const content = POSTINGS_GROUPS.findIndex((types) => types.includes(SEARCH_DOCUMENT_TYPES.indexOf('content')));
  assert.ok(head.postings[content].length > 1, 'content postings span several files');
  const { engine: e, reads: read } = await engineFromFiles(built.files);
  assert.deepEqual(read, [HEAD_FILE]);
  const { groups } = await e.search('ledger', { limit: 8, contextLength: 50 });
  assert.equal(groups.length, 8);
  // Eight title hits: one file of postings (titles, headings, descriptions, keywords), none of contents, and the
  // documents files of those eight results.
  const postingsRead = read.filter((name) => name.startsWith('p'));
  assert.equal(postingsRead.length, 1, postingsRead.join(' '));
  assert.match(postingsRead[0], /^p0-\d+\.json$/);
  assert.ok(read.filter((name) => name.startsWith('../documents/')).length <= 8);
  const before = read.length;
  await e.search('ledger', { limit: 8, contextLength: 50 });
  assert.equal(read.length, before, 'files once read are kept');
});
