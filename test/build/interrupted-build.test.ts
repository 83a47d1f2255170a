/**
 * Fault tests of the write stage (cli/pipeline/write-output.ts): a build killed (SIGKILL) at
 * random points over a previous output, and two builds into one folder at once, leave an output
 * where every page is whole and is the previous build's or the new one's, and every asset, chunk,
 * sidebar and search index a page or the route manifest names is there. The next build then
 * makes exactly what a clean build makes, and leaves no temp folder behind.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSite, snapshotDir, type TestSite } from '../helpers/site.js';
import { compiledCli } from '../helpers/compiled-cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const sites: TestSite[] = [];
after(() => Promise.all(sites.map((s) => s.remove())));

/** The site at version `v`: every page says so, and one page has a component (its own chunk) that does too. */
function files(v: number): Record<string, string> {
  return {
    'docs/index.mdx': `# Home\n\nVERSION-${v} of the home page. See [the widget](./widget.mdx).\n`,
    'docs/guide/setup.mdx': `# Setup\n\nVERSION-${v}: install it.\n\n## Steps\n\nRun it.\n`,
    'docs/guide/more.mdx': `# More\n\nVERSION-${v}: and more.\n`,
    'docs/widget.mdx': `export const Marker = () => <strong>widget VERSION-${v}</strong>;\n\n# Widget\n\n<Marker />\n`,
  };
}

/**
 * Runs `hub-docs build` in a child process; `killAfter` ms: SIGKILLs it then. Resolves with its exit code (null:
 * killed) and how long it ran.
 */
function cliBuild(s: TestSite, outDir: string, killAfter?: number): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, [compiledCli(), 'build', '--config', s.configFile, '--out-dir', outDir], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = killAfter === undefined ? null : setTimeout(() => child.kill('SIGKILL'), killAfter);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      if (code !== 0 && code !== null) reject(new Error(`build exited ${code}: ${stderr}`));
      else resolve({ code, ms: Date.now() - started });
    });
  });
}

/** Every page whole and of one version, and everything pages and the route manifest name present. */
function assertConsistent(outDir: string, what: string): void {
  const all = readdirSync(outDir, { recursive: true }).map(String);
  const pages = all.filter((f) => f.endsWith('.html'));
  assert.ok(pages.length >= 6, `${what}: pages are there`);
  const referenced = new Set<string>();
  for (const page of pages) {
    const html = readFileSync(path.join(outDir, page), 'utf8');
    assert.ok(html.endsWith('</html>\n'), `${what}: ${page} is whole`);
    if (['index.html', 'guide/setup/index.html', 'guide/more/index.html', 'widget/index.html'].includes(page)) {
      const versions = new Set(html.match(/VERSION-\d/g));
      assert.equal(versions.size, 1, `${what}: ${page} is of one build (${[...versions].join(', ')})`);
    }
    for (const [, url] of html.matchAll(/(?:src|href)="(\/(?:assets|sidebar|route-manifest)[^"?#]*)/g))
      referenced.add(url);
  }
  const manifest = readFileSync(path.join(outDir, 'route-manifest.json'), 'utf8');
  for (const [, url] of manifest.matchAll(/"(\/assets\/[^"]+)"/g)) referenced.add(url);
  const search = JSON.parse(readFileSync(path.join(outDir, 'search-manifest.json'), 'utf8')) as {
    indexes: Record<string, Record<string, string>>;
  };
  for (const folders of Object.values(search.indexes))
    for (const folder of Object.values(folders)) referenced.add('/' + folder + 'index.json');
  const missing = [...referenced].filter((url) => !existsSync(path.join(outDir, url)));
  assert.deepEqual(missing, [], `${what}: every file the pages name is there`);
}

const tempFolders = (s: TestSite) => readdirSync(s.dir).filter((f) => f.includes('.tmp-'));

test('a build killed at random points over a previous output leaves whole pages of one build or the other, and every file they name', async () => {
  const s = await createSite(files(1));
  sites.push(s);
  const { ms } = await cliBuild(s, s.outDir);
  assertConsistent(s.outDir, 'first build');
  // Kill points spread over the build (startup, compile, render, commit), jittered by a fixed seed.
  let seed = 30;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const fractions = [0.4, 0.7, 0.9, 1].map((f) => f + (random() - 0.5) * 0.1);
  for (const [i, fraction] of fractions.entries()) {
    const version = i + 2;
    for (const [relPath, text] of Object.entries(files(version))) await s.write(relPath, text);
    const { code } = await cliBuild(s, s.outDir, Math.round(ms * fraction));
    assertConsistent(
      s.outDir,
      `run ${i + 1} (killed at ${Math.round(fraction * 100)}% of a build, ${code === null ? 'killed' : 'finished'})`,
    );
  }
  // The next build recovers: the output is what a clean build makes, and the killed builds' temp folders are gone.
  await cliBuild(s, s.outDir);
  const clean = path.join(s.dir, 'clean');
  await cliBuild(s, clean);
  assert.deepEqual(await snapshotDir(s.outDir), await snapshotDir(clean));
  assert.deepEqual(tempFolders(s), []);
});

test('two builds into one folder at once both succeed and leave the output a single build makes', async () => {
  const s = await createSite(files(1));
  sites.push(s);
  const reference = path.join(s.dir, 'reference');
  await cliBuild(s, reference);
  for (const [run, over] of ['fresh folder', 'previous output'].entries()) {
    if (run === 0) rmSync(s.outDir, { recursive: true, force: true });
    await Promise.all([cliBuild(s, s.outDir), cliBuild(s, s.outDir)]);
    assertConsistent(s.outDir, over);
    assert.deepEqual(await snapshotDir(s.outDir), await snapshotDir(reference), over);
    assert.deepEqual(tempFolders(s), [], over);
  }
});
