/**
 * The docs' TypeScript samples work as printed (issue 15: "a developer following only getting
 * started can send and receive"). The samples are read from the pages with their facts and the
 * product name in place, written to a temp folder as the files their titles name, and:
 * - the quick start's files type-check on their own, strict, against Node 20's types;
 * - every other page's files type-check together with the quick-start files they import (each file
 *   exists once: a second sample with the same title is a copy the issue forbids);
 * - the schema's entity types type-check with the shared types of the schema index;
 * - the quick start's signature check and push handler behave as the page says.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { loadFacts } from '../../cli/content/facts-file.js';
import { replaceFactsInText } from '../../cli/content/fact-token.js';
import { replaceProductInText } from '../../cli/content/product-token.js';
import siteConfig from '../../site.config.js';

/** The bundled docs name a product (site.config.ts): its name and slug replace the product token. */
const product = siteConfig.product!;

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOCS = path.join(ROOT, 'docs');
const QUICK_START = 'getting-started/index.mdx';
// Names the pages say stand for the reader's own code ("`db` is your connector's own database"...).
const READERS_OWN_CODE = `
declare const db: any; type Db = any; declare const log: any; declare const alerts: any;
declare const erpHealth: any; declare const erpRules: any; declare const batch: unknown[];
declare function pageOnCall(event: unknown): void; declare function openTicket(event: unknown): void;
`;

interface Sample {
  page: string;
  file: string;
  code: string;
}

/** Every ```ts block with a title on the pages, as the reader sees it. */
async function samples(): Promise<Sample[]> {
  const facts = await loadFacts(DOCS);
  const pages = (await readdir(DOCS, { recursive: true })).filter((f) => f.endsWith('.mdx')).map((f) => f.split(path.sep).join('/')).sort();
  const found: Sample[] = [];
  for (const page of pages) {
    const raw = await readFile(path.join(DOCS, page), 'utf8');
    for (const m of raw.matchAll(/```ts title="([^"]+)"[^\n]*\n([\s\S]*?)```/g)) {
      const code = replaceProductInText(replaceFactsInText(m[2], facts, (use) => assert.fail(`${page}: unknown fact ${use.name}`)), product);
      found.push({ page, file: m[1], code });
    }
  }
  return found;
}

