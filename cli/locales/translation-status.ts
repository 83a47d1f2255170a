/**
 * Translations that may be out of date: their page in the default locale changed since the
 * translation was last edited. Each build keeps, per translation, the hash of its own bytes and of
 * its page's when it last changed (a file in the site's cache folder); a translation whose bytes
 * are the same while its page's are not is reported, until the translation is edited.
 */
import path from 'node:path';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { HubDocsError } from '../errors.js';
import type { Translation } from './translated-docs.js';
import { tempFileFor } from '../temp-file.js';

type Status = Record<string, { translation: string; source: string }>;

/** `file`: where the hashes are kept; `translations`: translation file → the page it translates. */
export function outdatedTranslations(
  file: string,
  translations: Map<string, Translation>,
  siteDir: string,
): HubDocsError[] {
  let previous: Status = {};
  try {
    previous = JSON.parse(readFileSync(file, 'utf8')) as Status;
  } catch {
    // None yet: every translation is taken as up to date with its page as it is now.
  }
  const next: Status = {};
  const outdated: HubDocsError[] = [];
  for (const [translationFile, { hash: translation, source }] of [...translations].sort((a, b) =>
    a[0] < b[0] ? -1 : 1,
  )) {
    const known = previous[translationFile];
    if (known && known.translation === translation && known.source !== source.hash) {
      next[translationFile] = known;
      outdated.push(
        new HubDocsError(
          `this translation may be out of date: ${path.relative(siteDir, source.file)} changed since it was last edited`,
          {
            location: { file: translationFile },
            hint: 'update the translation (any edit to it marks it as up to date)',
          },
        ),
      );
    } else next[translationFile] = { translation, source: source.hash };
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = tempFileFor(file);
  writeFileSync(temp, JSON.stringify(next));
  renameSync(temp, file);
  return outdated;
}
