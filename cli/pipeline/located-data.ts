/**
 * Data a writer edits (a page's front matter, a `_category_.json|yml`), parsed with the one YAML
 * library (yaml: JSON is YAML too) keeping where each value is written, and checked against a zod
 * schema. Every problem is an error at its field's line and column, all of a file's together.
 * YAML is read as Docusaurus reads it (js-yaml's default schema): the core schema, plus
 * timestamps (an unquoted `2025-03-14` is a date) and `<<` merge keys.
 */
import { isMap, isPair, isScalar, isSeq, parseDocument, type Node as YamlNode } from 'yaml';
import type * as z from 'zod';
import { HubDocsError, HubDocsErrorList, type Location } from '../errors.js';
import { lineColumnAt } from '../content/fact-token.js';
import { schemaProblems, type SchemaProblem } from '../config/schema-problems.js';

export interface LocatedData {
  value: unknown;
  /**
   * Where the value at `path` is written: a map entry's key, a list item; its closest written
   * parent when not written as such.
   */
  locate(path: (string | number)[]): Location;
}

/**
 * The front-matter block of a file's text: its YAML, where it starts, and where the body starts
 * (after the closing line).
 */
export function frontMatterBlock(text: string): { yaml: string; start: number; lead: number } | null {
  const open = /^\uFEFF?---[ \t]*\r?\n/.exec(text);
  if (!open) return null;
  const close = /^---[ \t]*(?:\r?\n|$)/m.exec(text.slice(open[0].length));
  if (!close) return null;
  const start = open[0].length;
  return { yaml: text.slice(start, start + close.index), start, lead: start + close.index + close[0].length };
}

/**
 * YAML whose quoted values' continuation lines at column 0 are indented by a space, as YAML
 * needs them and js-yaml does not (`title: "Pair llm-d … your AI` then `Workflows"`: a real blog's
 * front matter). Each line keeps its place; the values are the same (folded lines lose their indent).
 */
export function indentQuotedContinuations(yaml: string): string {
  let open: '"' | "'" | null = null;
  /** Where the quote opened at `from` in `line` closes (-1: not on this line). */
  const closing = (line: string, quote: '"' | "'", from: number): number => {
    for (let i = from; i < line.length; i++) {
      if (quote === '"' && line[i] === '\\') i++;
      else if (line[i] === quote) {
        if (quote === "'" && line[i + 1] === "'") i++;
        else return i;
      }
    }
    return -1;
  };
  return yaml
    .split('\n')
    .map((line) => {
      if (open) {
        const quote = open;
        if (closing(line, quote, 0) >= 0) open = null;
        return /^\S/.test(line) ? ` ${line}` : line;
      }
      const value = /^\s*(?:-\s+)?[^\s#"'][^:]*:\s+(["'])/.exec(line);
      if (value && closing(line, value[1] as '"' | "'", value[0].length) < 0) open = value[1] as '"' | "'";
      return line;
    })
    .join('\n');
}

/**
 * `text` from `start` to `end` as YAML. A syntax error throws at its line and column, with
 * `what` in the message ("invalid YAML front matter: …") and `hint`.
 */
export function parseYaml(
  text: string,
  file: string,
  options: { start?: number; end?: number; what: string; hint: string },
): LocatedData {
  const start = options.start ?? 0;
  const source = text.slice(start, options.end ?? text.length);
  const parse = (yaml: string) => parseDocument(yaml, { prettyErrors: false, customTags: ['timestamp'], merge: true });
  let document = parse(source);
  // js-yaml (Docusaurus') reads a quoted value whose next lines are not indented; yaml, as the spec, does not.
  if (document.errors.length) {
    const lenient = indentQuotedContinuations(source);
    const again = lenient === source ? null : parse(lenient);
    if (again && again.errors.length === 0) document = again;
  }
  const syntax = document.errors[0];
  if (syntax)
    throw new HubDocsError(`${options.what}: ${syntax.message.split('\n')[0]}`, {
      location: { file, ...lineColumnAt(text, start + syntax.pos[0]) },
      hint: options.hint,
    });
  const at = (offset: number | undefined): Location =>
    offset === undefined ? { file } : { file, ...lineColumnAt(text, start + offset) };
  return {
    value: document.toJS(),
    locate(path) {
      let node: unknown = document.contents;
      let offset = (node as YamlNode | null)?.range?.[0];
      for (const key of path) {
        if (isMap(node)) {
          const pair = node.items.find((p) => isPair(p) && (isScalar(p.key) ? p.key.value : p.key) === key);
          if (!pair) break;
          offset = (pair.key as YamlNode | null)?.range?.[0] ?? offset;
          node = pair.value;
        } else if (isSeq(node) && typeof key === 'number' && node.items[key]) {
          node = node.items[key];
          offset = (node as YamlNode).range?.[0] ?? offset;
        } else break;
      }
      return at(offset);
    },
  };
}

/**
 * `data.value` checked by `schema`: its output, or every problem thrown at once, each at its
 * field's place, in the words `words` gives it (the field, what it must be, what it got).
 */
export function validateData<S extends z.core.$ZodType>(
  schema: S,
  data: LocatedData,
  file: string,
  words: (problem: SchemaProblem) => { message: string; hint: string },
): z.output<S> {
  const result = (schema as unknown as z.ZodType).safeParse(data.value, { reportInput: true });
  if (result.success) return result.data as z.output<S>;
  const errors = schemaProblems(schema, result.error.issues)
    .map((problem) => ({ problem, location: data.locate(problem.path) }))
    .sort(
      (a, b) => (a.location.line ?? 0) - (b.location.line ?? 0) || (a.location.column ?? 0) - (b.location.column ?? 0),
    )
    .map(({ problem, location }) => {
      const { message, hint } = words(problem);
      return new HubDocsError(message, { location, hint });
    });
  if (errors.length === 1) throw errors[0];
  throw new HubDocsErrorList(errors, `${errors.length} problems in ${file}`);
}

/** What a problem's message says the field must be ("a number"), without what it got. */
export const expectationOf = (problem: SchemaProblem) =>
  /^(?:is required \(it )?must be (.*?)\)?(?:, got [^]*)?$/.exec(problem.message)?.[1] ?? null;