async function writeAll(dir: string, files: Sample[]): Promise<string[]> {
  await writeFile(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  return Promise.all(files.map(async (s) => {
    await writeFile(path.join(dir, s.file), s.code);
    return path.join(dir, s.file);
  }));
}

/** Type errors of a set of files, as readable lines; tsx resolves './hub-token' like a bundler. */
function typeErrors(files: string[], withNodeTypes: boolean): string[] {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: withNodeTypes ? ['node'] : [],
    typeRoots: [path.join(ROOT, 'node_modules/@types')],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}` : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

async function inTempDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hub-docs-samples-'));
  try {
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const all = await samples();
const quickStart = all.filter((s) => s.page === QUICK_START);
const schema = all.filter((s) => s.page.startsWith('schema/'));
const others = all.filter((s) => s.page !== QUICK_START && !s.page.startsWith('schema/'));

test('the quick start has its files, and every sample file exists once across the docs', () => {
  const names = quickStart.map((s) => s.file);
  for (const file of ['hub-token.ts', 'declare-shape.ts', 'send-message.ts', 'read-process-messages.ts', 'pull-messages.ts', 'verify-signature.ts', 'push-handler.ts']) {
    assert.ok(names.includes(file), `the quick start has ${file}`);
  }
  const seen = new Map<string, string>();
  for (const s of all) {
    assert.ok(!seen.has(s.file), `${s.file} is on ${seen.get(s.file)} and again on ${s.page}: keep one copy and link to it`);
    seen.set(s.file, s.page);
  }
});

test("the quick start's TypeScript type-checks on its own, strict, against Node 20's types", async () => {
  await inTempDir(async (dir) => {
    assert.deepEqual(typeErrors(await writeAll(dir, quickStart), true), []);
  });
});

test("every other page's TypeScript type-checks with the quick-start files it imports", async () => {
  await inTempDir(async (dir) => {
    const files = await writeAll(dir, [...quickStart, ...others, { page: '(test)', file: 'readers-own-code.d.ts', code: READERS_OWN_CODE }]);
    assert.deepEqual(typeErrors(files, true), []);
  });
});

test("the schema's TypeScript types type-check with the shared types of the schema index", async () => {
  assert.ok(schema.some((s) => s.file === 'shared-types.ts'), 'the schema index has shared-types.ts');
  await inTempDir(async (dir) => {
    assert.deepEqual(typeErrors(await writeAll(dir, schema), false), []);
  });
});

const SECRET = 'whsec_quick_start';
const sign = (body: Buffer, secret = SECRET) => 'sha256=' + createHmac('sha256', secret).update(body).digest('hex');

test("the quick start's verifySignature accepts the hub's signature, both values after a rotation, and nothing else", async () => {
  await inTempDir(async (dir) => {
    const [sample] = quickStart.filter((s) => s.file === 'verify-signature.ts');
    // Behaviour cannot show a timing leak; the source can: the comparison is the constant-time one.
    assert.match(sample.code, /timingSafeEqual\(/, 'verify-signature.ts compares with crypto.timingSafeEqual');
    await writeAll(dir, [sample]);
    const { verifySignature } = (await import(pathToFileURL(path.join(dir, 'verify-signature.ts')).href)) as {
      verifySignature: (raw: Buffer, header: string | undefined, secret: string) => boolean;
    };
    const body = Buffer.from('{"header":{"messageId":"m-1"},"body":{"data":{}}}');
    assert.equal(verifySignature(body, sign(body), SECRET), true);
    assert.equal(verifySignature(body, `${sign(body, 'new secret')},${sign(body)}`, SECRET), true, 'the old secret still verifies after a rotation');
    assert.equal(verifySignature(body, `${sign(body)}, ${sign(body, 'old secret')}`, SECRET), true, 'the new secret verifies, first of two');
    assert.equal(verifySignature(body, sign(body, 'another secret'), SECRET), false);
    assert.equal(verifySignature(Buffer.from(body.toString().replace(':{}', ': {}')), sign(body), SECRET), false, 'a re-serialised body does not verify');
    assert.equal(verifySignature(body, sign(body).slice('sha256='.length), SECRET), false, 'a bare hex value is not the scheme');
    assert.equal(verifySignature(body, undefined, SECRET), false);
    assert.equal(verifySignature(body, 'sha256=', SECRET), false);
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test("the quick start's push handler stores each signed delivery once and answers 204, 401, 400 as the page says", { timeout: 60_000 }, async () => {
  await inTempDir(async (dir) => {
    await writeAll(dir, quickStart.filter((s) => s.file === 'verify-signature.ts' || s.file === 'push-handler.ts'));
    const port = await freePort();
    const tsx = import.meta.resolve('tsx');
    const child = spawn(process.execPath, ['--import', tsx, 'push-handler.ts'], {
      cwd: dir,
      env: { ...process.env, HUB_SIGNING_SECRET: SECRET, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          output += chunk;
          if (output.includes('listening on')) resolve();
        });
        child.stderr.on('data', (chunk) => { output += chunk; });
        child.once('exit', (code) => reject(new Error(`push-handler.ts exited with ${code}: ${output}`)));
      });
      assert.match(output, new RegExp(`listening on http://localhost:${port}/hub/messages`));
      const url = `http://127.0.0.1:${port}/hub/messages`;
      const signatureHeader = `X-${product.name}-Signature`;
      const post = (body: Buffer, signature?: string) =>
        fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(signature ? { [signatureHeader]: signature } : {}) }, body: new Uint8Array(body) }).then((r) => r.status);

      const echo = Buffer.from(JSON.stringify({
        header: { messageId: 'd8f0b2c4-6e8a-4c0e-b2d4-6f8a0c2e4b61', correlationId: 'quickstart-1', entity: 'customerAccount', operation: 'upsert', schemaVersion: '3.2', sourceSystem: 'echo', sentAt: '2025-03-14T10:00:02Z' },
        body: { data: { name: 'Quick Start Trading B.V.' } },
      }));
      const report = Buffer.from(JSON.stringify({ kind: 'processMessage', processMessageId: '5e7a9c1b-3d5f-4b7a-9c1e-3f5b7d9a1c36', messageId: '3f2b8c1d-6e4a-4b7f-9c2d-8e1f0a3b5c7d', status: 'processed' }));
      assert.equal(await post(echo, sign(echo)), 204);
      assert.equal(await post(echo, sign(echo)), 204, 'a repeated delivery is answered');
      assert.equal(await post(report, `${sign(report, 'rotated secret')},${sign(report)}`), 204, 'a delivery signed with two secrets after a rotation');
      assert.equal(await post(echo, sign(echo, 'wrong secret')), 401);
      assert.equal(await post(echo), 401);
      const notJson = Buffer.from('not json');
      assert.equal(await post(notJson, sign(notJson)), 400);
      const noId = Buffer.from('{}');
      assert.equal(await post(noId, sign(noId)), 400);
      assert.equal(await post(report, sign(report)), 204, 'the handler still runs after a bad body');

      const stored = (await readFile(path.join(dir, 'received.jsonl'), 'utf8')).trim().split('\n').map((line) => (JSON.parse(line) as { id: string }).id);
      assert.deepEqual(stored, ['d8f0b2c4-6e8a-4c0e-b2d4-6f8a0c2e4b61', '5e7a9c1b-3d5f-4b7a-9c1e-3f5b7d9a1c36'], 'each id stored once');
      assert.match(output, /customerAccount upsert from echo: Quick Start Trading B\.V\./);
      assert.match(output, /process message for 3f2b8c1d-6e4a-4b7f-9c2d-8e1f0a3b5c7d: processed/);
    } finally {
      child.kill();
      await exited;
    }
  });
});
