/**
 * Fenced code → <CodeBlock> with prism HTML made at build time; ```mermaid → <Mermaid>,
 * rendered in the browser by a lazily loaded mermaid.
 */
import { visit } from 'unist-util-visit';
import type { Node, Parent } from 'unist';
import type { CompileContext } from './context.js';
import { highlightToHtml, loadPrism, resolveLanguage } from './highlight.js';
import { parseCodeMeta } from './code-meta.js';
import { jsxElement } from './mdast-helpers.js';

interface Code extends Node {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
}

export function remarkCodeBlocks(ctx: CompileContext) {
  const isMermaid = (code: Code) => code.lang === 'mermaid' && ctx.config.mermaid;
  return () => async (tree: Node) => {
    // One walk finds the fences; Prism is loaded for the first in a language (resolveLanguage tells it is one Prism
    // knows).
    const fences: [Code, number, Parent][] = [];
    visit(tree, 'code', (node, index, parent: Parent | undefined) => {
      if (parent && index !== undefined) fences.push([node as Code, index, parent]);
    });
    if (fences.some(([code]) => code.lang && !isMermaid(code))) await loadPrism();
    // A fence is replaced by one element in its place: the other fences' places stay as found.
    for (const [code, index, parent] of fences) {
      if (isMermaid(code)) {
        ctx.hasMermaid = true;
        parent.children[index] = jsxElement('Mermaid', { code: code.value });
        continue;
      }
      const meta = parseCodeMeta(code.meta);
      const language = resolveLanguage(code.lang);
      parent.children[index] = jsxElement('CodeBlock', {
        html: highlightToHtml(code.value, language, meta.lines),
        language: code.lang ?? 'text',
        title: meta.title,
        lineNumbers: meta.showLineNumbers ? 'true' : null,
      });
    }
  };
}
