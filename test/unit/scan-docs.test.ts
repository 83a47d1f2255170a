/**
 * The scan's answers to files a docs folder should not hold: bytes that are not UTF-8 (an error
 * at the first bad byte), symbolic links that loop, point to nothing or point outside the site (a
 * warning naming each, the link left out), and links inside the site (followed, as Docusaurus does).
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scanDocs } from '../../cli/pipeline/scan-docs.js';
import { readSourceText } from '../../cli/pipeline/docs-files.js';
import { formatError, HubDocsError } from '../../cli/errors.js';

const root = mkdtempSync(path.join(tmpdir(), 'hub-docs-scan-'));
after(() => rmSync(root, { recursive: true, force: true }));

let count = 0;
function site(files: Record<string, string | Uint8Array>): { siteDir: string; docsDir: string } {
  const siteDir = path.join(root, `site-${++count}`);
  for (const [relPath, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, relPath)), { recursive: true });
    writeFileSync(path.join(siteDir, relPath), contents);
  }
  return { siteDir, docsDir: path.join(siteDir, 'docs') };
}

test('a page that is not UTF-8 is an error at the line and column of its first bad byte', async () => {
  const latin1 = Buffer.concat([
    Buffer.from('---\ntitle: Café\n---\n\nNaïve '),
    Buffer.from([0xe9]),
    Buffer.from('t\xe9 here\n', 'latin1'),
  ]);
  const { siteDir, docsDir } = site({ 'docs/ok.md': '# Ok\n', 'docs/bad.md': latin1 });
  const error = await scanDocs({ docsDir, siteDir, includeDrafts: false }).then(
    () => assert.fail('should fail'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof HubDocsError, formatError(error));
  assert.deepEqual(error.location, { file: path.join(docsDir, 'bad.md'), line: 5, column: 7 });
  assert.match(error.message, /not valid UTF-8: the byte 0xE9 at line 5, column 7/);
  // Every kind of malformed sequence is found where it starts.
  const cases: [number[], number][] = [
    [[0x61, 0x80], 2], // a lone continuation byte
    [[0x61, 0xc0, 0xaf], 2], // an overlong "/"
    [[0xe2, 0x82, 0xac, 0xed, 0xa0, 0x80], 2], // "€" then a surrogate
    [[0xf0, 0x9f, 0x98], 1], // a 4-byte character cut short
    [[0xf4, 0x90, 0x80, 0x80], 1], // past U+10FFFF
  ];
  for (const [bytes, column] of cases) {
    const file = path.join(siteDir, 'case.md');
    writeFileSync(file, Buffer.from(bytes));
    assert.throws(
      () => readSourceText(file),
      (e: HubDocsError) => e.location?.line === 1 && e.location.column === column,
      JSON.stringify(bytes),
    );
  }
});

test('symbolic links inside the site are followed; loops, dangling links and links outside the site are warnings naming them', async () => {
  const { siteDir, docsDir } = site({
    'docs/index.md': '# Home\n',
    'shared/snippet.md': '# Shared\n',
    'shared/more/deep.md': '# Deep\n',
  });
  const outside = site({ 'secret.md': '# Secret\n' }).siteDir;
  symlinkSync(path.join(siteDir, 'shared'), path.join(docsDir, 'shared')); // a folder of the site: followed
  symlinkSync(path.join(siteDir, 'shared', 'snippet.md'), path.join(docsDir, 'linked.md')); // a file of the site: followed
  symlinkSync(docsDir, path.join(siteDir, 'shared', 'more', 'back')); // a loop through the followed folder
  symlinkSync('self', path.join(docsDir, 'self')); // ELOOP
  symlinkSync(path.join(outside, 'secret.md'), path.join(docsDir, 'secret.md')); // outside the site
  symlinkSync(path.join(siteDir, 'missing.md'), path.join(docsDir, 'missing.md')); // to nothing
  const scanned = await scanDocs({ docsDir, siteDir, includeDrafts: false });
  assert.deepEqual(scanned.pages.map((p) => p.relPath).sort(), [
    'index.md',
    'linked.md',
    'shared/more/deep.md',
    'shared/snippet.md',
  ]);
  const warnings = scanned.warnings.map((w) => `${path.relative(siteDir, w.location!.file)}: ${w.message}`).sort();
  assert.equal(warnings.length, 4, warnings.join('\n'));
  assert.match(warnings[0], /^docs\/missing\.md: .*points to nothing/);
  assert.match(warnings[1], /^docs\/secret\.md: .*points outside the site/);
  assert.match(warnings[2], /^docs\/self: .*is a loop/);
  assert.match(warnings[3], /^docs\/shared\/more\/back: .*is a loop: it points to .*docs, a folder it is in/);
});
