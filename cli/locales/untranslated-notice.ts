/**
 * The notice above a page shown in a locale that has no translation of it yet: the page is the
 * default locale's, marked with that language (`lang`), with a link to it. Docusaurus has no such
 * message (it builds no page without a translation); its id is in Docusaurus' style
 * (`theme.docs.untranslated.*`) so a site's code.json can translate it like the theme's others.
 */
import type { PageData, ResolvedConfig } from '../../theme/types.js';
import { withBaseUrl } from '../../theme/url.js';

export const UNTRANSLATED_MESSAGES = {
  'theme.docs.untranslated.notice': 'This page is not yet translated.',
  'theme.docs.untranslated.original': 'Read the original',
} as const;

/** The notice in the languages hub-docs ships translations for (the others read it in English). */
const TRANSLATED: Record<string, [notice: string, original: string]> = {
  fr: ['Cette page n’est pas encore traduite.', 'Lire l’original'],
  de: ['Diese Seite ist noch nicht übersetzt.', 'Zum Original'],
  es: ['Esta página aún no está traducida.', 'Leer el original'],
  pt: ['Esta página ainda não foi traduzida.', 'Ler o original'],
  ja: ['このページはまだ翻訳されていません。', '原文を読む'],
  ko: ['이 페이지는 아직 번역되지 않았습니다.', '원문 읽기'],
  'zh-Hans': ['此页面尚未翻译。', '阅读原文'],
  'zh-Hant': ['此頁面尚未翻譯。', '閱讀原文'],
  ar: ['لم تُترجم هذه الصفحة بعد.', 'اقرأ النص الأصلي'],
};

/** The notice's texts in a locale: the site's code.json first, then the shipped translation. */
export function untranslatedTexts(
  code: string,
  siteMessages: Map<string, string> = new Map(),
): { notice: string; original: string } {
  const language = code.split('-')[0];
  const script = /^zh-(TW|HK|MO|Hant)/i.test(code) ? 'zh-Hant' : language === 'zh' ? 'zh-Hans' : null;
  const [notice, original] = TRANSLATED[script ?? code] ??
    TRANSLATED[language] ?? [
      UNTRANSLATED_MESSAGES['theme.docs.untranslated.notice'],
      UNTRANSLATED_MESSAGES['theme.docs.untranslated.original'],
    ];
  return {
    notice: siteMessages.get('theme.docs.untranslated.notice') ?? notice,
    original: siteMessages.get('theme.docs.untranslated.original') ?? original,
  };
}

/** PageData.untranslated of a page of `route` in the locale of `config`, shown from the default locale's file. */
export function untranslatedPage(
  config: ResolvedConfig,
  route: string,
  siteMessages?: Map<string, string>,
): NonNullable<PageData['untranslated']> {
  const original = config.locale.locales![0];
  return {
    lang: original.htmlLang,
    href: withBaseUrl({ ...config, baseUrl: original.baseUrl }, route),
    ...untranslatedTexts(config.locale.code, siteMessages),
  };
}
