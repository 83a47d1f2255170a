/**
 * Gives each table a distinct accessible name for its scrollable wrapper ("Table 2: Fields"),
 * from its position and the heading it sits under: identical region names on one page are
 * an accessibility failure.
 */
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Node } from 'unist';

export function remarkTableLabels() {
  return () => (tree: Node) => {
    let heading = '';
    let count = 0;
    visit(tree, (node) => {
      if (node.type === 'heading') heading = toString(node).replace(/#$/, '').trim();
      if (node.type !== 'table') return;
      count++;
      const table = node as Node & { data?: { hProperties?: Record<string, unknown> } };
      table.data = {
        ...table.data,
        hProperties: {
          ...table.data?.hProperties,
          'data-label': heading ? `Table ${count}: ${heading}` : `Table ${count}`,
        },
      };
    });
  };
}
