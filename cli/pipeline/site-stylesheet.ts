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
 * (a cycle, which voids both).
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { HubDocsError, HubDocsErrorList } from '../errors.js';

/** A theme token, and the Infima properties (first set, first used) it takes its value from, or a value made from one. */
const INFIMA_TO_TOKENS: Record<string, (string | [property: string, value: string])[]> = {
  '--primary': ['--ifm-color-primary'],
  '--primary-hover': ['--ifm-color-primary-dark', ['--ifm-color-primary', 'color-mix(in srgb, var(--ifm-color-primary) 85%, #000)']],
  // The tint behind the active sidebar and navbar item.
  '--primary-soft': [['--ifm-color-primary', 'color-mix(in srgb, var(--ifm-color-primary) 12%, var(--bg))']],
  '--focus-ring': ['--ifm-color-primary'],
  '--link': ['--ifm-link-color', '--ifm-color-primary'],
  '--link-hover': ['--ifm-link-hover-color', '--ifm-color-primary-dark', ['--ifm-color-primary', 'color-mix(in srgb, var(--ifm-color-primary) 85%, #000)']],
  '--link-underline': [['--ifm-link-color', 'color-mix(in srgb, var(--ifm-link-color) 40%, transparent)'], ['--ifm-color-primary', 'color-mix(in srgb, var(--ifm-color-primary) 40%, transparent)']],
  '--navbar-bg': ['--ifm-navbar-background-color'],
  '--bg': ['--ifm-background-color'],
  '--surface': ['--ifm-background-surface-color'],
  '--text': ['--ifm-font-color-base', '--ifm-color-content'],
  '--text-muted': ['--ifm-color-content-secondary'],
  '--heading': ['--ifm-heading-color', '--ifm-font-color-base', '--ifm-color-content'],
  '--code-inline-bg': ['--ifm-code-background'],
  '--font-sans': ['--ifm-font-family-base'],
  '--font-mono': ['--ifm-font-family-monospace'],
  '--navbar-height': ['--ifm-navbar-height'],
  '--radius': ['--ifm-global-radius'],
};

type Mode = 'light' | 'dark';

/** The Infima properties a stylesheet sets, per colour mode (a rule without a `data-theme` in its selector sets them for both). */
export function infimaPropertiesSet(css: string): Record<Mode, Set<string>> {
  const set: Record<Mode, Set<string>> = { light: new Set(), dark: new Set() };
  const text = css.replace(/\/\*[^]*?\*\//g, '');
  // Innermost blocks: a rule inside @media is read by its own selector.
  for (const [, selectors, body] of text.matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    const properties = [...body.matchAll(/(--ifm-[\w-]+)\s*:/g)].map((m) => m[1]);
    if (properties.length === 0) continue;
    for (const selector of selectors.split(',')) {
      const theme = /data-theme\s*=\s*['"]?(light|dark)/.exec(selector)?.[1] as Mode | undefined;
      for (const mode of theme ? [theme] : (['light', 'dark'] as const)) properties.forEach((p) => set[mode].add(p));
    }
  }
  return set;
}

/** The rules carrying the Infima properties a site's CSS sets onto the theme's tokens ('' when it sets none). */
export function infimaToTokens(css: string): string {
  const set = infimaPropertiesSet(css);
  const rules = (['light', 'dark'] as const).flatMap((mode) => {
    const declarations = Object.entries(INFIMA_TO_TOKENS).flatMap(([token, sources]) => {
      const source = sources.map((s) => (typeof s === 'string' ? [s, `var(${s})`] : s)).find(([property]) => set[mode].has(property));
      return source ? [`  ${token}: ${source[1]};`] : [];
    });
    // Same specificity as the tokens' rules (styles/tokens.css), and after them.
    return declarations.length ? [`html[data-theme='${mode}'] {\n${declarations.join('\n')}\n}`] : [];
  });
  return rules.length ? `/* The Infima properties the site's CSS sets, carried onto the theme's tokens (cli/pipeline/site-stylesheet.ts). */\n${rules.join('\n')}\n` : '';
}

/**
 * The stylesheet's source for esbuild: `themeFiles` (absolute), the code theme's CSS, the site's
 * stylesheets (paths relative to the config file; a missing one is an error naming it).
 */
export function siteStylesheetSource(options: { themeFiles: string[]; codeThemeCss: string; customCss: string[]; configFile: string }): { css: string; codeTheme?: string } {
  const imports = (files: string[]) => files.map((file) => `@import ${JSON.stringify(file)};\n`).join('');
  // As it always was when the site has no stylesheet of its own.
  if (options.customCss.length === 0) return { css: `${imports(options.themeFiles)}${options.codeThemeCss}` };
  const problems: HubDocsError[] = [];
  const files = options.customCss.map((file) => path.resolve(path.dirname(options.configFile), file));
  const texts = files.map((file, i) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      problems.push(new HubDocsError(`the custom stylesheet ${options.customCss[i]} does not exist (${file})`, { location: { file: options.configFile }, hint: 'fix the path in customCss (theme.customCss of the classic preset): it is relative to the config file' }));
      return '';
    }
  });
  if (problems.length === 1) throw problems[0];
  if (problems.length) throw new HubDocsErrorList(problems, `${problems.length} custom stylesheets do not exist`);
  // @import rules come first in a stylesheet: the code theme's rules are a module of their own, imported before the site's.
  return { css: `${imports([...options.themeFiles, CODE_THEME_MODULE, ...files])}${infimaToTokens(texts.join('\n'))}`, codeTheme: options.codeThemeCss };
}

/** The virtual module of the code theme's CSS, when the site has stylesheets of its own. */
export const CODE_THEME_MODULE = 'hub:code-theme.css';
