/**
 * Typo tolerance and ranking by how a person reads: the word list, the bound, corrections through stems, phrases in
 * titles.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codePoints, editBound, editDistance } from '../../theme/search/typos.js';
import { buildSearchIndexFiles, termsMaker } from '../../theme/search/build-index.js';
import { HEAD_FILE, decodeWords, wordsFile } from '../../theme/search/format.js';
import type { SearchDocument, SearchIndexHead, SearchWordsShard } from '../../theme/types.js';
import { documentsFileHash } from '../../cli/pipeline/search-index-file.js';
import { engineFromFiles, grouped, referenceSearch, splitEngine, splitHits } from '../search/reference-engine.js';

const distance = (a: string, b: string, max = 3) => editDistance(codePoints(a), codePoints(b), max);

test('the bound grows with the word: no edit up to 3 letters, one up to 7, two beyond', () => {
  assert.deepEqual([1, 2, 3, 4, 7, 8, 12, 30].map(editBound), [0, 0, 0, 1, 1, 2, 2, 2]);
});

test('Damerau distance: insertion, deletion, substitution, and two neighbours swapped, each one edit; letters are code points', () => {
  assert.equal(distance('form', 'from'), 1, 'a transposition');
  assert.equal(distance('unavailble', 'unavailable'), 1);
  assert.equal(distance('connecter', 'connector'), 1);
  assert.equal(distance('securty', 'security'), 1);
  assert.equal(distance('abc', 'ca'), 3, 'optimal string alignment: no edit of a transposed pair');
  assert.equal(distance('café', 'cafe'), 1);
  assert.equal(distance('𝒳ab', 'ab'), 1, 'a letter outside the BMP is one letter');
  assert.equal(distance('a', 'abcdefgh', 2), 3, 'past the bound: bound + 1, without computing the rest');
  assert.equal(distance('kitten', 'sitting'), 3);
});

let id = 0;
function page(route: string, title: string, sections: [string, string][] = []): SearchDocument[] {
  const parent = id;
  const docs: SearchDocument[] = [{ id: id++, parent, type: 'title', url: route, title, breadcrumb: [], text: title }];
  for (const [heading, text] of sections) {
    const url = `${route}#${heading.toLowerCase().replace(/\W+/g, '-')}`;
    docs.push({ id: id++, parent, type: 'heading', url, title: heading, breadcrumb: [], text: heading });
    docs.push({ id: id++, parent, type: 'content', url, title: heading, breadcrumb: [], text });
  }
  return docs;
}

const documents = [
  ...page('/connector-unavailable', 'Error: connector unavailable', [
    ['What to do', 'The receiving endpoint did not answer; deliveries resume when it is back.'],
  ]),
  ...page('/platform', 'Platform status', [
    ['Outages', 'When the platform is unavailable, every connector waits and connections are retried.'],
  ]),
  ...page('/security', 'Security best practices', [['Secrets', 'Rotate secrets and verify every signature.']]),
  ...page('/performance', 'Performance best practices', [
    ['Batches', 'Send batches; best practices for throughput and security of tokens.'],
  ]),
  ...page('/retry', 'Retry best practices', [
    ['Backing off', 'Follow the best practices of back-off and security reviews.'],
  ]),
  ...page('/matching', 'Unable to find matching record', [['Cause', 'No record matched the reference.']]),
  ...page('/schema', 'Schema fields', [
    ['Lookup', 'A matching record must be found before the update; when none is found the record is created.'],
  ]),
  ...page('/forms', 'Forms', [['Form fields', 'A form collects input.']]),
  ...page('/sources', 'Sources', [['Origin', 'Data comes from the hub.']]),
  ...page('/webhooks', 'Webhooks', [
    ['Delivery', 'Every webhook call carries a header to sign.'],
    ['Payloads', 'Each webhook has signatures in its header.'],
  ]),
];
const { engine, files, reads } = await splitEngine('en', documents);
const search = (q: string, options: { limit?: number; literal?: boolean } = {}) =>
  engine.search(q, { limit: options.limit ?? 8, contextLength: 50, literal: options.literal });
const pages = async (q: string) => (await search(q)).groups.map((g) => g.page.url);

test('a typo that changes the stem is still found: words are compared as written, and a match stands for its stem', async () => {
  // "unavailable" → "unavail", "unavailble" → "unavailbl": two edits apart as stems, one as words.
  const results = await search('connecter unavailble');
  assert.equal(results.groups[0].page.url, '/connector-unavailable');
  assert.equal(results.correction, 'connector unavailable');
  assert.ok(
    results.terms.includes('connector') && results.terms.includes('unavailable'),
    'the corrections are marked in snippets and on the page',
  );
  assert.equal((await search('Securty best practices')).correction, 'security best practices');
});

test('the word list holds the words as written, by length, each under its stem; a term that is also a word says so in the head', async () => {
  const head = JSON.parse(files.get(HEAD_FILE)!) as SearchIndexHead;
  assert.deepEqual(head.wordPipeline, ['trimmer', 'stopWordFilter']);
  const lists = head.words.map((_, n) => decodeWords(JSON.parse(files.get(wordsFile(n))!) as SearchWordsShard));
  const all = lists.flatMap((l) => l.words);
  assert.ok(all.includes('unavailable') && all.includes('connections') && all.includes('retried'));
  assert.ok(!all.includes('the') && !all.includes('when'), 'no stop words');
  head.words.forEach(([length, first], n) => {
    assert.equal(first, lists[n].words[0]);
    assert.ok(lists[n].words.every((w) => [...w].length === length));
  });
  const maker = await termsMaker('en');
  const terms = (await import('../../theme/search/format.js')).decodeTerms(head.terms);
  for (const list of lists) list.words.forEach((word, i) => assert.equal(terms[list.stems[i]], maker.stem(word), word));
});

test('no query whose every word is within its bound of an indexed word finds nothing', async () => {
  const head = JSON.parse(files.get(HEAD_FILE)!) as SearchIndexHead;
  const words = head.words.flatMap(
    (_, n) => decodeWords(JSON.parse(files.get(wordsFile(n))!) as SearchWordsShard).words,
  );
  // A letter left out of a word of five letters or more (a shorter word is typed as it is: its bound is 0).
  const typo = (word: string, k: number) => (word.length > 4 ? word.slice(0, k) + word.slice(k + 1) : word);
  for (const [i, word] of words.entries()) {
    const other = words[(i * 7) % words.length];
    for (const query of [
      typo(word, 1),
      `${typo(word, 2)} ${typo(other, 1)}`,
      `${word} ${typo(other, 2)} ${typo(words[(i * 3) % words.length], 1)}`,
    ]) {
      assert.ok((await search(query)).total > 0, query);
    }
  }
});

test('ranking: a title holding the words side by side and in order first, then headings; above pages that merely hold them', async () => {
  // Every word is in /schema's section; /matching's title holds two of them, side by side.
  assert.deepEqual((await pages('matching record not found')).slice(0, 1), ['/matching']);
  // The corrected word counts in the phrase: Security's title before the other best-practices pages.
  assert.deepEqual((await pages('securty best practices'))[0], '/security');
  // In another order they are not a phrase: the plain ranking.
  const reversed = await search('practices best');
  assert.equal(reversed.groups[0].hits[0].document.type, 'title');
  // A heading's phrase ("form fields") ranks after titles' but before pages that hold the words elsewhere.
  assert.equal((await search('form fields')).groups[0].hits[0].document.title, 'Form fields');
});

test('exact words before corrected ones, corrected before prefix-only', async () => {
  // "form" is in the docs: no correction to "from" (one swap away).
  assert.deepEqual(await pages('form'), ['/forms']);
  assert.equal((await search('form')).correction, null);
  // Both sections hold "webhook"; one "sign" exactly, the other only words starting with it ("signatures").
  const exact = await search('webhook sign');
  assert.deepEqual(exact.groups[0].hits.map((h) => h.document.url).slice(0, 2), [
    '/webhooks#delivery',
    '/webhooks#payloads',
  ]);
  const corrected = await search('webhok sign');
  assert.equal(corrected.correction, 'webhook sign');
  const sections = corrected.groups[0].hits.map((h) => h.document.url).filter((url) => url.includes('#'));
  assert.deepEqual(sections.slice(0, 2), ['/webhooks#delivery', '/webhooks#payloads']);
});

test('the last word is not corrected while it starts an indexed word (the reader may be typing it)', async () => {
  const typing = await search('connector unavail');
  assert.equal(typing.correction, null);
  assert.equal(typing.groups[0].page.url, '/connector-unavailable');
});

test('the literal query: no word corrected', async () => {
  const literal = await search('connecter unavailble', { literal: true });
  assert.equal(literal.correction, null);
  assert.ok(!literal.groups.some((g) => g.page.url === '/connector-unavailable'), 'nothing there says "unavailble"');
});

test('the word list is read only when a word may be a typo, and only the files of the lengths within reach', async () => {
  const built = await buildSearchIndexFiles({ language: 'en', documents, contexts: [], hash: documentsFileHash });
  const head = JSON.parse(built.files.get(HEAD_FILE)!) as SearchIndexHead;
  const lengthOf = (name: string) => head.words[Number(/^w-(\d+)\.json$/.exec(name)![1])][0];
  const wordReads = async (query: string) => {
    const { engine: e, reads: read } = await engineFromFiles(built.files);
    await e.search(query, { limit: 8, contextLength: 50 });
    return read.filter((name) => name.startsWith('w-')).map(lengthOf);
  };
  assert.deepEqual(await wordReads('record'), [], 'a word that is its own stem, indexed as typed: the head says so');
  assert.deepEqual(
    await wordReads('connections'),
    [11],
    "a word whose stem is indexed: its length's file says whether the word is",
  );
  assert.deepEqual(await wordReads('platfrm'), [6, 7, 8], 'a typo: the lengths within its bound');
  assert.deepEqual(await wordReads('zzqx'), [3, 4, 5], 'a stem not indexed: no look-up as typed, only the neighbours');
});

test('the split index ranks typos, phrases and partial matches exactly as one whole lunr index', async () => {
  const reference = await referenceSearch('en', documents);
  const queries = [
    'connecter unavailble',
    'securty best practices',
    'matching record not found',
    'record matching',
    'form fields',
    'form',
    'fomr',
    'webhook sign',
    'webhok sign',
    'webhok signatur',
    'platfrm unavailable',
    'unavailable platform',
    'connector unavail',
    'zzqx',
    'best practices security',
    'retyr best',
  ];
  for (const q of queries) {
    for (const literal of [false, true]) {
      for (const limit of [1, 3, 8, 50]) {
        const options = { limit, contextLength: 50, literal };
        assert.deepEqual(
          await splitHits(engine, q, options),
          grouped(reference(q, options)),
          `${q} (limit ${limit}${literal ? ', literal' : ''})`,
        );
      }
    }
  }
  assert.ok(reads.length > 0);
});

/** Per language lunr-languages stems: a text, a word of it, and that word with a typo. */
const LANGUAGES: [string, string, string][] = [
  ['de', 'Die Verbindungen zum Server sind fehlgeschlagen', 'verbindungn'],
  ['fr', 'Les connecteurs sont indisponibles pendant la maintenance', 'conecteurs'],
  ['es', 'Los conectores están disponibles durante el mantenimiento', 'conectors'],
  ['it', 'I connettori sono disponibili durante la manutenzione', 'conettori'],
  ['pt', 'Os conectores estão indisponíveis durante a manutenção', 'conectroes'],
  ['nl', 'De verbindingen met de server zijn mislukt', 'verbindigen'],
  ['sv', 'Anslutningarna till servern misslyckades', 'anslutnigarna'],
  ['da', 'Forbindelserne til serveren mislykkedes', 'forbindelsrne'],
  ['no', 'Tilkoblingene til serveren mislyktes', 'tilkoblingne'],
  ['fi', 'Yhteydet palvelimeen epäonnistuivat', 'palvelimen'],
  ['ru', 'Соединения с сервером недоступны', 'соединеня'],
  ['tr', 'Sunucu bağlantıları başarısız oldu', 'bağlantılrı'],
  ['hu', 'A kapcsolatok a szerverrel sikertelenek', 'kapcsolatk'],
  ['ro', 'Conexiunile la server au eșuat', 'conexiunle'],
  ['el', 'Οι συνδέσεις με τον διακομιστή απέτυχαν', 'διακομιτή'],
];

