import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compilePage, hasOwnEsm } from '../../cli/pipeline/compile-page.js';
import { preprocess } from '../../cli/mdx/prepare-source.js';
import { validateConfig } from '../../cli/config/validate-config.js';
import { contentRendering } from '../helpers/compile.js';

const config = validateConfig({
  title: 'T',
  url: 'https://x.example.com',
  product: { name: 'Switchboard', slug: 'switchboard' },
}).config!;
const { renderer, shared } = await contentRendering(config);

async function compileIn(body: string, extraFiles: Record<string, string> = {}, markdownFormat: 'md' | 'mdx' = 'mdx') {
  const dir = await mkdtemp(path.join(tmpdir(), 'compile-'));
  for (const [name, contents] of Object.entries(extraFiles)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), contents);
  }
  const file = path.join(dir, 'guide', 'page.mdx');
  const routeOfFile = new Map([
    [file, '/guide/page'],
    [path.join(dir, 'guide', 'other.mdx'), '/guide/other'],
    [path.join(dir, 'core', 'how-%product%-works.mdx'), '/core/how-switchboard-works'],
  ]);
  return compilePage({
    file,
    route: '/guide/page',
    body,
    hasFrontMatterTitle: true,
    config,
    routeOfFile,
    allRoutes: new Set(routeOfFile.values()),
    staticDir: path.join(dir, 'static'),
    docsDir: dir,
    siteDir: dir,
    downloadsDir: path.join(dir, 'downloads'),
    markdownFormat,
    renderer,
    shared,
  });
}

test('relative .mdx links become permalinks; anchors are queued for checking', async () => {
  const page = await compileIn('See [other](./other.mdx#setup) and [how](../core/how-%product%-works.mdx).\n');
  assert.match(page.html!, /href="\/guide\/other#setup"/);
  assert.match(page.html!, /href="\/core\/how-switchboard-works"/);
  assert.deepEqual(
    page.linkChecks.map((c) => [c.route, c.anchor]),
    [['/guide/other', 'setup']],
  );
  assert.deepEqual(page.errors, []);
});

test('a link to a missing page is an error at its line and column', async () => {
  const page = await compileIn(
    'Intro.\n\nSee [gone](./gone.mdx) and [nope](/no/such/route) and [relative](../nowhere).\n',
  );
  assert.equal(
    page.errors.length,
    0,
    'broken links are reported as the config says (compileAll), not as compile errors',
  );
  assert.equal(page.brokenLinks.length, 3);
  assert.deepEqual([page.brokenLinks[0].line, page.brokenLinks[0].column], [3, 5]);
  assert.match(page.brokenLinks[0].message, /broken link: "\.\/gone\.mdx"/);
  assert.match(page.brokenLinks[1].message, /no page has the route "\/no\/such\/route"/);
  assert.match(page.brokenLinks[2].message, /"\.\.\/nowhere" does not resolve to a page/);
  assert.equal((page.html!.match(/rel="external"/g) ?? []).length, 3, 'kept as written, for the browser to open');
});

test('absolute route links are checked too; external links are left alone', async () => {
  const page = await compileIn('[a](/guide/other) [b](https://example.com/x.mdx) [c](mailto:a@b.c)\n');
  assert.deepEqual(page.errors, []);
  assert.match(page.html!, /href="https:\/\/example.com\/x.mdx"/);
});

test('headings get ids, anchors and a TOC at levels 2-3; custom ids are kept', async () => {
  const page = await compileIn(
    '## First step\n\n### Détails ünicode\n\n#### Too deep\n\n## Custom {#my-id}\n\n## First step\n',
  );
  assert.deepEqual(
    page.toc.map((t) => [t.id, t.level]),
    [
      ['first-step', 2],
      ['détails-ünicode', 3],
      ['my-id', 2],
      ['first-step-1', 2],
    ],
  );
  assert.deepEqual(page.anchors, ['first-step', 'détails-ünicode', 'too-deep', 'my-id', 'first-step-1']);
  assert.match(page.html!, /<h2 id="first-step">/);
});

