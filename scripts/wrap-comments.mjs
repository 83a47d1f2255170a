/**
 * Rewraps comment lines longer than 120 characters, which no formatter does (Biome wraps code, never
 * comments): `//` runs and `/* … *\/` blocks that stand on lines of their own, in the .ts, .tsx, .mjs,
 * .cjs, .js and .css files of the tree (cli, theme, runtime, test, bench, scripts and the top folder;
 * test/fixtures is data). The comments are found by TypeScript's parser (CSS's by a small tokenizer
 * of its strings and comments), so code, strings, template literals, regexes and JSX text are never
 * touched.
 *
 * Only a line over the limit changes: it is broken at its last space that fits, and the words it
 * sheds go to the start of the next line when that line continues the same paragraph (then that line
 * is looked at in turn), else onto a new line. Indentation, the ` * ` prefix, blank comment lines,
 * list items (`- `, `1. `: their continuation hangs under the text), JSDoc tags (continued two
 * spaces in), fenced code and `@example` sections (never rewrapped), code spans and `{@link …}`
 * (never broken) are kept; URLs have no spaces, so they stay whole. A line is never made to start
 * with what would read as a list item, a tag or a heading. A `/** … *\/` on one line that is too long
 * becomes a block of ` * ` lines. Directives (`// @ts-expect-error`, `// biome-ignore`, `/// <reference`)
 * are left as they are. Running it twice changes nothing the second time.
 *
 *   node scripts/wrap-comments.mjs            rewrites the tree's files
 *   node scripts/wrap-comments.mjs --check    lists the files it would change (exit status 1 if any)
 *   node scripts/wrap-comments.mjs FILE...    those files only
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const MAX_LINE = 120;

/** The folders whose files are rewrapped (with the top folder's own files); test/fixtures is data. */
const FOLDERS = ['cli', 'theme', 'runtime', 'test', 'bench', 'scripts'];
const WRAPPED_FILE = /\.(ts|tsx|mjs|cjs|js|css)$/;
const DATA_FOLDER = /^test\/fixtures\//;

/** Comments that tools read: wrapping them would change what they apply to. */
const DIRECTIVE = /^(@ts-|biome-ignore|eslint-|prettier-ignore|istanbul |c8 |#__|@__|<reference|<amd-|global |jshint)/;
/** What starts a line of its own: a list item, a tag, a heading, a table row, a quote, a fence. */
const BLOCK_START = /^([-*+]\s|\d+[.)]\s|@|#|>|\||```|~~~)/;
const LIST_ITEM = /^([-*+]|\d+[.)])\s+/;
const FENCE = /^(```|~~~)/;

/**
 * The text with every over-long comment line it can break rewrapped; `fileName` says how to read it
 * (TypeScript or JavaScript, with or without JSX, or CSS).
 */
export function wrapComments(text, fileName) {
  const lines = text.split('\n');
  const lineStarts = [0];
  for (const line of lines) lineStarts.push(lineStarts.at(-1) + line.length + 1);
  const lineOf = (offset) => {
    let low = 0;
    let high = lines.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  };
  const units = commentUnits(text, fileName, lines, lineStarts, lineOf);
  // From the last unit to the first, so each one's line numbers still hold when it is replaced.
  for (const unit of units.reverse()) {
    if (!lines.slice(unit.first, unit.first + unit.span).some((line) => line.length > MAX_LINE)) continue;
    const wrapped = wrapUnit(unit.lines);
    if (wrapped) lines.splice(unit.first, unit.span, ...wrapped);
  }
  return lines.join('\n');
}

/**
 * The comments that stand on lines of their own, each as the whole lines it takes: a run of `//`
 * lines at one column, or a block comment (`span`: how many lines of the text). Each line is split into `prefix`
 * (indentation and marker), `body` and `suffix` (a block's closing `*\/`).
 */
function commentUnits(text, fileName, lines, lineStarts, lineOf) {
  const ranges = /\.css$/.test(fileName) ? cssComments(text) : scriptComments(text, fileName);
  const units = [];
  let run = null;
  for (const range of ranges) {
    const first = lineOf(range.pos);
    const last = lineOf(range.end - 1);
    const before = text.slice(lineStarts[first], range.pos);
    const after = text.slice(range.end, lineStarts[last] + lines[last].length);
    if (before.trim() !== '' || after.trim() !== '') {
      run = null;
      continue;
    }
    if (range.kind === 'line') {
      const line = lineCommentLine(lines[first], before.length);
      if (run && run.first + run.span === first && run.column === before.length) {
        run.lines.push(line);
        run.span++;
      } else {
        run = { first, span: 1, column: before.length, lines: [line] };
        units.push(run);
      }
    } else {
      run = null;
      units.push({
        first,
        span: last - first + 1,
        lines: blockCommentLines(lines.slice(first, last + 1), before.length),
      });
    }
  }
  return units;
}

/** Comment ranges of a script, from its tokens' leading trivia (JSX text is text, not trivia). */
function scriptComments(text, fileName) {
  const kind = /\.tsx$/.test(fileName)
    ? ts.ScriptKind.TSX
    : /\.[cm]?ts$/.test(fileName)
      ? ts.ScriptKind.TS
      : /\.jsx$/.test(fileName)
        ? ts.ScriptKind.JSX
        : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const byPosition = new Map();
  // JSDoc nodes are parsed inside comments: their trivia is comment text.
  const isJSDoc = (node) => node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode;
  const visit = (node) => {
    const children = node.getChildren(source).filter((child) => !isJSDoc(child));
    if (children.length > 0) {
      for (const child of children) visit(child);
      return;
    }
    if (node.kind === ts.SyntaxKind.JsxText) return;
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) {
      byPosition.set(range.pos, {
        pos: range.pos,
        end: range.end,
        kind: range.kind === ts.SyntaxKind.SingleLineCommentTrivia ? 'line' : 'block',
      });
    }
  };
  visit(source);
  return [...byPosition.values()].sort((a, b) => a.pos - b.pos);
}

/** Comment ranges of a stylesheet: CSS has block comments only, and strings that may hold `/*`. */
function cssComments(text) {
  const ranges = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '\\') i += 2;
    else if (char === '"' || char === "'") {
      i++;
      while (i < text.length && text[i] !== char && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
    } else if (char === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      const end = close < 0 ? text.length : close + 2;
      ranges.push({ pos: i, end, kind: 'block' });
      i = end;
    } else i++;
  }
  return ranges;
}

