/**
 * Search per locale (issue 33): a generated site in each of a few languages, its text made of the
 * hub's domain words in that language, built by `hub-docs build`; then a reader's bytes from the
 * first focus of the search box to the first result (measure-browser.ts' search session): the
 * index's files, and the search code with the locale's analyser (none for English; lunr-languages'
 * stemmer for fr and de; TinySegmenter for ja; zh-CN's pairs of ideographs are the engine's own code).
 * Deterministic: the same page count gives the same files.
 */
import { random } from './generate.js';
import path from 'node:path';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runCliOk } from './cli.js';
import { measureBrowser } from './measure-browser.js';
import { summarize, type Summary } from './stats.js';

const DEFINE_CONFIG = fileURLToPath(new URL('../cli/config/define-config.ts', import.meta.url));

/**
 * Each locale's words (a sentence joins them with spaces, or with none in ja and zh) and a query the text answers in
 * another form of a word.
 */
export const LOCALE_SITES = [
  {
    locale: 'en',
    spaced: true,
    query: 'sending',
    words:
      'order customer invoice message connector delivery warehouse payment retry queue token schema field sent sends tracking shipment',
  },
  {
    locale: 'fr',
    spaced: true,
    query: 'envoyer',
    words:
      'commande client facture message connecteur livraison entrepôt paiement file jeton schéma champ envoyé envoie suivi expédition nouvelle',
  },
  {
    locale: 'de',
    spaced: true,
    query: 'Nachricht',
    words:
      'Bestellung Kunde Rechnung Nachrichten Konnektor Lieferung Lager Zahlung Warteschlange Token Schema Feld gesendet sendet Verfolgung',
  },
  {
    locale: 'ja',
    spaced: false,
    query: '送信',
    words:
      '注文を 顧客の 請求書は メッセージを 接続の 配送を 倉庫に 支払いを 再試行する トークンの スキーマを 送信する 追跡の 出荷は',
  },
  {
    locale: 'zh-CN',
    spaced: false,
    query: '发送',
    words: '订单 客户 发票 消息 连接器 交付 仓库 付款 重试 队列 令牌 模式 字段 发送 跟踪 发货',
  },
] as const;

export interface LocaleSearchFigures {
  pages: number;
  locales: { locale: string; query: string; firstBytes: Summary; indexBytes: number; codeBytes: number }[];
}

/** `pages` pages in one locale: a title, a description and three sections of sentences from its words. */
async function generateLocaleSite(dir: string, site: (typeof LOCALE_SITES)[number], pages: number): Promise<string> {
  const rand = random(pages);
  const words = site.words.split(' ');
  const pick = () => words[Math.floor(rand() * words.length)];
  const sentence = () =>
    Array.from({ length: 6 + Math.floor(rand() * 8) }, pick).join(site.spaced ? ' ' : '') + (site.spaced ? '.' : '。');
  const paragraph = () => Array.from({ length: 3 + Math.floor(rand() * 3) }, sentence).join(site.spaced ? ' ' : '');
  const docs = path.join(dir, 'docs');
  await mkdir(docs, { recursive: true });
  await writeFile(path.join(docs, 'index.mdx'), `---\ntitle: "${site.locale}"\nslug: "/"\n---\n\n${paragraph()}\n`);
  for (let i = 1; i < pages; i++) {
    const sections = Array.from(
      { length: 3 },
      (_, h) => `## ${pick()} ${pick()} ${h + 1}\n\n${paragraph()}\n\n${paragraph()}`,
    );
    await writeFile(
      path.join(docs, `topic-${String(i).padStart(4, '0')}.mdx`),
      `---\ntitle: "${pick()} ${pick()} ${i}"\ndescription: "${sentence()}"\n---\n\n${paragraph()}\n\n${sections.join('\n\n')}\n`,
    );
  }
  const configFile = path.join(dir, 'site.config.ts');
  await writeFile(
    configFile,
    `import { defineConfig } from ${JSON.stringify(DEFINE_CONFIG)};\n\nexport default defineConfig({\n  title: 'Generated docs',\n` +
      `  url: 'https://bench.example.com',\n  product: { name: 'Switchboard', slug: 'switchboard' },\n  footer: { copyright: 'Bench' },\n` +
      `  i18n: { defaultLocale: '${site.locale}' },\n});\n`,
  );
  return configFile;
}

/** Each locale's site built once, then `runs` search sessions of its one query in a fresh browser context each. */
export async function measureLocaleSearch(args: {
  dir: string;
  pages: number;
  runs: number;
  idleMs: number;
}): Promise<LocaleSearchFigures> {
  const locales: LocaleSearchFigures['locales'] = [];
  for (const site of LOCALE_SITES) {
    const dir = path.join(args.dir, `locale-${site.locale}`);
    const outDir = path.join(dir, 'build');
    try {
      const configFile = await generateLocaleSite(dir, site, args.pages);
      await runCliOk(['build', '--config', configFile, '--out-dir', outDir, '--no-cache']);
      const browser = await measureBrowser(outDir, {
        routes: [],
        idleMs: args.idleMs,
        search: { runs: args.runs, first: site.query, following: [] },
      });
      const first = browser.search!.first;
      const median = (pick: (cost: (typeof first)[number]) => number) => summarize(first.map(pick)).median;
      locales.push({
        locale: site.locale,
        query: site.query,
        firstBytes: summarize(first.map((c) => c.indexBytes + c.codeBytes)),
        indexBytes: median((c) => c.indexBytes),
        codeBytes: median((c) => c.codeBytes),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return { pages: args.pages, locales };
}
