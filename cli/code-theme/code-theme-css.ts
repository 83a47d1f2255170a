/**
 * Turns two code themes (one per colour mode) into CSS.
 *
 * Every colour written is an opaque `#rrggbb` that reaches WCAG AA (4.5:1)
 * against the theme background *and* against the background of a highlighted
 * line. Colours of the original theme that fall short keep their hue and
 * saturation and have their lightness moved until they pass (with a little
 * margin, as axe-core requires a ratio strictly above 4.5). `opacity` and alpha
 * channels are composited into the colour, so no `opacity` is written.
 */
import path from 'node:path';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Rgb } from 'culori';
import { cacheRoot } from '../paths.js';
import { hashOf } from '../pipeline/bundle-cache.js';
import { compilerFingerprint } from '../pipeline/compiler-fingerprint.js';
import type { CodeThemeName } from '../../theme/code-themes.js';
import { codeThemes, type CodeTokenStyle } from './code-themes.js';
import { WCAG_AA, ensureContrast, opaqueHex, parseColour, rgbaString, toHex } from './contrast.js';
import { tempFileFor } from '../temp-file.js';

export type CodeColourMode = 'light' | 'dark';

/** Contrast a colour is moved to when it has to be moved at all. */
const FIX_TARGET = 4.6;
/** Alpha of the plain text colour laid over the background for highlighted lines. */
const LINE_HIGHLIGHT_ALPHA = 0.1;
/** Share of the text colour in the starting point of the line-number colour. */
const LINE_NUMBER_MIX = 0.6;

export interface ResolvedColour {
  /** As written in the theme data (for opacity-only entries: the plain colour). */
  original: string;
  /** `#rrggbb` written to the CSS. */
  value: string;
  /** Whether the lightness had to move to reach 4.5:1. */
  fixed: boolean;
  /** Lowest contrast of `value` against the background and the line highlight. */
  contrast: number;
}

export interface ResolvedStyle {
  types: string[];
  /** CSS declarations in output order, e.g. `['color', '#aabbcc']`. */
  declarations: [property: string, value: string][];
  colour?: ResolvedColour;
}

export interface ResolvedCodeTheme {
  name: CodeThemeName;
  background: string;
  foreground: ResolvedColour;
  /** `rgba(…)`, laid over `background`. */
  lineHighlight: string;
  /** `#rrggbb` of the highlighted line (background + highlight). */
  lineHighlightBackground: string;
  lineNumber: ResolvedColour;
  styles: ResolvedStyle[];
}

/** `colour` made opaque over the code background, then fixed if it falls short of AA. */
function resolveColour(original: string, colour: Rgb, backgrounds: readonly [string, string]): ResolvedColour {
  const fix = ensureContrast(opaqueHex(colour, backgrounds[0]), backgrounds, WCAG_AA, FIX_TARGET);
  return { original, value: fix.value, fixed: fix.changed, contrast: fix.contrast };
}

function withAlpha(colour: Rgb, alpha: number): Rgb {
  return { ...colour, alpha: (colour.alpha ?? 1) * alpha };
}

function otherDeclarations(style: CodeTokenStyle): [string, string][] {
  const out: [string, string][] = [];
  if (style.fontStyle !== undefined) out.push(['font-style', style.fontStyle]);
  if (style.fontWeight !== undefined) out.push(['font-weight', style.fontWeight]);
  if (style.textDecorationLine !== undefined) out.push(['text-decoration-line', style.textDecorationLine]);
  return out;
}

/** Works out every colour of a theme, with contrast fixes applied. */
export function resolveCodeTheme(name: CodeThemeName): ResolvedCodeTheme {
  const theme = codeThemes[name];
  if (!theme) throw new Error(`unknown code theme "${String(name)}"`);

  const bg = toHex(parseColour(theme.plain.backgroundColor));
  const plainRaw = parseColour(theme.plain.color);
  const highlight = withAlpha(parseColour(opaqueHex(plainRaw, bg)), LINE_HIGHLIGHT_ALPHA);
  const highlightBg = opaqueHex(highlight, bg);
  const backgrounds = [bg, highlightBg] as const;

  const foreground = resolveColour(theme.plain.color, plainRaw, backgrounds);
  const fgFixed = parseColour(foreground.value);
  const lineNumber = resolveColour(
    `mix(${foreground.value} ${LINE_NUMBER_MIX * 100}%, ${bg})`,
    withAlpha(fgFixed, LINE_NUMBER_MIX),
    backgrounds,
  );

  const styles: ResolvedStyle[] = [];
  for (const entry of theme.styles) {
    const { style } = entry;
    const opacity = style.opacity ?? 1;
    let colour: ResolvedColour | undefined;
    if (style.color !== undefined) {
      colour = resolveColour(style.color, withAlpha(parseColour(style.color), opacity), backgrounds);
    } else if (style.opacity !== undefined) {
      // Opacity alone dims whatever colour the token has; the plain one here.
      colour = resolveColour(theme.plain.color, withAlpha(fgFixed, opacity), backgrounds);
    }
    const declarations: [string, string][] = [];
    if (colour) declarations.push(['color', colour.value]);
    declarations.push(...otherDeclarations(style));
    if (declarations.length === 0) continue;
    styles.push(colour ? { types: [...entry.types], declarations, colour } : { types: [...entry.types], declarations });
  }

  return {
    name,
    background: bg,
    foreground,
    lineHighlight: rgbaString(highlight),
    lineHighlightBackground: highlightBg,
    lineNumber,
    styles,
  };
}

/** Escapes a token type for use as a class selector (they are plain idents in practice). */
function cssIdent(type: string): string {
  return type.replace(/[^a-zA-Z0-9_-]/g, (ch) => `\\${ch}`);
}

function modeCss(mode: CodeColourMode, name: CodeThemeName): string {
  const root = `:root[data-theme='${mode}']`;
  const theme = resolveCodeTheme(name);
  const lines: string[] = [
    `/* ${mode}: ${name} */`,
    `${root} {`,
    `  --code-fg: ${theme.foreground.value};`,
    `  --code-bg: ${theme.background};`,
    `  --code-line-highlight: ${theme.lineHighlight};`,
    `  --code-line-number: ${theme.lineNumber.value};`,
    `}`,
  ];
  for (const style of theme.styles) {
    const selector = style.types.map((type) => `${root} .code-block .token.${cssIdent(type)}`).join(', ');
    const body = style.declarations.map(([property, value]) => `${property}: ${value}`).join('; ');
    lines.push(`${selector} { ${body} }`);
  }
  return lines.join('\n');
}

/**
 * Made once per pair of themes and kept in the cache folder: the contrast checks (and loading
 * culori for them) took ~30 ms of every build, and serve asks after every edit.
 */
const made = new Map<string, string>();

/** CSS for the code blocks: `light` for `[data-theme='light']`, `dark` for `[data-theme='dark']`. */
export function codeThemeCss(light: CodeThemeName, dark: CodeThemeName): string {
  const key = `${light}\n${dark}`;
  let css = made.get(key);
  if (css !== undefined) return css;
  const file = path.join(cacheRoot(), 'code-themes', `${hashOf(light, dark, compilerFingerprint()).slice(0, 24)}.css`);
  try {
    css = readFileSync(file, 'utf8');
  } catch {
    css = `${modeCss('light', light)}\n${modeCss('dark', dark)}\n`;
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = tempFileFor(file);
    writeFileSync(temp, css);
    renameSync(temp, file);
  }
  made.set(key, css);
  return css;
}
