/**
 * The source of the site's one stylesheet: the theme's files, the code theme's colours, then the
 * site's own stylesheets (`customCss`, Docusaurus' `theme.customCss`), which therefore win a tie,
 * as in Docusaurus.
 *
 * A Docusaurus site restyles its theme by setting Infima's custom properties
 * (`:root { --ifm-color-primary: #2e8555 }`, `[data-theme='dark'] { … }`). The theme defines
 * those properties from its own tokens (components/docusaurus.css), so the site's components
 * that read them match it; here, in the other direction, each Infima property the site's CSS
 * sets is carried onto the theme's token for that role, in the colour modes the site sets it
 * for. Only those: carrying one the site does not set would make the two refer to each other
 * (a cycle, which voids both). A colour of text the site sets is kept where it is readable on the
 * theme's backgrounds (WCAG AA, as every pair of the theme is) and otherwise darkened or lightened
 * just enough, hue kept: create-docusaurus' green (#2e8555) is 4.3:1 on the footer's grey, 3.9:1
 * on the dark background, where Docusaurus leaves it as it is.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import { THEME_DIR } from '../paths.js';
import { missingPackageHint } from './site-packages.js';
import { ensureContrast, isColour, mixColours, WCAG_AA } from '../code-theme/contrast.js';

type Mode = 'light' | 'dark';

/**
 * Where a theme token takes its value from: the first Infima property of `from` the site sets,
 * as it is or made into another colour (`make`, from the site's colour; `css`, the same in CSS
 * when the site's value is not a literal colour). `text`: the token colours text, so a literal
 * colour is made readable (WCAG AA) on the mode's backgrounds, as the code themes' colours are:
 * hue and saturation kept, lightness moved only as far as needed.
 */
interface Source {
  from: string;
  make?: (colour: string, mode: Mode) => string;
  css?: (mode: Mode) => string;
}
/** A hover shade of the site's colour: darker in light mode, lighter in dark mode (as the theme's own). */
const hover = (property: string): Source => ({
  from: property,
  make: (colour, mode) => (mode === 'light' ? mixColours(colour, '#000000', 0.15) : mixColours(colour, '#ffffff', 0.3)),
  css: (mode) =>
    mode === 'light'
      ? `color-mix(in srgb, var(${property}) 85%, #000)`
      : `color-mix(in srgb, var(${property}) 70%, #fff)`,
});
const PRIMARY_TEXT: Source[] = [{ from: '--ifm-color-primary' }];
const INFIMA_TO_TOKENS: Record<string, { sources: Source[]; text?: boolean }> = {
  '--primary': { sources: PRIMARY_TEXT, text: true },
  '--primary-hover': { sources: [{ from: '--ifm-color-primary-dark' }, hover('--ifm-color-primary')], text: true },
  // The tint behind the active sidebar and navbar item.
  '--primary-soft': {
    sources: [
      {
        from: '--ifm-color-primary',
        make: (colour, mode) => mixColours(THEME_TOKENS_OF()[mode]['--bg'], colour, 0.12),
        css: () => 'color-mix(in srgb, var(--ifm-color-primary) 12%, var(--bg))',
      },
    ],
  },
  '--focus-ring': { sources: PRIMARY_TEXT, text: true },
  '--link': { sources: [{ from: '--ifm-link-color' }, ...PRIMARY_TEXT], text: true },
  '--link-hover': {
    sources: [{ from: '--ifm-link-hover-color' }, { from: '--ifm-color-primary-dark' }, hover('--ifm-color-primary')],
    text: true,
  },
  '--navbar-bg': { sources: [{ from: '--ifm-navbar-background-color' }] },
  '--bg': { sources: [{ from: '--ifm-background-color' }] },
  '--surface': { sources: [{ from: '--ifm-background-surface-color' }] },
  '--text': { sources: [{ from: '--ifm-font-color-base' }, { from: '--ifm-color-content' }], text: true },
  '--text-muted': { sources: [{ from: '--ifm-color-content-secondary' }], text: true },
  '--heading': {
    sources: [{ from: '--ifm-heading-color' }, { from: '--ifm-font-color-base' }, { from: '--ifm-color-content' }],
    text: true,
  },
  '--code-inline-bg': { sources: [{ from: '--ifm-code-background' }] },
  '--font-sans': { sources: [{ from: '--ifm-font-family-base' }] },
  '--font-mono': { sources: [{ from: '--ifm-font-family-monospace' }] },
  '--navbar-height': { sources: [{ from: '--ifm-navbar-height' }] },
  '--radius': { sources: [{ from: '--ifm-global-radius' }] },
};

