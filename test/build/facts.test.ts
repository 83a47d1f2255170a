import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, page, snapshotDir, type TestSite } from '../helpers/site.js';
import { build } from '../../cli/build.js';
import { formatError } from '../../cli/errors.js';
import type { RouteManifest } from '../../theme/types.js';
import { searchIndexText } from '../helpers/search-index.js';

const sites: TestSite[] = [];
after(() => Promise.all(sites.map((s) => s.remove())));

const FACTS = JSON.stringify(
  { retries: { maxTries: 10, windowHours: '24' }, push: { signatureHeader: 'X-%product%-Signature' } },
  null,
  2,
);
const files = {
  'docs/_facts.json': FACTS,
  'docs/intro.mdx': page('Welcome', 'Read about [retries](./retries.mdx).', 'slug: /\nsidebar_position: 1\n'),
  'docs/retries.mdx': [
    '---',
    'title: "At most %fact:retries.maxTries% tries"',
    'description: "The hub tries %fact:retries.maxTries% times within %fact:retries.windowHours% hours."',
    'sidebar_label: "Retries (%fact:retries.maxTries%)"',
    'keywords: ["%fact:retries.windowHours% hours"]',
    'sidebar_position: 2',
    '---',
    '',
    '## Within %fact:retries.windowHours% hours',
    '',
    'Verify `%fact:push.signatureHeader%`, then answer.',
    '',
    '```ts',
    "const header = req.get('%fact:push.signatureHeader%');",
    '```',
    '',
  ].join('\n'),
  'docs/other.mdx': page('Other', 'No facts here. See [intro](./intro.mdx).'),
};

async function site(extra: Record<string, string> = {}) {
  const s = await createSite({ ...files, ...extra });
  sites.push(s);
  return s;
}

test('facts reach the HTML, the title, the meta description, the sidebar and search; the page still hydrates from its HTML', async () => {
  const s = await site();
  await s.build();
  const html = await s.read('retries/index.html');
  assert.doesNotMatch(html, /%fact/);
  assert.match(html, /<title>At most 10 tries \| Test docs<\/title>/);
  assert.match(html, /<meta name="description" content="The hub tries 10 times within 24 hours\.">/);
  assert.match(html, /id="within-24-hours"/);
  assert.match(html, /X-Relay-Signature/);
  assert.match(await s.read('sidebar.json'), /"Retries \(10\)"/);
  const index = await searchIndexText(s.outDir);
  assert.match(index, /within 24 hours/i);
  assert.doesNotMatch(index, /%fact/);
  // No JavaScript for facts: the page carries its data inline and preloads no chunk of its own.
  const manifest = JSON.parse(await s.read('route-manifest.json')) as RouteManifest;
  assert.match(html, /<script type="application\/json" id="__hub-page">/);
  assert.equal(manifest.routes['/retries'], undefined);
});

test('an unknown fact fails the build at its file, line and column with the closest names; the old output stays', async () => {
  const s = await site();
  await s.build();
  const before = await snapshotDir(s.outDir);
  await s.write('docs/other.mdx', page('Other', 'At most %fact:retries.maxTrys% tries.\n\nSee [intro](./intro.mdx).'));
  await s.write(
    'docs/intro.mdx',
    page('Welcome to %fact:nope%', 'Read about [retries](./retries.mdx).', 'slug: /\nsidebar_position: 1\n'),
  );
  const error = await s.build().then(
    () => null,
    (e: unknown) => e,
  );
  const text = formatError(error);
  assert.match(text, /docs\/intro\.mdx:2:20 error: unknown fact "nope" in front matter/);
  await s.write('docs/intro.mdx', files['docs/intro.mdx']);
  const second = formatError(
    await s.build().then(
      () => null,
      (e: unknown) => e,
    ),
  );
  assert.match(second, /docs\/other\.mdx:6:9 error: unknown fact "retries\.maxTrys"/);
  assert.match(second, /hint: did you mean %fact:retries\.maxTries%/);
  assert.deepEqual(await snapshotDir(s.outDir), before);
});

test('an invalid _facts.json is an error naming the file, line and column', async () => {
  const s = await site({ 'docs/_facts.json': '{\n  "retries": {\n    "maxTries": true\n  }\n}\n' });
  const text = formatError(
    await s.build().then(
      () => null,
      (e: unknown) => e,
    ),
  );
  assert.match(
    text,
    /docs\/_facts\.json:3:17 error: _facts\.json: the fact "retries\.maxTries" is the boolean true; a fact is a string or a number/,
  );
  await s.write('docs/_facts.json', '{ "a": 1 ');
  assert.match(
    formatError(
      await s.build().then(
        () => null,
        (e: unknown) => e,
      ),
    ),
    /docs\/_facts\.json:1:10 error: invalid JSON in _facts\.json/,
  );
});

test('editing _facts.json recompiles exactly the pages that use the changed fact', async () => {
  const s = await site();
  const once = () => build({ configFile: s.configFile, outDir: s.outDir, cache: true });
  await once();
  assert.equal((await once()).recompiled, 0);
  await s.write('docs/_facts.json', FACTS.replace('"24"', '"48"'));
  const result = await once();
  assert.equal(result.recompiled, 1, 'only the page that uses retries.windowHours');
  const html = await s.read('retries/index.html');
  assert.match(html, /within-48-hours/);
  assert.match(html, /within 48 hours\./, 'front matter too');
});
