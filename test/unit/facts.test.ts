import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compilePage } from '../../cli/pipeline/compile-page.js';
import { validateConfig } from '../../cli/config/validate-config.js';
import { closestFactNames, factsCacheKey, replaceFactsInText, type Facts } from '../../cli/content/fact-token.js';
import { loadFacts, parseFacts } from '../../cli/content/facts-file.js';
import { resolveFrontMatterFacts } from '../../cli/pipeline/front-matter-facts.js';
import { scanDocs } from '../../cli/pipeline/scan-docs.js';
import { type HubDocsError, HubDocsErrorList } from '../../cli/errors.js';
import { contentRendering } from '../helpers/compile.js';

const config = validateConfig({
  title: 'T',
  url: 'https://x.example.com',
  product: { name: 'Switchboard', slug: 'switchboard' },
}).config!;
const { renderer, shared } = await contentRendering(config);
const facts: Facts = parseFacts(
  JSON.stringify({ retries: { maxTries: 10, windowHours: '24' }, push: { signatureHeader: 'X-%product%-Signature' } }),
  '/docs/_facts.json',
);

async function compile(body: string, pageFacts: Facts = facts) {
  const dir = await mkdtemp(path.join(tmpdir(), 'facts-'));
  const file = path.join(dir, 'page.mdx');
  return compilePage({
    file,
    route: '/page',
    body,
    hasFrontMatterTitle: true,
    config,
    routeOfFile: new Map([[file, '/page']]),
    allRoutes: new Set(['/page']),
    staticDir: null,
    docsDir: dir,
    siteDir: dir,
    downloadsDir: path.join(dir, 'downloads'),
    facts: pageFacts,
    markdownFormat: 'mdx',
    renderer,
    shared,
  });
}

test('nested objects give dotted names; numbers become text', () => {
  assert.deepEqual(facts, {
    'retries.maxTries': '10',
    'retries.windowHours': '24',
    'push.signatureHeader': 'X-%product%-Signature',
  });
});

test('replaceFactsInText replaces known names and reports unknown ones with their offset', () => {
  const unknown: { name: string; index: number }[] = [];
  const text = replaceFactsInText(
    'at most %fact:retries.maxTries% tries, %fact:retries.maxTrys% too, 100% sure',
    facts,
    (use) => unknown.push(use),
  );
  assert.equal(text, 'at most 10 tries, %fact:retries.maxTrys% too, 100% sure');
  assert.deepEqual(
    unknown.map((u) => [u.name, u.index]),
    [['retries.maxTrys', 39]],
  );
});

test('the closest names of a typo come first', () => {
  assert.deepEqual(closestFactNames('retries.maxTrys', facts), ['retries.maxTries']);
  assert.deepEqual(closestFactNames('maxTries', facts), ['retries.maxTries']);
  assert.deepEqual(closestFactNames('completely.different.thing', facts), []);
});

test('prose, headings, inline code, code blocks, link text, alt text and JSX attributes get the value', async () => {
  const page = await compile(
    [
      '## Within %fact:retries.windowHours% hours',
      '',
      'At most %fact:retries.maxTries% tries; see [the %fact:retries.maxTries% tries](./page.mdx) and `%fact:push.signatureHeader%`.',
      '',
      '```ts',
      "const header = '%fact:push.signatureHeader%'; // %fact:retries.maxTries%",
      '```',
      '',
      '![A timeline of %fact:retries.maxTries% tries](https://example.com/t.svg)',
      '',
      '<abbr title="%fact:retries.maxTries% tries">max</abbr>',
      '',
      ':::note[At most %fact:retries.maxTries%]',
      'Body.',
      ':::',
      '',
    ].join('\n'),
  );
  assert.deepEqual(page.errors, []);
  assert.doesNotMatch(page.html!, /%fact:/);
  assert.deepEqual(
    page.toc.map((t) => t.id),
    ['within-24-hours'],
  );
  assert.match(page.html!, /At most 10 tries; see /);
  assert.match(page.html!, />the 10 tries</);
  assert.match(page.html!, /X-Switchboard-Signature/, 'a fact may hold the product token');
  assert.match(page.html!, /A timeline of 10 tries/);
  assert.match(page.html!, /title="10 tries"/);
  assert.match(page.html!, /At most 10/);
  assert.match(page.sections.map((s) => s.text).join(' '), /At most 10 tries/, 'search sees the value');
});

test('an unknown name is an error at its own line and column, with the closest names as the hint', async () => {
  const page = await compile(
    'Intro.\n\nAt most %fact:retries.maxTrys% tries, in `%fact:retries.windowHour%` hours.\n\n```ts\n  %fact:nothing.like.it%\n```\n',
  );
  assert.deepEqual(
    page.errors.map((e) => [e.message, e.line, e.column]),
    [
      ['unknown fact "retries.maxTrys"', 3, 9],
      ['unknown fact "retries.windowHour"', 3, 43],
      ['unknown fact "nothing.like.it"', 6, 3],
    ],
  );
  assert.match(page.errors[0].hint!, /did you mean %fact:retries\.maxTries%/);
  assert.match(page.errors[2].hint!, /_facts\.json/);
});

