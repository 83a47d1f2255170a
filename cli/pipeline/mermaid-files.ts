/**
 * Mermaid ships to the browser as its own prebuilt ESM build, copied as it is (bundling its
 * 2 MB again on every build would cost seconds) under a versioned folder, and only for sites
 * with a diagram; pages load it only when a diagram nears the viewport.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { packageFolder } from '../paths.js';
import type { Output } from './write-output.js';

// Wherever the installer put mermaid (hoisted beside hub-docs, in pnpm's store...): found as Node finds it.
const MERMAID = packageFolder('mermaid');
const DIST = path.join(MERMAID, 'dist');
const VERSION = (JSON.parse(readFileSync(path.join(MERMAID, 'package.json'), 'utf8')) as { version: string }).version;
const FOLDER = `assets/mermaid-${VERSION}`;

/** The entry's path relative to the site root. */
export const MERMAID_ENTRY = `${FOLDER}/mermaid.esm.min.mjs`;

export async function copyMermaid(output: Output): Promise<void> {
  await output.copy(path.join(DIST, 'mermaid.esm.min.mjs'), MERMAID_ENTRY);
  await output.copyDir(path.join(DIST, 'chunks', 'mermaid.esm.min'), `${FOLDER}/chunks/mermaid.esm.min`, (name) =>
    name.endsWith('.mjs'),
  );
}
