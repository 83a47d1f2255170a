/**
 * A site's theme overrides (Docusaurus' swizzling, `src/theme/*`) the way most sites use them:
 * `Root` wraps every page's content, on the server and in the browser (theme/PageBody.tsx),
 * `MDXComponents` adds or replaces the components every MDX page can use. Every other override
 * is named, once, in a warning.
 */
import path from 'node:path';
import { existsSync, readdirSync } from 'node:fs';
import { HubDocsError } from '../errors.js';
import type { CustomPageFile } from './scan-pages.js';

export interface ThemeOverrides {
  /** The site's `src/theme/Root.*` (null: none). */
  root: string | null;
  /** The site's `src/theme/MDXComponents.*` (null: none). */
  mdxComponents: string | null;
}

const SCRIPT = /\.(js|jsx|ts|tsx)$/;

/** The override named `name` in the theme folder: `Name.tsx` or `Name/index.tsx`. */
function overrideFile(themeDir: string, name: string): string | null {
  for (const ext of ['tsx', 'ts', 'jsx', 'js']) {
    for (const candidate of [path.join(themeDir, `${name}.${ext}`), path.join(themeDir, name, `index.${ext}`)])
      if (existsSync(candidate)) return candidate;
  }
  return null;
}

export function themeOverrides(siteDir: string): { overrides: ThemeOverrides; warnings: HubDocsError[] } {
  const themeDir = path.join(siteDir, 'src', 'theme');
  if (!existsSync(themeDir)) return { overrides: { root: null, mdxComponents: null }, warnings: [] };
  const overrides = { root: overrideFile(themeDir, 'Root'), mdxComponents: overrideFile(themeDir, 'MDXComponents') };
  // Each other component the site swizzled, by its Docusaurus name (DocItem/Footer, not its files).
  const others = new Set<string>();
  for (const entry of (readdirSync(themeDir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((p) => p.split(path.sep).join('/'))
    .sort()) {
    if (!SCRIPT.test(entry) || /\.(test|spec|d)\.[jt]sx?$/.test(entry)) continue;
    const name = entry.replace(SCRIPT, '').replace(/\/index$/, '');
    if (name === 'Root' || name === 'MDXComponents' || name.startsWith('Root/') || name.startsWith('MDXComponents/'))
      continue;
    // A component's own files (DocItem/Footer/styles, DocItem/Footer/Foo) belong to it: the shortest name that is an
    // override.
    if ([...others].some((other) => name.startsWith(`${other}/`))) continue;
    others.add(name);
  }
  const warnings = others.size
    ? [
        new HubDocsError(
          `hub-docs uses the site's src/theme Root and MDXComponents; it leaves out the other theme components it overrides: ${[...others].join(', ')}`,
          {
            location: { file: themeDir },
            hint: "hub-docs' own theme shows those parts; nothing to do unless one of them matters for your site",
          },
        ),
      ]
    : [];
  return { overrides, warnings };
}

const json = JSON.stringify;

/** The key of the site's Root in the server bundle's pages (render-pages.ts renders every page with it). */
export const SITE_ROOT_MODULE = '\0site-root';

/** The module giving the site's Root (its default export), for the server bundle and the browser's. */
export const siteRootModule = (root: string) => `export { default } from ${json(root)};\n`;

/**
 * The module of a custom page: its component (a Markdown page's compiled content). Its default
 * export is what the page's `<main>` renders (inside the site's Root: theme/PageBody.tsx).
 */
export function customPageModule(page: CustomPageFile): string {
  return `export { default } from ${json(page.file)};\n`;
}

/**
 * A custom page's component inside the site's Root, as the probe renders it alone (Root's contexts reach it, as on its
 * page).
 */
export function rootedPageModule(page: CustomPageFile, overrides: ThemeOverrides): string {
  if (!overrides.root) return customPageModule(page);
  return [
    `import __Page from ${json(page.file)};`,
    'import { jsx as __jsx } from "react/jsx-runtime";',
    `import __Root from ${json(overrides.root)};`,
    'export default function CustomPage(props) { return __jsx(__Root, { children: __jsx(__Page, props) }); }',
    '',
  ].join('\n');
}
