/**
 * Where a value is written in a source file (`tags[2].permalink` of a page's front matter, the
 * `link.slug` of a category file, a string in a sidebars file) as file, line and column, for
 * errors found after the scan, such as a route a slug makes. The file is read and parsed again
 * only then: the scan keeps no positions, so valid sites pay nothing for this.
 */
import { readFileSync } from 'node:fs';
import { isMap, isSeq, parseDocument, type Node as YamlNode } from 'yaml';
import type { Location } from '../errors.js';
import { lineColumnAt } from '../content/fact-token.js';
import { frontMatterBlock } from './located-data.js';

/**
 * The location of the value at `keys` in `file`'s front matter (`['tags', 2, 'permalink']`); of
 * its closest written parent when that value is not written as such (a tag given as a string),
 * else the file alone.
 */
export function frontMatterLocation(file: string, keys: (string | number)[]): Location {
  const text = readText(file);
  const block = text === null ? null : frontMatterBlock(text);
  return block ? yamlValueLocation(file, text!, block.yaml, block.start, keys) : { file };
}

/** The location of the value at `keys` in a JSON or YAML file (a `_category_.json`), as frontMatterLocation. */
export function dataFileLocation(file: string, keys: (string | number)[]): Location {
  const text = readText(file);
  return text === null ? { file } : yamlValueLocation(file, text, text, 0, keys);
}

/**
 * Where `value` is first written as a string literal in `file` (a sidebars file is code: it is not parsed), else the
 * file alone.
 */
export function stringLocation(file: string, value: string): Location {
  const text = readText(file);
  const at =
    text === null
      ? -1
      : ([JSON.stringify(value), `'${value}'`, `\`${value}\``]
          .map((literal) => text.indexOf(literal))
          .filter((i) => i >= 0)
          .sort((a, b) => a - b)[0] ?? -1);
  return at < 0 ? { file } : { file, ...lineColumnAt(text!, at) };
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** `yaml` is `text` from `start` on. */
function yamlValueLocation(
  file: string,
  text: string,
  yaml: string,
  start: number,
  keys: (string | number)[],
): Location {
  const document = parseDocument(yaml, { prettyErrors: false });
  let node: unknown = document.contents;
  let offset: number | undefined;
  for (const key of keys) {
    const next = isMap(node)
      ? (node.get(key, true) as unknown)
      : isSeq(node) && typeof key === 'number'
        ? (node.get(key, true) as unknown)
        : undefined;
    if (next === undefined || next === null) break;
    node = next;
    offset = (node as YamlNode).range?.[0] ?? offset;
  }
  return offset === undefined ? { file } : { file, ...lineColumnAt(text, start + offset) };
}
