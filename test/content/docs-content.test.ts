import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPage, checkTroubleshooting, type PageSource } from './checks.js';
import { prepareSite } from '../../cli/build.js';
import { loadFacts } from '../../cli/content/facts-file.js';
import { findLiteralFacts } from './literal-facts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOCS = path.join(ROOT, 'docs');
const PRODUCT_NAMES = ['Switchboard', 'switchboard'];

async function allPages(): Promise<PageSource[]> {
  const entries = await readdir(DOCS, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith('.mdx'))
    .map((e) => path.join(e.parentPath, e.name));
  return Promise.all(
    files.sort().map(async (file) => ({
      relPath: path.relative(DOCS, file).split(path.sep).join('/'),
      raw: await readFile(file, 'utf8'),
    })),
  );
}

test('every docs page meets the content rules', async () => {
  const facts = await loadFacts(DOCS);
  const problems = (await allPages()).flatMap((page) =>
    checkPage(page, PRODUCT_NAMES, facts).map((p) => `${page.relPath}: ${p}`),
  );
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
  const categories = (await readdir(path.join(DOCS, 'end-user-guide/troubleshooting'))).filter(
    (f) => f.endsWith('.mdx') && f !== 'index.mdx',
  );
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
    assert.ok(
      problems.some((p) => pattern.test(p)),
      `${name}: ${problems.join('; ')}`,
    );
  }
  assert.match(
    checkTroubleshooting('## What you see\n## Why it happens\n## How to fix it\n## Related pages\n')[0],
    /sections must be exactly/,
  );
  assert.match(
    checkTroubleshooting(
      '## What you see\n## Why it happens\n## How to fix it\nDo it.\n## How to prevent it\n## Related pages\n',
    )[0],
    /numbered steps/,
  );
});

// Facts by name: the real restatements the issue listed are caught; unrelated numbers are not.
const testFacts = {
  'retries.maxTries': '10',
  'retries.maxRetries': '9',
  'retries.windowHours': '24',
  'retries.maxWaitHours': '1',
  'push.answerTimeoutSeconds': '10',
  'log.retentionDays': '30',
  'messages.maxSizeMiB': '1',
  'api.rateLimitPerMinute': '600',
  'pull.visibilityTimeoutMinutes': '5',
  'pause.afterConsecutiveFailures': '5',
  'pull.defaultMaxMessages': '50',
  'api.messagesPath': '/v3/messages',
  'api.ackPath': '/v3/messages/{messageId}/ack',
  'push.signatureHeader': 'X-%product%-Signature',
  'category.keyDataIsMissing': 'KEY_DATA_IS_MISSING',
  'category.warning': 'WARNING',
  'sandbox.echoSourceSystem': 'echo',
};

