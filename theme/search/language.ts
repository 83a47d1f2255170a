/**
 * Language rules for search, the same at index and query time (Node builds the index;
 * the browser and `hub-docs search` query it). A locale's text is analysed by its language
 * (analyserOf): English by lunr's own pipeline (split on whitespace and hyphens, trimmer, stop
 * words, stemmer); each language lunr-languages has by its trimmer, stop words and stemmer
 * (ja/jp and th also by its tokenizers: TinySegmenter, wordcut); zh by overlapping pairs of
 * ideographs; a language lunr-languages lacks by whitespace and hyphens, letters of any script.
 */
import lunr from 'lunr';

type Lunr = typeof lunr;
type Plugin = (this: lunr.Builder, builder: lunr.Builder) => void;
type LabelledFunction = lunr.PipelineFunction & { label?: string };

const loaded = new Map<string, Promise<Plugin | null>>();

/** The analyser of a language lunr-languages has no file for: Unicode words, no stop words, no stemmer. */
export const UNICODE_ANALYSER = 'unicode';

/** Languages lunr-languages knows under another code (Norwegian Bokmål and Nynorsk share its `no`). */
const LANGUAGE_ALIASES: Record<string, string> = { nb: 'no', nn: 'no' };

/**
 * The analyser of a locale (a BCP 47 tag as in `i18n.locales`: pt-BR, zh-Hans, ja): its
 * language subtag, as lunr-languages names it; en and zh have their own; any other language
 * gets UNICODE_ANALYSER (lunr's English pipeline would strip its letters as punctuation).
 */
export function analyserOf(locale: string): string {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  const code = LANGUAGE_ALIASES[language] ?? language;
  return code === 'en' || code === 'zh' || code in LANGUAGE_FILES ? code : UNICODE_ANALYSER;
}

/** Whether a locale's words are not separated by spaces (its tokenizer finds them): no compound forms are added. */
export const segmentsWords = (locale: string) => ['ja', 'jp', 'th', 'zh'].includes(analyserOf(locale));

const HAN = /\p{Script=Han}+|[^\p{Script=Han}]+/gu;

/**
 * zh: word runs, each run of Han ideographs as its overlapping pairs ("接口文档" → 接口, 口文,
 * 文档; a lone ideograph as itself), as lunr-languages does beside a word segmenter. Pairs alone
 * are the same in Node and every browser (a segmenter's words follow its ICU version), and a
 * query of two or more ideographs is found wherever its text is: each of its pairs is indexed.
 */
export function chineseTokenizer(input: unknown): lunr.Token[] {
  if (input == null) return [];
  const text = String(input).toLowerCase();
  const tokens: lunr.Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}_]+/gu)) {
    // Split a mixed run ("api接口") into its Latin and Han parts.
    for (const part of match[0].matchAll(HAN)) {
      const start = match.index! + part.index!;
      const run = part[0];
      if (!/\p{Script=Han}/u.test(run) || run.length === 1) {
        tokens.push(new lunr.Token(run, { position: [start, run.length] }));
        continue;
      }
      for (let i = 0; i + 1 < run.length; i++)
        tokens.push(new lunr.Token(run.slice(i, i + 2), { position: [start + i, 2] }));
    }
  }
  return tokens;
}

const ASCII = /^[\x00-\x7f]+$/;

/**
 * ja/jp: lunr-languages' tokenizer (TinySegmenter on each whitespace-separated chunk of the
 * lower-cased text), except that a chunk of ASCII only (English words, code, the text of a page
 * not yet translated) is split as lunr splits any text, on hyphens: TinySegmenter cut it by
 * character type ("2024" into four digits, "v1.2" into four tokens), and was ~4 s of the CPU of a
 * 300-page site's build in 10 locales. The same at index and at query time (queryTerms).
 */
