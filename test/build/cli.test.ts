/** The command line as scripts use it: exit codes, summaries, --json output, Ctrl-C. */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSite, FIXTURE_SITE, page } from '../helpers/site.js';
import { compiledCli } from '../helpers/compiled-cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONFIG = path.join(FIXTURE_SITE, 'site.config.ts');
const outDir = await mkdtemp(path.join(tmpdir(), 'hub-docs-cli-'));
after(() => rm(outDir, { recursive: true, force: true }));

const cli = (...args: string[]) =>
  spawnSync(process.execPath, [compiledCli(), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });

test('build exits 0 with a one-line summary; not on a terminal, a line per stage before it (none in place); --quiet prints the summary alone', () => {
  const result = cli('build', '--config', CONFIG, '--out-dir', outDir);
  assert.equal(result.status, 0, result.stderr);
  const lines = result.stdout.split('\n');
  assert.match(lines.at(-2)!, /^✓ built 11 pages in [\d.]+ (ms|s) → .+ \([\d.]+ (KiB|MiB)\)$/);
  assert.ok(
    lines.some((l) => /^ {2}✓ compile \d+ pages \(\d+ ms\)$/.test(l)),
    result.stdout,
  );
  assert.ok(
    lines.some((l) => /^ {2}✓ render \d+ pages \(\d+ ms\)$/.test(l)),
    result.stdout,
  );
  assert.doesNotMatch(result.stdout, /\r|\x1b/, 'no line rewritten in place');
  const quiet = cli('build', '--config', CONFIG, '--out-dir', outDir, '--quiet');
  assert.equal(quiet.status, 0, quiet.stderr);
  assert.match(quiet.stdout, /^✓ built 11 pages in [\d.]+ (ms|s) → .+ \([\d.]+ (KiB|MiB)\)\n$/);
});

test('search --json prints [{ title, url, type, snippet, correction }] with page paths, ranked', () => {
  const result = cli('search', 'install', '--out-dir', outDir, '--json', '--limit', '3');
  assert.equal(result.status, 0, result.stderr);
  const results = JSON.parse(result.stdout) as {
    title: string;
    url: string;
    type: string;
    snippet: { text: string; mark: boolean }[];
    correction: string | null;
  }[];
  assert.ok(results.length > 0 && results.length <= 3);
  // The first four fields as ever (scripts and the MCP server read them); `correction` added beside them.
  assert.deepEqual(Object.keys(results[0]).sort(), ['correction', 'snippet', 'title', 'type', 'url']);
  assert.match(results[0].url, /^\/guide\/setup/);
  assert.equal(results[0].correction, null);
  assert.ok(
    results[0].snippet.some((part) => part.mark && /^install/i.test(part.text)),
    'the snippet is text parts, the matched words marked',
  );
});

test('search corrects typos and says so (--json: `correction` on each result); --literal searches as typed', () => {
  const typo = cli('search', 'relay', 'evnets', '--out-dir', outDir, '--json');
  assert.equal(typo.status, 0, typo.stderr);
  const results = JSON.parse(typo.stdout) as { url: string; correction: string | null }[];
  assert.ok(results.length > 0 && results.every((r) => r.correction === 'relay events'));
  assert.match(
    cli('search', 'relay', 'evnets', '--out-dir', outDir).stdout,
    /^Showing results for "relay events" \(--literal: as typed\)\n 1\. /,
  );
  const literal = cli('search', 'evnets', '--out-dir', outDir, '--literal');
  assert.equal(literal.status, 0, literal.stderr);
  assert.equal(literal.stdout, 'No results\n');
});

test('search prints each result with its snippet as plain text, matched words between asterisks', () => {
  const result = cli('search', 'install', '--out-dir', outDir, '--limit', '1');
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /^ 1\. .+ {2}\[\w+\]\n {4}\/guide\/setup\S*\n {4}.*\*install\w*\*/i);
  assert.doesNotMatch(result.stdout, /<mark>|&lt;|&amp;/);
});

test('search without an index, and with a bad --limit, fails with a hint', () => {
  const missing = cli('search', 'x', '--out-dir', path.join(outDir, 'nope'));
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /no search index in .*\n\s+hint: run `hub-docs build`/);
  assert.equal(cli('search', 'x', '--out-dir', outDir, '--limit', 'lots').status, 1);
});

