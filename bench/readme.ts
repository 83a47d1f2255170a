/** `--write-readme`: replaces what is between the bench markers in README.md, nothing else. */
import { readFile, writeFile } from 'node:fs/promises';

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** Returns null on success, or why nothing was written. */
export async function writeReadme(file: string, content: string): Promise<string | null> {
  const text = await readFile(file, 'utf8');
  const lines = text.split('\n');
  const start = lines.indexOf(START);
  const end = lines.indexOf(END);
  if (start < 0 || end < 0 || end < start) return `README.md has no "${START}" … "${END}" lines; nothing written`;
  const next = [...lines.slice(0, start + 1), content.trimEnd(), ...lines.slice(end)].join('\n');
  if (next !== text) await writeFile(file, next);
  return null;
}