export function japaneseTokenizer(segment: (text: string) => string[]): (input: unknown) => lunr.Token[] {
  return (input) => {
    if (input == null) return [];
    if (Array.isArray(input)) return input.map((t) => new lunr.Token(String(t).toLowerCase(), {}));
    const tokens: lunr.Token[] = [];
    const push = (word: string, start: number) =>
      tokens.push(new lunr.Token(word, { position: [start, word.length], index: tokens.length }));
    for (const chunk of String(input).toLowerCase().matchAll(/\S+/g)) {
      let start = chunk.index!;
      const ascii = ASCII.test(chunk[0]);
      for (const word of ascii ? chunk[0].split('-') : segment(chunk[0])) {
        if (word) push(word, start);
        // The hyphen between two ASCII words; TinySegmenter's words are the whole chunk.
        start += word.length + (ascii ? 1 : 0);
      }
    }
    return tokens;
  };
}

/** UNICODE_ANALYSER's trimmer: what is not a letter, mark or digit of any script goes from a word's ends. */
const unicodeTrimmer: LabelledFunction = (token) =>
  token.update((word) => word.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, ''));

/**
 * lunr-languages folds accents before its stemmer (fr), which then no longer sees the endings
 * Snowball's rules are written for: "envoyé" became "envoye" → "envoy", "envoyer" → "envoi". Folded
 * after the stemmer, both are "envoi", and a word typed without its accents ("reussi") still meets
 * its stem ("réuss" folds to "reuss").
 */
function foldAfterStemming(pipeline: lunr.Pipeline): void {
  const stack = (pipeline as unknown as { _stack: LabelledFunction[] })._stack;
  const fold = stack.findIndex((fn) => fn.label?.startsWith('accentFold'));
  const stemmer = stack.findIndex((fn) => fn.label?.startsWith('stemmer'));
  if (fold < 0 || stemmer < fold) return;
  const [fn] = stack.splice(fold, 1);
  stack.splice(stemmer, 0, fn);
}

type LanguageFile = () => Promise<{ default: unknown }>;

/**
 * lunr-languages' file for each language it supports, spelled out so the browser bundle has a
 * chunk for each (an import built from a template string is left to the browser, which cannot
 * resolve a package name). Only the site's own language is ever loaded.
 */
const LANGUAGE_FILES: Record<string, LanguageFile> = {
  ar: () => import('lunr-languages/lunr.ar.js'),
  da: () => import('lunr-languages/lunr.da.js'),
  de: () => import('lunr-languages/lunr.de.js'),
  du: () => import('lunr-languages/lunr.du.js'),
  el: () => import('lunr-languages/lunr.el.js'),
  es: () => import('lunr-languages/lunr.es.js'),
  fi: () => import('lunr-languages/lunr.fi.js'),
  fr: () => import('lunr-languages/lunr.fr.js'),
  he: () => import('lunr-languages/lunr.he.js'),
  hi: () => import('lunr-languages/lunr.hi.js'),
  hu: () => import('lunr-languages/lunr.hu.js'),
  hy: () => import('lunr-languages/lunr.hy.js'),
  it: () => import('lunr-languages/lunr.it.js'),
  ja: () => import('lunr-languages/lunr.ja.js'),
  jp: () => import('lunr-languages/lunr.jp.js'),
  kn: () => import('lunr-languages/lunr.kn.js'),
  ko: () => import('lunr-languages/lunr.ko.js'),
  nl: () => import('lunr-languages/lunr.nl.js'),
  no: () => import('lunr-languages/lunr.no.js'),
  pl: () => import('lunr-languages/lunr.pl.js'),
  pt: () => import('lunr-languages/lunr.pt.js'),
  ro: () => import('lunr-languages/lunr.ro.js'),
  ru: () => import('lunr-languages/lunr.ru.js'),
  sa: () => import('lunr-languages/lunr.sa.js'),
  sv: () => import('lunr-languages/lunr.sv.js'),
  ta: () => import('lunr-languages/lunr.ta.js'),
  te: () => import('lunr-languages/lunr.te.js'),
  th: () => import('lunr-languages/lunr.th.js'),
  tr: () => import('lunr-languages/lunr.tr.js'),
  vi: () => import('lunr-languages/lunr.vi.js'),
};