test('the facts-by-name rule catches literal restatements in any usual spelling', () => {
  const restated: [string, string][] = [
    ['retries stop after 24 hours', 'retries.windowHours'],
    ['a 24-hour window', 'retries.windowHours'],
    ['within 24 h', 'retries.windowHours'],
    ['one day later', 'retries.windowHours'],
    ['answer within 10 seconds', 'push.answerTimeoutSeconds'],
    ['no answer within 10 s from', 'push.answerTimeoutSeconds'],
    ['the 10-second limit', 'push.answerTimeoutSeconds'],
    ['kept for 30 days', 'log.retentionDays'],
    ['at most 1 MiB', 'messages.maxSizeMiB'],
    ['600 requests per minute', 'api.rateLimitPerMinute'],
    ['600 per minute', 'api.rateLimitPerMinute'],
    ['10 requests per second', 'api.rateLimitPerMinute'],
    ['at most ten tries', 'retries.maxTries'],
    ['10 delivery attempts', 'retries.maxTries'],
    ['failed 10 times', 'retries.maxTries'],
    ['up to 9 retries', 'retries.maxRetries'],
    ['after 5 consecutive failed deliveries', 'pause.afterConsecutiveFailures'],
    ['after five failures in a row', 'pause.afterConsecutiveFailures'],
    ['pauses after 5 in a row', 'pause.afterConsecutiveFailures'],
    ['if 5 tries in a row fail', 'pause.afterConsecutiveFailures'],
    ['capped at 1 hour', 'retries.maxWaitHours'],
    ['hidden for 5 minutes', 'pull.visibilityTimeoutMinutes'],
    ['up to 50 messages', 'pull.defaultMaxMessages'],
    ['POST /v3/messages?max=10', 'api.messagesPath'],
    ['https://sandbox.hub.example.com/v3/messages', 'api.messagesPath'],
    ['`/v3/messages/{messageId}/ack`', 'api.ackPath'],
    ["req.headers['x-%product%-signature']", 'push.signatureHeader'],
    ['"category": "KEY_DATA_IS_MISSING"', 'category.keyDataIsMissing'],
    ['category `WARNING`', 'category.warning'],
  ];
  for (const [text, name] of restated) {
    const found = findLiteralFacts(`Intro.\n${text}\n`, testFacts);
    assert.ok(
      found.some((f) => f.names.includes(name) && f.line === 2),
      `${text} → ${name}: ${JSON.stringify(found)}`,
    );
  }
  const unrelated = [
    'Five systems need up to 10 interfaces and 24 items.',
    'At 10:30 the schema version 3.2 of the /v3 API with `PT15M` and `?max=50` and `"expires_in": 3600`.',
    'Wait 2 hours, or 5 seconds, or 30 minutes; 10 GiB; 600 records.',
    'A warning is not a WARNING_SIGN; call /v3/messages-archive; the echo connector.',
    'The /v3/messages/{messageId}/ack path is its own fact.',
  ];
  for (const text of unrelated) {
    const found = findLiteralFacts(text, testFacts).filter(
      (f) => !(text.includes('ack path') && f.names.includes('api.ackPath')),
    );
    assert.deepEqual(found, [], text);
  }
  assert.deepEqual(
    findLiteralFacts('Within %fact:retries.windowHours% hours, see %fact:api.messagesPath%.', testFacts),
    [],
    'tokens are not literals',
  );
});

test('checkPage reports a literal fact with its line, and resolves facts in JSON examples before parsing them', () => {
  assert.deepEqual(checkPage({ relPath: 'x/a.mdx', raw: good }, PRODUCT_NAMES, testFacts), []);
  const problems = checkPage(
    { relPath: 'x/a.mdx', raw: good.replace('Word Word', 'within 24 hours') },
    PRODUCT_NAMES,
    testFacts,
  );
  assert.ok(
    problems.some((p) =>
      /line 8 writes "24 hours" literally: write it by name \(%fact:retries\.windowHours%\)/.test(p),
    ),
    problems.join('; '),
  );
  const json = good + '\n```json\n{ "maxTries": %fact:retries.maxTries%, "path": "%fact:api.messagesPath%" }\n```\n';
  assert.deepEqual(checkPage({ relPath: 'x/a.mdx', raw: json }, PRODUCT_NAMES, testFacts), []);
});

test('every fact in _facts.json is used by a page, and every literal exception is still needed', async () => {
  const facts = await loadFacts(DOCS);
  const pages = await allPages();
  const text = pages.map((p) => p.raw).join('\n');
  const unused = Object.keys(facts).filter((name) => !text.includes(`%fact:${name}%`));
  assert.deepEqual(unused, [], 'facts no page uses');
  const { LITERAL_EXCEPTIONS } = await import('./literal-facts.js');
  for (const exception of LITERAL_EXCEPTIONS) {
    const page = pages.find((p) => p.relPath === exception.page);
    assert.ok(
      page && findLiteralFacts(page.raw, facts).some((f) => f.literal === exception.literal),
      `exception not needed: ${exception.page} "${exception.literal}"`,
    );
  }
});
