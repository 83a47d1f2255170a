/**
 * Loads `_facts.json`, the docs folder's one place for the hub's constants. It is a JSON object
 * whose leaves are strings or numbers; nested objects give dotted names
 * (`{ "retries": { "maxTries": 10 } }` → `retries.maxTries`). Optional: no file, no facts.
 * Parsed with jsonc-parser (strict JSON: no comments, no trailing commas) because it gives the
 * offset of every syntax error and every value, so each problem names its line and column.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import { FACT_NAME_SEGMENT, lineColumnAt, type Facts } from './fact-token.js';

export const FACTS_FILE = '_facts.json';

export async function loadFacts(docsDir: string): Promise<Facts> {
  const file = path.join(docsDir, FACTS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new HubDocsError(`cannot read ${FACTS_FILE}`, { location: { file }, cause });
  }
  return parseFacts(text, file);
}

/** Parses the text of a facts file; every problem is reported, each with its line and column. */
export function parseFacts(text: string, file: string): Facts {
  const at = (offset: number) => ({ file, ...lineColumnAt(text, offset) });
  const syntax: ParseError[] = [];
  const tree = parseTree(text, syntax, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (syntax.length > 0 || !tree) {
    const first = syntax[0];
    throw new HubDocsError(
      `invalid JSON in ${FACTS_FILE}: ${first ? printParseErrorCode(first.error) : 'empty file'}`,
      {
        location: at(first?.offset ?? 0),
        hint: 'fix the JSON syntax: double-quoted names and strings, commas between entries and none after the last, no comments',
      },
    );
  }
  if (tree.type !== 'object')
    throw new HubDocsError(`${FACTS_FILE} must hold a JSON object, not ${describe(tree)}`, {
      location: at(tree.offset),
      hint: 'write { "group": { "name": "value" } }',
    });

  const facts: Record<string, string> = {};
  const problems: HubDocsError[] = [];
  const walk = (object: JsonNode, prefix: string) => {
    for (const property of object.children ?? []) {
      const [key, value] = property.children ?? [];
      const segment = String(key.value);
      const name = prefix + segment;
      if (!FACT_NAME_SEGMENT.test(segment)) {
        problems.push(
          new HubDocsError(`${FACTS_FILE}: "${segment}" is not a valid fact name`, {
            location: at(key.offset),
            hint: 'start a name with a letter and use letters, digits, "-" and "_" only (dots come from nesting)',
          }),
        );
      } else if (value.type === 'object') {
        walk(value, name + '.');
      } else if (value.type === 'string' || value.type === 'number') {
        if (Object.hasOwn(facts, name))
          problems.push(
            new HubDocsError(`${FACTS_FILE}: the fact "${name}" is defined twice`, {
              location: at(key.offset),
              hint: 'keep one of the two definitions',
            }),
          );
        facts[name] = String(value.value);
      } else {
        problems.push(
          new HubDocsError(`${FACTS_FILE}: the fact "${name}" is ${describe(value)}; a fact is a string or a number`, {
            location: at(value.offset),
            hint: `write "${segment}": "text" or "${segment}": 10, or an object of facts`,
          }),
        );
      }
    }
  };
  walk(tree, '');
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new HubDocsErrorList(problems, `${problems.length} problems in ${FACTS_FILE}`);
  return facts;
}

function describe(node: JsonNode): string {
  if (node.type === 'array') return 'a list';
  if (node.type === 'null') return 'null';
  if (node.type === 'boolean') return `the boolean ${String(node.value)}`;
  return `a ${node.type}`;
}
