/**
 * cli/pipeline/site-stylesheet.ts: the site's own stylesheets after the theme's, and the Infima properties they set
 * carried onto the theme's tokens.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import {
  infimaPropertiesSet,
  infimaToTokens,
  siteStylesheetSource,
  CODE_THEME_MODULE,
} from '../../cli/pipeline/site-stylesheet.js';
import { HubDocsErrorList } from '../../cli/errors.js';
import { contrastRatio } from '../../cli/code-theme/contrast.js';

/** src/css/custom.css as create-docusaurus writes it, with what sites add. */
const CUSTOM_CSS = `/**
 * Any CSS included here will be global. The classic template
 * bundles Infima by default. --ifm-color-danger: red;
 */
:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
  --ifm-code-font-size: 95%;
  --ifm-font-family-base: 'Inter', sans-serif;
}

[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
  --ifm-color-primary-dark: #21af90;
  --ifm-navbar-background-color: #1b1b1d;
}

@media (min-width: 997px) {
  html[data-theme="light"] .navbar { --ifm-navbar-background-color: #fafafa; }
}
.hero { color: var(--ifm-color-primary); }
`;

test('the Infima properties a stylesheet sets and their values, per colour mode: a rule without data-theme sets both, a mode’s own rule wins; rules inside @media and comments are read as CSS reads them', () => {
  const set = infimaPropertiesSet(CUSTOM_CSS);
  assert.deepEqual([...set.light.keys()].sort(), [
    '--ifm-code-font-size',
    '--ifm-color-primary',
    '--ifm-color-primary-dark',
    '--ifm-font-family-base',
    '--ifm-navbar-background-color',
  ]);
  assert.equal(set.light.get('--ifm-color-primary'), '#2e8555');
  assert.equal(set.dark.get('--ifm-color-primary'), '#25c2a0');
  assert.equal(set.light.get('--ifm-font-family-base'), "'Inter', sans-serif");
  assert.ok(!set.light.has('--ifm-color-danger'), 'a comment sets nothing');
  const darkOnly = infimaPropertiesSet("[data-theme='dark'] { --ifm-navbar-background-color: #000; }");
  assert.deepEqual([[...darkOnly.light.keys()], [...darkOnly.dark.keys()]], [[], ['--ifm-navbar-background-color']]);
});

