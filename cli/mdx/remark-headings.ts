/**
 * Heading ids (GitHub-style slugs, or `{#custom-id}`), the TOC at the configured levels,
 * and the page's anchor list for link checking.
 * A leading `# Title` is taken as the page title (and removed) when front matter has none.
 */
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import GithubSlugger from 'github-slugger';
import type { Node, Parent } from 'unist';
import type { CompileContext } from './context.js';
import { customIdKey, sourceFileOf } from './mdast-helpers.js';

interface Heading extends Parent {
  type: 'heading';
  depth: number;
  data?: { hProperties?: Record<string, unknown> };
}

export function remarkHeadings(ctx: CompileContext, options: { takeH1: boolean }) {
  const { minHeadingLevel, maxHeadingLevel } = ctx.config.toc;
  return () => (tree: Node) => {
    const slugger = new GithubSlugger();
    const root = tree as Parent;
    if (options.takeH1) {
      const first = root.children.findIndex((n) => n.type !== 'mdxjsEsm' && n.type !== 'yaml');
      const node = root.children[first] as Heading | undefined;
      if (node?.type === 'heading' && node.depth === 1) {
        ctx.h1 = toString(node);
        root.children.splice(first, 1);
      }
    }
    visit(tree, 'heading', (node) => {
      const heading = node as Heading;
      const text = toString(heading).trim();
      const custom = heading.position
        ? ctx.customIds.get(customIdKey(sourceFileOf(ctx, heading), heading.position.start.line))
        : undefined;
      const id = custom ?? slugger.slug(text);
      if (custom) slugger.slug(custom); // reserve it so a later identical heading gets "-1"
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
      ctx.anchors.push(id);
      if (heading.depth >= minHeadingLevel && heading.depth <= maxHeadingLevel)
        ctx.toc.push({ id, text, level: heading.depth });
      // The anchor link itself is added by the theme's heading component, not written into
      // every page's chunk.
    });
  };
}
