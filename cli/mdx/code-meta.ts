/**
 * A code fence's meta string (```ts title="x.ts" {1,3-5} showLineNumbers```), read the same
 * way for Markdown fences and for Docusaurus' `<CodeBlock metastring>`.
 */
/** Parses a fence's meta string: `title="x.ts" {1,3-5} showLineNumbers`. */
export function parseCodeMeta(meta: string | null | undefined): {
  title: string | null;
  lines: Set<number>;
  showLineNumbers: boolean;
} {
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
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : null,
    lines,
    showLineNumbers: /\bshowLineNumbers\b/.test(text),
  };
}
