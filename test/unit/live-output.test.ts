import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LiveOutput } from '../../cli/pipeline/live-output.js';

async function site() {
  const root = await mkdtemp(path.join(tmpdir(), 'live-output-'));
  const source = path.join(root, 'logo.svg');
  await writeFile(source, '<svg/>');
  return { root, source, out: path.join(root, 'site'), remove: () => rm(root, { recursive: true, force: true }) };
}

test('serve output: only changed files are written, files no longer produced are removed', async () => {
  const { source, out, remove } = await site();
  const output = new LiveOutput(out);
  await output.init();
  await output.write('a/index.html', 'A1');
  await output.write('b/index.html', 'B1');
  await output.write('bin.js', new Uint8Array([1, 2, 3]));
  await output.copy(source, 'img/logo.svg');
  await output.commit();
  // Marks on disk: a file the next build writes again loses its mark.
  await writeFile(path.join(out, 'b/index.html'), 'marked');
  await writeFile(path.join(out, 'bin.js'), 'marked');

  await output.init();
  await output.write('a/index.html', 'A2');
  await output.write('b/index.html', 'B1');
  await output.write('bin.js', new Uint8Array([1, 2, 3]));
  await output.commit();
  assert.equal(await readFile(path.join(out, 'a/index.html'), 'utf8'), 'A2');
  assert.equal(await readFile(path.join(out, 'b/index.html'), 'utf8'), 'marked', 'unchanged text is not written again');
  assert.equal(await readFile(path.join(out, 'bin.js'), 'utf8'), 'marked', 'unchanged bytes are not written again');
  assert.equal(existsSync(path.join(out, 'img/logo.svg')), false, 'a file the build no longer produces is removed');
  assert.equal(output.bytesWritten, 2 + 2 + 3);
  await remove();
});

test('serve output: a build that fails while writing makes the next one rewrite every file', async () => {
  const { out, remove } = await site();
  const output = new LiveOutput(out);
  await output.init();
  await output.write('a.txt', 'A');
  await output.write('b.txt', 'B');
  await output.commit();

  await output.init();
  await output.write('a.txt', 'A-half-done');
  await output.abort();
  // After the failed build nothing on disk is trusted: b.txt is written again though its contents did not change.
  await writeFile(path.join(out, 'b.txt'), 'stale');
  await output.init();
  await output.write('a.txt', 'A');
  await output.write('b.txt', 'B');
  await output.commit();
  assert.equal(await readFile(path.join(out, 'a.txt'), 'utf8'), 'A');
  assert.equal(await readFile(path.join(out, 'b.txt'), 'utf8'), 'B');

  // A failure before writing (a compile error) leaves the folder, and what is known of it, as it was.
  await output.abort();
  await output.init();
  await output.write('a.txt', 'A');
  await output.commit();
  assert.equal(existsSync(path.join(out, 'b.txt')), false);
  await remove();
});
