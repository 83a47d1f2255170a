/**
 * Search per language: each locale's text is analysed by its language (theme/search/language.ts)
 * at index time and at query time, and a reader finds pages by the words of their text.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchDocument } from '../../theme/types.js';
import { analyserOf, chineseTokenizer, japaneseTokenizer, UNICODE_ANALYSER } from '../../theme/search/language.js';
import { termsMaker } from '../../theme/search/build-index.js';
import { referenceSearch, splitEngine, splitHits, grouped } from './reference-engine.js';

/** One content document per page, each its own page. */
function pages(texts: string[]): SearchDocument[] {
  return texts.map((text, id) => ({
    id,
    parent: id,
    type: 'content',
    url: `/p${id}`,
    title: `p${id}`,
    breadcrumb: [],
    text,
  }));
}

/** The routes of a query's results, in their order. */
async function finds(locale: string, texts: string[], query: string): Promise<string[]> {
  const { engine } = await splitEngine(locale, pages(texts));
  const { groups } = await engine.search(query, { limit: 8, contextLength: 50 });
  return groups.map((g) => g.page.url);
}

const CASES: { locale: string; texts: string[]; queries: [string, string[]][] }[] = [
  {
    // Snowball's French stemmer sees the accents (lunr-languages folds them first: "envoyé" → "envoy", "envoyer" →
    // "envoi").
    locale: 'fr',
    texts: ['Le hub a envoyé le message au connecteur.', 'Les filtres comparent des champs canoniques.'],
    queries: [
      ['envoyer', ['/p0']],
      ['envoie', ['/p0']],
      ['envoyés', ['/p0']],
      ['filtre', ['/p1']],
      ['canonique', ['/p1']],
    ],
  },
  {
    locale: 'de',
    texts: ['Die Nachrichten werden zugestellt.', 'Der Verbindungsaufbau schlägt fehl.'],
    // Stems join a word's forms (Nachrichten, Nachricht; Verbindungsaufbaus, Verbindungsaufbau); a compound is found by
    // its first word as the reader types it (the last word matches as a prefix).
    queries: [
      ['Nachricht', ['/p0']],
      ['zugestellt', ['/p0']],
      ['Verbindung', ['/p1']],
      ['Verbindungsaufbaus', ['/p1']],
    ],
  },
  {
    locale: 'es',
    texts: ['El hub envió los mensajes al conector.'],
    queries: [
      ['enviar', ['/p0']],
      ['mensaje', ['/p0']],
    ],
  },
  {
    locale: 'pt-BR',
    texts: ['O hub enviou as mensagens ao conector.'],
    queries: [
      ['enviar', ['/p0']],
      ['conectores', ['/p0']],
    ],
  },
  {
    locale: 'ru',
    // Latin words too (a product's name, an untranslated page's English): lunr.ru's trimmer dropped them.
    texts: ['Концентратор отправил сообщения.', 'Настройте AdGuard DNS на роутере.', 'Set up the router.'],
    queries: [
      ['отправить', ['/p0']],
      ['сообщение', ['/p0']],
      ['AdGuard', ['/p1']],
      ['dns', ['/p1']],
      ['router', ['/p2']],
    ],
  },
  {
    locale: 'ar',
    texts: ['أرسل الموزع الرسائل.', 'اضبط AdGuard DNS على جهاز التوجيه.'],
    queries: [
      ['الرسائل', ['/p0']],
      ['adguard', ['/p1']],
      ['DNS', ['/p1']],
    ],
  },
  {
    // TinySegmenter's words: a two-character word of the text, alone.
    locale: 'ja',
    texts: ['データを送信する前に、接続設定を確認してください。', '認証トークンの有効期限は六十分です。'],
    queries: [
      ['送信', ['/p0']],
      ['設定', ['/p0']],
      ['認証', ['/p1']],
      ['期限', ['/p1']],
      ['トークン', ['/p1']],
    ],
  },
  {
    // Pairs of ideographs: two characters, and longer words, wherever they stand in the text.
    locale: 'zh-Hans',
    texts: ['在发送数据之前，请检查连接设置。', '认证令牌的有效期为六十分钟。'],
    queries: [
      ['发送', ['/p0']],
      ['连接', ['/p0']],
      ['令牌', ['/p1']],
      ['有效期', ['/p1']],
      ['检查连接设置', ['/p0']],
      ['数据令牌', ['/p0', '/p1']],
    ],
  },
  {
    locale: 'zh-Hant',
    texts: ['請檢查連線設定。'],
    queries: [
      ['連線', ['/p0']],
      ['設定', ['/p0']],
    ],
  },
  {
    locale: 'ko',
    texts: ['메시지를 보내기 전에 연결 설정을 확인하십시오.'],
    queries: [
      ['연결', ['/p0']],
      ['설정', ['/p0']],
      ['메시지', ['/p0']],
    ],
  },
  {
    locale: 'th',
    texts: ['ตรวจสอบการตั้งค่าการเชื่อมต่อก่อนส่งข้อมูล'],
    queries: [
      ['ข้อมูล', ['/p0']],
      ['การเชื่อมต่อ', ['/p0']],
    ],
  },
  {
    // A language lunr-languages lacks: its letters are letters (lunr's English trimmer dropped Cyrillic words whole).
    locale: 'uk',
    texts: ['Концентратор надсилає повідомлення.', 'Čas odeslání zprávy.'],
    queries: [
      ['повідомлення', ['/p0']],
      ['надсилає', ['/p0']],
    ],
  },
];

