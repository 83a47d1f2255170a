/**
 * cli/config/static-config.ts and its use by loadConfig: a Docusaurus config that throws when it is loaded is read from
 * its syntax.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { readConfigStatically } from '../../cli/config/static-config.js';
import { standInName } from '../../cli/config/evaluate-module.js';
import { loadConfig } from '../../cli/config/load-config.js';

/**
 * A TypeScript config as create-docusaurus writes it, that checks its environment first (as a site validating
 * process.env with zod does).
 */
const THROWING_TS = `import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(\`\${name} is not set\`);
  return value;
}
const algoliaKey = requireEnv('HUB_DOCS_TEST_UNSET_KEY');
const organization = 'acme';

const config: Config = {
  title: \`Acme Docs\`,
  tagline: 'Docs' + ' for ' + organization,
  url: 'https://acme.example.com/',
  baseUrl: process.env.HUB_DOCS_TEST_UNSET_BASE ?? '/',
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: require.resolve('./sidebars.ts'),
          editUrl: ({ docPath }) => \`https://github.com/\${organization}/site/edit/main/docs/\${docPath}\`,
        },
        blog: false,
        theme: { customCss: [require.resolve('./src/css/custom.css')] },
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    navbar: { title: '', logo: { src: 'img/logo.svg' }, items: [{ to: '/docs/intro', label: 'Docs' }, ...[{ href: \`https://github.com/\${organization}\`, label: 'GitHub', position: 'right' }]] },
    algolia: { appId: 'APP', apiKey: algoliaKey },
    prism: { theme: prismThemes.github, darkTheme: prismThemes.dracula },
  } satisfies Preset.ThemeConfig,
};

export default config;
`;

async function inTemp<T>(files: Record<string, string>, run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'static-config-'));
  try {
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('the exported object is read from the syntax: literals, template strings, constants, spreads, process.env, require.resolve as the module name; calls and functions are named as unread', async () => {
  await inTemp({ 'docusaurus.config.ts': THROWING_TS }, async (dir) => {
    const read = (await readConfigStatically(path.join(dir, 'docusaurus.config.ts')))!;
    const config = read.value as Record<string, any>;
    assert.equal(config.title, 'Acme Docs');
    assert.equal(config.tagline, 'Docs for acme');
    assert.equal(config.baseUrl, '/');
    assert.deepEqual(config.presets[0][1], {
      docs: { sidebarPath: './sidebars.ts' },
      blog: false,
      theme: { customCss: ['./src/css/custom.css'] },
    });
    assert.deepEqual(config.themeConfig.navbar.items[1], {
      href: 'https://github.com/acme',
      label: 'GitHub',
      position: 'right',
    });
    assert.equal(standInName(config.themeConfig.prism.theme), 'prism-react-renderer.themes.github');
    assert.deepEqual(
      read.packages,
      ['prism-react-renderer'],
      'type imports are gone; a package is named only when a value comes from it',
    );
    assert.deepEqual(read.unread, ['presets[0][1].docs.editUrl (a function)', 'themeConfig.algolia.apiKey (a call)']);
  });
});

test('CommonJS: module.exports of an async function (Docusaurus calls it) returning an object built from constants', async () => {
  const source = `const path = require('path');
const { themes } = require('prism-react-renderer');
const base = { url: 'https://cjs.example.com', baseUrl: '/' };
module.exports = async function createConfig() {
  const title = 'CJS site';
  return { ...base, title, presets: [['classic', { docs: { path: 'documentation' } }]], themeConfig: { prism: { theme: themes.vsDark } }, customFields: { root: path.resolve(__dirname) } };
};
`;
  await inTemp({ 'docusaurus.config.js': source }, async (dir) => {
    const read = (await readConfigStatically(path.join(dir, 'docusaurus.config.js')))!;
    const config = read.value as Record<string, any>;
    assert.equal(config.title, 'CJS site');
    assert.equal(config.url, 'https://cjs.example.com');
    assert.equal(config.presets[0][1].docs.path, 'documentation');
    assert.equal(standInName(config.themeConfig.prism.theme), 'prism-react-renderer.themes.vsDark');
    assert.deepEqual(read.unread, ['customFields.root (a call)']);
  });
});

test('a file that exports nothing readable gives null (the caller reports the original error)', async () => {
  await inTemp({ 'docusaurus.config.js': 'module.exports = makeConfig();\n' }, async (dir) => {
    assert.equal(await readConfigStatically(path.join(dir, 'docusaurus.config.js')), null);
  });
});

test('loadConfig: a config that throws while it runs builds from what its syntax says, with one warning naming what could not be read; an empty navbar title is valid', async () => {
  await inTemp({ 'docusaurus.config.ts': THROWING_TS }, async (dir) => {
    const loaded = await loadConfig({ configFile: path.join(dir, 'docusaurus.config.ts') });
    assert.equal(loaded.config.title, 'Acme Docs');
    assert.equal(loaded.config.prism.theme, 'github');
    assert.equal(loaded.config.navbar.title, '', 'the logo alone');
    assert.equal(loaded.config.navbar.logo?.alt, 'Acme Docs', 'the logo names the site');
    assert.equal(loaded.config.build.sidebarPath, './sidebars.ts');
    const [reading] = loaded.warnings;
    assert.match(
      reading.message,
      /^docusaurus\.config\.ts throws when it is loaded \(HUB_DOCS_TEST_UNSET_KEY is not set\), so it was read without running it; what is not plain data could not be read: presets\[0\]\[1\]\.docs\.editUrl \(a function\), themeConfig\.algolia\.apiKey \(a call\)$/,
    );
    assert.ok(reading.location?.file.endsWith('docusaurus.config.ts'));
    assert.doesNotMatch(
      loaded.warnings.map((w) => w.message).join('\n'),
      /prism-react-renderer/,
      'its themes are known by name',
    );
  });
});

test('loadConfig: a config that throws and exports nothing readable is still the error it was', async () => {
  await inTemp({ 'docusaurus.config.js': "throw new Error('no config here');\n" }, async (dir) => {
    await assert.rejects(
      loadConfig({ configFile: path.join(dir, 'docusaurus.config.js') }),
      /throws when it is loaded: no config here/,
    );
  });
});