test("search --locale searches that locale's index; a locale the site has none of fails naming those it has", () => {
  const en = cli('search', 'install', '--out-dir', outDir, '--locale', 'en', '--json');
  assert.equal(en.status, 0, en.stderr);
  assert.deepEqual(JSON.parse(en.stdout), JSON.parse(cli('search', 'install', '--out-dir', outDir, '--json').stdout));
  const fr = cli('search', 'install', '--out-dir', outDir, '--locale', 'fr');
  assert.equal(fr.status, 1);
  assert.match(fr.stderr, /no search index in the locale "fr"\n\s+hint: its locales: "en"/);
});

test('index rebuilds only the index and reports documents, terms and bytes', () => {
  const result = cli('index', '--config', CONFIG, '--out-dir', outDir, '--json');
  assert.equal(result.status, 0, result.stderr);
  const summary = JSON.parse(result.stdout) as {
    dir: string;
    files: number;
    documents: number;
    terms: number;
    bytes: number;
    gzipBytes: number;
  };
  assert.match(summary.dir, /^search-index\/current\/en\/[0-9a-f]{10}\/$/);
  assert.ok(summary.files > 2 && summary.documents > 10 && summary.terms > 20 && summary.bytes > summary.gzipBytes);
  // The manifest names the new folder, which is the only one left, and the search still works from it.
  assert.equal(
    JSON.parse(readFileSync(path.join(outDir, 'search-manifest.json'), 'utf8')).indexes.current.en,
    summary.dir,
  );
  assert.deepEqual(
    readdirSync(path.join(outDir, 'search-index/current/en')).sort(),
    [path.basename(summary.dir), 'documents'].sort(),
  );
  assert.equal(cli('search', 'install', '--out-dir', outDir).status, 0);
});

test('a bad config exits non-zero naming the field, file, line and column', async () => {
  const site = await createSite(
    { 'docs/a.mdx': page('A', 'Text.') },
    `{ title: 'T', url: 'not a url', product: { name: 'R', slug: 'r' } }`,
  );
  const result = cli('build', '--config', site.configFile, '--out-dir', path.join(site.dir, 'out'));
  assert.equal(result.status, 1);
  assert.match(result.stderr, /site\.config\.ts:\d+:\d+ error: config field "url" must be an origin/);
  await site.remove();
});

// A failed locale's build still asked for its index after the build of all locales had closed the shared search index
// thread: a new thread started, which nobody stopped, and the process never exited (Jest's site, a missing stylesheet).
test('a build of several locales that fails exits non-zero at once, its threads stopped, saying its warnings', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'hub-docs-cli-locales-'));
  try {
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(path.join(dir, 'docs'));
    // Enough pages for the search index thread (WORKER_THRESHOLD), with words to index.
    for (let i = 1; i <= 30; i++)
      await writeFile(path.join(dir, 'docs', `p${i}.md`), `# Page ${i}\n\nText of page ${i} about shipments.\n`);
    await writeFile(
      path.join(dir, 'docusaurus.config.js'),
      `module.exports = { title: 'Locales', url: 'https://example.com', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: {}, blog: false, theme: { customCss: ['./missing.css'] } }]],
  plugins: ['@docusaurus/plugin-ideal-image'] };\n`,
    );
    const result = spawnSync(process.execPath, [compiledCli(), 'build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, HUB_DOCS_CACHE_DIR: path.join(dir, 'cache') },
      timeout: 60_000,
    });
    assert.equal(result.signal, null, 'the process exited by itself');
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, /the custom stylesheet \.\/missing\.css does not exist/);
    // What the build had warned of before it failed is said too, first.
    const warning = result.stderr.search(
      /warning: hub-docs builds this Docusaurus project's docs; it leaves out [^\n]*plugin-ideal-image/,
    );
    assert.ok(warning >= 0 && warning < result.stderr.indexOf('error:'), result.stderr);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('serve prints its URL, and Ctrl-C stops it cleanly and frees the port', async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const child = spawn(process.execPath, [compiledCli(), 'serve', '--config', CONFIG, '--port', String(port)], {
    cwd: ROOT,
  });
  let output = '';
  await new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`http://127.0.0.1:${port}/`)) resolve();
    }),
  );
  const response = await fetch(`http://127.0.0.1:${port}/`);
  assert.equal(response.status, 200);
  child.kill('SIGINT');
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  assert.equal(code, 0);
  await new Promise<void>((resolve, reject) => {
    const again = net
      .createServer()
      .once('error', reject)
      .listen(port, '127.0.0.1', () => again.close(() => resolve()));
  });
});