/** The theme's backgrounds of each mode, read from its tokens (styles/tokens.css), which text must be readable on. */
const BACKGROUNDS = ['--bg', '--surface', '--surface-hover'] as const;
let themeTokens: Record<Mode, Record<string, string>> | null = null;
const THEME_TOKENS_OF = (): Record<Mode, Record<string, string>> => (themeTokens ??= readThemeTokens());
function readThemeTokens(): Record<Mode, Record<string, string>> {
  const css = readFileSync(path.join(THEME_DIR, 'styles', 'tokens.css'), 'utf8');
  // The selector's quotes as a formatter writes them (Biome: double), or single, or none.
  const block = (mode: Mode) =>
    new RegExp(`html\\[data-theme=(["']?)${mode}\\1\\]\\s*\\{([^}]*)\\}`).exec(css)?.[2] ?? '';
  const values = (mode: Mode) =>
    Object.fromEntries([...block(mode).matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
  return { light: values('light'), dark: values('dark') };
}

/**
 * The Infima properties a stylesheet sets and their values, per colour mode (a rule without a `data-theme` in its
 * selector sets them for both; a mode's own rule wins, as it does when it comes after `:root`).
 */
export function infimaPropertiesSet(css: string): Record<Mode, Map<string, string>> {
  const both = new Map<string, string>();
  const own: Record<Mode, Map<string, string>> = { light: new Map(), dark: new Map() };
  const text = css.replace(/\/\*[^]*?\*\//g, '');
  // Innermost blocks: a rule inside @media is read by its own selector.
  for (const [, selectors, body] of text.matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    const declarations = [...body.matchAll(/(--ifm-[\w-]+)\s*:\s*([^;]*)/g)].map((m) => [m[1], m[2].trim()] as const);
    if (declarations.length === 0) continue;
    for (const selector of selectors.split(',')) {
      const theme = /data-theme\s*=\s*['"]?(light|dark)/.exec(selector)?.[1] as Mode | undefined;
      for (const [property, value] of declarations) (theme ? own[theme] : both).set(property, value);
    }
  }
  return { light: new Map([...both, ...own.light]), dark: new Map([...both, ...own.dark]) };
}

/** The rules carrying the Infima properties a site's CSS sets onto the theme's tokens ('' when it sets none). */
export function infimaToTokens(css: string): string {
  const set = infimaPropertiesSet(css);
  const rules = (['light', 'dark'] as const).flatMap((mode) => {
    const values = set[mode];
    const literal = (property: string) =>
      values.has(property) && isColour(values.get(property)!) ? values.get(property)! : null;
    // The backgrounds text sits on: the theme's, or the site's where it sets them, and the tint of the active item.
    const background = (token: string) => {
      const source = INFIMA_TO_TOKENS[token]?.sources.find((s) => values.has(s.from));
      return (source && literal(source.from)) ?? THEME_TOKENS_OF()[mode][token];
    };
    const primary = literal('--ifm-color-primary');
    const backgrounds = [
      ...BACKGROUNDS.map(background),
      ...(primary ? [mixColours(background('--bg'), primary, 0.12)] : []),
    ].filter((b) => b && isColour(b));
    const ownFixes = new Map<string, string>();
    const declarations = Object.entries(INFIMA_TO_TOKENS).flatMap(([token, { sources, text }]) => {
      const source = sources.find((s) => values.has(s.from));
      if (!source) return [];
      const colour = literal(source.from);
      if (colour === null) return [`  ${token}: ${source.css?.(mode) ?? `var(${source.from})`};`];
      const value = source.make ? source.make(colour, mode) : colour;
      const readable = text ? ensureContrast(value, backgrounds, WCAG_AA, WCAG_AA + 0.1).value : value;
      // The site's own components that read the Infima property get the readable colour too (this rule beats `:root`'s
      // and `[data-theme]`'s).
      if (!source.make && readable !== value) ownFixes.set(source.from, readable);
      return [`  ${token}: ${readable};`];
    });
    declarations.push(...[...ownFixes].map(([property, value]) => `  ${property}: ${value};`));
    // Same specificity as the tokens' rules (styles/tokens.css), and after them.
    return declarations.length ? [`html[data-theme='${mode}'] {\n${declarations.join('\n')}\n}`] : [];
  });
  return rules.length
    ? `/* The Infima properties the site's CSS sets, carried onto the theme's tokens, text colours made readable (cli/pipeline/site-stylesheet.ts). */\n${rules.join('\n')}\n`
    : '';
}

/**
 * The stylesheet's source for esbuild: `themeFiles` (absolute), the code theme's CSS, the site's
 * stylesheets (paths relative to the config file; a missing one is an error naming it).
 */
export function siteStylesheetSource(options: {
  themeFiles: string[];
  codeThemeCss: string;
  customCss: string[];
  configFile: string;
}): { css: string; codeTheme?: string } {
  const imports = (files: string[]) => files.map((file) => `@import ${JSON.stringify(file)};\n`).join('');
  // As it always was when the site has no stylesheet of its own.
  if (options.customCss.length === 0) return { css: `${imports(options.themeFiles)}${options.codeThemeCss}` };
  const problems: HubDocsError[] = [];
  const siteDir = path.dirname(options.configFile);
  const files = options.customCss.map((file) => stylesheetFile(file, siteDir));
  const texts = files.map((file, i) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      const entry = options.customCss[i];
      problems.push(
        new HubDocsError(`the custom stylesheet ${entry} does not exist (${file})`, {
          location: { file: options.configFile },
          hint: isPackagePath(entry, siteDir)
            ? missingPackageHint(entry, siteDir)
            : 'fix the path in customCss (theme.customCss of the classic preset): it is relative to the config file',
        }),
      );
      return '';
    }
  });
  if (problems.length === 1) throw problems[0];
  if (problems.length) throw new HubDocsErrorList(problems, `${problems.length} custom stylesheets do not exist`);
  // @import rules come first in a stylesheet: the code theme's rules are a module of their own, imported before the
  // site's.
  return {
    css: `${imports([...options.themeFiles, CODE_THEME_MODULE, ...files])}${infimaToTokens(texts.join('\n'))}`,
    codeTheme: options.codeThemeCss,
  };
}

/**
 * Where a customCss entry is: a path relative to the site's folder, or, as webpack resolves
 * Docusaurus' client modules, a package's file ("react-lite-youtube-embed/dist/LiteYouTubeEmbed.css":
 * what `require.resolve(…)` in a config read from its syntax, without its packages, leaves).
 */
function stylesheetFile(entry: string, siteDir: string): string {
  const relative = path.resolve(siteDir, entry);
  if (!isPackagePath(entry, siteDir) || existsSync(relative)) return relative;
  try {
    return createRequire(path.join(siteDir, 'package.json')).resolve(entry);
  } catch {
    return relative;
  }
}

/**
 * "pkg/file.css" or "@scope/pkg/file.css": not "./x", "../x", "/x", nor a path in a folder of the
 * site ("src/css/x.css").
 */
const isPackagePath = (entry: string, siteDir: string) =>
  !path.isAbsolute(entry) && !entry.startsWith('.') && !existsSync(path.join(siteDir, entry.split('/')[0]));

/** The virtual module of the code theme's CSS, when the site has stylesheets of its own. */
export const CODE_THEME_MODULE = 'hub:code-theme.css';
