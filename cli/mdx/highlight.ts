/**
 * Build-time syntax highlighting with prismjs: no highlighter ships to the browser.
 * Output is HTML with one `<span class="code-line">` per source line, so line numbers,
 * highlighted lines and wrapping are pure CSS. Tokens that span lines (block comments,
 * template strings) are split at each newline.
 */
import type PrismType from 'prismjs';
import { escapeHtmlText } from '../../theme/escape-html.js';

let prism: typeof PrismType | null = null;

/**
 * Loads Prism with every language (prism-languages.ts: ~25 ms, the grammars are built as they
 * load), once per thread, when the first page with code in a language is compiled: a rebuild
 * after an edit of a page of prose never loads it. Always all languages, in one order, so a
 * grammar is the same whatever page came first.
 */
export async function loadPrism(): Promise<void> {
  prism ??= (await import('./prism-languages.js')).Prism;
}

function loaded(): typeof PrismType {
  if (!prism) throw new Error('highlighting before Prism was loaded (loadPrism): a bug in hub-docs');
  return prism;
}

const ALIASES: Record<string, string> = {
  ts: 'typescript',
  js: 'javascript',
  sh: 'bash',
  shell: 'bash',
  shellsession: 'bash',
  console: 'bash',
  zsh: 'bash',
  yml: 'yaml',
  jsonc: 'json',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  cs: 'csharp',
  py: 'python',
  md: 'markdown',
  dockerfile: 'docker',
  ps1: 'powershell',
};

export function resolveLanguage(lang: string | null | undefined): string | null {
  if (!lang) return null;
  const name = ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
  return loaded().languages[name] ? name : null;
}

type Flat = { text: string; classes: string };

function flatten(stream: (string | PrismType.Token)[], parentClasses: string, out: Flat[]): void {
  for (const token of stream) {
    if (typeof token === 'string') {
      out.push({ text: token, classes: parentClasses });
      continue;
    }
    const aliases = token.alias ? (Array.isArray(token.alias) ? token.alias : [token.alias]) : [];
    // A nested token carries only its own classes (as in prism's own HTML, the inner span wins);
    // bare text inside it inherits them.
    const classes = `token ${token.type}${aliases.map((a) => ' ' + a).join('')}`;
    const content = token.content;
    if (typeof content === 'string') out.push({ text: content, classes });
    else flatten(Array.isArray(content) ? content : [content], classes, out);
  }
}

/**
 * Highlights `code` and returns the HTML of its lines (each a span), highlighted lines marked. A language needs
 * loadPrism() first.
 */
export function highlightToHtml(code: string, language: string | null, highlighted: Set<number>): string {
  const flat: Flat[] = [];
  if (language) flatten(loaded().tokenize(code, loaded().languages[language]), '', flat);
  else flat.push({ text: code, classes: '' });
  const lines: string[] = [''];
  for (const piece of flat) {
    const parts = piece.text.split('\n');
    parts.forEach((part, i) => {
      if (i > 0) lines.push('');
      if (part === '') return;
      const html = escapeHtmlText(part);
      lines[lines.length - 1] += piece.classes ? `<span class="${piece.classes}">${html}</span>` : html;
    });
  }
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines
    .map(
      (html, i) => `<span class="code-line${highlighted.has(i + 1) ? ' code-line--highlighted' : ''}">${html}</span>`,
    )
    .join('');
}
