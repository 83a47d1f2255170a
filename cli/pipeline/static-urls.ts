/**
 * A URL from the site's root in its CSS (`background: url(/img/hero.png)`, in a customCss file or a
 * CSS module) names a file of the static folder, as in Docusaurus (webpack's `resolve.roots`): the
 * file is bundled like any image a stylesheet names (a hashed name under assets/, its URL with the
 * base URL), so it works under any base URL. One that is not there stops the build, as it stops
 * Docusaurus', naming the stylesheet, its line and the folder it was looked for in.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Plugin } from 'esbuild';

export function staticUrls(staticDir: string): Plugin {
  return {
    name: 'hub-static-urls',
    setup(build) {
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        // url() in CSS only: an import of "/abs/path" from JavaScript is a file path, left to esbuild.
        if (args.kind !== 'url-token') return undefined;
        const end = args.path.search(/[?#]/);
        const route = end < 0 ? args.path : args.path.slice(0, end);
        const file = path.join(staticDir, safeDecode(route));
        if (existsSync(file)) return { path: file, suffix: end < 0 ? undefined : args.path.slice(end) };
        // A path of this machine's file system, as esbuild reads it.
        if (existsSync(route)) return undefined;
        return {
          errors: [
            {
              text: `url(${args.path}) names no file of the static folder (${staticDir}): a URL from the site's root in CSS is a file there`,
            },
          ],
        };
      });
    },
  };
}

/** "%20" as a space, as a URL means it; a malformed escape as written. */
function safeDecode(route: string): string {
  try {
    return decodeURIComponent(route);
  } catch {
    return route;
  }
}
