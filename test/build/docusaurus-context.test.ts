/**
 * A Docusaurus project as AdGuard DNS' knowledge base is: its src/theme/Root gives Docusaurus'
 * context (`@docusaurus/core/lib/client/docusaurusContext`) a value of its own, the site's title
 * translated in each locale, which the components under it read with useDocusaurusContext(); and
 * a page imports a package its package.json lists but no node_modules has (a checkout before
 * `npm install`), which is an error at the import saying to run it.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFile, rm } from 'node:fs/promises';
import { buildAllLocales } from '../../cli/locales/build-locales.js';
import { type HubDocsError, HubDocsErrorList } from '../../cli/errors.js';
import { writeTempFolder } from '../helpers/site.js';

const CONFIG = `module.exports = {
  title: 'Gadgets KB',
  tagline: 'Knowledge base',
  url: 'https://kb.example.com',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'ja'] },
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
};
`;

/** AdGuard DNS' knowledge base's Root, as it is (src/theme/Root/index.js). */
const ROOT = `import React, { useMemo } from 'react';
import Root from '@theme-original/Root';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { Context as DocusaurusContext } from '@docusaurus/core/lib/client/docusaurusContext';

export default function RootWrapper({ children }) {
  const contextValue = useDocusaurusContext();
  const translatedTitle = translate({ id: 'siteConfig.title', message: contextValue.siteConfig.title });
  const modifiedContext = useMemo(
    () => ({ ...contextValue, siteConfig: { ...contextValue.siteConfig, title: translatedTitle } }),
    [contextValue, translatedTitle],
  );
  return (
    <DocusaurusContext.Provider value={modifiedContext}>
      <Root>{children}</Root>
    </DocusaurusContext.Provider>
  );
}
`;

const SITE_TITLE = `import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { DocusaurusContextProvider } from '@docusaurus/core/lib/client/docusaurusContext';

function Title() {
  const { siteConfig, i18n } = useDocusaurusContext();
  return <span className="site-title">{siteConfig.title} {siteConfig.titleDelimiter} ({i18n.currentLocale}, {siteConfig.tagline})</span>;
}

export default function SiteTitle() {
  return (
    <>
      <Title />
      <DocusaurusContextProvider>
        <span className="own-title"><Title /></span>
      </DocusaurusContextProvider>
    </>
  );
}
`;

const FILES: Record<string, string> = {
  'docusaurus.config.js': CONFIG,
  'src/theme/Root/index.js': ROOT,
  'src/components/SiteTitle.jsx': SITE_TITLE,
  'docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nWelcome.\n',
  'docs/title.mdx': "# Title\n\nimport SiteTitle from '@site/src/components/SiteTitle';\n\n<SiteTitle />\n",
  'i18n/ja/code.json': JSON.stringify({ 'siteConfig.title': { message: 'ガジェット知恵袋' } }, null, 2),
};

let dir: string;
before(async () => {
  dir = await writeTempFolder('hub-docs-docusaurus-context-', FILES);
});
after(() => (process.env.KEEP ? undefined : rm(dir, { recursive: true, force: true })));

test("a Root's Docusaurus Context value reaches useDocusaurusContext() under it, in each locale; DocusaurusContextProvider gives the site's own", async () => {
  const outDir = path.join(dir, 'build');
  await buildAllLocales({ configFile: path.join(dir, 'docusaurus.config.js'), outDir, cache: false });
  const en = await readFile(path.join(outDir, 'title/index.html'), 'utf8');
  const ja = await readFile(path.join(outDir, 'ja/title/index.html'), 'utf8');
  // React's server renderer puts a comment between adjacent texts.
  const text = (html: string, className: string) =>
    new RegExp(`<span class="${className}">(?:<span class="site-title">)?([^<]*)`).exec(
      html.replaceAll('<!-- -->', ''),
    )?.[1];
  assert.equal(text(en, 'site-title'), 'Gadgets KB | (en, Knowledge base)');
  assert.equal(
    text(ja, 'site-title'),
    'ガジェット知恵袋 | (ja, Knowledge base)',
    "the Root's value, the title translated",
  );
  assert.equal(
    text(ja, 'own-title'),
    'Gadgets KB | (ja, Knowledge base)',
    'under DocusaurusContextProvider: the site’s',
  );
});

test("a package the site's package.json lists and no node_modules has: an error at the import, saying to run npm install", async () => {
  const site = await writeTempFolder('hub-docs-docusaurus-uninstalled-', {
    ...FILES,
    'package.json': JSON.stringify({ name: 'kb', private: true, dependencies: { 'swagger-ui-react': '5.32.8' } }),
    'src/components/Api.jsx':
      "import React from 'react';\nimport 'swagger-ui-react/swagger-ui.css';\n\nexport default function Api() {\n  return <p>API</p>;\n}\n",
    'docs/api.mdx':
      "# API\n\nimport Api from '@site/src/components/Api';\nimport leftPad from 'left-padder';\n\n<Api /> {leftPad('x', 3)}\n",
  });
  try {
    const error = await buildAllLocales({
      configFile: path.join(site, 'docusaurus.config.js'),
      outDir: path.join(site, 'build'),
      cache: false,
    }).then(
      () => assert.fail('the build succeeded'),
      (e: unknown) => e,
    );
    const errors = error instanceof HubDocsErrorList ? error.errors : [error as HubDocsError];
    const swagger = errors.find((e) => e.message.includes('swagger-ui-react'));
    assert.ok(swagger, errors.map((e) => e.message).join('\n'));
    assert.deepEqual(swagger.location, { file: path.join(site, 'src/components/Api.jsx'), line: 2, column: 8 });
    assert.equal(
      swagger.hint,
      `"swagger-ui-react" is in the dependencies of ${path.join(site, 'package.json')} but not installed: ` +
        `run \`npm install\` in ${site}`,
    );
    const unlisted = errors.find((e) => e.message.includes('left-padder'));
    assert.ok(unlisted, 'the page’s own import of a package nothing lists');
    assert.equal(unlisted.location?.file, path.join(site, 'docs/api.mdx'));
    assert.equal(unlisted.location?.line, 4);
    assert.equal(
      unlisted.hint,
      'install the package "left-padder" in the site\'s folder (`npm install left-padder`), or remove the import',
    );
  } finally {
    await rm(site, { recursive: true, force: true });
  }
});
