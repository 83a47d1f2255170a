/**
 * What a writer edits besides pages' text is checked by zod schemas through one mapper: front
 * matter, `_category_.json|yml`, sidebars files and versions.json. Each problem is an error at its
 * file:line:col saying what the field must be and what it got; all of a file's problems at once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatError } from '../../cli/errors.js';
import { parseFrontMatter } from '../../cli/pipeline/front-matter.js';
import { scanDocs } from '../../cli/pipeline/scan-docs.js';
import { loadSidebarsFile } from '../../cli/pipeline/sidebars-file.js';
import { readVersionsFile } from '../../cli/versions/versions-file.js';

const failure = async (run: () => unknown): Promise<string> => {
  try {
    await run();
  } catch (error) {
    return formatError(error);
  }
  return assert.fail('it should fail');
};

async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'schemas-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

test('front matter: each bad field at its line and column, in file order, with what it must be and what it got', async () => {
  const text = await failure(() =>
    parseFrontMatter(
      '---\ntitle: Setup\nkeywords: [send, { a: 1 }]\nhide_title: "yes"\ntags: [x, { permalink: /y }]\ntoc_min_heading_level: 1\nformat: html\n---\n\nBody\n',
      '/d/p.mdx',
    ),
  );
  assert.match(text, /^5 problems in \/d\/p\.mdx/);
  const lines = text.split('\n').filter((line) => / error: /.test(line));
  assert.deepEqual(
    lines.map((line) => line.trim()),
    [
      '1. /d/p.mdx:3:18 error: front-matter field "keywords[1]" must be a string, got an object',
      '2. /d/p.mdx:4:1 error: front-matter field "hide_title" must be true or false, got the string "yes"',
      '3. /d/p.mdx:5:11 error: front-matter field "tags[1]" must be a tag: a string or { label, permalink }, got an object',
      '4. /d/p.mdx:6:1 error: front-matter field "toc_min_heading_level" must be a whole number from 2 to 6, got number 1',
      '5. /d/p.mdx:7:1 error: front-matter field "format" must be "md", "mdx" or "detect", got the string "html"',
    ],
  );
  assert.match(text, /hint: write hide_title: followed by true or false/);
});

test('front matter: YAML as Docusaurus reads it, defaults filled, unknown keys a warning at their line', () => {
  const parsed = parseFrontMatter(
    '---\n# a comment\ntitle: 2024\nlast_update:\n  date: 2025-03-14T09:30:00Z\ntags: [a, { label: b, permalink: /b }]\nmine: 1\n---\nBody\n',
    '/d/p.mdx',
  );
  assert.deepEqual(parsed.frontMatter, {
    title: '2024',
    keywords: [],
    hide_title: false,
    hide_table_of_contents: false,
    tags: [{ label: 'a' }, { label: 'b', permalink: '/b' }],
    draft: false,
    unlisted: false,
    last_update: { date: '2025-03-14' },
  });
  assert.deepEqual(
    parsed.warnings.map((w) => formatError(w).split('\n')[0]),
    ['/d/p.mdx:7:1 error: front-matter field "mine" is not one hub-docs uses; it is ignored'],
  );
  assert.equal(parsed.body, '\n\n\n\n\n\n\n\nBody\n');
  assert.equal(
    parsed.lead,
    '---\n# a comment\ntitle: 2024\nlast_update:\n  date: 2025-03-14T09:30:00Z\ntags: [a, { label: b, permalink: /b }]\nmine: 1\n---\n'
      .length,
  );
});

test('front matter: broken YAML, a block that is not a mapping, and one never closed are errors at their place', async () => {
  assert.match(
    await failure(() => parseFrontMatter('---\ntitle: a\ntitle: b\n---\n', '/d/p.mdx')),
    /^\/d\/p\.mdx:3:1 error: invalid YAML front matter: Map keys must be unique/,
  );
  assert.match(
    await failure(() => parseFrontMatter('---\n- a\n---\n', '/d/p.mdx')),
    /^\/d\/p\.mdx:2:1 error: the front matter must be key: value lines \(a YAML mapping\), got an array/,
  );
  assert.match(
    await failure(() => parseFrontMatter('---\ntitle: x\n\nNo end.\n', '/d/p.mdx')),
    /^\/d\/p\.mdx:1:1 error: the front matter has no closing --- line/,
  );
  assert.deepEqual(parseFrontMatter('# No front matter\n', '/d/p.mdx').frontMatter.tags, []);
});

test('_category_ files: an unknown key, a wrong type and a bad link, in JSON and YAML, each at its line and column', async () => {
  const docsDir = await folder({
    'a/_category_.json': '{\n  "label": "A",\n  "postion": 2,\n  "collapsed": "no"\n}\n',
    'a/p.md': '# P\n',
    'b/_category_.yml': 'label: B\nlink:\n  type: page\n',
    'b/p.md': '# P\n',
    'c/_category_.yml': 'label: [C\n',
    'c/p.md': '# P\n',
  });
  const text = await failure(() => scanDocs({ docsDir, includeDrafts: false }));
  assert.match(
    text,
    /a\/_category_\.json:3:3 error: _category_\.json field "postion" is not a known field \(known here: label, position, /,
  );
  assert.match(
    text,
    /a\/_category_\.json:4:3 error: _category_\.json field "collapsed" must be true or false, got the string "no"\n\s+hint: write collapsed as true or false/,
  );
  assert.match(
    text,
    /b\/_category_\.yml:2:1 error: _category_\.yml field "link" must be \{ "type": "generated-index" \} or \{ "type": "doc", "id": "\.\.\." \}, or null/,
  );
  assert.match(text, /c\/_category_\.yml:2:1 error: invalid YAML in _category_\.yml: /);
});

test('_category_ files: Docusaurus keys hub-docs does not show are accepted, a generated-index link read', async () => {
  const docsDir = await folder({
    'c/_category_.yml':
      'label: C\nposition: 2\ncustomProps: { a: 1 }\nlink: { type: generated-index, slug: /c, image: x.png }\n',
    'c/p.md': '# P\n',
  });
  const { categories } = await scanDocs({ docsDir, includeDrafts: false });
  assert.deepEqual(categories.get('c'), {
    dir: 'c',
    label: 'C',
    position: 2,
    link: { type: 'generated-index', slug: '/c' },
  });
});

test('sidebars files: each bad item named by its path in the file, at the line of its text', async () => {
  const dir = await folder({
    'sidebars.js':
      "export default {\n  docs: [\n    'index',\n    { type: 'link', label: 'Out' },\n    { type: 'widget', id: 'w' },\n    { type: 'category', label: 'C', collapsed: 'no', items: { Sub: ['b'] } },\n  ],\n};\n",
  });
  const text = await failure(() => loadSidebarsFile(path.join(dir, 'sidebars.js'), '/'));
  assert.match(
    text,
    /sidebars\.js:4:28 error: the sidebar item docs\[1\]\.href is required \(it must be a URL or a route\)/,
  );
  assert.match(
    text,
    /sidebars\.js:5:13 error: the sidebar item docs\[2\] \(type "widget"\) must be a doc id, or an object of type doc, ref, link, category, autogenerated or html/,
  );
  assert.match(
    text,
    /sidebars\.js:6:48 error: the sidebar item docs\[3\]\.collapsed must be true or false, got the string "no"/,
  );
});

test('sidebars files: shorthands become their long form', async () => {
  const dir = await folder({
    'sidebars.js':
      "export default { docs: ['a', { type: 'ref', id: 'b' }, { Guides: ['c', { type: 'autogenerated', dirName: 'g' }] }], more: { Top: ['d'] } };\n",
  });
  const sidebars = await loadSidebarsFile(path.join(dir, 'sidebars.js'), '/docs');
  assert.deepEqual(JSON.parse(JSON.stringify(Object.fromEntries(sidebars))), {
    docs: [
      { type: 'doc', id: 'a', ref: false },
      { type: 'doc', id: 'b', ref: true },
      {
        type: 'category',
        label: 'Guides',
        items: [
          { type: 'doc', id: 'c', ref: false },
          { type: 'autogenerated', dirName: 'g' },
        ],
        link: null,
      },
    ],
    more: [{ type: 'category', label: 'Top', items: [{ type: 'doc', id: 'd', ref: false }], link: null }],
  });
});

test('versions.json: a bad name, a name twice and a name that makes no clean route, each at its line and column', async () => {
  const siteDir = await folder({ 'versions.json': '[\n  "2.0",\n  "a/b",\n  "2.0",\n  "x#y",\n  3\n]\n' });
  const text = await failure(() => readVersionsFile(siteDir));
  assert.match(text, /^4 problems in /);
  assert.match(text, /versions\.json:3:3 error: the version "a\/b" in versions\.json must not include a slash/);
  assert.match(
    text,
    /versions\.json:4:3 error: the version "2\.0" is twice in versions\.json\n\s+hint: remove one of them/,
  );
  assert.match(
    text,
    /versions\.json:5:3 error: the version "x#y" in versions\.json would make the route "\/x#y", which /,
  );
  assert.match(text, /versions\.json:6:3 error: the version 3 in versions\.json must be a string/);
  const notList = await folder({ 'versions.json': '{ "a": 1 }' });
  assert.match(
    await failure(() => readVersionsFile(notList)),
    /versions\.json:1:1 error: versions\.json must hold an array of version names/,
  );
});

test('front matter: a quoted value whose next lines are not indented is read as js-yaml (Docusaurus) reads it', () => {
  const text =
    "---\ntitle: \"Pair llm-d Inference with RAG to Enhance your AI \nWorkflows\"\ndescription: 'It''s\nfine'\n---\n\nBody\n";
  const { frontMatter } = parseFrontMatter(text, 'blog/post/index.md');
  assert.equal(frontMatter.title, 'Pair llm-d Inference with RAG to Enhance your AI Workflows');
  assert.equal(frontMatter.description, "It's fine");
  // A quote that never closes is still an error at its place.
  assert.throws(() => parseFrontMatter('---\ntitle: "open\nstill open\n---\n', 'x.md'), /invalid YAML front matter/);
});
