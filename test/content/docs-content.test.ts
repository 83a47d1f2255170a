import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPage, checkTroubleshooting, type PageSource } from './checks.js';
import { prepareSite } from '../../cli/build.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOCS = path.join(ROOT, 'docs');
const PRODUCT_NAMES = ['Switchboard', 'switchboard'];

async function allPages(): Promise<PageSource[]> {
  const entries = await readdir(DOCS, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && e.name.endsWith('.mdx')).map((e) => path.join(e.parentPath, e.name));
  return Promise.all(files.sort().map(async (file) => ({ relPath: path.relative(DOCS, file).split(path.sep).join('/'), raw: await readFile(file, 'utf8') })));
}

test('every docs page meets the content rules', async () => {
  const problems = (await allPages()).flatMap((page) => checkPage(page, PRODUCT_NAMES).map((p) => `${page.relPath}: ${p}`));
  assert.deepEqual(problems, []);
});

test('every internal link and anchor of the docs resolves (the build checks them)', async () => {
  await prepareSite({ configFile: path.join(ROOT, 'site.config.ts'), cache: true });
});

test('the docs have at least four diagrams and three zoomable images', async () => {
  const pages = await allPages();
  const diagrams = pages.reduce((n, p) => n + (p.raw.match(/^```mermaid/gm)?.length ?? 0), 0);
  const images = pages.reduce((n, p) => n + (p.raw.match(/!\[[^\]]{10,}\]\(\.\/img\/[^)]+\.svg\)/g)?.length ?? 0), 0);
  assert.ok(diagrams >= 4, `${diagrams} mermaid diagrams`);
  assert.ok(images >= 3, `${images} images with meaningful alt text`);
});

test('both troubleshooting overviews list every category page', async () => {
  const categories = (await readdir(path.join(DOCS, 'end-user-guide/troubleshooting'))).filter((f) => f.endsWith('.mdx') && f !== 'index.mdx');
  assert.equal(categories.length, 20);
  for (const overview of ['troubleshooting.mdx', 'end-user-guide/troubleshooting/index.mdx']) {
    const text = await readFile(path.join(DOCS, overview), 'utf8');
    const missing = categories.filter((c) => !text.includes(`${c})`) && !text.includes(`${c}#`));
    assert.deepEqual(missing, [], overview);
  }
});

// The rules must be able to fail: each bad page below breaks exactly one of them.
const good = `---\ntitle: "A"\ndescription: "A page."\nkeywords: [a]\nsidebar_position: 1\n---\n\n${'Word '.repeat(310)}\n\nSee [b](./b.mdx) and [c](./c.mdx).\n`;

test('the rules catch each kind of bad page', () => {
  assert.deepEqual(checkPage({ relPath: 'x/a.mdx', raw: good }, PRODUCT_NAMES), []);
  const bad: [string, string, RegExp][] = [
    ['no title', good.replace('title: "A"\n', ''), /no title/],
    ['no description', good.replace('description: "A page."\n', ''), /no description/],
    ['too short', good.replace('Word '.repeat(310), 'Short text.'), /words of prose/],
    ['placeholder', good.replace('Word Word', 'TODO write this'), /placeholder/],
    ['literal name', good.replace('Word Word', 'Switchboard'), /names the product literally/],
    ['one link', good.replace(' and [c](./c.mdx)', ''), /fewer than two/],
    ['bad json', good + '\n```json\n{ "a": 1, }\n```\n', /json example does not parse/],
  ];
  for (const [name, raw, pattern] of bad) {
    const problems = checkPage({ relPath: 'x/a.mdx', raw }, PRODUCT_NAMES);
    assert.ok(problems.some((p) => pattern.test(p)), `${name}: ${problems.join('; ')}`);
  }
  assert.match(checkTroubleshooting('## What you see\n## Why it happens\n## How to fix it\n## Related pages\n')[0], /sections must be exactly/);
  assert.match(checkTroubleshooting('## What you see\n## Why it happens\n## How to fix it\nDo it.\n## How to prevent it\n## Related pages\n')[0], /numbered steps/);
});