test('code blocks: prism tokens, title, highlighted lines, line numbers', async () => {
  const page = await compileIn('```ts title="client.ts" {2} showLineNumbers\nconst a = 1;\nconst b = 2;\n```\n');
  assert.match(page.html!, /<div class="code-block has-title"><div class="code-block__title">client.ts<\/div>/);
  assert.match(page.html!, /class="code-block__pre has-line-numbers"/);
  assert.match(page.html!, /<span class="token keyword">const<\/span>/);
  assert.match(
    page.html!,
    /<span class="code-line code-line--highlighted"><span class="token keyword">const<\/span> b /,
  );
});

test('admonitions: the five types and a title', async () => {
  const ok = await compileIn(':::warning Mind the gap\nText\n:::\n\n:::tip\nMore\n:::\n');
  assert.match(ok.html!, /<div class="admonition admonition--warning">.*<span>Mind the gap<\/span>/);
  assert.match(ok.html!, /admonition--tip/);
});

test('an unknown admonition is a warning at its place, as in Docusaurus, and its content is shown', async () => {
  const page = await compileIn('Intro\n\n:::avertissement Attention\nTexte **gras**.\n:::\n\n:::tips\nMore\n:::\n');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(
    page.unusedDirectives.map((w) => [w.line, w.column]),
    [
      [3, 1],
      [7, 1],
    ],
  );
  assert.match(page.unusedDirectives[0].message, /unknown admonition ":::avertissement"/);
  assert.match(
    page.unusedDirectives[0].hint!,
    /use one of note, tip, info, warning, danger .*escape it as \\:::avertissement/i,
  );
  assert.match(page.unusedDirectives[1].hint!, /^did you mean :::tip\?/);
  assert.match(page.html!, /<div><p>Attention<\/p><p>Texte <strong>gras<\/strong>\.<\/p><\/div>/);
  assert.doesNotMatch(page.html!, /admonition/);
  assert.match(page.sections[0].text, /Attention Texte gras/);
  assert.match(page.markdown as string, /Attention\n\nTexte \*\*gras\*\*\./);
});

