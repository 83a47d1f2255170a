/**
 * `<TOCInline toc={toc} />` and `<DocCardList />` show the page's headings and its category's
 * cards, in the HTML and in the Markdown twin, whether the page has components of its own (a
 * module rendered in the app) or not (content rendered once the page's data exists).
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, page, type TestSite } from '../helpers/site.js';

const sites: TestSite[] = [];
after(() => Promise.all(sites.map((s) => s.remove())));

const body = (imports: string) =>
  `${imports}import DocCardList from '@theme/DocCardList';\nimport TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n\n## Pick one\n\n<DocCardList />\n\n## After\n\nThe end.`;

const files = {
  'docs/index.mdx': page('Welcome', 'Hello.'),
  'docs/tools/index.mdx': page('Tools', body("import Badge from './Badge';\n") + '\n\n<Badge />'),
  'docs/tools/Badge.jsx': 'export default function Badge() {\n  return <span className="badge">new</span>;\n}\n',
  'docs/tools/a.mdx': page('Hammer', 'Bang.', 'sidebar_position: 1\n'),
  'docs/tools/b.mdx': page('Saw', 'Cut.', 'sidebar_position: 2\n'),
  'docs/parts/index.mdx': page('Parts', body('')),
  'docs/parts/nail.mdx': page('Nail', 'Small.'),
};

const TOC =
  /<ul class="toc-inline"><li class="toc-inline__item toc-inline__item--2"><a href="#pick-one">Pick one<\/a><\/li><li class="toc-inline__item toc-inline__item--2"><a href="#after">After<\/a><\/li><\/ul>/;

test('a page with a component of its own shows its inline TOC and its cards, in the HTML and the twin', async () => {
  const site = await createSite(files);
  sites.push(site);
  await site.build();
  const html = await site.read('tools/index.html');
  assert.match(html, /<span class="badge">new<\/span>/);
  assert.match(html, TOC);
  assert.match(
    html,
    /<a class="card__link" href="\/tools\/a"><span class="card__title">Hammer<\/span><span class="card__description">About hammer.<\/span><\/a>/,
  );
  assert.match(html, /<a class="card__link" href="\/tools\/b">/);
  assert.doesNotMatch(html, /data-hub-slot/);
  assert.equal(
    await site.read('tools.md'),
    '# Tools\n\nAbout tools.\n\n' +
      '- [Pick one](https://test.example.com/tools.md#pick-one)\n- [After](https://test.example.com/tools.md#after)\n\n' +
      '## Pick one\n\n' +
      '- [Hammer](https://test.example.com/tools/a.md): About hammer.\n- [Saw](https://test.example.com/tools/b.md): About saw.\n\n' +
      '## After\n\nThe end.\n',
  );
});

test('a page without code of its own shows them too, its HTML final (no chunk)', async () => {
  const site = await createSite(files);
  sites.push(site);
  await site.build();
  const html = await site.read('parts/index.html');
  assert.match(html, TOC);
  assert.match(html, /<a class="card__link" href="\/parts\/nail">/);
  assert.match(html, /<script type="application\/json" id="__hub-page">/);
  assert.match(
    await site.read('parts.md'),
    /- \[Pick one\]\(https:\/\/test\.example\.com\/parts\.md#pick-one\)\n- \[After\]/,
  );
  assert.match(
    await site.read('parts.md'),
    /- \[Nail\]\(https:\/\/test\.example\.com\/parts\/nail\.md\): About nail\./,
  );
});
