/**
 * Colour parsing, WCAG 2.1 contrast, and lightness adjustment.
 *
 * Channels are kept as floats in 0..255 (alpha 0..1) until a colour is
 * written out; `toHex` rounds, and `ensureContrast` checks the rounded value
 * it returns, so what is written is what was measured.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export interface Hsl {
  /** 0..360 */
  h: number;
  /** 0..1 */
  s: number;
  /** 0..1 */
  l: number;
}

/** WCAG 2.1 AA minimum for normal text. */
export const WCAG_AA = 4.5;

/** The CSS named colours the code themes use, plus a few common ones. */
const NAMED: Readonly<Record<string, readonly [number, number, number, number]>> = {
  transparent: [0, 0, 0, 0],
  black: [0, 0, 0, 1],
  white: [255, 255, 255, 1],
  red: [255, 0, 0, 1],
  green: [0, 128, 0, 1],
  lime: [0, 255, 0, 1],
  blue: [0, 0, 255, 1],
  navy: [0, 0, 128, 1],
  yellow: [255, 255, 0, 1],
  orange: [255, 165, 0, 1],
  purple: [128, 0, 128, 1],
  magenta: [255, 0, 255, 1],
  fuchsia: [255, 0, 255, 1],
  cyan: [0, 255, 255, 1],
  aqua: [0, 255, 255, 1],
  teal: [0, 128, 128, 1],
  maroon: [128, 0, 0, 1],
  olive: [128, 128, 0, 1],
  silver: [192, 192, 192, 1],
  gray: [128, 128, 128, 1],
  grey: [128, 128, 128, 1],
};

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** One rgb()/hsl() argument: a number, a percentage (of `percentOf`), or an angle. */
function parseComponent(raw: string, percentOf: number): number {
  const text = raw.trim().toLowerCase();
  if (text.endsWith('%')) return (Number.parseFloat(text) / 100) * percentOf;
  if (text.endsWith('deg')) return Number.parseFloat(text);
  if (text.endsWith('turn')) return Number.parseFloat(text) * 360;
  if (text.endsWith('rad')) return (Number.parseFloat(text) * 180) / Math.PI;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/.test(text)) throw new Error(`bad colour component "${raw}"`);
  return Number.parseFloat(text);
}

/** Splits `a, b, c, d` or `a b c / d` into its arguments. */
function splitArgs(inner: string): string[] {
  const text = inner.trim();
  if (text.includes(',')) return text.split(',').map((s) => s.trim());
  const [main = '', alpha] = text.split('/');
  const parts = main.trim().split(/\s+/);
  if (alpha !== undefined) parts.push(alpha.trim());
  return parts;
}

/**
 * Parses #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla() and a
 * few named colours. A trailing `!important` is ignored. Throws on anything else.
 */
export function parseColour(input: string): Rgba {
  const text = input.replace(/!\s*important\s*$/i, '').trim().toLowerCase();

  const named = NAMED[text];
  if (named) return { r: named[0], g: named[1], b: named[2], a: named[3] };

  const hex = /^#([0-9a-f]{3,8})$/.exec(text);
  if (hex) {
    const digits = hex[1] as string;
    if (digits.length === 3 || digits.length === 4) {
      const [r, g, b, a = 'f'] = digits.split('') as [string, string, string, string?];
      return {
        r: Number.parseInt(r + r, 16),
        g: Number.parseInt(g + g, 16),
        b: Number.parseInt(b + b, 16),
        a: Number.parseInt(a + a, 16) / 255,
      };
    }
    if (digits.length === 6 || digits.length === 8) {
      return {
        r: Number.parseInt(digits.slice(0, 2), 16),
        g: Number.parseInt(digits.slice(2, 4), 16),
        b: Number.parseInt(digits.slice(4, 6), 16),
        a: digits.length === 8 ? Number.parseInt(digits.slice(6, 8), 16) / 255 : 1,
      };
    }
    throw new Error(`bad hex colour "${input}"`);
  }

  const fn = /^(rgba?|hsla?)\(([^()]*)\)$/.exec(text);
  if (fn) {
    const kind = fn[1] as string;
    const args = splitArgs(fn[2] as string);
    if (args.length !== 3 && args.length !== 4) throw new Error(`bad colour "${input}"`);
    const alpha = args[3] === undefined ? 1 : clamp(parseComponent(args[3], 1), 0, 1);
    if (kind.startsWith('rgb')) {
      const [r, g, b] = args.slice(0, 3).map((arg) => clamp(parseComponent(arg, 255), 0, 255)) as [
        number,
        number,
        number,
      ];
      return { r, g, b, a: alpha };
    }
    const h = parseComponent(args[0] as string, 360);
    const s = clamp(parseComponent(args[1] as string, 1), 0, 1);
    const l = clamp(parseComponent(args[2] as string, 1), 0, 1);
    return { ...hslToRgb({ h, s, l }), a: alpha };
  }

  throw new Error(`unsupported colour "${input}"`);
}