test('a bare text directive is text (times like 10:30, :smile:); one with a label, and a leaf directive, warn', async () => {
  const page = await compileIn('Meet at 10:30 or :smile: later.\n');
  assert.deepEqual([page.errors, page.unusedDirectives], [[], []]);
  assert.match(page.sections[0].text, /10:30 or :smile: later/);
  const labelled = await compileIn(
    'Press :kbd[Ctrl **C**]{os=mac} now.\n\n::youtube[Intro]\n\n:::note\nA :abbr[API]\n:::\n',
  );
  assert.deepEqual(
    labelled.unusedDirectives.map((w) => [w.message.match(/"([^"]+)"/)![1], w.line, w.column]),
    [
      [':kbd', 1, 7],
      ['::youtube', 3, 1],
      [':abbr', 6, 3],
    ],
  );
  assert.match(labelled.unusedDirectives[0].hint!, /escape it as \\:kbd/);
  assert.match(labelled.html!, /Press :kbd\[Ctrl <strong>C<\/strong>\]\{os=&quot;mac&quot;\} now\./);
  assert.match(labelled.html!, /<p>::youtube\[Intro\]<\/p>/);
  assert.match(labelled.html!, /admonition--note.*A :abbr\[API\]/s);
});

test('mermaid fences become diagrams and flag the page', async () => {
  const page = await compileIn('```mermaid\ngraph TD; A-->B\n```\n');
  assert.equal(page.hasMermaid, true);
  assert.match(
    page.html!,
    /<div class="mermaid" data-mermaid-island=""><div class="mermaid-diagram is-pending"><pre class="mermaid-diagram__source">graph TD; A--&gt;B<\/pre>/,
  );
});

test('a page with import or export statements of its own is a module; Markdown, images and diagrams are final HTML', async () => {
  const withImport = await compileIn('import { Widget } from "./widget";\n\n<Widget />\n', {
    'guide/widget.tsx': 'export const Widget = () => null;',
  });
  assert.deepEqual([withImport.hasEsm, withImport.html, typeof withImport.code], [true, null, 'string']);
  assert.match(withImport.code!, /export default function MDXContent/);
  assert.equal((await compileIn('export const year = 2026;\n\nIn {year}.\n')).hasEsm, true);
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><title>x</title></svg>';
  const plain = await compileIn(
    '# Title\n\n![A](./img/a.svg)\n\n```mermaid\ngraph TD; A-->B\n```\n\n```js\nimport x from "y";\n```\n',
    { 'guide/img/a.svg': svg },
  );
  assert.deepEqual([plain.hasEsm, plain.code], [false, null]);
  assert.match(
    plain.html!,
    /<pre class="code-block__pre" tabindex="0" aria-label="Code \(js\)"><code class="language-js">/,
  );
});

test('hasOwnEsm: import and export lines outside code fences', () => {
  assert.equal(hasOwnEsm('Text\n\nimport x from "y";\n'), true);
  assert.equal(hasOwnEsm('```js\nimport x from "y";\n```\n'), false);
  assert.equal(hasOwnEsm('````md\n```js\nexport const a = 1;\n```\n````\n'), false);
  assert.equal(hasOwnEsm('Important: imports are lines.\n  import indented\n'), false);
});

test('images: hashed asset with intrinsic size; a missing one is an error', async () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><title>x</title></svg>';
  const page = await compileIn(
    '![A diagram](./img/a.svg)\n\n![Missing](./img/none.png)\n\n![Static](/img/logo.svg)\n',
    { 'guide/img/a.svg': svg, 'static/img/logo.svg': svg },
  );
  assert.equal(page.images.length, 1);
  assert.match(page.images[0].output, /^assets\/img\/a-[0-9a-f]{10}\.svg$/);
  assert.match(page.html!, /<img [^>]*width="120" height="40"/);
  assert.equal(page.errors.length, 1);
  assert.match(page.errors[0].message, /image not found: "\.\/img\/none\.png"/);
});

test('the product token is replaced in prose, code and headings', async () => {
  const page = await compileIn(
    '## About %product%\n\nUse `X-%product%-Signature`.\n\n```bash\ncurl -H "X-%product%-Signature: x"\n```\n',
  );
  assert.doesNotMatch(page.html!, /%product%/);
  assert.equal(page.toc[0].text, 'About Switchboard');
  assert.match(page.html!, /X-Switchboard-Signature/);
});

test('MDX syntax errors name the line and column of the file', async () => {
  await assert.rejects(
    compileIn('\n\nSome text {broken\n'),
    (error: Error & { location?: { line?: number } }) =>
      /MDX syntax error/.test(error.message) && error.location?.line !== undefined,
  );
});

test('search sections split at h2/h3 and keep table cells apart', async () => {
  const page = await compileIn(
    'Lead text.\n\n## Table\n\n| A | B |\n| - | - |\n| one | two |\n\n```js\nnotIndexed()\n```\n',
  );
  assert.equal(page.sections[0].text, 'Lead text.');
  assert.equal(page.sections[1].heading, 'Table');
  assert.match(page.sections[1].text, /one two/);
  assert.doesNotMatch(page.sections[1].text, /notIndexed/);
  assert.equal(page.firstParagraph, 'Lead text.');
});

test('preprocess keeps line numbers while rewriting Docusaurus syntax', () => {
  const { source, customIds } = preprocess(
    ':::note Title here\nx\n:::\n## Heading {#hid}\n```\n:::tip Not here\n```\n',
  );
  assert.equal(source.split('\n').length, 8);
  assert.match(source, /^:::note\[Title here\]$/m);
  assert.match(source, /^:::tip Not here$/m);
  assert.equal(customIds.get(4), 'hid');
});