for (const [language, text, typo] of LANGUAGES) {
  test(`${language}: the word list is the language's words before its stemmer, and a typo finds them`, async () => {
    const docs: SearchDocument[] = [
      { id: 0, parent: 0, type: 'title', url: '/a', title: 'a', breadcrumb: [], text },
      { id: 1, parent: 1, type: 'title', url: '/b', title: 'b', breadcrumb: [], text: 'zzz yyy' },
    ];
    const { engine: e, files: built } = await splitEngine(language, docs);
    const head = JSON.parse(built.get(HEAD_FILE)!) as SearchIndexHead;
    assert.ok(
      head.wordPipeline.length > 0 && head.wordPipeline.every((name) => !/stemmer/.test(name)),
      head.wordPipeline.join(' '),
    );
    const results = await e.search(typo, { limit: 8, contextLength: 50 });
    assert.deepEqual(
      results.groups.map((g) => g.page.url),
      ['/a'],
      typo,
    );
    assert.ok(results.correction, `${typo} corrected`);
    const reference = await referenceSearch(language, docs);
    assert.deepEqual(
      await splitHits(e, typo, { limit: 8, contextLength: 50 }),
      grouped(reference(typo, { limit: 8, contextLength: 50 })),
    );
  });
}

test('every other language lunr-languages stems opens its word pipeline in the engine and corrects a typo', async () => {
  // (hi, kn, sa, ta and te are left out: lunr-languages' files for them do not load in Node, with or without typos.)
  for (const [language, text, typo] of [
    ['ar', 'الموصلات غير متاحة', 'الموصلت'],
    ...['hy', 'ko', 'vi', 'he', 'pl', 'ja', 'th', 'zh', 'du'].map((l) => [l, 'connectors unavailable', 'conectors']),
  ]) {
    const { engine: e, files: built } = await splitEngine(language, [
      { id: 0, parent: 0, type: 'title', url: '/a', title: 'a', breadcrumb: [], text },
    ]);
    const head = JSON.parse(built.get(HEAD_FILE)!) as SearchIndexHead;
    assert.ok(head.words.length > 0, language);
    const results = await e.search(typo, { limit: 8, contextLength: 50 });
    assert.deepEqual([results.total, results.correction !== null], [1, true], language);
  }
});
