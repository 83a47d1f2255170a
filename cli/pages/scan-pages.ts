/**
 * The custom pages of a site (Docusaurus' pages plugin): every `.js/.jsx/.ts/.tsx` (a React
 * component, its default export) and `.md/.mdx` file of the pages folder is a route under
 * `routeBasePath`, its path without the extension, `index` its folder's route
 * (`src/pages/index.tsx` → `/`, `src/pages/help/index.md` → `/help`). Files the `exclude` globs
 * match are not pages: by Docusaurus' defaults `_`-prefixed files and folders, `__tests__`,
 * `*.test.*`, `*.spec.*` and `.d.ts`.
 */
import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { localizedFile, localizedFolder } from '../locales/localized-content.js';
import picomatch from 'picomatch';
import { normalizeRoute } from '../../theme/routes.js';
import type { ResolvedConfig } from '../../theme/types.js';
import { parseFrontMatter, type FrontMatter } from '../pipeline/front-matter.js';

export interface CustomPageFile {
  /** Absolute path. */
  file: string;
  /** Path relative to the pages folder, with "/" separators. */
  relPath: string;
  route: string;
  /** A React component (its default export), or Markdown rendered in the theme's layout. */
  kind: 'component' | 'markdown';
  /** Markdown pages only: its front matter (title, description, wrapperClassName...). */
  frontMatter: FrontMatter | null;
}

const COMPONENT = /\.(js|jsx|ts|tsx)$/;
const MARKDOWN = /\.mdx?$/;

/** The pages folder of a config (null: the site has none, or `pages: false`). */
export function pagesFolder(config: ResolvedConfig, configFile: string): string | null {
  if (!config.build.pages) return null;
  const dir = path.resolve(path.dirname(configFile), config.build.pages.path);
  return existsSync(dir) ? dir : null;
}

export function scanCustomPages(config: ResolvedConfig, configFile: string): CustomPageFile[] {
  const dir = pagesFolder(config, configFile);
  if (!dir || !config.build.pages) return [];
  const { routeBasePath, exclude } = config.build.pages;
  const excluded = picomatch(exclude, { dot: true });
  const relPaths = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((p) => p.split(path.sep).join('/'))
    .sort();
  // A page's translation in the locale's folder is read in its place (localized-content.ts).
  const localized = localizedFolder(config, path.dirname(configFile), 'pages');
  return relPaths.flatMap((relPath): CustomPageFile[] => {
    const kind =
      COMPONENT.test(relPath) && !relPath.endsWith('.d.ts') ? 'component' : MARKDOWN.test(relPath) ? 'markdown' : null;
    if (!kind || excluded(relPath) || relPath.split('/').some((part) => part.startsWith('.'))) return [];
    const file = localizedFile(dir, localized, relPath);
    const withoutExt = relPath.replace(/\.[^./]+$/, '');
    const route = normalizeRoute(`${routeBasePath}/${withoutExt.replace(/(^|\/)index$/, '')}`);
    const frontMatter = kind === 'markdown' ? parseFrontMatter(readFileSync(file, 'utf8'), file).frontMatter : null;
    return [
      {
        file,
        relPath,
        route:
          kind === 'markdown' && frontMatter?.slug ? normalizeRoute(`${routeBasePath}/${frontMatter.slug}`) : route,
        kind,
        frontMatter,
      },
    ];
  });
}