test('imports of known modules are dropped: the page stays final HTML, rendered with the theme components; an unknown export is an error', async () => {
  const page = await compileIn(
    'import Tabs from \'@theme/Tabs\';\nimport Choice from \'@theme/TabItem\';\n\n<Tabs groupId="os">\n  <Choice value="mac" label="macOS">Mac text</Choice>\n  <Choice value="win" label="Windows">Win text</Choice>\n</Tabs>\n',
  );
  assert.deepEqual([page.hasEsm, page.code], [false, null]);
  assert.match(page.html!, /role="tablist"/);
  assert.match(page.html!, /Mac text/);
  assert.match(page.html!, /Win text/, 'every panel is in the HTML');
  const bad = await compileIn("import { Nope } from '@theme/Tabs';\n\nText.\n");
  assert.equal(bad.errors.length, 1);
  assert.match(bad.errors[0].message, /"@theme\/Tabs" has no export "Nope"/);
  assert.equal(bad.errors[0].line, 1);
});

test("Docusaurus' icons (@theme/Icon/*) are final HTML: inline SVGs in currentColor, hidden from assistive technology, sized by their props", async () => {
  const page = await compileIn(
    "import IconExternalLink from '@theme/Icon/ExternalLink';\nimport IconCopy from '@theme/Icon/Copy';\n\n" +
      '<a href="https://example.com">Elsewhere <IconExternalLink /></a> <IconCopy width={12} height={12} className="copy" />\n',
  );
  assert.deepEqual([page.hasEsm, page.code], [false, null]);
  assert.match(
    page.html!,
    /Elsewhere <svg viewBox="0 0 24 24" width="13.5" height="13.5" fill="currentColor" aria-hidden="true">/,
  );
  assert.match(
    page.html!,
    /<svg viewBox="0 0 24 24" width="12" height="12" fill="currentColor" fill-rule="evenodd" aria-hidden="true" class="copy">/,
  );
});

test('a page without code of its own renders from its tree exactly as its compiled JavaScript would', async () => {
  // A computed expression (rendering nothing) sends the same page down the JavaScript path: the oracle.
  const COMPUTED = '\n\n{[].concat().length ? 1 : null}\n';
  const pages = [
    '| A | B |\n|---|---|\n| 1 | 2 |\n\n<table><tbody><tr><td>explicit</td></tr></tbody></table>\n\n## Heading {#custom}\n\n<h2>explicit h2</h2>\n',
    '* Default: **{}**, {/* a comment */} {" "} {"text"} {42} {-1} {`template`}\n\n<div style={{ color: "red", marginTop: 2 }} className="box" data-x={[1, 2]}>Styled <span hidden>inline</span></div>\n',
    ':::tip[Title]\nA tip with `code`.\n:::\n\n```ts title="a.ts" {1}\nconst a = 1;\n```\n\n<Tabs groupId="os" values={[{ label: "Mac", value: "mac" }]}>\n  <TabItem value="mac">Mac text</TabItem>\n</Tabs>\n',
    '<details>\n  <summary>More</summary>\n\n  Hidden **text**.\n</details>\n\n<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" strokeWidth={2} /></svg>\n',
  ];
  for (const body of pages) {
    const fromTree = await compileIn(body);
    const fromCode = await compileIn(body + COMPUTED);
    assert.deepEqual([fromTree.errors, fromCode.errors], [[], []]);
    assert.ok(
      fromTree.html && fromTree.html === fromCode.html,
      `the same HTML for:\n${body}\ntree: ${fromTree.html}\ncode: ${fromCode.html}`,
    );
  }
  assert.match((await compileIn(pages[0])).html!, /<td>explicit<\/td><\/tr><\/tbody><\/table>/);
  // A component no one provides fails the render with MDX's message, on both paths.
  const messages = await Promise.all(
    ['<Nope />\n', '<Nope />\n' + COMPUTED].map((body) =>
      compileIn(body).then(
        () => '',
        (e: Error) => e.message,
      ),
    ),
  );
  assert.match(messages[0], /Expected component `Nope` to be defined/);
  assert.equal(messages[0], messages[1]);
});

