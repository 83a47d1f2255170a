/**
 * The API reference as a one-shot build made it, kept for the next: its pages (MDX sources and
 * texts), sidebar and files, valid while the config and every file it was read from are as they
 * were. Making the pages of the bundled docs' spec took ~50 ms of every rebuild (the model, the
 * examples, the writers). A kept page finds its places in the spec again through its origin
 * (mdx-writer.ts), reading the spec only when a problem must be reported there.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { ResolvedConfig } from '../../theme/types.js';
import { cacheRoot } from '../paths.js';
import { BundleCache, fingerprintInputs, hashOf, type InputFingerprints } from '../pipeline/bundle-cache.js';
import { compilerFingerprint } from '../pipeline/compiler-fingerprint.js';
import { loadApiReference, type ApiReference } from './api-reference.js';
import { locateInSpec } from './mdx-writer.js';
import type { ReferencePage } from './reference-pages.js';
import { parseSpecSource, type SpecSource } from './spec-source.js';

type KeptReference = Omit<ApiReference, 'pages'> & { pages: Omit<ReferencePage, 'locate'>[] };

const cache = new BundleCache<{ inputs: InputFingerprints; reference: KeptReference }>(
  () => path.join(cacheRoot(), 'openapi-pages'),
  8,
);

export async function cachedApiReference(options: {
  config: ResolvedConfig;
  configFile: string;
}): Promise<ApiReference> {
  if (options.config.openapi.length === 0) return loadApiReference(options);
  // The pages are made from the config's `openapi` entries, product and base URL, and the files.
  const key = hashOf(JSON.stringify(options.config), path.resolve(options.configFile), compilerFingerprint());
  const kept = await cache.get(key);
  if (kept) return withLocate(kept.reference);
  const reference = await loadApiReference(options);
  await cache.set(key, {
    inputs: fingerprintInputs(reference.files, process.cwd()),
    reference: { ...reference, pages: reference.pages.map(({ locate: _, ...page }) => page) },
  });
  return reference;
}

function withLocate(reference: KeptReference): ApiReference {
  const sources = new Map<string, SpecSource>();
  // Parsed for positions on the first problem only (a kept page compiled before without one).
  const sourceOf = (file: string) =>
    sources.get(file) ??
    sources.set(file, parseSpecSource(file, readFileSync(file, 'utf8'), { value: null })).get(file)!;
  return {
    ...reference,
    pages: reference.pages.map((page) => ({
      ...page,
      locate: (line?: number, column?: number) => locateInSpec(sourceOf(page.file), page.origin, line, column),
    })),
  };
}
