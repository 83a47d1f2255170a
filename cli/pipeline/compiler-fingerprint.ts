/**
 * What the compiler is: a hash of the CLI's own code (its sources, or the compiled CLI, whose
 * hash scripts/compile-cli.mjs writes beside it), so nothing it made (a compiled page, a bundle)
 * is reused by another version of hub-docs, nor by an edited copy of it.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { COMPILED_CLI_DIR, PACKAGE_ROOT } from '../paths.js';

let fingerprint: string | null = null;

export function compilerFingerprint(): string {
  if (fingerprint) return fingerprint;
  if (COMPILED_CLI_DIR) {
    fingerprint = readFileSync(path.join(COMPILED_CLI_DIR, 'fingerprint'), 'utf8').trim();
    return fingerprint;
  }
  const hash = createHash('sha256');
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.(ts|tsx|js|mjs)$/.test(entry.name)) hash.update(entry.name).update(readFileSync(file));
    }
  };
  visit(path.join(PACKAGE_ROOT, 'cli'));
  fingerprint = hash.digest('hex').slice(0, 16);
  return fingerprint;
}