function lineCommentLine(line, column) {
  const rest = line.slice(column + 2);
  const wrappable = rest.startsWith(' ') && !rest.startsWith('/') && !DIRECTIVE.test(rest.trimStart());
  if (!wrappable) return { prefix: line, body: '', suffix: '', wrappable: false, original: line };
  // `@` starts no tag in a `//` comment (`// @import rules come first`).
  return {
    prefix: line.slice(0, column + 3),
    body: rest.slice(1),
    suffix: '',
    wrappable: true,
    original: line,
    noTags: true,
  };
}

/**
 * The lines of a block comment. A block on one line that is too long becomes three (opener, text,
 * closer) when it holds text, so that the text can be broken over ` * ` lines.
 */
function blockCommentLines(source, column) {
  const indent = source[0].slice(0, column);
  const opener = source[0].slice(column).startsWith('/**') ? '/**' : '/*';
  const fixed = (line) => ({ prefix: line, body: '', suffix: '', wrappable: false, original: line });
  if (source.length === 1) {
    const inner = source[0].slice(column + opener.length, -2);
    if (!inner.startsWith(' ') || inner.trim() === '' || DIRECTIVE.test(inner.trim())) return [fixed(source[0])];
    return [
      { ...fixed(indent + opener), original: null },
      { prefix: `${indent} * `, body: inner.trim(), suffix: '', wrappable: true, original: null },
      { ...fixed(`${indent} */`), original: null },
    ];
  }
  const continuation = source
    .slice(1)
    .map((line) => /^(\s*\* )\S/.exec(line)?.[1])
    .find(Boolean);
  const lines = [];
  for (const [i, line] of source.entries()) {
    let rest = line;
    let suffix = '';
    if (i === source.length - 1) {
      const close = /\s*\*\/\s*$/.exec(rest);
      suffix = close[0];
      rest = rest.slice(0, close.index);
    }
    if (i === 0) {
      const body = rest.slice(column + opener.length);
      const wrappable = body.startsWith(' ') && body.trim() !== '' && !DIRECTIVE.test(body.trim());
      lines.push(
        wrappable
          ? {
              prefix: `${indent}${opener} `,
              continuation: continuation ?? `${indent} * `,
              body: body.slice(1),
              suffix,
              wrappable,
              original: line,
            }
          : fixed(line),
      );
      continue;
    }
    // ` * text`, or text with no star before it; a line of a star alone, or a star and no space, stays.
    const starred = /^(\s*\* )(.*)$/.exec(rest) ?? (/^\s*\*/.test(rest) ? null : /^(\s*)(.*)$/.exec(rest));
    if (!starred || starred[2].trim() === '') lines.push(fixed(line));
    else lines.push({ prefix: starred[1], body: starred[2], suffix, wrappable: true, original: line });
  }
  return lines;
}

/**
 * Each line of the comment over the limit broken, its shed words carried into the next line when
 * that line continues the paragraph. The lines as text, or null if none changed.
 */