test("hasOwnEsm: known imports, over several lines too, are not the page's own", () => {
  assert.equal(hasOwnEsm("import Tabs from '@theme/Tabs';\nimport {\n  x,\n} from './local';\n"), true);
  assert.equal(hasOwnEsm("import Tabs from '@theme/Tabs';\nimport TabItem from\n  '@theme/TabItem';\n\nText\n"), false);
});

test('preprocess: an mdx-code-block fence is MDX, other fences (longer markers too) stay code', () => {
  const { source } = preprocess(
    '```mdx-code-block\nimport Tabs from "@theme/Tabs";\n```\n\n````md\n```js\n:::note Not here\n```\n````\n\n:::tip Here\n',
  );
  const lines = source.split('\n');
  assert.equal(lines.length, 12);
  assert.deepEqual([lines[0], lines[1], lines[2]], ['', 'import Tabs from "@theme/Tabs";', '']);
  assert.equal(lines[6], ':::note Not here');
  assert.equal(lines[10], ':::tip[Here]');
});

test('.md pages: MDX by default (imports work, HTML comments are dropped); CommonMark keeps raw HTML', async () => {
  const mdx = await compileIn("import Tabs from '@theme/Tabs';\n\n<!-- a note to writers -->\n\nText <b>bold</b>.\n");
  assert.doesNotMatch(mdx.html!, /import|a note to writers/);
  assert.match(mdx.html!, /<b>bold<\/b>/);
  const md = await compileIn(
    'Text with {braces} and <div class="note">raw <em>HTML</em></div>.\n\n<table><tr><td>cell</td></tr></table>\n',
    {},
    'md',
  );
  assert.equal(md.errors.length, 0);
  assert.match(md.html!, /\{braces\}/);
  assert.match(md.html!, /<div class="note">raw <em>HTML<\/em><\/div>/);
  assert.match(md.html!, /<td>cell<\/td>/);
});

test('partials render in place: headings join the TOC, relative links and images resolve from the partial, props fill in, problems name the partial', async () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>x</title></svg>';
  const page = await compileIn(
    'import Intro from \'./_parts/_intro.mdx\';\n\n# Page\n\n<Intro product="Relay" />\n\n## After\n',
    {
      'guide/_parts/_intro.mdx':
        '---\ntitle: ignored\n---\n\n## From the partial {#from-partial}\n\nAbout {props.product}: see [other](../other.mdx) and [gone](./gone.mdx).\n\n![A figure](./img/f.svg)\n\n:::caveat\nx\n:::\n',
      'guide/_parts/img/f.svg': svg,
    },
  );
  assert.deepEqual([page.hasEsm, page.code], [false, null]);
  assert.deepEqual(
    page.toc.map((t) => t.id),
    ['from-partial', 'after'],
  );
  assert.match(page.html!, /About (<!-- -->)?Relay(<!-- -->)?: see <a href="\/guide\/other">other<\/a>/);
  assert.match(page.images[0].source, /_parts\/img\/f\.svg$/);
  const partial = path.join(path.dirname(page.images[0].source), '..', '_intro.mdx');
  assert.deepEqual(
    page.brokenLinks.map((b) => [b.file, b.line]),
    [[partial, 7]],
  );
  assert.deepEqual(
    page.unusedDirectives.map((e) => [e.file, e.line, /unknown admonition/.test(e.message)]),
    [[partial, 11, true]],
  );
});

test('a partial that includes itself, or does not exist, is an error at the element', async () => {
  const loop = await compileIn("import A from './_a.mdx';\n\n<A />\n", {
    'guide/_a.mdx': "import B from './_b.mdx';\n\n<B />\n",
    'guide/_b.mdx': "import A from './_a.mdx';\n\nText <A /> more.\n",
  });
  assert.match(loop.errors[0].message, /includes itself \(page\.mdx → _a\.mdx → _b\.mdx → _a\.mdx\)/);
  const missing = await compileIn("import Gone from './_gone.md';\n\nIntro.\n\n<Gone />\n");
  assert.match(missing.errors[0].message, /the partial "_gone\.md" does not exist/);
  assert.equal(missing.errors[0].line, 5);
});
