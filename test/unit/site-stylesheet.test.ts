/** cli/pipeline/site-stylesheet.ts: the site's own stylesheets after the theme's, and the Infima properties they set carried onto the theme's tokens. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { infimaPropertiesSet, infimaToTokens, siteStylesheetSource, CODE_THEME_MODULE } from '../../cli/pipeline/site-stylesheet.js';
import { HubDocsErrorList } from '../../cli/errors.js';

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

test('the Infima properties a stylesheet sets, per colour mode: a rule without data-theme sets both; rules inside @media and comments are read as CSS reads them', () => {
  const set = infimaPropertiesSet(CUSTOM_CSS);
  assert.deepEqual([...set.light].sort(), ['--ifm-code-font-size', '--ifm-color-primary', '--ifm-color-primary-dark', '--ifm-font-family-base', '--ifm-navbar-background-color']);
  assert.deepEqual([...set.dark].sort(), ['--ifm-code-font-size', '--ifm-color-primary', '--ifm-color-primary-dark', '--ifm-font-family-base', '--ifm-navbar-background-color']);
  assert.ok(!set.light.has('--ifm-color-danger'), 'a comment sets nothing');
  const darkOnly = infimaPropertiesSet("[data-theme='dark'] { --ifm-navbar-background-color: #000; }");
  assert.deepEqual([[...darkOnly.light], [...darkOnly.dark]], [[], ['--ifm-navbar-background-color']]);
});

test('each token takes the first Infima property set for its role, in the modes it is set for; none is carried that the site does not set (no cycle)', () => {
  const css = infimaToTokens(CUSTOM_CSS);
  const rule = (mode: string) => new RegExp(`html\\[data-theme='${mode}'\\] \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  assert.match(rule('light'), /--primary: var\(--ifm-color-primary\);/);
  assert.match(rule('light'), /--primary-hover: var\(--ifm-color-primary-dark\);/, 'the site’s darker shade, not one made from its primary');
  assert.match(rule('light'), /--link: var\(--ifm-color-primary\);/);
  assert.match(rule('light'), /--font-sans: var\(--ifm-font-family-base\);/);
  assert.match(rule('dark'), /--navbar-bg: var\(--ifm-navbar-background-color\);/);
  assert.doesNotMatch(rule('light') + rule('dark'), /--bg:|--text:|--heading:/, 'what the site does not set stays the theme’s');
  const darkNavbar = infimaToTokens("[data-theme='dark'] { --ifm-navbar-background-color: #000; }");
  assert.doesNotMatch(darkNavbar, /data-theme='light'/, 'set for dark only: light keeps the theme’s navbar');
  assert.equal(infimaToTokens('.hero { color: var(--ifm-color-primary); }'), '', 'reading a property sets nothing');
});

test('without stylesheets of its own the source is as it always was; with them, the code theme is a module imported before them; a missing one is an error naming the config', async () => {
  const plain = siteStylesheetSource({ themeFiles: ['/theme/styles.css'], codeThemeCss: '.token{}', customCss: [], configFile: '/site/docusaurus.config.js' });
  assert.deepEqual(plain, { css: '@import "/theme/styles.css";\n.token{}' });
  const dir = await mkdtemp(path.join(tmpdir(), 'site-stylesheet-'));
  try {
    await mkdir(path.join(dir, 'src/css'), { recursive: true });
    await writeFile(path.join(dir, 'src/css/custom.css'), CUSTOM_CSS);
    await writeFile(path.join(dir, 'src/css/extra.css'), '.x{}');
    const configFile = path.join(dir, 'docusaurus.config.js');
    const own = siteStylesheetSource({ themeFiles: ['/theme/styles.css'], codeThemeCss: '.token{}', customCss: ['./src/css/custom.css', 'src/css/extra.css'], configFile });
    const imports = [...own.css.matchAll(/@import "([^"]+)";/g)].map((m) => m[1]);
    assert.deepEqual(imports, ['/theme/styles.css', CODE_THEME_MODULE, path.join(dir, 'src/css/custom.css'), path.join(dir, 'src/css/extra.css')]);
    assert.equal(own.codeTheme, '.token{}');
    assert.match(own.css, /--primary: var\(--ifm-color-primary\)/);
    assert.throws(() => siteStylesheetSource({ themeFiles: [], codeThemeCss: '', customCss: ['./src/css/gone.css'], configFile }), (error: Error & { location?: { file: string } }) => /the custom stylesheet \.\/src\/css\/gone\.css does not exist/.test(error.message) && error.location?.file === configFile);
    assert.throws(() => siteStylesheetSource({ themeFiles: [], codeThemeCss: '', customCss: ['a.css', 'b.css'], configFile }), (error) => error instanceof HubDocsErrorList && error.errors.length === 2);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
