/** OutputWriter's answers to what other processes do to its output folder meanwhile. */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OutputWriter } from '../../cli/pipeline/write-output.js';

const root = mkdtempSync(path.join(tmpdir(), 'hub-docs-output-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('a build that made a new output folder replaces one another build made meanwhile, whole', async () => {
  const outDir = path.join(root, 'race', 'build');
  mkdirSync(path.dirname(outDir));
  const output = new OutputWriter(outDir, null);
  await output.init();
  await output.write('index.html', 'mine');
  await output.write('guide/index.html', 'mine too');
  // Another build commits first.
  mkdirSync(path.join(outDir, 'other'), { recursive: true });
  writeFileSync(path.join(outDir, 'other', 'index.html'), 'theirs');
  await output.commit();
  assert.deepEqual(readdirSync(outDir, { recursive: true }).map(String).sort(), [
    'guide',
    'guide/index.html',
    'index.html',
  ]);
  assert.equal(readFileSync(path.join(outDir, 'index.html'), 'utf8'), 'mine');
  assert.deepEqual(readdirSync(path.dirname(outDir)), ['build'], 'nothing is left beside it');
});

test("the temp folders of killed builds are removed by the next build; a running build's is left alone", async () => {
  const outDir = path.join(root, 'killed', 'build');
  const dead = path.join(root, 'killed', '.build.tmp-999999999-1');
  const running = path.join(root, 'killed', `.build.tmp-${process.pid}-1`);
  for (const folder of [dead, running]) mkdirSync(folder, { recursive: true });
  const output = new OutputWriter(outDir, null);
  await output.init();
  await output.write('index.html', 'x');
  await output.commit();
  assert.equal(existsSync(dead), false);
  assert.equal(existsSync(running), true);
});

test('a path that leaves the output folder is refused before anything is written', async () => {
  const outDir = path.join(root, 'refuse', 'build');
  const output = new OutputWriter(outDir, null);
  await output.init();
  for (const bad of ['../x.html', 'a/../../x.html', '/etc/x', 'C:\\x', '..\\x', '']) {
    await assert.rejects(output.write(bad, 'x'), /refused to write/, bad);
    await assert.rejects(output.copy(path.join(root, 'nothing'), bad), /refused to write/, bad);
  }
  await output.abort();
  assert.equal(existsSync(path.join(root, 'refuse', 'x.html')), false);
});
