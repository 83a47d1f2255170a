import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_LINE, wrapComments } from '../../scripts/wrap-comments.mjs';

const SCRIPT = fileURLToPath(new URL('../../scripts/wrap-comments.mjs', import.meta.url));

/** `count` distinct words of four characters ("w000 w001 …"): 5 characters a word with its space. */
const words = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => `w${String(from + i).padStart(3, '0')}`).join(' ');

/** The words of the comment lines (markers and `*\/` aside), in order. */
const commentWords = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/^\s*(\/\/|\/\*\*?|\*\/|\*)/, '').replace(/\*\/\s*$/, ''))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean);

function wrapped(text: string, file = 'a.ts') {
  const out = wrapComments(text, file);
  assert.equal(wrapComments(out, file), out, 'a second run changes nothing');
  return out;
}

test('a // line over the limit is broken at its last space that fits, its indentation and marker kept', () => {
  const input = `function f() {\n  // ${words(30)}\n  return 1;\n}\n`;
  const out = wrapped(input);
  const lines = out.split('\n');
  assert.equal(lines[1], `  // ${words(23)}`);
  assert.equal(lines[1].length, 119);
  assert.equal(lines[2], `  // ${words(7, 23)}`);
  assert.equal(lines.slice(3).join('\n'), '  return 1;\n}\n');
});

test('the words shed go to the start of the next line of the paragraph, which is broken in turn', () => {
  const input = `// ${words(30)}\n// ${words(20, 30)}\n// ${words(3, 50)}\n`;
  const out = wrapped(input);
  const lines = out.split('\n');
  assert.deepEqual(commentWords(out), commentWords(input));
  assert.ok(lines.every((line) => line.length <= MAX_LINE));
  assert.equal(lines[0], `// ${words(23)}`);
  assert.equal(lines[1], `// ${words(23, 23)}`);
  assert.equal(lines[2], `// ${words(7, 46)}`, 'the line that then fits is kept as it is, with what it was given');
  assert.equal(lines.length, 4);
});

test('lines within the limit are left alone, even when their paragraph has a long one', () => {
  const input = `// short first line\n// ${words(30)}\n// ${words(2, 40)}\n`;
  const lines = wrapped(input).split('\n');
  assert.equal(lines[0], '// short first line');
  assert.equal(lines[2], `// ${words(7, 23)} ${words(2, 40)}`);
});

test('a blank comment line, a list item and a different indentation end the paragraph', () => {
  for (const next of ['//', '// - an item', '//   indented code', '// @see below', '// # heading']) {
    const lines = wrapped(`// ${words(30)}\n${next}\n`).split('\n');
    assert.deepEqual(lines, [`// ${words(23)}`, `// ${words(7, 23)}`, next, ''], next);
  }
});

test('a list item continues under its text; the next item stays a line of its own', () => {
  const input = ` /**\n  * - ${words(30)}\n  *   ${words(2, 40)}\n  * 12. ${words(30, 50)}\n  * - next\n  */\n`;
  const lines = wrapped(input).split('\n');
  assert.equal(lines[1], `  * - ${words(23)}`);
  assert.equal(lines[1].length, MAX_LINE);
  assert.equal(lines[2], `  *   ${words(7, 23)} ${words(2, 40)}`);
  assert.equal(lines[3], `  * 12. ${words(22, 50)}`);
  assert.equal(lines[4], `  *     ${words(8, 72)}`);
  assert.equal(lines[5], '  * - next');
});

