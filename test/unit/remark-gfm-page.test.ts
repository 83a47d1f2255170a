import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { autolinkLiterals, remarkGfmPage } from '../../cli/mdx/remark-gfm-page.js';

const tree = (source: string, gfm: 'remark-gfm' | 'page') =>
  JSON.stringify(
    unified()
      .use(remarkParse)
      .use(gfm === 'page' ? remarkGfmPage(source) : remarkGfm)
      .parse(source),
  );

test('GFM for a page leaves out the autolink literals its text cannot hold, and makes the tree remark-gfm makes', () => {
  const pages = {
    none: '# Title\n\nPlain *text* with ~~strike~~, a footnote[^1] and a table.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n[^1]: Note.\n',
    email: 'Write to team@example.com or <mailto:x@example.com>.\n',
    www: 'See www.example.com/path, and WWW.example.org.\n',
    protocol: 'See https://example.com/a?b=c and HTTP://example.org.\n',
    // A character reference spells an "@": the address is found in the decoded text.
    reference: 'Write to team&#64;example.com.\n',
  };
  assert.deepEqual(
    Object.fromEntries(Object.entries(pages).map(([name, source]) => [name, [...autolinkLiterals(source)].sort()])),
    {
      none: [],
      email: ['emailAutolink'],
      www: ['wwwAutolink'],
      protocol: ['protocolAutolink'],
      reference: ['emailAutolink', 'protocolAutolink', 'wwwAutolink'],
    },
  );
  for (const [name, source] of Object.entries(pages))
    assert.equal(tree(source, 'page'), tree(source, 'remark-gfm'), name);
  assert.match(tree(pages.reference, 'page'), /"url":"mailto:team@example.com"/);
});
