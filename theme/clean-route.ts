/**
 * What a route may be, and how it is written in a URL. A route is a page's path as text
 * ("/guide/Über uns"): the build writes it to a file under the output folder, so a route must be
 * a clean absolute path that names a file there and nowhere else, on every file system a site is
 * built on. Shared by the build (every route is checked where it is made, and again where its
 * files are written), the config schema and the dev server.
 */

/** A file or folder name longer than this many bytes cannot be written (ext4, APFS, NTFS). */
const MAX_NAME_BYTES = 255;

/** Decodes every valid %XX sequence; an invalid one ("%product%", "100%") stays as written. */
export function decodePercent(text: string): string {
  return text.replace(/(%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run; // not UTF-8 once decoded: left as written
    }
  });
}

/**
 * What is wrong with the segments of an absolute path for a file under a folder (a route, or a
 * path a request asks for), or null: no "." or ".." segment (also once percent-decoded: hosts and
 * browsers treat "%2e%2e" as ".."), no backslash, no NUL or other control character, no drive
 * letter, no name too long for a file system. `path` starts with "/".
 */
export function pathSegmentsProblem(path: string): string | null {
  for (const form of path === decodePercent(path) ? [path] : [path, decodePercent(path)]) {
    // eslint-disable-next-line no-control-regex
    if (/[\x00-\x1f\x7f]/.test(form)) return 'contains a control character (such as NUL or a line break)';
    if (form.includes('\\')) return 'contains a backslash';
    if (/[\ud800-\udfff]/u.test(form)) return 'contains a lone surrogate, which is no character';
    for (const segment of form.split('/').slice(1)) {
      if (segment === '.' || segment === '..')
        return `has a "${segment}" segment, which would point ${segment === '..' ? 'outside its folder' : 'at its folder'}`;
      if (/^[a-z]:/i.test(segment)) return `has a segment that starts with a drive letter ("${segment.slice(0, 2)}")`;
      if (new TextEncoder().encode(segment).byteLength > MAX_NAME_BYTES)
        return `has a segment longer than ${MAX_NAME_BYTES} bytes, which no file system can name`;
    }
  }
  return null;
}

/**
 * What is wrong with a route, or null when it is a clean absolute path: it starts with "/", has
 * no empty segment and no trailing "/" (but "/"), none of pathSegmentsProblem's, no "?" or "#"
 * (they end a URL's path), and no percent-encoding: a route is text, encoded only when written
 * into a URL, so "%20" in a route would be a file named "%20" that no URL reaches.
 */
export function routeProblem(route: string): string | null {
  if (!route.startsWith('/')) return 'does not start with "/"';
  if (route !== '/' && (route.endsWith('/') || route.includes('//')))
    return 'has an empty segment ("//" or a trailing "/")';
  const segments = pathSegmentsProblem(route);
  if (segments) return segments;
  if (/[?#]/.test(route)) return `contains "${/[?#]/.exec(route)![0]}", which would end the URL's path`;
  const escape = /%[0-9a-f]{2}/i.exec(route);
  if (escape)
    return `contains the percent-encoding "${escape[0]}"; write the character itself ("${decodePercent(escape[0])}"), it is encoded in URLs`;
  return null;
}
