/**
 * The docs' samples work as printed (issue 15: "a developer following only getting started can
 * send and receive"; issue 36: "every sample compiles in its language"). The samples are read from
 * the pages with their facts and the product name in place, and:
 * - TypeScript: written to a temp folder as the files their titles name; the quick start's files
 *   type-check on their own, strict, against Node 20's types; every other page's files type-check
 *   together with the quick-start files they import, with nothing declared for them (each file
 *   exists once: a second sample with the same title is a copy the issue forbids); the schema's
 *   entity types type-check with the shared types of the schema index. A block without a file
 *   title must say why in its first line (`// Partial: …`) and is only parsed;
 * - Python: every block compiles (`python3 -m py_compile`), and a module it imports from the docs
 *   (`from hub_token import …`) is a titled sample on some page;
 * - shell: every bash block is accepted by `bash -n`;
 * - every request to the hub, on every page, is in a tab group with curl, TypeScript and Python, the
 *   group the API reference uses, so a reader's choice holds everywhere;
 * - the quick start's signature check (both languages) and push handler behave as the page says, and its
 *   TypeScript and Python files run in order against a stand-in hub (token to acknowledgement);
 * - the process-message recovery loops (both languages) ask for the same page again after a 429.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
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
const QUICK_START = 'quick-start.mdx';
/** The tab group of the API reference's samples (cli/openapi/operation-page.ts), and its languages. */
const LANGUAGE_GROUP = 'api-language';
const LANGUAGES = ['curl', 'typescript', 'python'];

interface Sample {
  page: string;
  file: string;
  code: string;
}

interface CodeBlock {
  page: string;
  /** 1-based line of the opening fence. */
  line: number;
  language: string;
  title: string | null;
  code: string;
}

const facts = await loadFacts(DOCS);
const pageFiles = (await readdir(DOCS, { recursive: true }))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.split(path.sep).join('/'))
  .sort();
const sources = new Map(
  await Promise.all(pageFiles.map(async (page) => [page, await readFile(path.join(DOCS, page), 'utf8')] as const)),
);

/** Every fenced block of the pages, as the reader sees it (facts and product name in place). */
function codeBlocks(): CodeBlock[] {
  const found: CodeBlock[] = [];
  for (const [page, raw] of sources) {
    for (const m of raw.matchAll(/^```(\w+)([^\n]*)\n([\s\S]*?)^```$/gm)) {
      const code = replaceProductInText(
        replaceFactsInText(m[3], facts, (use) => assert.fail(`${page}: unknown fact ${use.name}`)),
        product,
      );
      const line = raw.slice(0, m.index).split('\n').length;
      found.push({ page, line, language: m[1], title: /title="([^"]+)"/.exec(m[2])?.[1] ?? null, code });
    }
  }
  return found;
}

const blocks = codeBlocks();
const of = (...languages: string[]) => blocks.filter((b) => languages.includes(b.language));
const where = (b: CodeBlock) => `${b.page}:${b.line}`;

/** Every ```ts block with a file title on the pages. */
function samples(): Sample[] {
  return of('ts')
    .filter((b) => b.title && /\.tsx?$/.test(b.title))
    .map((b) => ({ page: b.page, file: b.title!, code: b.code }));
}

