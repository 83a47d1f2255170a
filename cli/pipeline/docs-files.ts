/**
 * The files of a docs folder, and its sources read as text. Symbolic links are followed as
 * Docusaurus follows them, when they point to a file or folder of the site; a link that points
 * outside the site, to nothing, or into a loop (to a folder it is in, or to itself) is left out with
 * a warning naming it. A file that is not valid UTF-8 is an error at its first bad byte (Node would
 * replace it with U+FFFD, silently).
 */
import { readdirSync, readFileSync, realpathSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { isUtf8 } from 'node:buffer';
import { HubDocsError } from '../errors.js';

export interface DocsFiles {
  /** Absolute paths (through the links followed), sorted. */
  files: string[];
  /** The links left out, each naming the link and where it points. */
  warnings: HubDocsError[];
}

const inside = (folder: string, file: string) => file === folder || file.startsWith(folder + path.sep);

/**
 * Every file under `docsDir`, but in folders whose name starts with "." or "_" (never pages);
 * `siteDir`: the site's folder, which a followed link must stay in.
 */
export function listDocsFiles(docsDir: string, siteDir: string): DocsFiles {
  const files: string[] = [];
  const warnings: HubDocsError[] = [];
  const site = realpathSync(siteDir);
  const skip = (link: string, what: string, hint: string) =>
    warnings.push(
      new HubDocsError(`the symbolic link ${path.relative(docsDir, link) || link} ${what}; it is left out`, {
        location: { file: link },
        hint,
      }),
    );
  // `real`: the folder's own path, and `ancestors` those of the folders it is in, to tell a loop.
  const walk = (dir: string, ancestors: Set<string>) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // removed while read (serve)
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isFile()) files.push(full);
      else if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !entry.name.startsWith('_'))
          walk(full, new Set(ancestors).add(path.join([...ancestors].pop()!, entry.name)));
      } else if (entry.isSymbolicLink()) {
        let target: string;
        try {
          target = realpathSync(full);
        } catch (cause) {
          const code = (cause as NodeJS.ErrnoException).code;
          if (code === 'ELOOP')
            skip(
              full,
              'is a loop: it points, through links, back to itself',
              'remove it, or point it at a file or folder',
            );
          else skip(full, 'points to nothing', 'remove it, or point it at a file or folder of the site');
          continue;
        }
        if (!inside(site, target)) {
          skip(
            full,
            `points outside the site, to ${target}`,
            'a docs folder takes pages from inside the site only: copy the file in, or move the site around it',
          );
          continue;
        }
        const info = statSync(target);
        if (info.isFile()) files.push(full);
        else if (info.isDirectory() && !entry.name.startsWith('.') && !entry.name.startsWith('_')) {
          if ([...ancestors].some((folder) => inside(target, folder)))
            skip(
              full,
              `is a loop: it points to ${target}, a folder it is in`,
              'remove it, or point it at a folder that does not hold it',
            );
          else walk(full, new Set(ancestors).add(target));
        }
      }
    }
  };
  const root = realpathSync(docsDir);
  walk(docsDir, new Set([root]));
  return { files: files.sort(), warnings };
}

/** A source file's text; an error at the first byte that is not UTF-8. */
export function readSourceText(file: string): string {
  // Decoding in one native call is twice as fast as reading bytes, checking them, then decoding;
  // a byte that is not UTF-8 decodes to U+FFFD, so only a text with one is checked byte by byte.
  const text = readFileSync(file, 'utf8');
  if (!text.includes('\uFFFD')) return text;
  const bytes = readFileSync(file);
  if (isUtf8(bytes)) return text;
  const bad = firstInvalidByte(bytes);
  const lineStart = bytes.lastIndexOf(0x0a, bad - 1) + 1;
  const line = bytes.subarray(0, lineStart).filter((b) => b === 0x0a).length + 1;
  const column = [...bytes.subarray(lineStart, bad).toString('utf8')].length + 1;
  throw new HubDocsError(
    `the file is not valid UTF-8: the byte 0x${bytes[bad].toString(16).padStart(2, '0').toUpperCase()} at line ${line}, column ${column} is not part of a UTF-8 character`,
    {
      location: { file, line, column },
      hint: 'save the file as UTF-8 (in most editors: "Save with encoding" → UTF-8); it may be Latin-1 or Windows-1252',
    },
  );
}

/**
 * Index of the first byte of `bytes` that does not belong to a well-formed UTF-8 sequence (bytes is known not to be
 * UTF-8).
 */
function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const length =
      b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0) return i;
    // The second byte's range rules out overlong forms, surrogates and code points past U+10FFFF.
    const [low, high] =
      b === 0xe0
        ? [0xa0, 0xbf]
        : b === 0xed
          ? [0x80, 0x9f]
          : b === 0xf0
            ? [0x90, 0xbf]
            : b === 0xf4
              ? [0x80, 0x8f]
              : [0x80, 0xbf];
    for (let k = 1; k < length; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? low : 0x80) || c > (k === 1 ? high : 0xbf)) return i;
    }
    i += length;
  }
  return bytes.length;
}
