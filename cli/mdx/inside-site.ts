/**
 * Whether a file a page names (an image, a linked file) is inside a folder: the site's, or the
 * static folder for absolute paths. Its real path is compared (symbolic links followed), so no
 * "../../" and no link can make a page read a file elsewhere on the machine (a key, a CI token
 * in /proc/self/environ) and publish it with the site.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';

const realFolders = new Map<string, string>();

export function isInside(folder: string, file: string): boolean {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return true; // a missing file: the caller reports it as missing
  }
  let base = realFolders.get(folder);
  if (base === undefined) {
    try {
      base = realpathSync(folder);
    } catch {
      base = path.resolve(folder);
    }
    realFolders.set(folder, base);
  }
  return real.startsWith(base + path.sep);
}

/**
 * Inside the site: its config's folder, the folder of its docs folder (`--docs-dir` elsewhere), or the folder of the
 * spec downloads hub-docs makes for an API reference in the site's cache (cli/openapi/download.ts).
 */
export function isInsideSite(ctx: { siteDir: string; docsDir: string; downloadsDir: string }, file: string): boolean {
  return isInside(ctx.siteDir, file) || isInside(path.dirname(ctx.docsDir), file) || isInside(ctx.downloadsDir, file);
}
