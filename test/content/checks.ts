/**
 * The content rules every docs page must meet (issue: "the documentation itself"), as pure
 * functions over a page's source, so the test can run them on the real docs and on bad
 * examples alike.
 */
import { parseFrontMatter, type ParsedSource } from '../../cli/pipeline/front-matter.js';
import { replaceFactsInText, type Facts } from '../../cli/content/fact-token.js';
import { checkFactsByName } from './literal-facts.js';

export const WORD_FLOOR = 300;
export const INDEX_WORD_FLOOR = 60;
export const TROUBLESHOOTING_SECTIONS = [
  'What you see',
  'Why it happens',
  'How to fix it',
  'How to prevent it',
  'Related pages',
];
const PLACEHOLDER = /\b(lorem|ipsum|TODO|TBD|FIXME|XXX)\b|\bplaceholder\b/i;

export interface PageSource {
  /** Path relative to the docs folder. */
  relPath: string;
  raw: string;
}

/** Prose words: code blocks, inline code, link targets, JSX and front matter excluded. */
export function proseWords(body: string): number {
  const prose = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ');
  return prose.split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w)).length;
}

export function relativeLinks(body: string): string[] {
  return [...body.matchAll(/\]\((\.{1,2}\/[^)#\s]+\.mdx)(#[^)\s]*)?\)/g)].map((m) => m[1]);
}

export function checkPage(page: PageSource, productNames: string[], facts: Facts = {}): string[] {
  const problems: string[] = [];
  let parsed: ParsedSource;
  try {
    parsed = parseFrontMatter(page.raw, page.relPath);
  } catch (error) {
    return [`front matter does not parse: ${(error as Error).message}`];
  }
  const fm = parsed.frontMatter;
  const body = page.raw.slice(parsed.lead);
  if (typeof fm.title !== 'string' || !fm.title.trim()) problems.push('no title in front matter');
  if (typeof fm.description !== 'string' || !fm.description.trim()) problems.push('no description in front matter');
  else if (replaceFactsInText(fm.description, facts, () => {}).length > 200)
    problems.push('description longer than one sentence (200 characters)');
  if (!Array.isArray(fm.keywords) || fm.keywords.length === 0) problems.push('no keywords in front matter');
  if (typeof fm.sidebar_position !== 'number') problems.push('no sidebar_position in front matter');
  const isIndex = /(^|\/)index\.mdx$/.test(page.relPath);
  const words = proseWords(body);
  const floor = isIndex ? INDEX_WORD_FLOOR : WORD_FLOOR;
  if (words < floor) problems.push(`only ${words} words of prose (at least ${floor})`);
  const placeholder = PLACEHOLDER.exec(body);
  if (placeholder) problems.push(`placeholder text "${placeholder[0]}"`);
  for (const name of productNames) {
    if (page.raw.includes(name)) problems.push(`names the product literally ("${name}"): write %product%`);
  }
  if (new Set(relativeLinks(body)).size < 2) problems.push('links to fewer than two other pages');
  for (const match of body.matchAll(/```json[^\n]*\n([\s\S]*?)```/g)) {
    try {
      // Examples are checked as readers see them: with the facts' values in place.
      JSON.parse(replaceFactsInText(match[1], facts, () => {}));
    } catch (error) {
      problems.push(`a json example does not parse: ${(error as Error).message}`);
    }
  }
  if (/(^|\/)troubleshooting\/(?!index\.mdx)[^/]+\.mdx$/.test(page.relPath))
    problems.push(...checkTroubleshooting(body));
  problems.push(...checkFactsByName(page.raw, facts, page.relPath));
  return problems;
}

export function checkTroubleshooting(body: string): string[] {
  const headings = [...body.matchAll(/^## (.+)$/gm)].map((m) => m[1].trim());
  if (JSON.stringify(headings) !== JSON.stringify(TROUBLESHOOTING_SECTIONS))
    return [
      `troubleshooting sections must be exactly ${TROUBLESHOOTING_SECTIONS.join(' / ')}; found ${headings.join(' / ')}`,
    ];
  const fix = body.slice(body.indexOf('## How to fix it'), body.indexOf('## How to prevent it'));
  return /^\s*1\. /m.test(fix) ? [] : ['"How to fix it" needs numbered steps'];
}
