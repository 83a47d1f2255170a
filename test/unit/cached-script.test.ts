/** cli/cached-script.ts: a CommonJS file run with a V8 code cache, read as Latin-1 when it is ASCII. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCachedScript } from '../../cli/cached-script.js';

test('a script runs with the same text whether it is ASCII (read as Latin-1) or not (UTF-8), and keeps its code cache', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'hub-docs-cached-script-'));
  try {
    const ascii = path.join(dir, 'ascii.cjs');
    const other = path.join(dir, 'other.cjs');
    await writeFile(ascii, "module.exports = { text: 'plain \\u2192 escaped', length: 'plain'.length };\n");
    await writeFile(
      other,
      "module.exports = { text: 'caf\u00e9 \u2192 \u{1F600}', length: 'caf\u00e9 \u2192 \u{1F600}'.length };\n",
    );
    assert.deepEqual(runCachedScript(ascii, null).exports, { text: 'plain \u2192 escaped', length: 5 });
    // Read as Latin-1, the UTF-8 bytes of "é", "→" and the emoji would be two to four characters each.
    const cacheFile = path.join(dir, 'cache', 'other.v8');
    const first = runCachedScript(other, cacheFile);
    assert.deepEqual(first.exports, { text: 'caf\u00e9 \u2192 \u{1F600}', length: 9 });
    first.keepCache();
    assert.ok(existsSync(cacheFile));
    assert.deepEqual(runCachedScript(other, cacheFile).exports, { text: 'caf\u00e9 \u2192 \u{1F600}', length: 9 });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
