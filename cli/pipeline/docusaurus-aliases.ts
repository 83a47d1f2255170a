/**
 * What a Docusaurus page with components of its own imports, for the bundler: `@site/…` is
 * the site's folder, and `@theme/…` and `@docusaurus/…` modules re-export hub-docs' own
 * components with Docusaurus' API, as theme/docusaurus-registry.ts lists them. One that hub-docs
 * has no equivalent of is an error at the page's import, naming the nearest module it has.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';
import leven from 'leven';
import { THEME_DIR } from '../paths.js';
import { DOCUSAURUS_MODULES, describeModules } from '../../theme/docusaurus-registry.js';
import { themeOverrides } from '../pages/theme-overrides.js';

/** Module → its source: one re-export per file its exports come from. */
export const ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries(DOCUSAURUS_MODULES).map(([source, exports]) => {
    const byFile = new Map<string, string[]>();
    for (const [name, e] of Object.entries(exports)) {
      const list = byFile.get(e.file) ?? byFile.set(e.file, []).get(e.file)!;
      list.push(name === e.name ? name : `${e.name} as ${name}`);
    }
    const lines = [...byFile].map(
      ([file, names]) =>
        `export { ${names.join(', ')} } from ${JSON.stringify(path.join(THEME_DIR, 'components', file))};`,
    );
    return [source, lines.join('\n')];
  }),
);

/** The error for a module hub-docs has no equivalent of, with the nearest one it has when the name looks mistyped. */
export function unknownModuleError(source: string): string {
  const nearest = Object.keys(DOCUSAURUS_MODULES)
    .map((known) => [known, leven(known.toLowerCase(), source.toLowerCase())] as const)
    .sort((a, b) => a[1] - b[1])[0];
  const guess =
    nearest && nearest[1] <= Math.max(2, Math.floor(source.length / 5)) ? ` Did you mean "${nearest[0]}"?` : '';
  return `hub-docs has no equivalent of "${source}".${guess} It has ${describeModules()}`;
}

/** Docusaurus' own Root renders its children and nothing else: what a wrapping Root (`swizzle --wrap Root`) wraps. */
const ORIGINAL_ROOT = 'export default function Root({ children }) { return children; }\n';

/** The theme's own components under `@theme-original/` (what a site's override wraps or spreads). */
const ORIGINALS: Record<string, string> = {
  '@theme-original/MDXComponents': ALIASES['@theme/MDXComponents'],
  '@theme-init/MDXComponents': ALIASES['@theme/MDXComponents'],
  '@theme-original/Root': ORIGINAL_ROOT,
  '@theme-init/Root': ORIGINAL_ROOT,
};

export function docusaurusAliases(siteDir: string): Plugin {
  // The site's own src/theme/MDXComponents, when it has one, is `@theme/MDXComponents` (as swizzled in Docusaurus).
  const siteComponents = themeOverrides(siteDir).overrides.mdxComponents;
  return {
    name: 'hub-docusaurus-aliases',
    setup(build) {
      build.onResolve({ filter: /^@site\// }, async (args) => {
        const file = args.path.slice('@site/'.length);
        const resolved = await build.resolve(`./${file}`, {
          resolveDir: siteDir,
          kind: args.kind,
          importer: args.importer,
        });
        if (resolved.errors.length === 0) return resolved;
        // Said as the import is written ("./backers.json" was the rewritten path, which no source has).
        return { errors: [{ text: `Could not resolve "${args.path}": the site's folder has no ${file}` }] };
      });
      build.onResolve({ filter: /^@theme-(original|init)\// }, (args) => {
        if (Object.hasOwn(ORIGINALS, args.path)) return { path: args.path, namespace: 'hub-original' };
        return {
          errors: [
            { text: `hub-docs has no equivalent of "${args.path}" (it has ${Object.keys(ORIGINALS).join(', ')})` },
          ],
        };
      });
      build.onLoad({ filter: /.*/, namespace: 'hub-original' }, (args) => ({
        contents: ORIGINALS[args.path],
        resolveDir: THEME_DIR,
        loader: 'tsx',
      }));
      build.onResolve({ filter: /^@(theme|docusaurus)\// }, (args) => {
        if (args.path === '@theme/MDXComponents' && siteComponents) return { path: siteComponents };
        if (Object.hasOwn(ALIASES, args.path)) return { path: args.path, namespace: 'hub-alias' };
        return { errors: [{ text: unknownModuleError(args.path) }] };
      });
      build.onLoad({ filter: /.*/, namespace: 'hub-alias' }, (args) => ({
        contents: ALIASES[args.path],
        resolveDir: THEME_DIR,
        loader: 'tsx',
      }));
    },
  };
}
