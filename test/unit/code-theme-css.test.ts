import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { converter, formatHex, parse, wcagContrast } from 'culori';
import { codeThemeCss, resolveCodeTheme } from '../../cli/code-theme/code-theme-css.js';
import { codeThemes } from '../../cli/code-theme/code-themes.js';
import { ensureContrast, parseColour } from '../../cli/code-theme/contrast.js';
import { codeThemeNames } from '../../theme/code-themes.js';
import type { CodeThemeName } from '../../theme/code-themes.js';

const MODES = ['light', 'dark'] as const;

interface ParsedMode {
  vars: Map<string, string>;
  rules: { selectors: string[]; declarations: Map<string, string> }[];
}

/** Reads the CSS back with plain string handling (independent of the generator). */
function parseCss(css: string): Map<string, ParsedMode> {
  const modes = new Map<string, ParsedMode>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectorText = (match[1] ?? '').trim();
    const declarations = new Map<string, string>();
    for (const declaration of (match[2] ?? '').split(';')) {
      const colon = declaration.indexOf(':');
      if (colon < 0) continue;
      declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
    const selectors = selectorText.split(',').map((s) => s.trim());
    const mode = /^:root\[data-theme='(light|dark)'\]/.exec(selectors[0] ?? '')?.[1];
    assert.ok(mode, `rule without a mode: ${selectorText}`);
    for (const selector of selectors) assert.ok(selector.startsWith(`:root[data-theme='${mode}']`), selector);
    const entry: ParsedMode = modes.get(mode) ?? { vars: new Map(), rules: [] };
    modes.set(mode, entry);
    if (selectors.length === 1 && selectors[0] === `:root[data-theme='${mode}']`) {
      for (const [key, value] of declarations) entry.vars.set(key, value);
    } else {
      entry.rules.push({ selectors, declarations });
    }
  }
  return modes;
}

/** The highlighted line's background, worked out here rather than by the generator's code. */
function highlightedBackground(bg: string, highlight: string): string {
  const b = converter('rgb')(bg)!;
  const h = converter('rgb')(highlight)!;
  const a = h.alpha ?? 1;
  return formatHex({ mode: 'rgb', r: h.r * a + b.r * (1 - a), g: h.g * a + b.g * (1 - a), b: h.b * a + b.b * (1 - a) });
}

const alphaOf = (colour: string): number => parse(colour)?.alpha ?? 1;
const hslOf = (colour: string) => {
  const hsl = converter('hsl')(colour)!;
  return { h: hsl.h ?? 0, s: hsl.s, l: hsl.l };
};

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