for (const { locale, texts, queries } of CASES) {
  test(`${locale}: a query finds the page whose text holds its words, in the language's forms`, async () => {
    for (const [query, expected] of queries)
      assert.deepEqual(await finds(locale, texts, query), expected, `${locale}: ${query}`);
  });
}

test('each locale is analysed by its language: the subtag lunr-languages names, zh its own, others Unicode words', () => {
  assert.deepEqual(
    ['en', 'en-GB', 'fr', 'pt-BR', 'de-CH', 'ja', 'zh-Hans', 'zh-TW', 'nb', 'ko', 'ar', 'uk', 'cs', 'id'].map(
      analyserOf,
    ),
    [
      'en',
      'en',
      'fr',
      'pt',
      'de',
      'ja',
      'zh',
      'zh',
      'no',
      'ko',
      'ar',
      UNICODE_ANALYSER,
      UNICODE_ANALYSER,
      UNICODE_ANALYSER,
    ],
  );
});

test('stop words are dropped: they are not indexed, and a query of stop words alone finds nothing', async () => {
  for (const [locale, text, stopWords, word] of [
    ['en', 'The hub sends the message to the connector', ['the', 'to'], 'messag'],
    ['fr', 'Le hub envoie le message au connecteur', ['le', 'au'], 'messag'],
    ['de', 'Der Hub sendet die Nachricht an den Konnektor', ['der', 'die', 'an', 'den'], 'nachricht'],
    ['es', 'El hub envía el mensaje al conector', ['el', 'al'], 'mensaj'],
  ] as const) {
    const terms = (await termsMaker(locale)).terms(text).filter((term) => !term.startsWith('\u0001'));
    for (const stopWord of stopWords)
      assert.ok(!terms.includes(stopWord), `${locale}: "${stopWord}" is not indexed (${terms.join(' ')})`);
    assert.ok(terms.includes(word), `${locale}: "${word}" is (${terms.join(' ')})`);
    assert.deepEqual(await finds(locale, [text], stopWords.join(' ')), [], `${locale}: ${stopWords.join(' ')}`);
    // A stop word in a query does not keep the page from being found.
    assert.deepEqual(await finds(locale, [text], `${stopWords[0]} ${text.split(' ')[2]}`), ['/p0'], locale);
  }
});

test('zh: runs of ideographs become their overlapping pairs, a lone ideograph itself, other runs words', () => {
  assert.deepEqual(chineseTokenizer('API接口文档 v3的').map(String), ['api', '接口', '口文', '文档', 'v3', '的']);
});

test('ja: a chunk of ASCII is split on hyphens (numbers and versions whole), any other chunk by the segmenter', async () => {
  const segmented: string[] = [];
  const tokenize = japaneseTokenizer((text) => {
    segmented.push(text);
    return [text.slice(0, 2), text.slice(2)];
  });
  const tokens = tokenize('Retry-After 2024 v1.2 設定する　API');
  assert.deepEqual(
    tokens.map((t) => [t.toString(), (t as unknown as { metadata: { position: number[] } }).metadata.position]),
    [
      ['retry', [0, 5]],
      ['after', [6, 5]],
      ['2024', [12, 4]],
      ['v1.2', [17, 4]],
      ['設定', [22, 2]],
      ['する', [24, 2]],
      ['api', [27, 3]],
    ],
  );
  assert.deepEqual(segmented, ['設定する'], 'the segmenter sees the Japanese chunk only');
  // In an index: a year and a version are found as typed, in a Japanese page.
  const texts = ['2024 年に v1.2 を公開しました。', '設定は管理画面で行います。'];
  assert.deepEqual(await finds('ja', texts, '2024'), ['/p0']);
  assert.deepEqual(await finds('ja', texts, 'v1.2'), ['/p0']);
});

test('the split engine ranks as one lunr index would, in each language', async () => {
  for (const { locale, texts, queries } of CASES) {
    const documents = pages(texts);
    const { engine } = await splitEngine(locale, documents);
    const reference = await referenceSearch(locale, documents);
    for (const [query] of queries) {
      const options = { limit: 8, contextLength: 50 };
      assert.deepEqual(
        await splitHits(engine, query, options),
        grouped(reference(query, options)),
        `${locale}: ${query}`,
      );
    }
  }
});

test('snippets mark the words a query matched: by their stem however they are spelt, and in ja and zh where they stand', async () => {
  for (const [locale, text, query, marked] of [
    ['fr', 'Le hub a envoyé le message au connecteur.', 'envoyer', ['envoyé']],
    ['en', 'The hub retries a delivery, then retry again.', 'retries', ['retries', 'retry']],
    ['ja', 'データを送信する前に、接続設定を確認してください。', '送信', ['送信']],
    ['zh', '在发送数据之前，请检查连接设置。', '检查连接', ['检查连接']],
    ['zh', '支持多个规则匹配运算符。', '运算符', ['运算符']],
  ] as const) {
    const { engine } = await splitEngine(locale, pages([text]));
    const results = await engine.search(query, { limit: 8, contextLength: 50 });
    const marks = results.groups[0].hits[0].snippet.filter((part) => part.mark).map((part) => part.text);
    assert.deepEqual(marks, marked, `${locale}: ${query}`);
    // The target page marks them too (its _highlight terms).
    for (const word of marked)
      assert.ok(
        results.terms.some((term) => word.toLowerCase().startsWith(term)),
        `${locale}: ${word} in ${results.terms.join(' ')}`,
      );
  }
});
