/** hub-docs' own version, from its package.json (what the MCP server reports as its version). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from './paths.js';

let version: string | undefined;
export function packageVersion(): string {
  return (version ??= (JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version);
}
