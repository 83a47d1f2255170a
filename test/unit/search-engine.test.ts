import { test } from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import { buildSearchIndexEntry } from '../../theme/search/build-index.js';
import { loadSearchEngine } from '../../theme/search/engine.js';
import { chineseTokenizer, languagePlugin, queryTerms } from '../../theme/search/language.js';
import { makeSnippet, snippetToHtml } from '../../theme/search/snippet.js';
import type { SearchDocument } from '../../theme/types.js';

let id = 0;
function pageDocs(route: string, title: string, sections: [string, string][], description = '', keywords = ''): SearchDocument[] {
  const parent = id;
  const docs: SearchDocument[] = [{ id: id++, parent, type: 'title', url: route, title, breadcrumb: [], text: title }];
  if (description) docs.push({ id: id++, parent, type: 'description', url: route, title, breadcrumb: [], text: description });
  if (keywords) docs.push({ id: id++, parent, type: 'keywords', url: route, title, breadcrumb: [], text: keywords });
  for (const [heading, text] of sections) {
    const url = `${route}#${heading.toLowerCase().replace(/ /g, '-')}`;
    docs.push({ id: id++, parent, type: 'heading', url, title: heading, breadcrumb: [], text: heading });
    docs.push({ id: id++, parent, type: 'content', url, title: heading, breadcrumb: [], text });
  }
  return docs;
}

const documents = [
  ...pageDocs('/retries', 'Retries', [['Back-off schedule', 'The hub retries a failed delivery with exponential back-off: 30 s, 1 min, 2 min.']], 'How the hub retries deliveries.', 'retry backoff'),
  ...pageDocs('/auth', 'Authentication', [['Token expiry', 'A bearer token is valid for 60 minutes. Request a new token before it expires.']], 'Get an OAuth token.'),
  ...pageDocs('/filters', 'Filters', [['Expression grammar', 'Filter expressions compare canonical fields with eq, ne and in.']], 'Limit what flows through an integration.'),
  ...pageDocs('/schema/company', 'Company', [['Fields', 'A company has a registration number and an address.']], 'The company entity.'),
];

const engine = await loadSearchEngine(await buildSearchIndexEntry('en', documents));
const search = (q: string, limit = 8, context: { path: string; mode: 'within' | 'outside' } | null = null) => engine.search(q, { limit, contextLength: 50, context });

test('English tokens: lower-cased, split on whitespace and hyphens, stop words dropped, stemmed', () => {
  const index = lunr(function () {
    this.ref('id');
    this.field('text');
  });
  const terms = queryTerms(index, 'The Back-end RETRIES of\ttokens', 'en');
  assert.deepEqual(terms.map((t) => t.raw), ['back', 'end', 'retries', 'tokens']);
  assert.deepEqual(terms.map((t) => t.terms[0]), ['back', 'end', 'retri', 'token']);
});

test('zh splits into word runs and ideograph runs', () => {
  assert.deepEqual(chineseTokenizer('API接口 文档v3').map(String), ['api', '接口', '文档', 'v3']);
});

test('ja and th load their lunr-languages tokenizers (ja with tinyseg)', async () => {
  const ja = await languagePlugin('ja');
  assert.equal(typeof ja, 'function');
  const th = await languagePlugin('th');
  assert.equal(typeof th, 'function');
  const entry = await buildSearchIndexEntry('ja', [{ id: 0, parent: 0, type: 'title', url: '/a', title: 'a', breadcrumb: [], text: '私はメッセージを送信します' }]);
  const jaEngine = await loadSearchEngine(entry);
  assert.equal(jaEngine.search('メッセージ', { limit: 5, contextLength: 50 }).total, 1);
});

test('every term is required', () => {
  const { groups } = search('token expires');
  assert.deepEqual(groups.map((g) => g.page.url), ['/auth']);
  assert.equal(search('token grammar').total, 0);
});

test('the last term also matches as a prefix', () => {
  assert.equal(search('retr')['groups'][0].page.url, '/retries');
  assert.equal(search('bearer tok').groups[0].page.url, '/auth');
});

test('with more than two terms, variants omitting one term are tried', () => {
  const { groups } = search('bearer token zebra');
  assert.equal(groups[0].page.url, '/auth');
});

test('a fuzzy variant finds a typo when nothing else matched', () => {
  assert.equal(search('retires').groups[0]?.page.url, '/retries');
  assert.equal(search('compeny').groups[0]?.page.url, '/schema/company');
});

test('ranking: title before heading before description before content; grouped by page', () => {
  const { groups } = search('retries');
  assert.equal(groups[0].page.url, '/retries');
  assert.equal(groups[0].hits[0].document.type, 'title');
  const types = groups.flatMap((g) => g.hits.map((h) => h.document.type));
  assert.ok(!types.includes('description'), 'a page-level hit stands for the page once (duplicates dropped)');
});

test('results are capped at the limit', () => {
  assert.ok(search('retries', 8).total > 1, 'the query has several hits');
  assert.equal(search('retries', 1).total, 1);
  assert.equal(search('retries', 1).groups.length, 1);
});

test('contexts restrict to or exclude a route prefix', () => {
  assert.deepEqual(search('company', 8, { path: '/schema', mode: 'within' }).groups.map((g) => g.page.url), ['/schema/company']);
  assert.equal(search('company', 8, { path: '/schema', mode: 'outside' }).total, 0);
});

test('query syntax characters never throw and match nothing special', () => {
  for (const q of ['"quoted"', '*', 'a~2', 'title:x', '+must -not', '^boost', ':', '🙂 emoji', '\\', 'x'.repeat(5000), '((( ]]]', '<script>alert(1)</script>']) {
    assert.doesNotThrow(() => search(q), q);
  }
  assert.equal(search('retries~').groups[0]?.page.url, '/retries');
});

test('snippets: about the context length around the match, terms marked, text escaped', () => {
  const text = 'Lorem '.repeat(30) + 'the retries happen here <b>bold</b> and more text follows after that point in the sentence.';
  const parts = makeSnippet(text, ['retri'], 50);
  const joined = parts.map((p) => p.text).join('');
  assert.ok(joined.length < 130, `snippet length ${joined.length}`);
  assert.ok(parts.some((p) => p.mark && p.text === 'retries'));
  assert.match(snippetToHtml(parts), /<mark>retries<\/mark>.*&lt;b&gt;bold&lt;\/b&gt;/);
});

test('hyphenated words are also indexed joined, camelCase names also split', async () => {
  const docs: SearchDocument[] = [
    { id: 0, parent: 0, type: 'title', url: '/a', title: 'A', breadcrumb: [], text: 'Exponential back-off between tries' },
    { id: 1, parent: 1, type: 'title', url: '/b', title: 'B', breadcrumb: [], text: 'The creditLimit field' },
  ];
  const e = await loadSearchEngine(await buildSearchIndexEntry('en', docs));
  assert.equal(e.search('exponential backoff', { limit: 5, contextLength: 50 }).groups[0]?.page.url, '/a');
  assert.equal(e.search('credit limit', { limit: 5, contextLength: 50 }).groups[0]?.page.url, '/b');
  assert.equal(e.search('creditlimit', { limit: 5, contextLength: 50 }).groups[0]?.page.url, '/b');
});