test('a page without facts is untouched, and pages without a facts file can still use none', async () => {
  const page = await compile('Costs 100% and %fact is not a token.\n', {});
  assert.deepEqual(page.errors, []);
  assert.match(page.html!, /Costs 100% and %fact is not a token\./);
  const missing = await compile('Uses %fact:a.b%.\n', {});
  assert.match(missing.errors[0].hint!, /no _facts\.json/);
});

test('the cache key changes exactly when a fact the page uses changes', () => {
  const body = 'At most %fact:retries.maxTries% tries.';
  const key = factsCacheKey(body, facts);
  assert.equal(factsCacheKey(body, { ...facts, 'retries.windowHours': '48' }), key, 'an unused fact does not matter');
  assert.notEqual(factsCacheKey(body, { ...facts, 'retries.maxTries': '12' }), key);
  assert.notEqual(factsCacheKey(body, {}), key, 'a fact that disappears matters');
});

test('front matter: title, description, sidebar_label and keywords get the value; unknown names point into the file', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'facts-fm-'));
  await writeFile(
    path.join(dir, 'a.mdx'),
    '---\ntitle: "%fact:retries.maxTries% tries"\ndescription: "Within %fact:retries.windowHours% hours."\nsidebar_label: "Tries (%fact:retries.maxTries%)"\nkeywords: [retry, "%fact:retries.windowHours% hours"]\n---\n\nBody.\n',
  );
  const scanned = resolveFrontMatterFacts(await scanDocs({ docsDir: dir, includeDrafts: false }), facts);
  const fm = scanned.pages[0].frontMatter;
  assert.deepEqual(
    [fm.title, fm.description, fm.sidebar_label, fm.keywords],
    ['10 tries', 'Within 24 hours.', 'Tries (10)', ['retry', '24 hours']],
  );

  await mkdir(path.join(dir, 'b'));
  await writeFile(
    path.join(dir, 'b', 'c.mdx'),
    '---\ntitle: "Fine"\ndescription: "Within %fact:retries.windowHour% hours."\n---\n\nBody.\n',
  );
  await writeFile(path.join(dir, 'b', 'd.mdx'), '---\ntitle: "%fact:nope%"\n---\n\nBody.\n');
  const withTypos = await scanDocs({ docsDir: dir, includeDrafts: false });
  assert.throws(
    () => resolveFrontMatterFacts(withTypos, facts),
    (error: unknown) => {
      assert.ok(error instanceof HubDocsErrorList);
      assert.deepEqual(
        error.errors.map((e) => [path.basename(e.location!.file), e.location!.line, e.location!.column]),
        [
          ['c.mdx', 3, 22],
          ['d.mdx', 2, 9],
        ],
      );
      assert.match(error.errors[0].hint!, /%fact:retries\.windowHours%/);
      return true;
    },
  );
});

test('an invalid _facts.json names the file with line and column', async () => {
  const problem = (text: string) => {
    try {
      parseFacts(text, '/docs/_facts.json');
    } catch (error) {
      return error as HubDocsError | HubDocsErrorList;
    }
    assert.fail('no error');
  };
  const syntax = problem('{\n  "retries": {\n    "maxTries": 10,\n  }\n}\n') as HubDocsError;
  assert.match(syntax.message, /invalid JSON in _facts\.json/);
  assert.deepEqual(
    [syntax.location!.file, syntax.location!.line, syntax.location!.column],
    ['/docs/_facts.json', 4, 3],
  );

  const wrongType = problem(
    '{\n  "retries": { "maxTries": [10] },\n  "ok": "x",\n  "flag": true\n}\n',
  ) as HubDocsErrorList;
  assert.deepEqual(
    wrongType.errors.map((e) => [e.location!.line, e.location!.column]),
    [
      [2, 28],
      [4, 11],
    ],
  );
  assert.match(wrongType.errors[0].message, /"retries\.maxTries" is a list; a fact is a string or a number/);
  assert.match(wrongType.errors[1].message, /"flag" is the boolean true/);

  assert.match((problem('[1, 2]') as HubDocsError).message, /must hold a JSON object/);
  assert.match((problem('{ "a.b": 1 }') as HubDocsError).message, /"a\.b" is not a valid fact name/);
  assert.match((problem('// comment\n{}') as HubDocsError).message, /invalid JSON/);
});

test('no _facts.json means no facts', async () => {
  assert.deepEqual(await loadFacts(await mkdtemp(path.join(tmpdir(), 'facts-none-'))), {});
});