async function writeAll(dir: string, files: Sample[]): Promise<string[]> {
  await writeFile(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  return Promise.all(
    files.map(async (s) => {
      await writeFile(path.join(dir, s.file), s.code);
      return path.join(dir, s.file);
    }),
  );
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
    const where =
      d.file && d.start !== undefined
        ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}`
        : '';
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

const all = samples();
const quickStart = all.filter((s) => s.page === QUICK_START);
const schema = all.filter((s) => s.page.startsWith('schema/'));
const others = all.filter((s) => s.page !== QUICK_START && !s.page.startsWith('schema/'));

test('the quick start has its files, and every sample file exists once across the docs', () => {
  const names = quickStart.map((s) => s.file);
  for (const file of [
    'hub-token.ts',
    'declare-shape.ts',
    'send-message.ts',
    'read-process-messages.ts',
    'pull-messages.ts',
    'verify-signature.ts',
    'push-handler.ts',
  ]) {
    assert.ok(names.includes(file), `the quick start has ${file}`);
  }
  const seen = new Map<string, string>();
  for (const s of all) {
    assert.ok(
      !seen.has(s.file),
      `${s.file} is on ${seen.get(s.file)} and again on ${s.page}: keep one copy and link to it`,
    );
    seen.set(s.file, s.page);
  }
});

test("the quick start's TypeScript type-checks on its own, strict, against Node 20's types", async () => {
  await inTempDir(async (dir) => {
    assert.deepEqual(typeErrors(await writeAll(dir, quickStart), true), []);
  });
});

test("every other page's TypeScript type-checks with the quick-start files it imports, with nothing declared for it", async () => {
  await inTempDir(async (dir) => {
    const files = await writeAll(dir, [...quickStart, ...others]);
    assert.deepEqual(typeErrors(files, true), []);
  });
});

test("the schema's TypeScript types type-check with the shared types of the schema index", async () => {
  assert.ok(
    schema.some((s) => s.file === 'shared-types.ts'),
    'the schema index has shared-types.ts',
  );
  await inTempDir(async (dir) => {
    assert.deepEqual(typeErrors(await writeAll(dir, schema), false), []);
  });
});

const hasJq = spawnSync('jq', ['--version']).status === 0;

test("the quick start's make-message.sh writes a message with a new id, and its jq line finds the ids to acknowledge", {
  skip: !hasJq && 'jq is not installed',
}, async () => {
  const script = of('bash').find((b) => b.page === QUICK_START && b.title === 'make-message.sh');
  assert.ok(script, 'the quick start has make-message.sh');
  await inTempDir(async (dir) => {
    await writeFile(path.join(dir, 'make-message.sh'), script.code, { mode: 0o755 });
    const ids = new Set<string>();
    for (const name of ['Quick Start Trading B.V.', 'O\'Brien "Trading" & Co']) {
      const run = spawnSync('bash', ['make-message.sh', name], {
        cwd: dir,
        env: { ...process.env, HUB_SOURCE_SYSTEM: 'quickstart' },
        encoding: 'utf8',
      });
      assert.equal(run.status, 0, run.stderr);
      const message = JSON.parse(await readFile(path.join(dir, 'message.json'), 'utf8'));
      assert.match(message.header.messageId, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      assert.match(message.header.sentAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      assert.equal(message.header.sourceSystem, 'quickstart');
      assert.deepEqual(message.body.data.externalIds, [{ sourceSystem: 'quickstart', id: 'QS-0001' }]);
      assert.equal(message.body.data.name, name, 'the name as given, quotes and all');
      ids.add(message.header.messageId);
    }
    assert.equal(ids.size, 2, 'a new messageId on every run');
    // Step 6 acknowledges by the ids its jq expression picks from the pull's answer, the one the page shows.
    const raw = sources.get(QUICK_START)!;
    const answer = replaceProductInText(
      replaceFactsInText(
        /Fetch them[^]*?```json title="200 OK"\n([^]*?)```/.exec(raw.slice(raw.indexOf('## Step 6')))![1],
        facts,
        () => {},
      ),
      product,
    );
    await writeFile(path.join(dir, 'pulled.json'), answer);
    const expression = /jq -r '([^']+)' pulled\.json/.exec(raw)![1];
    const jq = spawnSync('jq', ['-r', expression, 'pulled.json'], { cwd: dir, encoding: 'utf8' });
    assert.equal(jq.status, 0, jq.stderr);
    assert.deepEqual(jq.stdout.trim().split('\n'), [
      '5e7a9c1b-3d5f-4b7a-9c1e-3f5b7d9a1c36',
      'd8f0b2c4-6e8a-4c0e-b2d4-6f8a0c2e4b61',
    ]);
  });
});

/**
 * A stand-in for the sandbox hub with the quick start's calls, as the pages and the spec describe
 * them: enough for the quick start's TypeScript and Python files to run from the token to the
 * acknowledgement, and for the test to see what each one did.
 */
async function mockHub(credentials: { id: string; secret: string }) {
  const TOKEN = 'eyJ.mock.token';
  let shape: unknown = null;
  const reports = new Map<string, object>();
  const waiting: { id: string; delivery: object }[] = [];
  const calls: string[] = [];
  const server = createHttpServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://hub');
    calls.push(`${req.method} ${url.pathname}`);
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') !== 'client_credentials') return json(400, { error: 'unsupported_grant_type' });
      if (form.get('client_id') !== credentials.id || form.get('client_secret') !== credentials.secret)
        return json(401, { error: 'invalid_client' });
      return json(200, {
        access_token: TOKEN,
        token_type: 'Bearer',
        expires_in: Number(facts['auth.tokenLifetimeSeconds']),
      });
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(401, { title: 'Unauthorized', status: 401 });
    if (url.pathname === facts['api.shapePath'] && req.method === 'PUT') {
      shape = JSON.parse(body);
      return json(200, { shapeRevision: 1, changes: ['customerAccount: added, send 4 fields, receive 4 fields'] });
    }
    if (url.pathname === facts['api.shapePath'] && req.method === 'GET')
      return json(200, { shapeRevision: 1, declared: shape, effective: shape });
    if (url.pathname === facts['api.messagesPath'] && req.method === 'POST') {
      const messages = [JSON.parse(body)].flat() as {
        header: { messageId: string; correlationId: string; entity: string; operation: string; sourceSystem: string };
        body: { data: object };
      }[];
      return json(
        202,
        messages.map((message) => {
          const trackingId = randomUUID();
          const report = {
            kind: 'processMessage',
            processMessageId: randomUUID(),
            trackingId,
            messageId: message.header.messageId,
            correlationId: message.header.correlationId,
            status: 'processed',
            category: null,
            final: true,
            details: 'Delivered to 1 receiver.',
            createdAt: new Date().toISOString(),
          };
          reports.set(trackingId, report);
          const echo = {
            header: { ...message.header, messageId: randomUUID(), sourceSystem: 'echo' },
            body: { data: { id: randomUUID(), ...message.body.data } },
          };
          waiting.push(
            { id: report.processMessageId, delivery: report },
            { id: echo.header.messageId, delivery: echo },
          );
          return { messageId: message.header.messageId, trackingId };
        }),
      );
    }
    if (url.pathname === facts['api.processMessagesPath'] && req.method === 'GET') {
      const report = reports.get(url.searchParams.get('trackingId') ?? '');
      return json(200, { processMessages: report ? [report] : [], nextCursor: null });
    }
    if (url.pathname === facts['api.messagesPath'] && req.method === 'GET')
      return json(
        200,
        waiting.slice(0, Number(url.searchParams.get('max') ?? 50)).map((w) => w.delivery),
      );
    const ack = new RegExp(`^${facts['api.messagesPath']}/([^/]+)/ack$`).exec(url.pathname);
    if (ack && req.method === 'POST') {
      const at = waiting.findIndex((w) => w.id === ack[1]);
      if (at < 0) return json(404, { title: 'Not found', status: 404 });
      waiting.splice(at, 1);
      return res.writeHead(204).end();
    }
    if (url.pathname === facts['api.resumePath'] && req.method === 'POST') return res.writeHead(202).end();
    return json(404, { title: 'Not found', status: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    waiting,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Runs a program of the quick start in dir, as the page says; its output, or the test fails with it. */
function runSample(dir: string, env: NodeJS.ProcessEnv, command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: dir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${[command, ...args].join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

const hasRequests = spawnSync('python3', ['-c', 'import requests']).status === 0;
const tsx = import.meta.resolve('tsx');
const LANGUAGE_RUNS = [
  {
    language: 'TypeScript',
    run: (file: string) => [process.execPath, ['--import', tsx, `${file.replace(/_/g, '-')}.ts`]] as const,
    skip: false as const,
  },
  {
    language: 'Python',
    run: (file: string) => ['python3', [`${file}.py`]] as const,
    skip: !hasRequests && 'the requests package is not installed',
  },
];

for (const { language, run, skip } of LANGUAGE_RUNS) {
  test(`the quick start in ${language} runs against a stand-in hub: token, shape, send, report, pull and acknowledge, resume`, {
    skip,
    timeout: 120_000,
  }, async () => {
    const credentials = { id: '7c1d9e2a-4b3f-4e5d-8a6b-1c2d3e4f5a6b', secret: 'the client secret' };
    const hub = await mockHub(credentials);
    try {
      await inTempDir(async (dir) => {
        const files = blocks.filter(
          (b) => b.page === QUICK_START && b.title && /\.(ts|py|json)$/.test(b.title) && !b.title.startsWith('receipt'),
        );
        await writeFile(path.join(dir, 'package.json'), '{ "type": "module" }\n');
        await Promise.all(files.map((b) => writeFile(path.join(dir, b.title!), b.code)));
        const env = {
          HUB_BASE_URL: hub.url,
          HUB_CLIENT_ID: credentials.id,
          HUB_CLIENT_SECRET: credentials.secret,
          HUB_SOURCE_SYSTEM: 'quickstart',
        };
        const step = (file: string, ...args: string[]) => {
          const [command, argv] = run(file);
          return runSample(dir, env, command, [...argv, ...args]);
        };
        assert.match(await step('get_token'), /^token eyJ\.mock\.token/);
        assert.match(
          await step('declare_shape'),
          /^200 \{"shapeRevision":1[^]*effective send shape: customerAccount \(name, accountType, email, status\)/,
        );
        const sent = await step('send_message');
        const trackingId = /"trackingId": ?"([0-9a-f-]{36})"/.exec(sent)?.[1];
        assert.ok(sent.startsWith('202 ') && trackingId, sent);
        assert.equal(
          JSON.parse(await readFile(path.join(dir, 'receipt.json'), 'utf8'))[0].trackingId,
          trackingId,
          "the sender keeps its answer in receipt.json, where the page's export line reads the tracking id",
        );
        assert.equal(
          (await step('read_process_messages', trackingId)).trim(),
          'processed, final: true: Delivered to 1 receiver.',
        );
        const pulled = await step('pull_messages');
        assert.match(
          pulled,
          /^process message [0-9a-f-]{36}: processed\n {2}acknowledged: 204\ncustomerAccount from echo: Quick Start Trading B\.V\.\n {2}acknowledged: 204\n$/,
        );
        assert.equal(hub.waiting.length, 0, 'every delivery acknowledged');
        assert.equal((await step('resume_deliveries')).trim(), '202');
        assert.equal(
          hub.calls.filter((c) => c === 'POST /oauth/token').length,
          6,
          'one token per program: the helper caches it within one',
        );
      });
    } finally {
      await hub.close();
    }
  });
}

/**
 * A stand-in for the paged process-message lookup: its first answer is a 429, then two pages joined
 * by a cursor. The recovery loops of process-messages.mdx must ask again for the same page after the
 * 429 and read both pages (a loop that tests a null cursor after the 429 reads nothing).
 */
async function pagedLookupHub() {
  const TOKEN = 'eyJ.mock.token';
  const pages = new Map<string | null, { ids: string[]; nextCursor: string | null }>([
    [null, { ids: ['pm-1', 'pm-2'], nextCursor: 'page-2' }],
    ['page-2', { ids: ['pm-3'], nextCursor: null }],
  ]);
  const lookups: string[] = [];
  const server = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://hub');
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(value));
    req.resume();
    if (req.method === 'POST' && url.pathname === facts['auth.tokenPath'])
      return json(200, { access_token: TOKEN, token_type: 'Bearer', expires_in: 3600 });
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(401, { title: 'Unauthorized', status: 401 });
    if (req.method === 'GET' && url.pathname === facts['api.processMessagesPath']) {
      const cursor = url.searchParams.get('cursor');
      lookups.push(cursor ?? 'first');
      if (lookups.length === 1) return json(429, { title: 'Too many requests', status: 429 }, { 'Retry-After': '0' });
      const page = pages.get(cursor);
      if (!page) return json(400, { title: 'Unknown cursor', status: 400 });
      const processMessages = page.ids.map((id) => ({
        kind: 'processMessage',
        processMessageId: id,
        trackingId: randomUUID(),
        messageId: `m-${id}`,
        correlationId: `c-${id}`,
        status: 'processed',
        category: null,
        final: true,
        receiver: null,
        details: 'Delivered to 1 receiver.',
      }));
      return json(200, { processMessages, nextCursor: page.nextCursor });
    }
    return json(404, { title: 'Not found', status: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, lookups, close: () => new Promise((resolve) => server.close(resolve)) };
}

const RECOVERY_DRIVERS = {
  TypeScript: {
    file: 'driver.ts',
    code: `import { recoverProcessMessages } from './recover-process-messages';
const done: string[] = [];
const seen = new Set<string>();
const store = {
  firstTimeSeen: async (id: string) => !seen.has(id) && Boolean(seen.add(id)),
  markDone: async (messageId: string) => { done.push(messageId); },
  markFailed: async () => {},
};
const count = await recoverProcessMessages('2025-03-14T00:00:00Z', '2025-03-15T06:00:00Z', store);
console.log(count, done.join(' '));
`,
    command: (dir: string) => [process.execPath, ['--import', tsx, path.join(dir, 'driver.ts')]] as const,
    sample: 'recover-process-messages.ts',
  },
  Python: {
    file: 'driver.py',
    code: `from recover_process_messages import recover_process_messages
done = []
count = recover_process_messages("2025-03-14T00:00:00Z", "2025-03-15T06:00:00Z", lambda pm: done.append(pm["messageId"]))
print(count, " ".join(done))
`,
    command: (dir: string) => ['python3', [path.join(dir, 'driver.py')]] as const,
    sample: 'recover_process_messages.py',
  },
};

for (const [language, driver] of Object.entries(RECOVERY_DRIVERS)) {
  const skip = language === 'Python' && !hasRequests && 'the requests package is not installed';
  test(`the ${language} recovery loop of process-messages asks for the same page again after a 429, then reads every page`, {
    skip,
    timeout: 60_000,
  }, async () => {
    const hub = await pagedLookupHub();
    try {
      await inTempDir(async (dir) => {
        const needed = [driver.sample, 'process-message-handler.ts', 'hub-token.ts', 'hub_token.py'];
        const files = blocks.filter((b) => b.title && needed.includes(b.title));
        assert.ok(
          files.some((b) => b.title === driver.sample),
          `the docs have ${driver.sample}`,
        );
        await writeFile(path.join(dir, 'package.json'), '{ "type": "module" }\n');
        await Promise.all([
          ...files.map((b) => writeFile(path.join(dir, b.title!), b.code)),
          writeFile(path.join(dir, driver.file), driver.code),
        ]);
        const [command, argv] = driver.command(dir);
        const env = { HUB_BASE_URL: hub.url, HUB_CLIENT_ID: 'id', HUB_CLIENT_SECRET: 'secret' };
        const output = await runSample(dir, env, command, [...argv]);
        assert.equal(output.trim(), '3 m-pm-1 m-pm-2 m-pm-3', 'every report of both pages handled once');
        assert.deepEqual(
          hub.lookups,
          ['first', 'first', 'page-2'],
          'the first page asked again after the 429, then the next one',
        );
      });
    } finally {
      await hub.close();
    }
  });
}

const SECRET = 'whsec_quick_start';
const sign = (body: Buffer, secret = SECRET) => 'sha256=' + createHmac('sha256', secret).update(body).digest('hex');

test('a TypeScript block without a file title says in its first line why it is partial, and parses', () => {
  const problems: string[] = [];
  for (const block of of('ts', 'typescript', 'tsx').filter((b) => !b.title || !/\.tsx?$/.test(b.title))) {
    if (!/^\/\/ Partial: \S/.test(block.code))
      problems.push(`${where(block)}: no file title and no "// Partial: <why>" first line`);
    const result = ts.transpileModule(block.code, {
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    for (const d of result.diagnostics ?? [])
      problems.push(`${where(block)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  }
  assert.deepEqual(problems, []);
});

