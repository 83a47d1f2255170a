/**
 * The generated site (generate.ts) in 10 locales, laid out as Docusaurus lays them out: a third of
 * its pages translated in each other locale (i18n/<locale>/docusaurus-plugin-content-docs/current/,
 * the same path, the text marked as that locale's), the others left to fall back. Issue 33's
 * bench: the build of all locales against the one-locale build of the same pages (target ≤ 3×).
 */
import path from 'node:path';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { GeneratedSite } from './generate.js';

export const BENCH_LOCALES = ['en', 'fr', 'de', 'es', 'pt-BR', 'ja', 'ko', 'zh-Hans', 'ar', 'ru'];

/** Adds the locales to a generated site's config and writes the translations; returns how many were written. */
export async function addLocales(site: GeneratedSite, translatedShare = 1 / 3): Promise<number> {
  const config = await readFile(site.configFile, 'utf8');
  await writeFile(
    site.configFile,
    config.replace(
      "title: 'Generated docs',",
      `title: 'Generated docs',\n  i18n: { defaultLocale: 'en', locales: ${JSON.stringify(BENCH_LOCALES)} },`,
    ),
  );
  // Every third page (home first), the same ones in every locale, as a team translating the most read pages would.
  const translated = site.pages.filter((_, i) => i % Math.round(1 / translatedShare) === 0);
  let written = 0;
  for (const locale of BENCH_LOCALES.slice(1)) {
    for (const page of translated) {
      const rel = path.relative(site.docsDir, page.file);
      const target = path.join(site.dir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current', rel);
      await mkdir(path.dirname(target), { recursive: true });
      // A translation as long as its page: the body's prose marked with the locale (code and links as they are).
      const text = await readFile(page.file, 'utf8');
      await writeFile(target, text.replace(/^([A-Z][^\n|`#:[]*\.)$/gm, `$1 (${locale})`));
      written++;
    }
  }
  return written;
}
