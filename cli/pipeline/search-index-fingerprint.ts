/**
 * What made a search index, for the caches that keep one (or its terms) from one build to the
 * next: the CLI (compilerFingerprint) and the index's code in theme/search, which the CLI's
 * fingerprint does not cover when it runs from its sources. Another version of either makes
 * its indexes anew: a kept one could be in another format, or hold other terms.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { COMPILED_CLI_DIR, THEME_DIR } from '../paths.js';
import { compilerFingerprint } from './compiler-fingerprint.js';

let fingerprint: string | null = null;

export function searchIndexFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256').update(compilerFingerprint());
  // Compiled, the CLI's bundle holds that code, and its fingerprint covers it.
  if (!COMPILED_CLI_DIR)
    for (const name of ['build-index.ts', 'format.ts', 'language.ts', 'typos.ts'])
      hash.update('\0').update(readFileSync(path.join(THEME_DIR, 'search', name)));
  fingerprint = hash.digest('hex').slice(0, 16);
  return fingerprint;
}