test('every Python block compiles (python3 -m py_compile) and imports only the standard library, requests and modules the docs define', async () => {
  const python = of('python', 'py');
  assert.ok(python.length >= 5, `${python.length} Python blocks`);
  const modules = new Map<string, string>();
  for (const block of python.filter((b) => b.title?.endsWith('.py'))) {
    const name = block.title!.slice(0, -'.py'.length);
    assert.ok(
      !modules.has(name),
      `${block.title} is on ${modules.get(name)} and again on ${where(block)}: keep one copy and link to it`,
    );
    modules.set(name, where(block));
  }
  const stdlib = new Set(
    spawnSync('python3', ['-c', 'import sys; print("\\n".join(sys.stdlib_module_names))'], {
      encoding: 'utf8',
    }).stdout.split('\n'),
  );
  assert.ok(stdlib.has('hashlib'), 'python3 lists its standard library');
  const problems: string[] = [];
  for (const block of python) {
    for (const m of block.code.matchAll(/^(?:from|import)\s+([A-Za-z_]\w*)/gm)) {
      if (!stdlib.has(m[1]) && m[1] !== 'requests' && !modules.has(m[1]))
        problems.push(`${where(block)}: imports ${m[1]}, which no page defines as ${m[1]}.py`);
    }
  }
  assert.deepEqual(problems, []);
  await inTempDir(async (dir) => {
    const files = await Promise.all(
      python.map(async (block, i) => {
        const file = path.join(dir, block.title?.endsWith('.py') ? block.title : `block_${i}.py`);
        await writeFile(file, block.code);
        return file;
      }),
    );
    const result = spawnSync('python3', ['-m', 'py_compile', ...files], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
  });
});

test('every shell block is accepted by bash -n', () => {
  const shell = of('bash', 'sh', 'shell');
  assert.ok(shell.length >= 20, `${shell.length} shell blocks`);
  const problems = shell.flatMap((block) => {
    const result = spawnSync('bash', ['-n', '-c', block.code], { encoding: 'utf8' });
    return result.status === 0 ? [] : [`${where(block)}: ${result.stderr.trim()}`];
  });
  assert.deepEqual(problems, []);
});

test('a page whose samples import a file of another page links to that page', () => {
  // Where each importable sample lives: './hub-token' (TypeScript) and 'hub_token' (Python) are files of the quick
  // start, and so on.
  const home = new Map<string, string>();
  for (const block of blocks)
    if (block.title && /\.(tsx?|py)$/.test(block.title)) home.set(block.title.replace(/\.(tsx?|py)$/, ''), block.page);
  const problems: string[] = [];
  for (const block of blocks.filter((b) => /^(ts|tsx|typescript|python|py)$/.test(b.language))) {
    const imported = [...block.code.matchAll(/from '\.\/([\w-]+)'|^from (\w+) import/gm)].map((m) => m[1] ?? m[2]);
    for (const name of imported) {
      const page = home.get(name);
      if (!page || page === block.page) continue;
      const file = page.split('/').pop()!;
      if (!sources.get(block.page)!.includes(file.replace('%product%', '%product%')))
        problems.push(`${where(block)}: imports ${name} from ${page} but the page does not link it`);
    }
  }
  assert.deepEqual(problems, []);
});

/** The tab groups of a page: their group id, the values of their items and the source between the tags. */
function tabGroups(
  raw: string,
): { groupId: string | null; values: string[]; body: string; start: number; end: number }[] {
  return [...raw.matchAll(/<Tabs([^>]*)>([\s\S]*?)<\/Tabs>/g)].map((m) => ({
    groupId: /groupId="([^"]+)"/.exec(m[1])?.[1] ?? null,
    values: [...m[2].matchAll(/<TabItem[^>]*\bvalue="([^"]+)"/g)].map((v) => v[1]),
    body: m[2],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

test("every request to the hub on every page is in curl, TypeScript and Python tabs of the API reference's language group", () => {
  const problems: string[] = [];
  let requests = 0;
  for (const [guide, raw] of sources) {
    const groups = tabGroups(raw);
    for (const group of groups) {
      assert.equal(group.groupId, LANGUAGE_GROUP, `a tab group of ${guide} with groupId "${group.groupId}"`);
      for (const value of group.values) assert.ok(LANGUAGES.includes(value), `${guide}: tab value ${value}`);
    }
    for (const m of raw.matchAll(/^```bash[^\n]*\n([\s\S]*?)^```$/gm)) {
      if (!/curl [^\n]*"\$HUB_BASE_URL|^\s+"\$HUB_BASE_URL/m.test(m[1])) continue; // a request to the hub
      requests++;
      const group = groups.find((g) => g.start < m.index && m.index < g.end);
      const line = raw.slice(0, m.index).split('\n').length;
      if (!group) problems.push(`${guide}:${line}: a curl request outside a tab group`);
      else if (LANGUAGES.some((l) => !group.values.includes(l)))
        problems.push(`${guide}:${line}: its tab group has ${group.values.join(', ')}`);
    }
  }
  assert.ok(requests >= 20, `${requests} requests found`);
  assert.deepEqual(problems, []);
});

test("the quick start's Python verify_signature accepts what the TypeScript one accepts, and nothing else", async () => {
  const [sample] = of('python').filter((b) => b.title === 'verify_signature.py');
  assert.match(sample.code, /compare_digest\(/, 'verify_signature.py compares in constant time');
  await inTempDir(async (dir) => {
    await writeFile(path.join(dir, 'verify_signature.py'), sample.code);
    const body = '{"header":{"messageId":"m-1"},"body":{"data":{}}}';
    const cases: [string, string | null, boolean][] = [
      [body, sign(Buffer.from(body)), true],
      [body, `${sign(Buffer.from(body), 'new secret')},${sign(Buffer.from(body))}`, true],
      [body, `${sign(Buffer.from(body))}, ${sign(Buffer.from(body), 'old secret')}`, true],
      [body, sign(Buffer.from(body), 'another secret'), false],
      [body.replace(':{}', ': {}'), sign(Buffer.from(body)), false],
      [body, sign(Buffer.from(body)).slice('sha256='.length), false],
      [body, null, false],
      [body, 'sha256=', false],
    ];
    const driver = `import json, sys\nfrom verify_signature import verify_signature\nfor raw, header in json.load(sys.stdin):\n    print(verify_signature(raw.encode(), header, ${JSON.stringify(SECRET)}))\n`;
    await writeFile(path.join(dir, 'driver.py'), driver);
    const result = spawnSync('python3', ['driver.py'], {
      cwd: dir,
      input: JSON.stringify(cases.map(([raw, header]) => [raw, header])),
      encoding: 'utf8',
    });
    assert.equal(result.status, 0, result.stderr);
    assert.deepEqual(
      result.stdout.trim().split('\n'),
      cases.map(([, , ok]) => (ok ? 'True' : 'False')),
    );
  });
});

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
    assert.equal(
      verifySignature(body, `${sign(body, 'new secret')},${sign(body)}`, SECRET),
      true,
      'the old secret still verifies after a rotation',
    );
    assert.equal(
      verifySignature(body, `${sign(body)}, ${sign(body, 'old secret')}`, SECRET),
      true,
      'the new secret verifies, first of two',
    );
    assert.equal(verifySignature(body, sign(body, 'another secret'), SECRET), false);
    assert.equal(
      verifySignature(Buffer.from(body.toString().replace(':{}', ': {}')), sign(body), SECRET),
      false,
      'a re-serialised body does not verify',
    );
    assert.equal(
      verifySignature(body, sign(body).slice('sha256='.length), SECRET),
      false,
      'a bare hex value is not the scheme',
    );
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

test("the quick start's push handler stores each signed delivery once and answers 204, 401, 400 as the page says", {
  timeout: 60_000,
}, async () => {
  await inTempDir(async (dir) => {
    await writeAll(
      dir,
      quickStart.filter((s) => s.file === 'verify-signature.ts' || s.file === 'push-handler.ts'),
    );
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
        child.stderr.on('data', (chunk) => {
          output += chunk;
        });
        child.once('exit', (code) => reject(new Error(`push-handler.ts exited with ${code}: ${output}`)));
      });
      assert.match(output, new RegExp(`listening on http://localhost:${port}/hub/messages`));
      const url = `http://127.0.0.1:${port}/hub/messages`;
      const signatureHeader = `X-${product.name}-Signature`;
      const post = (body: Buffer, signature?: string) =>
        fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(signature ? { [signatureHeader]: signature } : {}) },
          body: new Uint8Array(body),
        }).then((r) => r.status);

      const echo = Buffer.from(
        JSON.stringify({
          header: {
            messageId: 'd8f0b2c4-6e8a-4c0e-b2d4-6f8a0c2e4b61',
            correlationId: 'quickstart-1',
            entity: 'customerAccount',
            operation: 'upsert',
            schemaVersion: '3.2',
            sourceSystem: 'echo',
            sentAt: '2025-03-14T10:00:02Z',
          },
          body: { data: { name: 'Quick Start Trading B.V.' } },
        }),
      );
      const report = Buffer.from(
        JSON.stringify({
          kind: 'processMessage',
          processMessageId: '5e7a9c1b-3d5f-4b7a-9c1e-3f5b7d9a1c36',
          messageId: '3f2b8c1d-6e4a-4b7f-9c2d-8e1f0a3b5c7d',
          status: 'processed',
        }),
      );
      assert.equal(await post(echo, sign(echo)), 204);
      assert.equal(await post(echo, sign(echo)), 204, 'a repeated delivery is answered');
      assert.equal(
        await post(report, `${sign(report, 'rotated secret')},${sign(report)}`),
        204,
        'a delivery signed with two secrets after a rotation',
      );
      assert.equal(await post(echo, sign(echo, 'wrong secret')), 401);
      assert.equal(await post(echo), 401);
      const notJson = Buffer.from('not json');
      assert.equal(await post(notJson, sign(notJson)), 400);
      const noId = Buffer.from('{}');
      assert.equal(await post(noId, sign(noId)), 400);
      assert.equal(await post(report, sign(report)), 204, 'the handler still runs after a bad body');

      const stored = (await readFile(path.join(dir, 'received.jsonl'), 'utf8'))
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { id: string }).id);
      assert.deepEqual(
        stored,
        ['d8f0b2c4-6e8a-4c0e-b2d4-6f8a0c2e4b61', '5e7a9c1b-3d5f-4b7a-9c1e-3f5b7d9a1c36'],
        'each id stored once',
      );
      assert.match(output, /customerAccount upsert from echo: Quick Start Trading B\.V\./);
      assert.match(output, /process message for 3f2b8c1d-6e4a-4b7f-9c2d-8e1f0a3b5c7d: processed/);
    } finally {
      child.kill();
      await exited;
    }
  });
});
