/**
 * An OpenAPI file as text and as data, with the way back from a JSON pointer to the line and
 * column the writer edits. YAML and JSON both go through the `yaml` parser (JSON is YAML 1.2),
 * which keeps the source range of every node.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { HubDocsError, HubDocsErrorList, type Location } from '../errors.js';
import { pointerParts } from './spec-types.js';

export interface Position {
  line?: number;
  column?: number;
}

export interface SpecSource {
  file: string;
  /** The document as plain data. */
  value: unknown;
  /** Where the node at a JSON pointer starts; the closest existing ancestor when it does not exist. */
  locate(pointer: string): Position;
  /** Where the key of the property at a pointer starts (for "unknown property" errors). */
  locateKey(pointer: string): Position;
  /**
   * Maps a line:column inside a string value (a Markdown description) to the file. Exact for
   * one-line values and literal block scalars (`|`), whose lines are the file's lines; other
   * multi-line forms are reported at the start of the value.
   */
  locateInText(pointer: string, line?: number, column?: number): Location;
  /** The pointer of the first `$ref` whose value is `ref`, for errors about unresolvable references. */
  findRef(ref: string): string | null;
}

/**
 * `known`: the document's value from a previous load of the same text (loadSpec's cache): the
 * text is then parsed for positions only when a problem must be located.
 */
export function parseSpecSource(file: string, text: string, known?: { value: unknown }): SpecSource {
  let parsed: { doc: Document; lineCounter: LineCounter } | null = null;
  const parse = () => (parsed ??= parseWithPositions(file, text));
  if (!known) parse();
  const position = (offset: number): Position => {
    const { line, col } = parse().lineCounter.linePos(offset);
    return { line, column: col };
  };
  const nodeAt = (parts: string[]): { node: Node | null; parent: Node | null } => {
    let node: unknown = parse().doc.contents;
    let parent: Node | null = null;
    for (const part of parts) {
      const next =
        isMap(node) || isSeq(node)
          ? (node as { get(key: unknown, keepScalar: true): unknown }).get(isSeq(node) ? Number(part) : part, true)
          : undefined;
      if (!next) return { node: null, parent: node as Node };
      parent = node as Node;
      node = next;
    }
    return { node: node as Node, parent };
  };
  const keyOf = (map: unknown, name: string): Node | undefined => {
    if (!isMap(map)) return undefined;
    return map.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === name)?.key as
      | Node
      | undefined;
  };
  const locate = (pointer: string): Position => {
    const parts = pointerParts(pointer);
    // Walk up to the closest node that exists: a missing property is reported at its parent.
    for (let n = parts.length; n >= 0; n--) {
      const { node, parent } = nodeAt(parts.slice(0, n));
      if (!node?.range) continue;
      // An object or list is reported at the key that names it (`get:`), not at its first line inside.
      const key = isMap(node) || isSeq(node) ? keyOf(parent, parts[n - 1]) : undefined;
      return position((key?.range ?? node.range)[0]);
    }
    return {};
  };
  return {
    file,
    value: known ? known.value : parse().doc.toJS({ maxAliasCount: 10_000 }),
    locate,
    locateKey(pointer) {
      const parts = pointerParts(pointer);
      const key = keyOf(nodeAt(parts.slice(0, -1)).node, parts[parts.length - 1]);
      return key?.range ? position(key.range[0]) : locate(pointer);
    },
    locateInText(pointer, line, column) {
      const { node } = nodeAt(pointerParts(pointer));
      if (!isScalar(node) || !node.range) return { file, ...locate(pointer) };
      const start = position(node.range[0]);
      if (line === undefined) return { file, ...start };
      if (node.type === 'BLOCK_LITERAL') {
        // The text starts on the line after the `|` indicator, at the block's indentation.
        const first = start.line! + 1;
        const indent = /^ */.exec(text.split('\n')[first - 1] ?? '')![0].length;
        return { file, line: first + line - 1, column: column === undefined ? undefined : indent + column };
      }
      const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE' ? 1 : 0;
      if (line === 1 && column !== undefined)
        return { file, line: start.line, column: start.column! + quoted + column - 1 };
      return { file, ...start };
    },
    findRef(ref) {
      return findRef(parse().doc, ref);
    },
  };
}

function parseWithPositions(file: string, text: string): { doc: Document; lineCounter: LineCounter } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: true });
  if (doc.errors.length) {
    const errors = doc.errors.map(
      (e) =>
        new HubDocsError(
          `${file.endsWith('.json') ? 'JSON' : 'YAML'} syntax error: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
          {
            location: { file, line: e.linePos?.[0].line, column: e.linePos?.[0].col },
            hint: 'fix the syntax of the OpenAPI file (indentation, quotes, a duplicated key)',
          },
        ),
    );
    throw errors.length === 1 ? errors[0] : new HubDocsErrorList(errors, `${errors.length} syntax errors in ${file}`);
  }
  return { doc, lineCounter };
}

function findRef(doc: Document, ref: string): string | null {
  const walk = (node: unknown, path: string): string | null => {
    if (isMap(node)) {
      for (const item of node.items) {
        const key = isScalar(item.key) ? String(item.key.value) : '';
        const escaped = key.replace(/~/g, '~0').replace(/\//g, '~1');
        if (key === '$ref' && isScalar(item.value) && item.value.value === ref) return path;
        const found = walk(item.value, `${path}/${escaped}`);
        if (found !== null) return found;
      }
    } else if (isSeq(node)) {
      for (let i = 0; i < node.items.length; i++) {
        const found = walk(node.items[i], `${path}/${i}`);
        if (found !== null) return found;
      }
    }
    return null;
  };
  return walk(doc.contents, '');
}
