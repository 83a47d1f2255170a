/**
 * Replaces `%fact:NAME%` in every piece of text a page shows, exactly where the product token
 * is replaced (prose, headings, inline code, code blocks, link text, image alt text, raw HTML,
 * JSX string attributes), so nothing is left to do in the browser. Runs before the product
 * token, so a fact's value may itself contain `%product%`. An unknown name is an error at the
 * token's own line and column, with the nearest known names as the hint.
 */
import { visit } from 'unist-util-visit';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { HubDocsError } from '../errors.js';
import type { CompileContext } from './context.js';
import { sourceFileOf } from './mdast-helpers.js';
import { lineColumnAt, replaceFactsInText, unknownFactHint, type FactUse, type Facts } from '../content/fact-token.js';

type Positioned = { position?: { start: { offset?: number; line: number; column: number }; end: { offset?: number } } };

export function remarkFacts(ctx: CompileContext, facts: Facts) {
  return () => (tree: Node, file: VFile) => {
    const source = String(file.value);
    const replace = (text: string, holder: Positioned, node: Node) => {
      // A node can hold the same unknown token twice: report each at its own place.
      let from = holder.position?.start.offset ?? 0;
      const inPartial = sourceFileOf(ctx, node) !== ctx.file;
      return replaceFactsInText(text, facts, (use: FactUse) => {
        if (inPartial) {
          // Offsets are the partial's: the node's own position is the place to point at.
          ctx.errors.push(
            new HubDocsError(`unknown fact "${use.name}"`, {
              location: {
                file: sourceFileOf(ctx, node),
                line: holder.position?.start.line,
                column: holder.position?.start.column,
              },
              hint: unknownFactHint(use.name, facts),
            }),
          );
          return;
        }
        const end = holder.position?.end.offset ?? source.length;
        const found = source.indexOf(use.token, from);
        const offset = found >= 0 && found < end ? found : undefined;
        if (offset !== undefined) from = offset + use.token.length;
        const where =
          offset !== undefined
            ? lineColumnAt(source, offset)
            : { line: holder.position?.start.line, column: holder.position?.start.column };
        ctx.errors.push(
          new HubDocsError(`unknown fact "${use.name}"`, {
            location: { file: ctx.file, ...where },
            hint: unknownFactHint(use.name, facts),
          }),
        );
      });
    };
    visit(tree, (node) => {
      const n = node as Node &
        Positioned & { value?: unknown; alt?: unknown; attributes?: (Positioned & { value?: unknown })[] };
      if (typeof n.value === 'string' && n.type !== 'mdxjsEsm') n.value = replace(n.value, n, n);
      if (typeof n.alt === 'string') n.alt = replace(n.alt, n, n);
      for (const attribute of n.attributes ?? []) {
        if (typeof attribute.value === 'string')
          attribute.value = replace(attribute.value, attribute.position ? attribute : n, n);
      }
    });
  };
}