/**
 * The lunr plugin of a locale's analyser (analyserOf), loading lunr-languages on demand (never
 * for English, so the English search chunk stays small). null: lunr's own English pipeline.
 */
export function languagePlugin(locale: string): Promise<Plugin | null> {
  const code = analyserOf(locale);
  // Once per analyser, however many callers ask at once (a second load would register its functions again).
  let plugin = loaded.get(code);
  if (!plugin) loaded.set(code, (plugin = loadPlugin(code)));
  return plugin;
}

async function loadPlugin(code: string): Promise<Plugin | null> {
  let plugin: Plugin | null = null;
  const l = lunr as Lunr & Record<string, unknown>;
  if (code === 'zh') {
    plugin = function (this: lunr.Builder) {
      this.pipeline.reset();
      this.searchPipeline.reset();
      this.tokenizer = chineseTokenizer as unknown as typeof lunr.tokenizer;
      this.pipeline.add(lunr.stopWordFilter);
    };
  } else if (code === UNICODE_ANALYSER) {
    if (!unicodeTrimmer.label) lunr.Pipeline.registerFunction(unicodeTrimmer, `trimmer-${UNICODE_ANALYSER}`);
    plugin = function (this: lunr.Builder) {
      this.pipeline.reset();
      this.searchPipeline.reset();
      this.pipeline.add(unicodeTrimmer);
    };
  } else if (code !== 'en') {
    const support = await import('lunr-languages/lunr.stemmer.support.js');
    (support.default as (l: Lunr) => void)(lunr);
    if (code === 'ja' || code === 'jp') {
      const tinyseg = await import('lunr-languages/tinyseg.js');
      (tinyseg.default as (l: Lunr) => void)(lunr);
    }
    if (code === 'th') {
      const wordcut = await import('lunr-languages/wordcut.js');
      (l as Record<string, unknown>).wordcut = wordcut.default;
    }
    // hi, kn, sa, ta and te start lunr-languages' Thai segmenter (wordcut: 660 KB) as they load and
    // never use it (their tokenizer is left out of their plugin): a stand-in saves readers those bytes.
    l.wordcut ??= { init() {}, cut: (text: string) => text };
    const mod = await LANGUAGE_FILES[code]?.();
    if (mod) {
      (mod.default as (l: Lunr) => void)(lunr);
      if (code === 'ja' || code === 'jp') {
        const segmenter = new (l.TinySegmenter as new () => { segment(text: string): string[] })();
        (l[code] as unknown as { tokenizer: unknown }).tokenizer = japaneseTokenizer((text) => segmenter.segment(text));
      }
      keepLatinWords(l[code] as unknown as LanguageFunctions, code);
      const own = (l[code] as Plugin | undefined) ?? null;
      plugin =
        own &&
        function (this: lunr.Builder, builder: lunr.Builder) {
          own.call(this, builder);
          foldAfterStemming(this.pipeline);
          foldAfterStemming(this.searchPipeline);
        };
      // The index names its pipelines' functions for the engine to load: a language that leaves one unregistered (vi's
      // trimmer) gets it registered, by the name its siblings have.
      const functions = l[code] as unknown as Record<string, LabelledFunction>;
      for (const name of ['trimmer', 'stopWordFilter', 'stemmer']) {
        const fn = functions[name];
        if (typeof fn === 'function' && !fn.label) lunr.Pipeline.registerFunction(fn, `${name}-${code}`);
      }
    }
  }
  return plugin;
}

type LanguageFunctions = { trimmer?: LabelledFunction; wordCharacters?: string };

/**
 * ar, ru, kn and te's trimmers keep their own script's letters only, so Latin words in their text
 * (a product's name, the English of a page not yet translated) were neither indexed nor searchable
 * ("AdGuard" found nothing in Russian). Their trimmer keeps Latin letters and digits too: the
 * language's plugin reads it when it runs, at index and at query time alike.
 */