test('each token takes the first Infima property set for its role, in the modes it is set for; none is carried that the site does not set (no cycle)', () => {
  const css = infimaToTokens(CUSTOM_CSS);
  const rule = (mode: string) => new RegExp(`html\\[data-theme='${mode}'\\] \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  assert.match(rule('light'), /--primary-hover: #29784c;/, 'the site’s darker shade, not one made from its primary');
  assert.match(
    rule('light'),
    /--font-sans: var\(--ifm-font-family-base\);/,
    'what is not a colour is carried as it is',
  );
  assert.match(rule('dark'), /--primary: #25c2a0;/);
  assert.match(rule('dark'), /--navbar-bg: #1b1b1d;/);
  assert.doesNotMatch(
    rule('light') + rule('dark'),
    /--bg:|--text:|--heading:/,
    'what the site does not set stays the theme’s',
  );
  const darkNavbar = infimaToTokens("[data-theme='dark'] { --ifm-navbar-background-color: #000; }");
  assert.doesNotMatch(darkNavbar, /data-theme='light'/, 'set for dark only: light keeps the theme’s navbar');
  assert.equal(infimaToTokens('.hero { color: var(--ifm-color-primary); }'), '', 'reading a property sets nothing');
  assert.match(
    infimaToTokens(':root { --ifm-color-primary: var(--brand); }'),
    /--primary: var\(--ifm-color-primary\);[^]*--primary-hover: color-mix\(in srgb, var\(--ifm-color-primary\) 85%, #000\);/,
    'a value that is not a literal colour is referred to',
  );
});

test('a text colour the site sets is kept where it is readable (WCAG AA) on the mode’s backgrounds, else made readable with its hue kept', () => {
  const rule = (css: string, mode: string) =>
    new RegExp(`html\\[data-theme='${mode}'\\] \\{([^}]*)\\}`).exec(infimaToTokens(css))?.[1] ?? '';
  // #1a5e3a: 7.5:1 on white, 6.9:1 on the footer's grey.
  assert.match(rule(':root { --ifm-color-primary: #1a5e3a; }', 'light'), /--primary: #1a5e3a;/);
  // create-docusaurus' #2e8555: 4.3:1 on the light surface, 3.9:1 on the dark background.
  const light = /--primary: (#[0-9a-f]{6});/.exec(rule(':root { --ifm-color-primary: #2e8555; }', 'light'))![1];
  const dark = /--primary: (#[0-9a-f]{6});/.exec(rule(':root { --ifm-color-primary: #2e8555; }', 'dark'))![1];
  for (const [colour, backgrounds] of [
    [light, ['#ffffff', '#f6f8fa', '#eef1f4']],
    [dark, ['#111418', '#1a1f25', '#232a32']],
  ] as const) {
    assert.ok(Math.min(...backgrounds.map((bg) => contrastRatio(colour, bg))) >= 4.5, `${colour} is readable`);
    assert.ok(Math.abs(hueOf(colour) - hueOf('#2e8555')) < 3, `${colour} keeps the hue`);
  }
  assert.ok(parseInt(light.slice(3, 5), 16) < 0x85, 'darker in light mode');
  assert.ok(parseInt(dark.slice(3, 5), 16) > 0x85, 'lighter in dark mode');
});

/** HSL hue in degrees of a #rrggbb colour. */
function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

test('without stylesheets of its own the source is as it always was; with them, the code theme is a module imported before them; a missing one is an error naming the config', async () => {
  const plain = siteStylesheetSource({
    themeFiles: ['/theme/styles.css'],
    codeThemeCss: '.token{}',
    customCss: [],
    configFile: '/site/docusaurus.config.js',
  });
  assert.deepEqual(plain, { css: '@import "/theme/styles.css";\n.token{}' });
  const dir = await mkdtemp(path.join(tmpdir(), 'site-stylesheet-'));
  try {
    await mkdir(path.join(dir, 'src/css'), { recursive: true });
    await writeFile(path.join(dir, 'src/css/custom.css'), CUSTOM_CSS);
    await writeFile(path.join(dir, 'src/css/extra.css'), '.x{}');
    const configFile = path.join(dir, 'docusaurus.config.js');
    const own = siteStylesheetSource({
      themeFiles: ['/theme/styles.css'],
      codeThemeCss: '.token{}',
      customCss: ['./src/css/custom.css', 'src/css/extra.css'],
      configFile,
    });
    const imports = [...own.css.matchAll(/@import "([^"]+)";/g)].map((m) => m[1]);
    assert.deepEqual(imports, [
      '/theme/styles.css',
      CODE_THEME_MODULE,
      path.join(dir, 'src/css/custom.css'),
      path.join(dir, 'src/css/extra.css'),
    ]);
    assert.equal(own.codeTheme, '.token{}');
    assert.match(own.css, /html\[data-theme='dark'\] \{\n {2}--primary: #25c2a0;/);
    assert.throws(
      () => siteStylesheetSource({ themeFiles: [], codeThemeCss: '', customCss: ['./src/css/gone.css'], configFile }),
      (error: Error & { location?: { file: string } }) =>
        /the custom stylesheet \.\/src\/css\/gone\.css does not exist/.test(error.message) &&
        error.location?.file === configFile,
    );
    assert.throws(
      () => siteStylesheetSource({ themeFiles: [], codeThemeCss: '', customCss: ['a.css', 'b.css'], configFile }),
      (error) => error instanceof HubDocsErrorList && error.errors.length === 2,
    );
    // A package's stylesheet, as webpack resolves Docusaurus' client modules (Jest's site: a `require.resolve(…)` of
    // one, which a config read from its syntax leaves as the package path): from the site's node_modules.
    const embed = path.join(dir, 'node_modules', 'lite-embed');
    await mkdir(path.join(embed, 'dist'), { recursive: true });
    await writeFile(path.join(embed, 'package.json'), JSON.stringify({ name: 'lite-embed', version: '1.0.0' }));
    await writeFile(path.join(embed, 'dist', 'embed.css'), '.embed{}');
    const fromPackage = siteStylesheetSource({
      themeFiles: [],
      codeThemeCss: '',
      customCss: ['lite-embed/dist/embed.css'],
      configFile,
    });
    assert.ok(fromPackage.css.includes(`@import ${JSON.stringify(path.join(embed, 'dist', 'embed.css'))};`));
    // Not installed: the error says so, and to install the site's packages when its package.json lists it.
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ dependencies: { 'youtube-embed': '^1.0.0' } }));
    assert.throws(
      () =>
        siteStylesheetSource({
          themeFiles: [],
          codeThemeCss: '',
          customCss: ['youtube-embed/dist/embed.css'],
          configFile,
        }),
      (error: Error & { hint?: string }) =>
        /the custom stylesheet youtube-embed\/dist\/embed\.css does not exist/.test(error.message) &&
        /"youtube-embed" is in the dependencies of .*package\.json but not installed: run `npm install`/.test(
          error.hint ?? '',
        ),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
