/** A YAML (or JSON) data file of the blog, parsed; a syntax error is an error at its line and column. */
import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import { HubDocsError } from '../errors.js';

export function loadYamlFile(file: string, what: string, errors: HubDocsError[]): unknown {
  const lines = new LineCounter();
  const document = parseDocument(readFileSync(file, 'utf8'), { lineCounter: lines, prettyErrors: false });
  if (document.errors.length) {
    const e = document.errors[0];
    const { line, col } = lines.linePos(e.pos[0]);
    errors.push(
      new HubDocsError(`invalid YAML in ${what}: ${e.message.split('\n')[0]}`, {
        location: { file, line, column: col },
        hint: 'check the indentation; quote values that contain ":" or start with "@", "[" or "{"',
      }),
    );
    return undefined;
  }
  return document.toJS();
}
