/**
 * The spec as a download on the reference's overview page, so readers can load it into their API
 * client, code generator or mock server. Readers need it as the pages show it: the product token
 * and the facts in place (`X-%product%-Signature` is no header a mock server can match). The
 * overview links to DOWNLOAD_LINK; withDownload writes the resolved text to a file named by its
 * content's hash in the cache folder and points the link at it, relative to the spec, so the
 * build publishes it like any file a page links to (a content-hashed asset), and a change of the
 * spec or a fact changes the page and its asset together.
 *
 * Only a spec of one file is offered: one whose `$ref`s point into other files would download
 * without them.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { replaceFactsInText, type Facts } from '../content/fact-token.js';
import { replaceProductInText } from '../content/product-token.js';
import { cacheRoot } from '../paths.js';
import type { ReferenceModel } from './model.js';
import type { ReferencePage, SpecDownload } from './reference-page.js';
import { tempFileFor } from '../temp-file.js';

export type { SpecDownload };

/** What the overview's body links to until withDownload knows the file. */
export const DOWNLOAD_LINK = './%openapi-download%';

/** The cache's folder of spec downloads (of this process' site: paths.ts cacheRoot). */
export function downloadsFolder(): string {
  return path.join(cacheRoot(), 'openapi-downloads');
}

export function specDownload(model: ReferenceModel): SpecDownload | null {
  if (model.spec.files.length !== 1) return null;
  const file = model.spec.source.file;
  return { name: path.basename(file), text: readFileSync(file, 'utf8'), product: model.product };
}

export function withDownload(page: ReferencePage, facts: Facts): ReferencePage {
  if (!page.download) return page;
  // Facts first: a fact's value may hold the product token (`X-%product%-Signature`).
  const text = replaceProductInText(
    replaceFactsInText(page.download.text, facts, () => {}),
    page.download.product,
  );
  const file = path.join(
    downloadsFolder(),
    createHash('sha256').update(text).digest('hex').slice(0, 16),
    page.download.name,
  );
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: a build running beside this one never reads half a file.
    const temp = tempFileFor(file);
    writeFileSync(temp, text);
    renameSync(temp, file);
  }
  const link = path.relative(path.dirname(page.file), file).split(path.sep).join('/');
  return {
    ...page,
    body: page.body.split(`(${DOWNLOAD_LINK})`).join(`(${link.startsWith('.') ? link : `./${link}`})`),
  };
}
