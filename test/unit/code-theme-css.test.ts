import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { codeThemeCss, resolveCodeTheme } from '../../cli/code-theme-css.js';
import { contrastRatio, parseColour, rgbToHsl } from '../../cli/colour-contrast.js';
import { codeThemeNames, codeThemes } from '../../theme/code-themes.js';
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

function highlightedBackground(bg: string, highlight: string): string {
  const b = parseColour(bg);
  const h = parseColour(highlight);
  const mix = (x: number, y: number): number => Math.round(x * h.a + y * (1 - h.a));
  return `rgb(${mix(h.r, b.r)}, ${mix(h.g, b.g)}, ${mix(h.b, b.b)})`;
}

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

describe('contrastRatio', () => {
  it('gives the known WCAG values', () => {
    assert.equal(contrastRatio('#000', '#fff'), 21);
    assert.equal(contrastRatio('#ffffff', '#000000'), 21);
    assert.equal(contrastRatio('white', 'white'), 1);
    assert.ok(Math.abs(contrastRatio('#777', '#fff') - 4.48) < 0.01);
    assert.ok(contrastRatio('#777777', '#ffffff') < 4.5);
    assert.ok(Math.abs(contrastRatio('#767676', '#fff') - 4.54) < 0.01);
  });

  it('is symmetric and composites translucent foregrounds', () => {
    assert.equal(contrastRatio('#336699', '#eeeeee'), contrastRatio('#eeeeee', '#336699'));
    assert.equal(contrastRatio('rgba(0, 0, 0, 0)', '#fff'), 1);
    assert.equal(contrastRatio('rgba(0, 0, 0, 0.5)', '#fff'), contrastRatio('rgb(127.5, 127.5, 127.5)', '#fff'));
  });
});

describe('parseColour', () => {
  it('reads every form the themes use', () => {
    assert.deepEqual(parseColour('#abc'), { r: 0xaa, g: 0xbb, b: 0xcc, a: 1 });
    assert.deepEqual(parseColour('#282A36'), { r: 0x28, g: 0x2a, b: 0x36, a: 1 });
    assert.deepEqual(parseColour('#ffffff80'), { r: 255, g: 255, b: 255, a: 128 / 255 });
    assert.deepEqual(parseColour('rgb(189, 147, 249)'), { r: 189, g: 147, b: 249, a: 1 });
    assert.deepEqual(parseColour('rgba(239, 83, 80, 0.56)'), { r: 239, g: 83, b: 80, a: 0.56 });
    assert.deepEqual(parseColour('rgb(0 128 255 / 50%)'), { r: 0, g: 128, b: 255, a: 0.5 });
    assert.deepEqual(parseColour('green'), { r: 0, g: 128, b: 0, a: 1 });
    assert.deepEqual(parseColour('#a6e22e !important'), parseColour('#a6e22e'));
    const hsl = parseColour('hsl(220, 13%, 18%)');
    assert.equal(Math.round(hsl.r), 40);
    assert.equal(Math.round(hsl.g), 44);
    assert.equal(Math.round(hsl.b), 52);
    assert.deepEqual(parseColour('hsl(0, 100%, 50%)'), { r: 255, g: 0, b: 0, a: 1 });
  });

  it('rejects what it cannot read', () => {
    assert.throws(() => parseColour('ffffffee'));
    assert.throws(() => parseColour('linear-gradient(#000, #fff)'));
    assert.throws(() => parseColour('#12345'));
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
      assert.equal(parseColour(theme.plain.backgroundColor).a, 1, `${name}: opaque background`);
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
        assert.equal(parseColour(bg).a, 1);
        const highlightAlpha = parseColour(highlight).a;
        assert.ok(highlightAlpha > 0 && highlightAlpha < 0.5, `${name}: translucent highlight`);
        const backgrounds = [bg, highlightedBackground(bg, highlight)];

        const check = (what: string, colour: string): void => {
          assert.match(colour, /^#[0-9a-f]{6}$/, `${name} ${what}: opaque hex`);
          for (const background of backgrounds) {
            const ratio = contrastRatio(colour, background);
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
    assert.match(css, /:root\[data-theme='dark'\] \.code-block \.token\.keyword, [^{]+\{ color: #[0-9a-f]{6}; font-style: italic \}/);
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
    const before = rgbToHsl(parseColour('#e3116c'));
    const after = rgbToHsl(parseColour(string.value));
    assert.ok(hueDistance(before.h, after.h) < 1.5, `hue ${before.h} -> ${after.h}`);
    assert.ok(Math.abs(before.s - after.s) < 0.05, `saturation ${before.s} -> ${after.s}`);
    assert.ok(after.l < before.l, 'darker on a light background');

    // vsDark's prolog navy rgb(0, 0, 128) is unreadable on #1e1e1e: lightened.
    const vsDark = resolveCodeTheme('vsDark');
    const prolog = vsDark.styles.find((s) => s.types.includes('prolog'))?.colour;
    assert.ok(prolog?.fixed);
    const navy = rgbToHsl(parseColour(prolog.value));
    assert.ok(hueDistance(navy.h, 240) < 1.5, `hue ${navy.h}`);
    assert.ok(navy.l > 0.25, 'lighter on a dark background');

    // And in general: every fixed opaque, saturated colour keeps its hue.
    for (const name of codeThemeNames) {
      const entries = codeThemes[name].styles.filter((entry) => Object.keys(entry.style).length > 0);
      const resolved = resolveCodeTheme(name).styles;
      assert.equal(resolved.length, entries.length);
      for (const [index, { colour }] of resolved.entries()) {
        if (!colour?.fixed || entries[index]?.style.opacity !== undefined) continue;
        const original = parseColour(colour.original);
        if (original.a < 1) continue;
        const from = rgbToHsl(original);
        if (from.s < 0.25) continue;
        const to = rgbToHsl(parseColour(colour.value));
        assert.ok(hueDistance(from.h, to.h) < 4, `${name} ${colour.original} -> ${colour.value}`);
      }
    }
  });
});