/** Composites `fg` (with its alpha) over an opaque `bg`. */
export function blend(fg: Rgba, bg: Rgba): Rgba {
  const a = fg.a;
  return {
    r: fg.r * a + bg.r * (1 - a),
    g: fg.g * a + bg.g * (1 - a),
    b: fg.b * a + bg.b * (1 - a),
    a: 1,
  };
}

/** WCAG 2.1 relative luminance of the colour's rgb channels (alpha ignored). */
export function relativeLuminance(colour: Rgba): number {
  const channel = (value: number): number => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b);
}

/**
 * WCAG 2.1 contrast ratio (1..21). A translucent foreground is composited over
 * the background first; the background itself must be opaque (its alpha is
 * ignored).
 */
export function contrastRatio(foreground: Rgba | string, background: Rgba | string): number {
  const bg = typeof background === 'string' ? parseColour(background) : background;
  const fgRaw = typeof foreground === 'string' ? parseColour(foreground) : foreground;
  const fg = fgRaw.a < 1 ? blend(fgRaw, bg) : fgRaw;
  const l1 = relativeLuminance(fg);
  const l2 = relativeLuminance(bg);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

export function rgbToHsl(colour: Rgba): Hsl {
  const r = colour.r / 255;
  const g = colour.g / 255;
  const b = colour.b / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s: clamp(s, 0, 1), l };
}

export function hslToRgb(hsl: Hsl): Rgba {
  const h = (((hsl.h % 360) + 360) % 360) / 60;
  const c = (1 - Math.abs(2 * hsl.l - 1)) * hsl.s;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const m = hsl.l - c / 2;
  let rgb: [number, number, number];
  if (h < 1) rgb = [c, x, 0];
  else if (h < 2) rgb = [x, c, 0];
  else if (h < 3) rgb = [0, c, x];
  else if (h < 4) rgb = [0, x, c];
  else if (h < 5) rgb = [x, 0, c];
  else rgb = [c, 0, x];
  return { r: (rgb[0] + m) * 255, g: (rgb[1] + m) * 255, b: (rgb[2] + m) * 255, a: 1 };
}

/** Rounds the channels to integers (alpha is kept). */
export function roundRgb(colour: Rgba): Rgba {
  return {
    r: clamp(Math.round(colour.r), 0, 255),
    g: clamp(Math.round(colour.g), 0, 255),
    b: clamp(Math.round(colour.b), 0, 255),
    a: colour.a,
  };
}

/** `#rrggbb` (lower case) of the rounded rgb channels; alpha is dropped. */
export function toHex(colour: Rgba): string {
  const c = roundRgb(colour);
  return `#${[c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** `rgba(r, g, b, a)` with integer channels. */
export function toRgbaString(colour: Rgba): string {
  const c = roundRgb(colour);
  return `rgba(${c.r}, ${c.g}, ${c.b}, ${Number(c.a.toFixed(3))})`;
}

/** True when the background is light enough that text should be darker than it. */
export function isLightBackground(background: Rgba): boolean {
  // Above this luminance black text beats white text.
  return relativeLuminance(background) > 0.1791;
}

export interface ContrastFix {
  /** Opaque, rounded result. */
  colour: Rgba;
  /** Whether the lightness had to move. */
  changed: boolean;
  /** Lowest contrast of `colour` against the backgrounds. */
  contrast: number;
}

/**
 * Makes `colour` readable on every one of `backgrounds` (opaque; the first is
 * the one a translucent `colour` is composited over and the one that decides
 * the direction). If the composited, rounded colour already reaches `minimum`
 * on all of them it is returned as is. Otherwise its HSL lightness moves in
 * steps of `step` (darker on a light background, lighter on a dark one) with
 * hue and saturation kept, until it reaches `target` (default: `minimum`).
 */
export function ensureContrast(
  colour: Rgba,
  backgrounds: readonly Rgba[],
  minimum: number = WCAG_AA,
  target: number = minimum,
  step = 0.005,
): ContrastFix {
  const [primary] = backgrounds;
  if (!primary) throw new Error('ensureContrast needs at least one background');
  const worst = (candidate: Rgba): number =>
    Math.min(...backgrounds.map((bg) => contrastRatio(candidate, bg)));

  const opaque = roundRgb(colour.a < 1 ? blend(colour, primary) : { ...colour, a: 1 });
  const initial = worst(opaque);
  if (initial >= minimum) return { colour: opaque, changed: false, contrast: initial };

  const goal = Math.max(minimum, target);
  const direction = isLightBackground(primary) ? -1 : 1;
  const hsl = rgbToHsl(opaque);
  for (let l = hsl.l + direction * step; l > -step && l < 1 + step; l += direction * step) {
    const candidate = roundRgb(hslToRgb({ h: hsl.h, s: hsl.s, l: clamp(l, 0, 1) }));
    const contrast = worst(candidate);
    if (contrast >= goal) return { colour: candidate, changed: true, contrast };
  }
  // Lightness 0 or 1 with this hue still falls short of `goal` (only possible
  // with an extreme set of backgrounds): fall back to black or white.
  const fallback: Rgba = direction < 0 ? { r: 0, g: 0, b: 0, a: 1 } : { r: 255, g: 255, b: 255, a: 1 };
  return { colour: fallback, changed: true, contrast: worst(fallback) };
}