describe('contrast', () => {
  it('reads every colour form the themes use', () => {
    assert.deepEqual(parseColour('#abc'), { mode: 'rgb', r: 0xaa / 255, g: 0xbb / 255, b: 0xcc / 255 });
    assert.equal(parseColour('#ffffff80').alpha, 128 / 255);
    assert.equal(formatHex(parseColour('rgb(189, 147, 249)')), '#bd93f9');
    assert.equal(parseColour('rgba(239, 83, 80, 0.56)').alpha, 0.56);
    assert.equal(formatHex(parseColour('hsl(220, 13%, 18%)')), '#282c34');
    assert.equal(formatHex(parseColour('green')), '#008000');
  });

  it('rejects what it cannot read, naming it', () => {
    assert.throws(() => parseColour('bluish'), /unsupported colour "bluish"/);
    assert.throws(() => parseColour('linear-gradient(#000, #fff)'), /unsupported colour/);
    assert.throws(() => parseColour('#12345'), /unsupported colour/);
  });

  it('keeps a colour that passes and moves one that does not, hue and saturation kept', () => {
    assert.deepEqual(ensureContrast('#767676', ['#ffffff'], 4.5, 4.6), {
      value: '#767676',
      changed: false,
      contrast: wcagContrast('#767676', '#ffffff'),
    });
    // #777 is 4.48:1 on white: darkened, still grey, to at least the target.
    const grey = ensureContrast('#777777', ['#ffffff'], 4.5, 4.6);
    assert.ok(grey.changed && grey.contrast >= 4.6 && grey.contrast < 4.75, `${grey.value} ${grey.contrast}`);
    assert.match(grey.value, /^#([0-9a-f]{2})\1\1$/);
    // Navy on a dark background is lightened; every background counts.
    const navy = ensureContrast('#000080', ['#1e1e1e', '#333333'], 4.5, 4.6);
    assert.ok(hslOf(navy.value).l > hslOf('#000080').l);
    assert.ok(Math.abs(hslOf(navy.value).h - 240) < 1.5);
    assert.ok(wcagContrast(navy.value, '#333333') >= 4.6);
  });
});

describe('code themes', () => {
  it('has the 16 themes, named consistently', () => {
    assert.equal(codeThemeNames.length, 16);
    assert.equal(new Set(codeThemeNames).size, 16);
    assert.deepEqual([...codeThemeNames].sort(), Object.keys(codeThemes).sort());
  });

  it('uses only colours the parser reads', () => {
    for (const name of codeThemeNames) {
      const theme = codeThemes[name];
      parseColour(theme.plain.color);
      assert.equal(parseColour(theme.plain.backgroundColor).alpha, undefined, `${name}: opaque background`);
      for (const { style } of theme.styles) if (style.color !== undefined) parseColour(style.color);
    }
  });
});

describe('codeThemeCss', () => {
  for (const name of codeThemeNames) {
    for (const mode of MODES) {
      it(`${name} (${mode}): every colour reaches 4.5:1`, () => {
        const css = mode === 'light' ? codeThemeCss(name, 'dracula') : codeThemeCss('github', name);
        assert.doesNotMatch(css, /opacity/);
        const parsed = parseCss(css).get(mode);
        assert.ok(parsed, `no ${mode} block`);
        const bg = parsed.vars.get('--code-bg');
        const fg = parsed.vars.get('--code-fg');
        const highlight = parsed.vars.get('--code-line-highlight');
        const lineNumber = parsed.vars.get('--code-line-number');
        assert.ok(bg && fg && highlight && lineNumber, `${name}: all four variables`);
        assert.equal(alphaOf(bg), 1);
        const highlightAlpha = alphaOf(highlight);
        assert.ok(highlightAlpha > 0 && highlightAlpha < 0.5, `${name}: translucent highlight`);
        const backgrounds = [bg, highlightedBackground(bg, highlight)];

        const check = (what: string, colour: string): void => {
          assert.match(colour, /^#[0-9a-f]{6}$/, `${name} ${what}: opaque hex`);
          for (const background of backgrounds) {
            const ratio = wcagContrast(colour, background);
            assert.ok(ratio >= 4.5, `${name} ${what}: ${colour} on ${background} is ${ratio.toFixed(2)}`);
          }
        };
        check('--code-fg', fg);
        check('--code-line-number', lineNumber);

        const expectedRules = codeThemes[name].styles.filter((entry) => Object.keys(entry.style).length > 0);
        assert.equal(parsed.rules.length, expectedRules.length, `${name}: one rule per style entry`);
        parsed.rules.forEach((rule, index) => {
          const entry = expectedRules[index];
          assert.ok(entry);
          assert.deepEqual(
            rule.selectors,
            entry.types.map((type) => `:root[data-theme='${mode}'] .code-block .token.${type}`),
          );
          const colour = rule.declarations.get('color');
          if (entry.style.color !== undefined || entry.style.opacity !== undefined) {
            assert.ok(colour, `${name} ${entry.types.join(',')}: has a colour`);
          }
          if (colour !== undefined) check(entry.types.join(','), colour);
          if (entry.style.fontStyle) assert.equal(rule.declarations.get('font-style'), entry.style.fontStyle);
          if (entry.style.fontWeight) assert.equal(rule.declarations.get('font-weight'), entry.style.fontWeight);
          if (entry.style.textDecorationLine) {
            assert.equal(rule.declarations.get('text-decoration-line'), entry.style.textDecorationLine);
          }
        });
      });
    }
  }

  it('writes the documented selector shape', () => {
    const css = codeThemeCss('github', 'dracula');
    assert.ok(
      css.includes(
        ":root[data-theme='light'] .code-block .token.comment, :root[data-theme='light'] .code-block .token.prolog, " +
          ":root[data-theme='light'] .code-block .token.doctype, :root[data-theme='light'] .code-block .token.cdata { color: ",
      ),
    );
    assert.match(css, /:root\[data-theme='dark'\] \{\n {2}--code-fg: #f8f8f2;\n {2}--code-bg: #282a36;/);
    assert.match(
      css,
      /:root\[data-theme='dark'\] \.code-block \.token\.keyword, [^{]+\{ color: #[0-9a-f]{6}; font-style: italic \}/,
    );
  });

  it('is deterministic and leaves the theme data alone', () => {
    const before = structuredClone(codeThemes);
    const pairs: [CodeThemeName, CodeThemeName][] = [
      ['github', 'dracula'],
      ['vsLight', 'vsDark'],
      ['oneLight', 'oneDark'],
      ['nightOwlLight', 'synthwave84'],
    ];
    for (const [light, dark] of pairs) {
      const first = codeThemeCss(light, dark);
      assert.equal(codeThemeCss(light, dark), first);
      assert.equal(codeThemeCss(light, dark), first);
    }
    assert.deepEqual(codeThemes, before);
  });

  it('keeps colours that already pass', () => {
    const github = resolveCodeTheme('github');
    const functionVariable = github.styles.find((s) => s.types.includes('function-variable'));
    assert.equal(functionVariable?.colour?.value, '#6f42c1');
    assert.equal(functionVariable?.colour?.fixed, false);
    assert.equal(github.foreground.value, '#393a34');
    assert.equal(github.background, '#f6f8fa');
    const vsLight = resolveCodeTheme('vsLight');
    assert.equal(vsLight.styles.find((s) => s.types.includes('keyword'))?.colour?.value, '#0000ff');
  });

  it('keeps the hue of a colour it had to fix', () => {
    // github's string colour #e3116c is 4.3:1 on #f6f8fa: too light.
    const github = resolveCodeTheme('github');
    const string = github.styles.find((s) => s.types.includes('string'))?.colour;
    assert.ok(string?.fixed);
    const before = hslOf('#e3116c');
    const after = hslOf(string.value);
    assert.ok(hueDistance(before.h, after.h) < 1.5, `hue ${before.h} -> ${after.h}`);
    assert.ok(Math.abs(before.s - after.s) < 0.05, `saturation ${before.s} -> ${after.s}`);
    assert.ok(after.l < before.l, 'darker on a light background');

    // vsDark's prolog navy rgb(0, 0, 128) is unreadable on #1e1e1e: lightened.
    const vsDark = resolveCodeTheme('vsDark');
    const prolog = vsDark.styles.find((s) => s.types.includes('prolog'))?.colour;
    assert.ok(prolog?.fixed);
    const navy = hslOf(prolog.value);
    assert.ok(hueDistance(navy.h, 240) < 1.5, `hue ${navy.h}`);
    assert.ok(navy.l > 0.25, 'lighter on a dark background');

    // And in general: every fixed opaque, saturated colour keeps its hue.
    for (const name of codeThemeNames) {
      const entries = codeThemes[name].styles.filter((entry) => Object.keys(entry.style).length > 0);
      const resolved = resolveCodeTheme(name).styles;
      assert.equal(resolved.length, entries.length);
      for (const [index, { colour }] of resolved.entries()) {
        if (!colour?.fixed || entries[index]?.style.opacity !== undefined) continue;
        if (alphaOf(colour.original) < 1) continue;
        const from = hslOf(colour.original);
        if (from.s < 0.25) continue;
        const to = hslOf(colour.value);
        assert.ok(hueDistance(from.h, to.h) < 4, `${name} ${colour.original} -> ${colour.value}`);
      }
    }
  });
});