test('a line is never made to start with what would read as a list item, a tag or a heading', () => {
  for (const word of ['-', '@param', '#', '1.', '*']) {
    const input = `// ${words(22)} ${word} ${words(10, 30)}\n`;
    const lines = wrapped(input).split('\n');
    assert.ok(
      lines.every((line) => !/^\/\/ ([-*#@]|1\.)/.test(line)),
      lines.join('\n'),
    );
    assert.deepEqual(commentWords(lines.join('\n')), commentWords(input));
  }
});

test('code spans, inline tags, HTML tags and URLs are never broken', () => {
  const span = '`a code span with spaces in it`';
  const link = '{@link Some.thing with text}';
  const tag = '<DocCardList className="x" />';
  const url = 'https://example.com/a/very/long/path/that/goes/on/and/on?with=a&query=string#and-a-hash';
  for (const piece of [span, link, tag, url]) {
    const out = wrapped(`// ${words(21)} ${piece} ${words(10, 30)}\n`);
    assert.ok(out.includes(piece), `${piece} kept whole in:\n${out}`);
    assert.ok(out.split('\n').every((line) => line.length <= MAX_LINE));
  }
});

test('a word longer than the room stays whole on a line of its own, and the second run keeps it', () => {
  const url = `https://example.com/${'x'.repeat(130)}`;
  const out = wrapped(`// see ${url} for more\n`);
  assert.deepEqual(out.split('\n'), ['// see', `// ${url}`, '// for more', '']);
});

test('a /** */ on one line that is too long becomes a block of " * " lines; a short one stays', () => {
  const input = `  /** ${words(24)} */\n  x: number;\n  /** Short. */\n  y: number;\n`;
  const lines = wrapped(input).split('\n');
  assert.deepEqual(lines.slice(0, 4), ['  /**', `   * ${words(23)}`, `   * ${words(1, 23)}`, '   */']);
  assert.deepEqual(lines.slice(4), ['  x: number;', '  /** Short. */', '  y: number;', '']);
  // Just over the limit on one line, within it as a ` * ` line: the block fits in three lines.
  const fits = `/** ${words(23)} */\n`;
  assert.deepEqual(wrapped(fits).split('\n'), ['/**', ` * ${words(23)}`, ' */', '']);
});

test('a block comment keeps its first line after /**, its " * " prefix, blank lines and its closing */', () => {
  const input = `/** ${words(30)}\n * ${words(3, 30)}\n *\n * ${words(30, 40)} */\nconst x = 1;\n`;
  const lines = wrapped(input).split('\n');
  assert.equal(lines[0], `/** ${words(23)}`);
  assert.equal(lines[1], ` * ${words(7, 23)} ${words(3, 30)}`);
  assert.equal(lines[2], ' *');
  assert.equal(lines[3], ` * ${words(23, 40)}`);
  assert.equal(lines[4], ` * ${words(7, 63)} */`);
  assert.equal(lines[5], 'const x = 1;');
});

test('JSDoc tags continue two spaces in; @example sections and fenced code are never rewrapped', () => {
  const example = ` * ${words(30, 200)}`;
  const fenced = ` * ${words(30, 300)}`;
  const fence = ' * ```';
  const input = [
    '/**',
    ' * Text.',
    `${fence}ts`,
    fenced,
    fence,
    ` * @param name ${words(30)}`,
    ' * @example',
    example,
    ' */',
    '',
  ].join('\n');
  const lines = wrapped(input).split('\n');
  assert.equal(lines[5], ` * @param name ${words(21)}`);
  assert.equal(lines[6], ` *   ${words(9, 21)}`);
  assert.ok(lines.includes(example));
  assert.ok(lines.includes(fenced));
});

test('directives and comments after code are left as they are', () => {
  const input = [
    `// @ts-expect-error ${words(30)}`,
    `// biome-ignore lint/style/noNonNullAssertion: ${words(30)}`,
    `/// <reference types="${words(30)}" />`,
    `const a = 1; // ${words(30)}`,
    `const b = 2; /* ${words(30)} */`,
    `/* ${words(30)} */ const c = 3;`,
    '',
  ].join('\n');
  assert.equal(wrapComments(input, 'a.ts'), input);
});

test('strings, template literals, regexes and JSX text that look like comments are not comments', () => {
  const input = [
    `const s = '// ${words(30)}';`,
    'const t = `',
    `// ${words(30)}`,
    `/* ${words(30)} */`,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a template literal's end, as written in a file
    '${x /* a real comment */}`;',
    `const r = /\\/\\/ ${words(30)}/;`,
    'const e = (',
    '  <div>',
    `    // ${words(30)}`,
    '  </div>',
    ');',
    '',
  ].join('\n');
  assert.equal(wrapComments(input, 'a.tsx'), input);
});

test('comments inside code are found wherever they are: in JSX, a template expression, the end of the file', () => {
  const input = [
    'const e = (',
    '  <div>',
    '    {',
    `      // ${words(30)}`,
    '      x',
    '    }',
    '  </div>',
    ');',
    'const t = `${',
    `  // ${words(30)}`,
    '  y',
    '}`;',
    `// ${words(30)}`,
  ].join('\n');
  const out = wrapped(input, 'a.jsx');
  assert.ok(out.split('\n').every((line) => line.length <= MAX_LINE));
  assert.equal(out.split('\n').length, input.split('\n').length + 3);
});

test('CSS: block comments are wrapped; "/*" in a string is not a comment', () => {
  const input = [
    'a::before {',
    `  content: "/* ${words(30)}";`,
    '}',
    `/* ${words(30)} */`,
    '.b {',
    `  /* ${words(30)} */`,
    '  color: red;',
    '}',
    '',
  ].join('\n');
  const lines = wrapped(input, 'a.css').split('\n');
  assert.equal(lines[1], `  content: "/* ${words(30)}";`);
  assert.deepEqual(lines.slice(3, 7), ['/*', ` * ${words(23)}`, ` * ${words(7, 23)}`, ' */']);
  assert.deepEqual(lines.slice(8, 12), ['  /*', `   * ${words(23)}`, `   * ${words(7, 23)}`, '   */']);
});

test('the command rewrites the files it is given; --check lists them and fails without writing', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wrap-comments-'));
  try {
    const file = path.join(dir, 'a.ts');
    const input = `// ${words(30)}\nexport const a = 1;\n`;
    writeFileSync(file, input);
    assert.throws(
      () => execFileSync(process.execPath, [SCRIPT, '--check', file], { encoding: 'utf8', stdio: 'pipe' }),
      (error: { status: number; stdout: string }) => error.status === 1 && error.stdout.includes('a.ts'),
    );
    assert.equal(readFileSync(file, 'utf8'), input);
    execFileSync(process.execPath, [SCRIPT, file], { encoding: 'utf8', stdio: 'pipe' });
    assert.equal(readFileSync(file, 'utf8'), wrapComments(input, file));
    assert.equal(execFileSync(process.execPath, [SCRIPT, '--check', file], { encoding: 'utf8' }), '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
