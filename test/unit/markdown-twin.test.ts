/**
 * The Markdown twin of a compiled page (cli/twins/, made by cli/mdx/remark-markdown-twin.ts), component by component.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compilePage } from '../../cli/pipeline/compile-page.js';
import { validateConfig } from '../../cli/config/validate-config.js';
import { twinUrls } from '../../cli/twins/twin-urls.js';
import { contentRendering } from '../helpers/compile.js';
import { markdownOf, PAGE_PART, type TwinContent } from '../../cli/twins/markdown.js';

const config = validateConfig({
  title: 'T',
  url: 'https://x.example.com',
  product: { name: 'Switchboard', slug: 'switchboard' },
}).config!;
const { renderer, shared } = await contentRendering(config);

async function twinOf(body: string): Promise<string> {
  const twin = await twinContentOf(body);
  assert.equal(typeof twin, 'string');
  return twin as string;
}

async function twinContentOf(body: string): Promise<TwinContent> {
  const dir = await mkdtemp(path.join(tmpdir(), 'twin-'));
  const file = path.join(dir, 'guide', 'page.mdx');
  const routeOfFile = new Map([
    [file, '/guide/page'],
    [path.join(dir, 'guide', 'other.mdx'), '/guide/other'],
  ]);
  const page = await compilePage({
    file,
    route: '/guide/page',
    body,
    hasFrontMatterTitle: true,
    config,
    routeOfFile,
    allRoutes: new Set([...routeOfFile.values(), '/', '/search']),
    staticDir: null,
    docsDir: dir,
    siteDir: dir,
    downloadsDir: path.join(dir, 'downloads'),
    markdownFormat: 'mdx',
    renderer,
    shared,
  });
  assert.deepEqual(page.errors, []);
  return page.markdown;
}

test("Docusaurus' components in their Markdown meaning; their imports gone", async () => {
  const twin = await twinOf(`import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import Details from '@theme/Details';
import Admonition from '@theme/Admonition';

<CodeBlock language="ts" title="a.ts">{\`const a = 1;
const b = 2;\`}</CodeBlock>

Go to <Link to="/guide/other">the other page</Link> or <a href="https://example.com">out</a>.

<Details summary="More about it">

Hidden **text**.

</Details>

<Admonition type="tip" title="Psst">Use it.</Admonition>
`);
  assert.equal(
    twin,
    '```ts title="a.ts"\nconst a = 1;\nconst b = 2;\n```\n\n' +
      'Go to [the other page](https://x.example.com/guide/other.md) or [out](https://example.com).\n\n' +
      '**More about it**\n\nHidden **text**.\n\n' +
      '> **Tip: Psst**\n>\n> Use it.\n',
  );
});

test('HTML written as JSX becomes Markdown; literal expressions are text, computed ones go; the cards and inline TOC stay nodes of the tree', async () => {
  const twin = await twinContentOf(`import DocCardList from '@theme/DocCardList';
import TOCInline from '@theme/TOCInline';

<table>
  <tr><th>A</th><th>B</th></tr>
  <tr><td>1</td><td>2</td></tr>
</table>

<div>Loose <strong>text</strong> in a div.<br />Next line.</div>

Literal {"value"} here, computed {1 + 1} gone.

<DocCardList />

<TOCInline toc={toc} maxHeadingLevel={2} />
`);
  // Content that shows the page's data keeps its tree, written once that data exists (twinDocument).
  assert.ok(typeof twin === 'object');
  assert.equal(
    markdownOf(twin.nodes.filter((node) => node.type !== PAGE_PART)),
    '| A | B |\n| - | - |\n| 1 | 2 |\n\n' +
      'Loose **text** in a div.\\\nNext line.\n\n' +
      'Literal value here, computed  gone.\n',
  );
  assert.deepEqual(
    twin.nodes.filter((node) => node.type === PAGE_PART),
    [
      { type: PAGE_PART, part: 'cards' },
      { type: PAGE_PART, part: 'toc', max: 2 },
    ],
  );
});

test('tabs are a heading per tab one level below their section, labels from `label`, `values` or the value', async () => {
  const twin = await twinOf(`### Install

<Tabs values={[{ label: 'npm (recommended)', value: 'npm' }, { value: 'pnpm' }]}>
<TabItem value="npm">

Use npm.

</TabItem>
<TabItem value="pnpm">

Use pnpm.

</TabItem>
</Tabs>
`);
  assert.equal(twin, '### Install\n\n#### npm (recommended)\n\nUse npm.\n\n#### pnpm\n\nUse pnpm.\n');
});

test('twin URLs: pages to their twins under the base URL, anchors kept; files, images and other sites absolute', () => {
  const urls = twinUrls({ url: 'https://d.example.com', baseUrl: '/docs/' }, '/guide/page', (route) =>
    ['/', '/guide/page', '/guide/other'].includes(route),
  );
  assert.equal(urls.link('/docs/guide/other#setup'), 'https://d.example.com/docs/guide/other.md#setup');
  assert.equal(urls.link('/docs/'), 'https://d.example.com/docs/index.md');
  assert.equal(urls.link('#here'), 'https://d.example.com/docs/guide/page.md#here');
  assert.equal(
    urls.link('/docs/assets/files/spec-0123456789.pdf'),
    'https://d.example.com/docs/assets/files/spec-0123456789.pdf',
  );
  assert.equal(
    urls.link('./missing'),
    'https://d.example.com/docs/guide/missing',
    'a page without a twin: its absolute URL',
  );
  assert.equal(urls.link('mailto:a@b.c'), 'mailto:a@b.c');
  assert.equal(urls.route('/guide/other'), 'https://d.example.com/docs/guide/other.md');
  assert.equal(urls.route('https://elsewhere.example.com/x'), 'https://elsewhere.example.com/x');
  assert.equal(urls.file('/img/logo.svg'), 'https://d.example.com/img/logo.svg');
});

test('plain text is written as it is only where the serialiser would not escape it (same output as its own escaping)', async () => {
  const { toMarkdown } = await import('mdast-util-to-markdown');
  const { gfmToMarkdown } = await import('mdast-util-gfm');
  const { markdownOf } = await import('../../cli/twins/markdown.js');
  const options = {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    rule: '-',
    fences: true,
    listItemIndent: 'one',
    extensions: [gfmToMarkdown()],
  } as const;
  const texts = [
    'plain words',
    ' and ',
    ', then',
    '. See',
    '1. not a list',
    '1) neither',
    '- nor this',
    ': colon',
    'ends with a colon:',
    'http:/x',
    'see www.example.com',
    'w.x',
    '(paren)',
    'a (b) c',
    ' leading',
    'trailing ',
    'it\'s "quoted"',
    '# heading?',
    'a_b',
    'a*b',
    '5',
    ')',
    '.',
    'x\ny',
    'Ünïcode text',
    '',
    'a - b',
    '=== setext',
    '>quote',
    'a|b',
    '~tilde~',
  ];
  const befores: { type: string; [k: string]: unknown }[] = [
    { type: 'inlineCode', value: 'code' },
    { type: 'link', url: '/x', children: [{ type: 'text', value: 'link' }] },
    { type: 'strong', children: [{ type: 'text', value: 'bold' }] },
    { type: 'text', value: '' },
    { type: 'break' },
  ];
  let checked = 0;
  for (const value of texts) {
    for (const before of [null, ...befores]) {
      for (const after of [null, ...befores]) {
        const children = [...(before ? [before] : []), { type: 'text', value }, ...(after ? [after] : [])];
        const tree = { type: 'root', children: [{ type: 'paragraph', children }] };
        assert.equal(
          markdownOf(structuredClone(tree) as never),
          toMarkdown(structuredClone(tree) as never, options as never),
          JSON.stringify(children),
        );
        checked++;
      }
    }
  }
  assert.equal(checked, texts.length * 36);
});

test("a twin's head and llms-full.txt's source lines skip the serialiser when plain, with its output (headings, paragraphs, autolinks)", async () => {
  const { markdownOf, plainBlocks, serialise, heading, paragraph, text, link } = await import(
    '../../cli/twins/markdown.js'
  );
  const texts = [
    'Hub-and-spoke architecture',
    'Ünïcode text',
    'Why every system connects only to the hub, and what it keeps.',
    '1. not a list',
    '2024 plans',
    'ends with a colon:',
    'trailing ',
    ' leading',
    'a_b',
    'see www.example.com',
    'http:/x',
    '# hash',
    'x\ny',
    'it\'s "quoted" (and parenthesised)',
    'Source: ',
  ];
  const urls = [
    'https://docs.example.com/',
    'https://docs.example.com/core-concepts/a-b_c~d%20e',
    'http://x.example.com/a/b.md',
    'https://x.example.com/a b',
    'https://x.example.com/<a>',
    'https://x.example.com/a(b)',
    'mailto:a@example.com',
    'ftp://x.example.com/',
    '/relative',
  ];
  const blocks = [
    ...texts.flatMap((value) => [heading(1, [text(value)]), heading(3, [text(value)]), paragraph([text(value)])]),
    ...urls.flatMap((url) => [
      paragraph([text('Source: '), link(url, [text(url)])]),
      paragraph([link(url, [text(url)])]),
      paragraph([text('See '), link(url, [text('the page')])]),
      heading(2, [link(url, [text(url)]), text(' and more')]),
    ]),
  ];
  let fast = 0;
  for (const a of blocks) {
    for (const b of [null, blocks[0], blocks[2]]) {
      const children = b ? [a, b] : [a];
      const expected = serialise({ type: 'root', children: structuredClone(children) });
      assert.equal(markdownOf(structuredClone(children)), expected, JSON.stringify(children));
      if (plainBlocks(structuredClone(children)) !== null) fast++;
    }
  }
  // What twins and llms-full.txt are made of takes the short way.
  assert.equal(
    plainBlocks([
      heading(1, [text('Hub-and-spoke architecture')]),
      paragraph([text('Why every system connects only to the hub, and what it keeps.')]),
    ]),
    '# Hub-and-spoke architecture\n\nWhy every system connects only to the hub, and what it keeps.\n',
  );
  assert.equal(
    plainBlocks([
      paragraph([
        text('Source: '),
        link('https://docs.example.com/core-concepts/a', [text('https://docs.example.com/core-concepts/a')]),
      ]),
    ]),
    'Source: <https://docs.example.com/core-concepts/a>\n',
  );
  assert.ok(fast > 40, `${fast} of ${blocks.length * 3} took the short way`);
});

test('every node type is written as the serialiser writes it: links, titles, code, tables, inline code with line breaks and pipes', async () => {
  const { toMarkdown } = await import('mdast-util-to-markdown');
  const { gfmToMarkdown } = await import('mdast-util-gfm');
  const { markdownOf } = await import('../../cli/twins/markdown.js');
  const options = {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    rule: '-',
    fences: true,
    listItemIndent: 'one',
    extensions: [gfmToMarkdown()],
  } as const;
  const text = (value: string) => ({ type: 'text', value });
  const cell = (...children: object[]) => ({ type: 'tableCell', children });
  const tree = {
    type: 'root',
    children: [
      {
        type: 'heading',
        depth: 2,
        children: [text('# Not *a* [heading] | x'), { type: 'inlineCode', value: 'a\n# b' }],
      },
      {
        type: 'paragraph',
        children: [
          {
            type: 'link',
            url: 'https://x.example.com/a b(c)<d>',
            title: 'T "q" (p)',
            children: [text('a [link] *x*')],
          },
          text(' & '),
          { type: 'image', url: '/i m.png', alt: 'alt [x]', title: null },
          text(' 1. and www.example.com http://x @y &amp;'),
        ],
      },
      { type: 'code', lang: 'ts', meta: 'title="a`b.ts"', value: '```\nconst a = `x`;\n```' },
      {
        type: 'table',
        align: ['left', null],
        children: [
          { type: 'tableRow', children: [cell(text('a|b')), cell({ type: 'inlineCode', value: 'x | y' })] },
          { type: 'tableRow', children: [cell(text('- 1\\2')), cell({ type: 'emphasis', children: [text('_e_')] })] },
        ],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        spread: false,
        children: [
          {
            type: 'listItem',
            spread: false,
            children: [{ type: 'paragraph', children: [text('+ item'), { type: 'break' }, text('  = next')] }],
          },
        ],
      },
      {
        type: 'blockquote',
        children: [
          {
            type: 'paragraph',
            children: [
              text('> q'),
              { type: 'inlineCode', value: '\n- x\n' },
              { type: 'delete', children: [text('~gone~')] },
            ],
          },
        ],
      },
      { type: 'definition', identifier: 'd', label: 'D', url: 'https://d.example.com/(x)', title: null },
    ],
  };
  assert.equal(
    markdownOf(structuredClone(tree) as never),
    toMarkdown(structuredClone(tree) as never, options as never),
  );
});
