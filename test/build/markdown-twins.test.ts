/**
 * Fixture builds of the Markdown side of a site (cli/twins/): every page's twin beside its HTML,
 * each component in its Markdown meaning, llms.txt in sidebar order, llms-full.txt, the alternate
 * link of every page, and what the config switches off.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSite, page, type TestSite } from '../helpers/site.js';

const CONFIG = `{
  title: 'Test docs',
  tagline: 'Everything about Relay.',
  url: 'https://test.example.com',
  product: { name: 'Relay', slug: 'relay' },
  openapi: [{ spec: 'api/orders.yaml', route: '/api', label: 'Orders API' }],
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
}`;

const FLOW_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>';
// Its overview links to a guide page; here that is the FAQ.
const ORDERS_SPEC = (
  await readFile(fileURLToPath(new URL('../fixtures/openapi/api/orders.yaml', import.meta.url)), 'utf8')
).replace('../docs/guide.mdx', '../docs/faq.mdx');

const SETUP = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Install %product% first. See [the events](./%product%-events.mdx#types) and [the reference](/api).

:::note
Keep your **token** safe.
:::

:::warning[Mind the version]
Use version 3.
:::

## Install

<Tabs groupId="pm">
<TabItem value="npm" label="npm" default>

\`\`\`bash title="install.sh" {1}
npm install relay
\`\`\`

</TabItem>
<TabItem value="yarn" label="Yarn">

Run \`yarn add relay\`.

</TabItem>
</Tabs>

| Name | Type |
| --- | --- |
| token | string |

\`\`\`mermaid
graph LR
  A --> B
\`\`\`

![The message flow](./img/flow.svg)
`;

let site: TestSite;
before(async () => {
  site = await createSite(
    {
      'docs/intro.mdx': page('Welcome', 'Start with the [setup](./guide/setup.mdx).', 'slug: /\nsidebar_position: 1\n'),
      'docs/guide/_category_.json':
        '{ "label": "Guide", "position": 2, "link": { "type": "generated-index", "slug": "/category/guide", "description": "How to use Relay." } }',
      'docs/guide/setup.mdx': page('Set up %product%', SETUP, 'sidebar_position: 1\n'),
      'docs/guide/img/flow.svg': FLOW_SVG,
      'docs/guide/%product%-events.mdx': page('%product% events', '## Types\n\nAll of them.', 'sidebar_position: 2\n'),
      'docs/guide/later.mdx': page('Later', 'Not ready.', 'draft: true\n'),
      'docs/guide/hidden.mdx': page('Hidden', 'Only by link.', 'unlisted: true\n'),
      'docs/faq.mdx': page('FAQ', 'Questions.', 'sidebar_position: 3\n'),
      'api/orders.yaml': ORDERS_SPEC,
    },
    CONFIG,
  );
  await site.build();
});
after(() => site.remove());

/** Every file of the output ending in `ext`, relative to it. */
async function filesEnding(ext: string): Promise<string[]> {
  return (await readdir(site.outDir, { recursive: true }))
    .filter((f) => f.endsWith(ext) && !f.startsWith('assets'))
    .sort();
}

test('every page has a twin beside its HTML (/x → /x.md, / → /index.md), the search and 404 pages none', async () => {
  const twins = await filesEnding('.md');
  assert.deepEqual(twins, [
    'api.md',
    'api/orders.md',
    'api/orders/createOrder.md',
    'api/orders/getOrder.md',
    'api/webhooks.md',
    'api/webhooks/orderShipped.md',
    'category/guide.md',
    'faq.md',
    'guide/hidden.md',
    'guide/relay-events.md',
    'guide/setup.md',
    'index.md',
  ]);
  const pages = (await filesEnding('index.html')).map((f) => f.replace(/(^|\/)index\.html$/, ''));
  for (const route of pages.filter((p) => p !== 'search'))
    assert.ok(twins.includes(route === '' ? 'index.md' : `${route}.md`), route);
  assert.equal(existsSync(path.join(site.outDir, 'guide/later.md')), false, 'drafts are not built, nor their twins');
});

