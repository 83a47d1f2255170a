/**
 * What the MDX parser is given: the page's (or a partial's) text with the Docusaurus syntax MDX
 * 3 does not read itself rewritten, line for line, so every position stays the file's.
 */
import { protectFactTokens } from '../content/fact-token.js';
import { customIdKey } from './mdast-helpers.js';

/**
 * A page's or a partial's text as the parser gets it: preprocessed, its custom heading ids recorded by file and line,
 * fact tokens protected.
 */
export function prepareSource(text: string, file: string, customIds: Map<string, string>): string {
  const { source, customIds: byLine } = preprocess(text);
  for (const [line, id] of byLine) customIds.set(customIdKey(file, line), id);
  return protectFactTokens(source);
}

/**
 * Line-preserving rewrites of Docusaurus syntax that MDX 3 does not parse itself:
 * `:::note Title` → `:::note[Title]`; `## Heading {#id}` → the id is recorded and the braces
 * blanked (MDX would read them as a JavaScript expression); and a ```` ```mdx-code-block ````
 * fence loses its fence lines, so what it holds is read as MDX (Docusaurus' way of writing
 * MDX that other Markdown tools show as code).
 */
export function preprocess(body: string): { source: string; customIds: Map<number, string> } {
  const customIds = new Map<number, string>();
  /** The open fence (its marker), or null outside code; an mdx-code-block fence does not count as code. */
  let fence: { marker: string; mdx: boolean } | null = null;
  const lines = body.split('\n').map((line, i) => {
    const opening = /^\s*(`{3,}|~{3,})\s*([^\s`]*)/.exec(line);
    if (fence === null && opening) {
      fence = { marker: opening[1], mdx: opening[2] === 'mdx-code-block' };
      return fence.mdx ? '' : line;
    }
    if (
      fence !== null &&
      new RegExp(`^\\s*${fence.marker[0] === '`' ? '`' : '~'}{${fence.marker.length},}\\s*$`).test(line)
    ) {
      const closed: { mdx: boolean } = fence;
      fence = null;
      return closed.mdx ? '' : line;
    }
    if (fence !== null && !fence.mdx) return line;
    const admonition = /^(\s*:::+)([a-z]+) +([^[\s].*?)\s*$/.exec(line);
    if (admonition) return `${admonition[1]}${admonition[2]}[${admonition[3]}]`;
    const heading = /^(#{1,6}\s.*?)\s*\{#([^}\s]+)\}\s*$/.exec(line);
    if (heading) {
      customIds.set(i + 1, heading[2]);
      return heading[1];
    }
    return line;
  });
  return { source: lines.join('\n'), customIds };
}
