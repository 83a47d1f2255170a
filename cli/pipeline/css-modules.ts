/**
 * CSS modules (`import styles from './Badge.module.css'`) as a Docusaurus site's components use
 * them, with the same class names in the browser bundle and in the server renderer: esbuild's
 * own local-css names differ between a minified and a plain build, and a page rendered with one
 * name and hydrated with another would lose its styles. Each file's classes are named
 * `<file>_<hash of its content>_<class>` once, here, and both bundles take that name (the same
 * on every machine; two files alike in name and content may share it, their rules being alike).
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { esbuild } from '../esbuild.js';
import { hashOf } from './bundle-cache.js';

const STYLES_NAMESPACE = 'hub-css-module-styles';

/** The module's CSS with its class names made unique, and the names a component reads. */
export async function cssModule(file: string, source: string): Promise<{ css: string; names: Record<string, string> }> {
  const stem = path
    .basename(file)
    .replace(/\.module\.css$/, '')
    .replace(/[^\w-]/g, '_');
  const prefix = `${stem}_${hashOf(stem, source).slice(0, 8)}`;
  // esbuild's local-css loader names a class `<source file stem>_<class>`: the prefix is that stem.
  const { code } = await esbuild().transform(source, { loader: 'local-css', sourcefile: `${prefix}.module.css` });
  const names: Record<string, string> = {};
  for (const match of code.matchAll(new RegExp(`\\.${prefix}_([\\w-]+)`, 'g')))
    names[match[1]] = `${prefix}_${match[1]}`;
  return { css: code, names };
}

/** The plugin: `*.module.css` → a JS module of its names, importing its CSS (nothing on the server). */
export function cssModules(target: 'client' | 'server'): Plugin {
  return {
    name: 'hub-css-modules',
    setup(build) {
      build.onLoad({ filter: /\.module\.css$/ }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        const { names } = await cssModule(args.path, await readFile(args.path, 'utf8'));
        const styles = target === 'client' ? `import ${JSON.stringify(args.path)};\n` : '';
        return {
          contents: `${styles}export default ${JSON.stringify(names)};`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
          watchFiles: [args.path],
        };
      });
      // The module's own import of its CSS: the renamed stylesheet.
      build.onResolve({ filter: /\.module\.css$/ }, (args) =>
        args.kind === 'import-statement' && args.importer.endsWith('.module.css')
          ? { path: args.path, namespace: STYLES_NAMESPACE }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: STYLES_NAMESPACE }, async (args) => {
        const { css } = await cssModule(args.path, await readFile(args.path, 'utf8'));
        return { contents: css, loader: 'css', resolveDir: path.dirname(args.path), watchFiles: [args.path] };
      });
    },
  };
}
