/**
 * Build-time syntax highlighting with prismjs: no highlighter ships to the browser.
 * Output is HTML with one `<span class="code-line">` per source line, so line numbers,
 * highlighted lines and wrapping are pure CSS. Tokens that span lines (block comments,
 * template strings) are split at each newline.
 */
import { createRequire } from 'node:module';
import type PrismType from 'prismjs';
import { escapeHtmlText } from '../../theme/escape-html.js';

const require = createRequire(import.meta.url);
const Prism = require('prismjs') as typeof PrismType;
// Silence prism's component loader: it warns on stderr for already-loaded languages.
(require('prismjs/components/index.js') as { silent: boolean }).silent = true;
const loadLanguages = require('prismjs/components/index.js') as (langs: string[]) => void;
loadLanguages(['markup', 'css', 'clike', 'javascript', 'typescript', 'jsx', 'tsx', 'bash', 'json', 'json5', 'yaml', 'http', 'diff', 'python', 'java', 'csharp', 'sql', 'go', 'ini', 'toml', 'docker', 'graphql', 'markdown', 'powershell', 'php', 'ruby', 'rust']);

const ALIASES: Record<string, string> = { ts: 'typescript', js: 'javascript', sh: 'bash', shell: 'bash', shellsession: 'bash', console: 'bash', zsh: 'bash', yml: 'yaml', jsonc: 'json', html: 'markup', xml: 'markup', svg: 'markup', cs: 'csharp', py: 'python', md: 'markdown', dockerfile: 'docker', ps1: 'powershell' };

export function resolveLanguage(lang: string | null | undefined): string | null {
  if (!lang) return null;
  const name = ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
  return Prism.languages[name] ? name : null;
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

/** Highlights `code` and returns the HTML of its lines (each a span), highlighted lines marked. */
export function highlightToHtml(code: string, language: string | null, highlighted: Set<number>): string {
  const flat: Flat[] = [];
  if (language) flatten(Prism.tokenize(code, Prism.languages[language]), '', flat);
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
  return lines.map((html, i) => `<span class="code-line${highlighted.has(i + 1) ? ' code-line--highlighted' : ''}">${html}</span>`).join('');
}

/** Parses a fence's meta string: `title="x.ts" {1,3-5} showLineNumbers`. */
export function parseCodeMeta(meta: string | null | undefined): { title: string | null; lines: Set<number>; showLineNumbers: boolean } {
  const text = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const lines = new Set<number>();
  const range = /\{([\d,\s-]+)\}/.exec(text);
  if (range) {
    for (const part of range[1].split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (!Number.isFinite(from)) continue;
      for (let n = from; n <= (Number.isFinite(to) ? to : from); n++) lines.add(n);
    }
  }
  return { title: title ? title[1] ?? title[2] ?? title[3] : null, lines, showLineNumbers: /\bshowLineNumbers\b/.test(text) };
}
