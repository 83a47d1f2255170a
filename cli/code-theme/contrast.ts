/**
 * WCAG contrast fixes for the code themes. Parsing CSS colours, compositing, HSL and the
 * WCAG 2.1 luminance and contrast ratio are culori's; what is ours is the rule for a colour
 * that falls short: keep its hue and saturation, move its lightness until it passes.
 *
 * A colour is measured as the opaque `#rrggbb` that will be written (composited over its
 * background, then rounded), so what is measured is what is written.
 */
import { createRequire } from 'node:module';
import type { Rgb } from 'culori';

// culori's bundled CommonJS build: one file, loaded in about 10 ms, where its ES module
// source (some 150 files) adds about 70 ms to the start-up of every build. Loaded when a code
// theme's CSS is made, which a build that finds it in the cache never does.
let loaded: typeof import('culori') | null = null;
const culori = () => (loaded ??= createRequire(import.meta.url)('culori') as typeof import('culori'));

/** WCAG 2.1 AA minimum for normal text. */
export const WCAG_AA = 4.5;

/** Above this luminance black text beats white text: the background counts as light. */
const LIGHT_BACKGROUND_LUMINANCE = 0.1791;

/** Any CSS colour, as sRGB (alpha kept); throws naming the colour when culori cannot read it. */
export function parseColour(css: string): Rgb {
  const colour = culori().parse(css);
  if (!colour) throw new Error(`unsupported colour "${css}"`);
  return culori().converter('rgb')(colour);
}

/** `#rrggbb` of the colour's channels; its alpha is dropped (for backgrounds, which are opaque). */
export function toHex(colour: Rgb): string {
  return culori().formatHex(colour);
}

/** `colour` (alpha included) painted over the opaque `background`, as `#rrggbb`. */
export function opaqueHex(colour: Rgb, background: string): string {
  return culori().formatHex(culori().blend([background, colour]));
}

/** `rgba(r, g, b, a)`, for a translucent colour laid over the code background. */
export function rgbaString(colour: Rgb): string {
  return culori().formatRgb(colour);
}

/** WCAG 2.1 contrast ratio (1..21) of two opaque colours. */
export function contrastRatio(a: string, b: string): number {
  return culori().wcagContrast(a, b);
}

export interface ContrastFix {
  /** `#rrggbb`. */
  value: string;
  /** Whether the lightness had to move. */
  changed: boolean;
  /** Lowest contrast of `value` against the backgrounds. */
  contrast: number;
}

/**
 * Makes the opaque `colour` readable on every one of `backgrounds` (opaque; the first decides
 * the direction: darker on a light background, lighter on a dark one). A colour that already
 * reaches `minimum` everywhere is returned as it is. Otherwise its HSL lightness moves in
 * steps of `step`, hue and saturation kept, until it reaches `target`.
 */
export function ensureContrast(
  colour: string,
  backgrounds: readonly string[],
  minimum: number,
  target: number,
  step = 0.005,
): ContrastFix {
  const [primary] = backgrounds;
  if (!primary) throw new Error('ensureContrast needs at least one background');
  const worst = (candidate: string): number => Math.min(...backgrounds.map((bg) => contrastRatio(candidate, bg)));

  const initial = worst(colour);
  if (initial >= minimum) return { value: colour, changed: false, contrast: initial };

  const direction = culori().wcagLuminance(primary) > LIGHT_BACKGROUND_LUMINANCE ? -1 : 1;
  const hsl = culori().converter('hsl')(parseColour(colour));
  for (let l = hsl.l + direction * step; l > -step && l < 1 + step; l += direction * step) {
    const candidate = culori().formatHex({ ...hsl, l: Math.min(1, Math.max(0, l)) });
    const contrast = worst(candidate);
    if (contrast >= target) return { value: candidate, changed: true, contrast };
  }
  // Lightness 0 or 1 with this hue still falls short of `target` (only possible with an
  // extreme set of backgrounds): fall back to black or white.
  const fallback = direction < 0 ? '#000000' : '#ffffff';
  return { value: fallback, changed: true, contrast: worst(fallback) };
}

/** `a` and `b` mixed in sRGB, `share` of `b` (CSS `color-mix(in srgb, a, b share)`), as `#rrggbb`. */
export function mixColours(a: string, b: string, share: number): string {
  return culori().formatHex(culori().interpolate([a, b], 'rgb')(share));
}

/** Whether culori reads `css` as a colour (a literal, not a `var()` or a keyword it does not know). */
export function isColour(css: string): boolean {
  return culori().parse(css) !== undefined;
}