function keepLatinWords(functions: LanguageFunctions, code: string): void {
  const { trimmer, wordCharacters } = functions;
  if (!trimmer || wordCharacters === undefined || trimmer(new lunr.Token('a', {}), 0, [])?.toString() === 'a') return;
  const support = (lunr as unknown as { trimmerSupport: { generateTrimmer(chars: string): LabelledFunction } })
    .trimmerSupport;
  const wider = support.generateTrimmer(`${wordCharacters}A-Za-z0-9`);
  lunr.Pipeline.registerFunction(wider, `trimmer-${code}-latin`);
  functions.trimmer = wider;
}

/** Tokens of a query the way the index saw its text: tokenised and run through the search pipeline. */
export function queryTerms(pipeline: lunr.Pipeline, query: string, locale: string): { raw: string; terms: string[] }[] {
  const code = analyserOf(locale);
  const l = lunr as Lunr &
    Record<string, { tokenizer?: (s: string) => lunr.Token[]; stopWordFilter?: lunr.PipelineFunction } | undefined>;
  const tokenizer: (s: string) => lunr.Token[] =
    code === 'zh' ? chineseTokenizer : ((l[code]?.tokenizer ?? lunr.tokenizer) as (s: string) => lunr.Token[]);
  // The index dropped stop words when it was built; requiring one in a query would match nothing.
  const stopWords = new lunr.Pipeline();
  if (code !== UNICODE_ANALYSER)
    stopWords.add(
      code === 'en' || code === 'zh' ? lunr.stopWordFilter : (l[code]?.stopWordFilter ?? lunr.stopWordFilter),
    );
  return tokenizer(query).flatMap((token) => {
    // Marks too: Devanagari's and Thai's vowel signs end words.
    const raw = token
      .toString()
      .toLowerCase()
      .replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '');
    if (!raw || stopWords.run([new lunr.Token(raw, {})]).length === 0) return [];
    const processed = pipeline
      .run([new lunr.Token(raw, {})])
      .map((t) => t.toString())
      .filter(Boolean);
    return raw && processed.length ? [{ raw, terms: processed }] : [];
  });
}

/**
 * Extra index-time forms of a text's words, so readers find what they type however the docs
 * spell it: "back-off" is also indexed as "backoff", and a camelCase field name such as
 * "creditLimit" also as "credit" and "limit". Queries are tokenised as always (whitespace and
 * hyphens); these forms only widen what the index contains.
 */
export function compoundForms(text: string): string[] {
  const forms: string[] = [];
  for (const word of text.split(/\s+/)) {
    const pattern = /[^\0-\x7f]/.test(word) ? UNICODE_WORDS : ASCII_WORDS;
    const clean = word.replace(pattern.trim, '');
    if (pattern.hyphenated.test(clean)) forms.push(clean.replace(/-/g, ''));
    if (pattern.camelCase.test(clean)) forms.push(...clean.split(pattern.beforeUpper));
  }
  return forms;
}

/**
 * compoundForms' patterns: letters and digits by Unicode property, and the same for words of
 * ASCII only, where \p{L} is [A-Za-z], \p{N} [0-9], \p{Ll} [a-z] and \p{Lu} [A-Z]. Most words are
 * ASCII, and the Unicode patterns take V8 ~3 ms to compile, which a rebuild that re-indexes one
 * edited text paid in full.
 */
const UNICODE_WORDS = {
  trim: /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu,
  hyphenated: /^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)+$/u,
  camelCase: /^\p{Ll}+(\p{Lu}\p{Ll}+)+$/u,
  beforeUpper: /(?=\p{Lu})/u,
};
const ASCII_WORDS: typeof UNICODE_WORDS = {
  trim: /^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g,
  hyphenated: /^[A-Za-z0-9]+(-[A-Za-z0-9]+)+$/,
  camelCase: /^[a-z]+([A-Z][a-z]+)+$/,
  beforeUpper: /(?=[A-Z])/,
};
