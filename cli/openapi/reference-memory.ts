/**
 * serve's memory of the API reference: the OpenAPI documents are parsed and their pages made
 * again only when the config or one of the files they were read from changed (20–30 ms of every
 * rebuild after a docs edit, for the bundled docs' one spec).
 */
import { statSync } from 'node:fs';
import type { ResolvedConfig } from '../../theme/types.js';
import { loadApiReference, type ApiReference } from './api-reference.js';

export class ReferenceMemory {
  private last: { key: string; reference: ApiReference } | null = null;

  async load(options: { config: ResolvedConfig; configFile: string }): Promise<ApiReference> {
    if (this.last && this.last.key === keyOf(options.config, this.last.reference.files)) return this.last.reference;
    const reference = await loadApiReference(options);
    this.last = { key: keyOf(options.config, reference.files), reference };
    return reference;
  }
}

/**
 * The config (the pages are made from its `openapi` entries, product name and base URL) and each file's size and
 * modification time.
 */
function keyOf(config: ResolvedConfig, files: string[]): string {
  const stamps = files.map((file) => {
    try {
      const info = statSync(file);
      return `${file}:${info.size}:${info.mtimeMs}`;
    } catch {
      return `${file}:gone`;
    }
  });
  return JSON.stringify([config, stamps]);
}