function wrapUnit(lines) {
  markStructure(lines);
  // A block on one line made three has changed already.
  let changed = lines.some((line) => line.original === null);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    while (line.wrappable && !line.frozen && width(line) > MAX_LINE) {
      const cut = breakPoint(line);
      if (cut === null) break;
      const head = line.body.slice(0, cut).trimEnd();
      const rest = line.body.slice(cut).trimStart();
      const hang = ' '.repeat(hangingIndent(line));
      const prefix = line.continuation ?? line.prefix;
      const next = lines[i + 1];
      line.body = head;
      line.original = null;
      changed = true;
      if (!line.suffix && continuesParagraph(next, prefix, hang.length)) {
        next.body = `${hang}${rest} ${next.body.trimStart()}`;
        next.original = null;
      } else {
        lines.splice(i + 1, 0, { prefix, body: hang + rest, suffix: line.suffix, wrappable: true, original: null });
        line.suffix = '';
      }
    }
  }
  return changed ? lines.map((line) => line.original ?? `${line.prefix}${line.body}${line.suffix}`.trimEnd()) : null;
}

/** Fenced code and `@example` sections are frozen: their lines are never broken nor joined. */
function markStructure(lines) {
  let inFence = false;
  let inExample = false;
  for (const line of lines) {
    const content = line.body.trimStart();
    if (!line.wrappable) continue;
    if (FENCE.test(content)) {
      inFence = !inFence;
      line.frozen = true;
      continue;
    }
    if (content.startsWith('@') && !line.noTags) inExample = content.startsWith('@example');
    if (inFence || inExample || content.startsWith('|')) line.frozen = true;
  }
}

const width = (line) => line.prefix.length + line.body.length + line.suffix.length;
const leadingSpaces = (body) => body.length - body.trimStart().length;

/** Where a list item's or a tag's continuation starts; another line's continues at its own indent. */
function hangingIndent(line) {
  const indent = leadingSpaces(line.body);
  const content = line.body.slice(indent);
  const item = LIST_ITEM.exec(content);
  if (item) return indent + item[0].length;
  if (content.startsWith('@') && !line.noTags) return indent + 2;
  return indent;
}

function continuesParagraph(next, prefix, hang) {
  if (!next?.wrappable || next.frozen || next.prefix !== prefix) return false;
  const content = next.body.trimStart();
  return content !== '' && !BLOCK_START.test(content) && leadingSpaces(next.body) === hang;
}

/**
 * The offset in the line's body to break at: its last space that leaves the line within the limit,
 * else (a word longer than the room) its first; never inside a code span, an inline tag or an HTML tag, never
 * before what would start a list item, a tag or a heading. Null if the body has no such space.
 */
function breakPoint(line) {
  const body = line.body;
  const protectedSpans = [];
  for (const match of body.matchAll(/(`+)[^`]*?\1|\{@\w+[^}]*\}|<[A-Za-z/][^<>]*>/g)) {
    protectedSpans.push([match.index, match.index + match[0].length]);
  }
  const room = MAX_LINE - line.prefix.length;
  let last = null;
  let first = null;
  const start = leadingSpaces(body);
  for (let i = start + 1; i < body.length; i++) {
    if (body[i] !== ' ' || body[i - 1] === ' ') continue;
    if (protectedSpans.some(([from, to]) => i > from && i < to)) continue;
    const after = body.slice(i).trimStart();
    if (after === '' || BLOCK_START.test(after)) continue;
    if (i <= room) last = i;
    else if (first === null) first = i;
  }
  return last ?? first;
}

/** The tree's files this script rewraps, relative to `root`. */
function treeFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).split('\n');
  return listed.filter(
    (file) =>
      WRAPPED_FILE.test(file) &&
      !DATA_FOLDER.test(file) &&
      (!file.includes('/') || FOLDERS.includes(file.slice(0, file.indexOf('/')))),
  );
}

function main(args) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const check = args.includes('--check');
  const named = args.filter((arg) => arg !== '--check');
  const files =
    named.length > 0 ? named.map((file) => path.resolve(file)) : treeFiles(root).map((f) => path.join(root, f));
  const changedFiles = [];
  const unwrapped = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const wrapped = wrapComments(text, file);
    const relative = path.relative(root, file);
    if (wrapped !== text) {
      changedFiles.push(relative);
      if (!check) writeFileSync(file, wrapped);
    }
    wrapped.split('\n').forEach((line, i) => {
      if (line.length > MAX_LINE && /^\s*(\/\/|\/?\*)/.test(line)) unwrapped.push(`${relative}:${i + 1}`);
    });
  }
  if (check) {
    for (const file of changedFiles) console.log(file);
    process.exitCode = changedFiles.length > 0 ? 1 : 0;
    return;
  }
  console.log(`wrap-comments: ${changedFiles.length} of ${files.length} files rewrapped`);
  if (unwrapped.length > 0) {
    console.log(`Comment lines still over ${MAX_LINE} characters (a word longer than the room):`);
    for (const place of unwrapped) console.log(`  ${place}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