test('a twin is the compiled page in CommonMark + GFM: title, lead, and each component in its Markdown meaning', async () => {
  const twin = await site.read('guide/setup.md');
  assert.ok(twin.startsWith('# Set up Relay\n\nAbout set up Relay.\n\nInstall Relay first. '), twin.slice(0, 200));
  // Links to pages go to their twins, absolute; the product name is resolved.
  assert.match(
    twin,
    /See \[the events\]\(https:\/\/test\.example\.com\/guide\/relay-events\.md#types\) and \[the reference\]\(https:\/\/test\.example\.com\/api\.md\)\./,
  );
  assert.match(twin, /^> \*\*Note:\*\* Keep your \*\*token\*\* safe\.$/m);
  assert.match(twin, /^> \*\*Warning: Mind the version\*\*\n>\n> Use version 3\.$/m);
  // Tabs: a heading per tab, one below the section; the code keeps its language and title.
  assert.match(
    twin,
    /## Install\n\n### npm\n\n```bash title="install.sh"\nnpm install relay\n```\n\n### Yarn\n\nRun `yarn add relay`\./,
  );
  assert.match(twin, /^\| Name +\| Type +\|\n\| -+ \| -+ \|\n\| token +\| string +\|$/m);
  assert.match(twin, /```mermaid\ngraph LR\n  A --> B\n```/);
  assert.match(twin, /!\[The message flow\]\(https:\/\/test\.example\.com\/assets\/img\/flow-[0-9a-f]{10}\.svg\)/);
});

test('no twin has JSX, imports, exports, directives, tokens or front matter left', async () => {
  for (const file of await filesEnding('.md')) {
    // Code samples may import what they like.
    const twin = (await site.read(file)).replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '');
    assert.doesNotMatch(twin, /^(import|export) /m, file);
    assert.doesNotMatch(twin, /<\/?[A-Z][A-Za-z]*[\s/>]/, file);
    assert.doesNotMatch(twin, /^:::|%product%|%fact:/m, file);
    assert.doesNotMatch(twin, /^---\n|^(title|description|sidebar_position):/m, file);
    assert.match(twin, /^# \S/, file);
  }
});

test('generated index pages get a twin listing their items', async () => {
  assert.equal(
    await site.read('category/guide.md'),
    '# Guide\n\nHow to use Relay.\n\n- [Set up Relay](https://test.example.com/guide/setup.md): About set up Relay.\n- [Relay events](https://test.example.com/guide/relay-events.md): About Relay events.\n',
  );
});

test('API reference pages have twins: the endpoint, samples as headings per language, parameters and fields as lists', async () => {
  const twin = await site.read('api/orders/createOrder.md');
  assert.match(twin, /^# Create an order\n/);
  assert.match(twin, /^\*\*POST\*\* `\/orders`$/m);
  assert.match(twin, /## Example\n\n### Request\n\n#### curl\n\n```bash\ncurl /);
  assert.match(twin, /#### TypeScript\n\n```ts\n/);
  assert.match(twin, /^- `dryRun` \(boolean\): Only check the order\.$/m);
  assert.match(twin, /^- `lines` \(array of object, required\): The lines, at most 100\.$/m);
  assert.match(twin, /^ {2}- `quantity` \(integer\)/m);
  assert.match(twin, /An order is \*\*stored\*\* at once\. Relay answers with its id\./);
});

test('llms.txt: the title, the tagline as the blockquote, a section per top-level sidebar item listing its pages in sidebar order', async () => {
  assert.equal(
    await site.read('llms.txt'),
    [
      '# Test docs',
      '',
      '> Everything about Relay.',
      '',
      '## Welcome',
      '',
      '- [Welcome](https://test.example.com/index.md): About welcome.',
      '',
      '## Guide',
      '',
      '- [Guide](https://test.example.com/category/guide.md): How to use Relay.',
      '- [Set up Relay](https://test.example.com/guide/setup.md): About set up Relay.',
      '- [Relay events](https://test.example.com/guide/relay-events.md): About Relay events.',
      '',
      '## FAQ',
      '',
      '- [FAQ](https://test.example.com/faq.md): About faq.',
      '',
      '## Orders API',
      '',
      '- [Orders API](https://test.example.com/api.md): The orders API of Relay. See the guide.',
      '- [Orders](https://test.example.com/api/orders.md): Create and read orders.',
      '- [Create an order](https://test.example.com/api/orders/createOrder.md): Creates an order with its lines.',
      '- [Get an order](https://test.example.com/api/orders/getOrder.md): GET /orders/{orderId}.',
      '- [Webhooks](https://test.example.com/api/webhooks.md): The Webhooks operations of the Orders API.',
      '- [Order shipped](https://test.example.com/api/webhooks/orderShipped.md): The orderShipped webhook.',
      '',
    ].join('\n'),
  );
});

test('llms-full.txt: every listed twin in the same order, each under a rule with its source; unlisted pages in neither file', async () => {
  const full = await site.read('llms-full.txt');
  const parts = full.split('\n---\n\n');
  assert.equal(parts[0], '# Test docs\n\n> Everything about Relay.\n');
  const titles = parts.slice(1).map((part) => /^# (.+)$/m.exec(part)![1]);
  assert.deepEqual(titles, [
    'Welcome',
    'Guide',
    'Set up Relay',
    'Relay events',
    'FAQ',
    'Orders API',
    'Orders',
    'Create an order',
    'Get an order',
    'Webhooks',
    'Order shipped',
  ]);
  const setup = parts.find((part) => part.startsWith('# Set up Relay'))!;
  assert.equal(
    setup,
    (await site.read('guide/setup.md')).replace(
      '# Set up Relay\n\n',
      '# Set up Relay\n\nSource: <https://test.example.com/guide/setup>\n\n',
    ),
  );
  for (const file of ['llms.txt', 'llms-full.txt'])
    assert.doesNotMatch(await site.read(file), /Hidden|guide\/hidden|Later/, file);
});

test('every page but 404 links its twin with <link rel="alternate" type="text/markdown">', async () => {
  for (const file of await filesEnding('index.html')) {
    const html = await site.read(file);
    const route = file.replace(/(^|\/)?index\.html$/, '');
    if (route === 'search') {
      assert.doesNotMatch(html, /type="text\/markdown"/);
      continue;
    }
    assert.ok(
      html.includes(
        `<link rel="alternate" type="text/markdown" href="https://test.example.com/${route === '' ? 'index' : route}.md">`,
      ),
      file,
    );
  }
  assert.doesNotMatch(await site.read('404.html'), /type="text\/markdown"/);
});

test('llms.txt, llms-full.txt and the feedback control can be switched off; the twins stay', async () => {
  const off = await createSite(
    { 'docs/intro.mdx': page('Welcome', 'Hello.', 'slug: /\n'), 'docs/a.mdx': page('A', 'Page A.') },
    `{ title: 'T', url: 'https://t.example.com', llms: { txt: false, fullTxt: false }, feedback: false }`,
  );
  try {
    await off.build();
    assert.equal(existsSync(path.join(off.outDir, 'llms.txt')), false);
    assert.equal(existsSync(path.join(off.outDir, 'llms-full.txt')), false);
    assert.match(await off.read('a.md'), /^# A\n/);
    const html = await off.read('a/index.html');
    assert.doesNotMatch(html, /Was this page helpful\?/);
    assert.match(html, /View as Markdown/);
  } finally {
    await off.remove();
  }
});

test("a category's own page fills its twin's slots: DocCardList with the category's pages, TOCInline with the headings", async () => {
  const s = await createSite({
    'docs/intro.mdx': page('Welcome', 'Hello.', 'slug: /\n'),
    'docs/tools/index.mdx': page(
      'Tools',
      "import DocCardList from '@theme/DocCardList';\nimport TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n\n## Pick one\n\n<DocCardList />\n\n## After",
    ),
    'docs/tools/a.mdx': page('Hammer', 'Bang.', 'sidebar_position: 1\n'),
    'docs/tools/b.mdx': page('Saw', 'Cut.', 'sidebar_position: 2\n'),
  });
  try {
    await s.build();
    assert.equal(
      await s.read('tools.md'),
      '# Tools\n\nAbout tools.\n\n' +
        '- [Pick one](https://test.example.com/tools.md#pick-one)\n- [After](https://test.example.com/tools.md#after)\n\n' +
        '## Pick one\n\n' +
        '- [Hammer](https://test.example.com/tools/a.md): About hammer.\n- [Saw](https://test.example.com/tools/b.md): About saw.\n\n' +
        '## After\n',
    );
  } finally {
    await s.remove();
  }
});
