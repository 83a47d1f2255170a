/**
 * Every sample in the built API reference of the real site is a program its language accepts:
 * TypeScript parsed by the TypeScript compiler, Python compiled by `python3 -m py_compile`,
 * curl split into shell words (and checked by `bash -n`). Samples are read back from the built
 * HTML, as a reader copies them.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parse } from 'yaml';
import { build } from '../../cli/build.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REFERENCE = 'api-reference';
let outDir: string;
/** [page, language, code] of every sample. */
const samples: [string, string, string][] = [];

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The code of each panel of the samples' tab group, by language, as the copy button copies it. */
function pageSamples(html: string): [string, string][] {
  const group = html.slice(html.indexOf('data-group-id="api-language"'));
  const panels = group.split('role="tabpanel"').slice(1, 4);
  return panels.map((panel) => {
    const language = /<code class="language-([a-z]+)">/.exec(panel)![1];
    const code = panel.slice(panel.indexOf('<code'), panel.indexOf('</code>'));
    return [
      language,
      [...code.matchAll(/<span class="code-line[^"]*">(.*?)<\/span>(?=<span class="code-line|$)/g)]
        .map((m) => decode(m[1]))
        .join('\n'),
    ];
  });
}

before(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'hub-docs-samples-'));
  await build({ configFile: path.join(ROOT, 'site.config.ts'), outDir, cache: true });
  const files = (await readdir(path.join(outDir, REFERENCE), { recursive: true })).filter(
    (f) => f.endsWith('index.html') && f.split('/').length === 3,
  );
  for (const file of files.sort()) {
    for (const [language, code] of pageSamples(await readFile(path.join(outDir, REFERENCE, file), 'utf8')))
      samples.push([file, language, code]);
  }
});
after(() => rm(outDir, { recursive: true, force: true }));

const of = (language: string) => samples.filter(([, l]) => l === language);

test('every operation page has a curl, a TypeScript and a Python sample', () => {
  const pages = new Set(samples.map(([file]) => file));
  assert.ok(pages.size >= 15, `${pages.size} operation pages`);
  for (const page of pages)
    assert.deepEqual(
      samples.filter(([file]) => file === page).map(([, l]) => l),
      ['bash', 'ts', 'python'],
      page,
    );
});

test('every TypeScript sample parses (TypeScript compiler, ES module with top-level await)', () => {
  const problems: string[] = [];
  for (const [file, , code] of of('ts')) {
    const result = ts.transpileModule(code, {
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    for (const d of result.diagnostics ?? [])
      problems.push(`${file}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    // An operation calls the reader's own hub (HUB_BASE_URL, as the guides do); a webhook, the reader's endpoint.
    assert.match(
      code,
      file.startsWith('webhooks/')
        ? /^const response = await fetch\('https:\/\//
        : /^(const form = new FormData\(\);[^]*)?const response = await fetch\(`\$\{process\.env\.HUB_BASE_URL\}\//,
      file,
    );
  }
  assert.deepEqual(problems, []);
});

test('every Python sample compiles (python3 -m py_compile)', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'hub-docs-py-'));
  try {
    const files = await Promise.all(
      of('python').map(async ([file, , code], i) => {
        const name = path.join(dir, `sample_${i}.py`);
        await writeFile(name, code + '\n');
        assert.match(code, /^(import os\n\n)?import requests\n\nresponse = requests\./, file);
        if (!file.startsWith('webhooks/')) assert.match(code, /\n {4}f"\{os\.environ\['HUB_BASE_URL'\]\}\//, file);
        return name;
      }),
    );
    const result = spawnSync('python3', ['-m', 'py_compile', ...files], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

/** POSIX shell words: quotes, backslash escapes and line continuations; an unclosed quote throws. */
export function shellWords(text: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && text[i + 1] === '\n') {
      i++;
      continue;
    }
    if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
      continue;
    }
    word ??= '';
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw new Error(`unclosed ' at ${i}`);
      word += text.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) {
        if (text[j] === '\\') j++;
        word += text[j];
      }
      if (j >= text.length) throw new Error(`unclosed " at ${i}`);
      i = j;
    } else if (c === '\\') word += text[++i];
    else word += c;
  }
  if (word !== null) words.push(word);
  return words;
}

test('every curl sample is one well-formed command: shell words, an https URL, "Name: value" headers, and bash accepts it', () => {
  for (const [file, , code] of of('bash')) {
    const words = shellWords(code);
    assert.equal(words[0], 'curl', file);
    const url = file.startsWith('webhooks/') ? /^https:\/\/[^\s]+$/ : /^\$HUB_BASE_URL\/[^\s]+$/;
    assert.ok(
      words.some((w) => url.test(w)),
      `${file}: no URL like ${url} in ${words.join(' | ')}`,
    );
    words.forEach((w, i) => {
      if (w === '-H') assert.match(words[i + 1], /^[A-Za-z0-9-]+: \S/, file);
      if (w === '--data' && words.includes('Content-Type: application/json'))
        assert.doesNotThrow(() => JSON.parse(words[i + 1]), file);
    });
    const bash = spawnSync('bash', ['-n', '-c', code], { encoding: 'utf8' });
    assert.equal(bash.status, 0, `${file}: ${bash.stderr}`);
  }
});

test('the shell-word check catches what it is there for', () => {
  assert.deepEqual(shellWords(`curl -s 'a b' \\\n  -H "X: \\"y\\" $Z" 'it'\\''s'`), [
    'curl',
    '-s',
    'a b',
    '-H',
    'X: "y" $Z',
    "it's",
  ]);
  assert.throws(() => shellWords("curl 'open"), /unclosed '/);
});

test('the overview offers the OpenAPI document as the pages show it: product and facts in place, a content-hashed file', async () => {
  const overview = await readFile(path.join(outDir, REFERENCE, 'index.html'), 'utf8');
  assert.match(overview, /id="download-the-openapi-document"/);
  const href = /<a href="(\/assets\/files\/hub\.openapi-[0-9a-f]{10}\.yaml)"/.exec(overview)?.[1];
  assert.ok(href, 'a link to the published spec');
  const text = await readFile(path.join(outDir, href), 'utf8');
  assert.doesNotMatch(text, /%product%|%fact:/, 'no token left');
  const published = parse(text) as {
    paths: Record<string, unknown>;
    components: { parameters: { Signature: { name: string } } };
  };
  const source = parse(await readFile(path.join(ROOT, 'api/hub.openapi.yaml'), 'utf8')) as {
    paths: Record<string, unknown>;
  };
  assert.deepEqual(Object.keys(published.paths), Object.keys(source.paths));
  assert.equal(published.components.parameters.Signature.name, 'X-Switchboard-Signature');
});
