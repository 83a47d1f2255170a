import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateConfig } from '../../cli/config/validate-config.js';
import { adaptDocusaurusConfig } from '../../cli/config/docusaurus-config.js';

const minimal = {
  title: 'Docs',
  url: 'https://docs.example.com',
  product: { name: 'Switchboard', slug: 'switchboard' },
};

test('a minimal config gets every default', () => {
  const { config, problems } = validateConfig(minimal);
  assert.deepEqual(problems, []);
  assert.equal(config!.baseUrl, '/');
  assert.deepEqual(config!.toc, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  assert.deepEqual(config!.colorMode, { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
  assert.equal(config!.search.resultsLimit, 8);
  assert.equal(config!.search.maxResults, 50);
  assert.equal(config!.mermaid, true);
  assert.deepEqual(config!.prism, { theme: 'github', darkTheme: 'dracula' });
  assert.equal(config!.docs.versionLabel, 'Next');
  assert.deepEqual(config!.locale, { code: 'en', direction: 'ltr' });
  assert.equal(config!.announcementBar, null);
  assert.equal(config!.analytics.trackingID, null);
});

test('each bad field is one problem that names the field', () => {
  const { config, problems } = validateConfig({
    ...minimal,
    url: 'docs.example.com/',
    toc: { minHeadingLevel: 2, maxHeadingLevel: 9 },
    prism: { theme: 'solarized' },
    search: { resultsLimit: 'eight' },
    colorMode: { disableSwitch: 'no' },
  });
  assert.equal(config, null);
  assert.deepEqual(problems.map((p) => p.field).sort(), [
    'colorMode.disableSwitch',
    'prism.theme',
    'search.resultsLimit',
    'toc.maxHeadingLevel',
    'url',
  ]);
  assert.match(
    problems.find((p) => p.field === 'prism.theme')!.message,
    /one of "dracula".*got the string "solarized"/,
  );
});

test('required fields, unknown fields and a non-object export', () => {
  assert.deepEqual(
    validateConfig({ url: 'https://x.example.com' }).problems.map((p) => p.field),
    ['title'],
  );
  assert.deepEqual(
    validateConfig({ title: 'My Docs!', url: 'https://x.example.com' }).config!.product,
    { name: 'My Docs!', slug: 'my-docs' },
    'the product defaults to the title',
  );
  assert.deepEqual(validateConfig({ ...minimal, titel: 'x' }).problems[0], {
    field: 'titel',
    message: `is not a known field (known here: title, tagline, titleDelimiter, url, baseUrl, trailingSlash, favicon, product, i18n, navbar, footer, colorMode, announcementBar, prism, customCss, pages, customFields, clientRedirects, toc, mermaid, search, analytics, openapi, docs, llms, mcp, blog, feedback, markdown, onBrokenLinks, externalRoutes, onBrokenAnchors)`,
  });
  assert.match(
    validateConfig({ ...minimal, navbar: { items: [{ label: 'a', href: '/a', colour: 'red' }] } }).problems[0].message,
    /known here: label, href, docId, sidebarId, position, className, ariaLabel, html/,
  );
  assert.equal(validateConfig(42).problems[0].field, '(config)');
});

test('product slug must be URL-safe', () => {
  assert.equal(
    validateConfig({ ...minimal, product: { name: 'X', slug: 'Has Space' } }).problems[0].field,
    'product.slug',
  );
});

test('the announcement bar needs an id and content', () => {
  const { problems } = validateConfig({ ...minimal, announcementBar: { content: 'Hello' } });
  assert.deepEqual(
    problems.map((p) => p.field),
    ['announcementBar.id'],
  );
});

test('cross-field checks are reported with the field-level ones', () => {
  const { problems } = validateConfig({ ...minimal, toc: { minHeadingLevel: 3, maxHeadingLevel: 2 }, mermaid: 'yes' });
  assert.deepEqual(problems, [
    { field: 'toc.maxHeadingLevel', message: 'must be at least toc.minHeadingLevel (3), got number 2' },
    { field: 'mermaid', message: 'must be true or false, got the string "yes"' },
  ]);
});

test('derived values: navbar title, copyright, locale direction and the results cap', () => {
  const { config } = validateConfig({
    ...minimal,
    i18n: { defaultLocale: 'ar', localeConfigs: { ar: { direction: 'rtl' } } },
    search: { resultsLimit: 20, maxResults: 10 },
  });
  assert.equal(config!.navbar.title, 'Docs');
  assert.equal(config!.footer.copyright, 'Copyright © Docs');
  assert.deepEqual(config!.locale, { code: 'ar', direction: 'rtl' });
  assert.equal(config!.search.resultsLimit, 10);
});

test('locale codes are what Docusaurus takes (BCP 47 tags Intl reads): scripts, regions, UN M.49 areas', () => {
  const locales = ['en', 'zh-Hans', 'zh-Hant', 'pt-BR', 'sr-Latn', 'es-419', 'zh-Hant-TW', 'fil'];
  const ok = validateConfig({
    ...minimal,
    i18n: { defaultLocale: 'zh-Hans', locales, localeConfigs: { 'sr-Latn': { htmlLang: 'sr-Latn-RS' } } },
  });
  assert.deepEqual(ok.problems, []);
  assert.deepEqual(ok.config!.build.i18n.locales, locales);
  const bad = validateConfig({ ...minimal, i18n: { defaultLocale: 'en_US', locales: ['en', 'fr/ca', 'zh-'] } });
  assert.deepEqual(
    bad.problems.map((p) => p.field),
    ['i18n.defaultLocale', 'i18n.locales[1]', 'i18n.locales[2]'],
  );
  assert.match(bad.problems[0].message, /must be a locale code \(a BCP 47 tag\) such as "en", "pt-BR" or "zh-Hans"/);
});

test('openapi entries: spec and route required, label defaulted, routes unique, unknown keys refused', () => {
  const ok = validateConfig({ ...minimal, openapi: [{ spec: 'api/hub.openapi.yaml', route: '/api-reference' }] });
  assert.deepEqual(ok.config!.openapi, [
    { spec: 'api/hub.openapi.yaml', route: '/api-reference', label: 'API reference' },
  ]);
  assert.deepEqual(validateConfig(minimal).config!.openapi, []);
  const { problems } = validateConfig({
    ...minimal,
    openapi: [{ spec: 'api/hub.txt', route: '/api' }, { route: 'api/' }, { spec: 'b.json', route: '/api', labl: 'x' }],
  });
  assert.deepEqual(
    problems.map((p) => p.field),
    ['openapi[0].spec', 'openapi[1].spec', 'openapi[1].route', 'openapi[2].labl', 'openapi[2].route'],
  );
  assert.match(problems[0].message, /ending in \.yaml, \.yml or \.json/);
  assert.match(problems[4].message, /must differ from the route of every other openapi entry/);
  assert.equal(validateConfig({ ...minimal, openapi: { spec: 'a.yaml' } }).problems[0].field, 'openapi');
});

test('navbar dropdowns: a label, a side and links like the navbar’s; an empty or unlabelled one, or a bad link in it, is a problem naming the field', () => {
  const { config, problems } = validateConfig({
    ...minimal,
    navbar: {
      items: [
        {
          type: 'dropdown',
          label: 'More',
          position: 'right',
          items: [{ label: 'Blog', href: '/blog' }, { docId: 'faq' }],
        },
      ],
    },
  });
  assert.deepEqual(problems, []);
  assert.deepEqual(config!.navbar.items, [
    {
      type: 'dropdown',
      label: 'More',
      position: 'right',
      items: [
        { label: 'Blog', href: '/blog', position: 'left' },
        { docId: 'faq', position: 'left' },
      ],
    },
  ]);
  const bad = validateConfig({
    ...minimal,
    navbar: {
      items: [
        { type: 'dropdown', items: [] },
        { type: 'dropdown', label: 'X', items: [{ label: 'No target' }] },
        { type: 'dropdown', label: 'Y', items: [], colour: 'red' },
      ],
    },
  }).problems;
  assert.deepEqual(bad.map((p) => p.field).sort(), [
    'navbar.items[0].items',
    'navbar.items[0].label',
    'navbar.items[1].items[0]',
    'navbar.items[2].colour',
    'navbar.items[2].items',
  ]);
  assert.match(bad.find((p) => p.field === 'navbar.items[0].items')!.message, /at least one link/);
  assert.match(
    bad.find((p) => p.field === 'navbar.items[2].colour')!.message,
    /known here: type, label, position, items/,
  );
});

test('a Docusaurus navbar dropdown stays a dropdown of its links; the footer’s and an unlabelled one’s links are flattened; its own link is reported', () => {
  const more = {
    type: 'dropdown',
    label: 'More',
    position: 'right',
    items: [{ label: 'Blog', to: 'blog' }, { type: 'doc', docId: 'faq', label: 'FAQ' }, { type: 'search' }],
  };
  const { config, ignored } = adaptDocusaurusConfig(
    {
      title: 'T',
      url: 'https://t.example.com',
      themeConfig: {
        navbar: {
          items: [
            more,
            {
              label: 'Sponsor',
              href: 'https://sponsor.example.com',
              items: [{ label: 'GitHub', href: 'https://github.com/sponsors/x' }],
            },
            { items: [{ label: 'Loose', href: '/loose' }] },
          ],
        },
        footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }, more] },
      },
    },
    '/site/docusaurus.config.js',
    [],
  );
  assert.deepEqual(config.navbar!.items, [
    {
      type: 'dropdown',
      label: 'More',
      position: 'right',
      items: [
        { label: 'Blog', href: '/blog', position: 'left' },
        { docId: 'faq', label: 'FAQ', position: 'left' },
      ],
    },
    {
      type: 'dropdown',
      label: 'Sponsor',
      position: 'left',
      items: [{ label: 'GitHub', href: 'https://github.com/sponsors/x', position: 'left' }],
    },
    { label: 'Loose', href: '/loose', position: 'left' },
  ]);
  assert.deepEqual(
    config.footer!.links!.map((l) => l.label),
    ['Intro', 'Blog', 'FAQ'],
  );
  assert.deepEqual(ignored, [
    "the footer's column titles (Docs: the footer is one row)",
    'the link of the navbar dropdown "Sponsor" (its button opens its menu)',
  ]);
  assert.deepEqual(validateConfig(config).problems, []);
});

test('a Docusaurus navbar link whose `to` is a full URL keeps it (useBaseUrl leaves it as it is); a route gets the base URL later', () => {
  const items = [
    { to: 'https://adguard-dns.io/blog/index.html', label: 'blog' },
    { to: 'docs/intro', label: 'Intro' },
    { to: 'mailto:team@example.com', label: 'Mail' },
  ];
  const { config } = adaptDocusaurusConfig(
    { title: 'T', url: 'https://t.example.com', themeConfig: { navbar: { items } } },
    '/site/docusaurus.config.js',
    [],
  );
  assert.deepEqual(
    config.navbar!.items!.map((item) => (item as { href: string }).href),
    ['https://adguard-dns.io/blog/index.html', '/docs/intro', 'mailto:team@example.com'],
  );
});

test('Docusaurus’ markdown.hooks.onUnusedMarkdownDirectives is read ("log" is a warning); a warning by default', () => {
  const read = (hooks: unknown) =>
    validateConfig(
      adaptDocusaurusConfig(
        { title: 'T', url: 'https://t.example.com', markdown: { hooks } },
        '/site/docusaurus.config.js',
        [],
      ).config,
    ).config!.build.onUnusedMarkdownDirectives;
  assert.deepEqual(
    [read({ onUnusedMarkdownDirectives: 'throw' }), read({ onUnusedMarkdownDirectives: 'log' }), read({})],
    ['throw', 'warn', 'warn'],
  );
});

test('a config is bundled again when a file it imports changes (the bundle is kept between builds while they are as they were)', async () => {
  const { mkdtemp, writeFile, rm, utimes } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { loadConfig } = await import('../../cli/config/load-config.js');
  const dir = await mkdtemp(path.join(tmpdir(), 'config-'));
  try {
    const configFile = path.join(dir, 'site.config.ts');
    await writeFile(path.join(dir, 'title.ts'), "export const title = 'First';\n");
    await writeFile(
      configFile,
      "import { title } from './title';\nexport default { title, url: 'https://docs.example.com' };\n",
    );
    assert.equal((await loadConfig({ configFile })).config.title, 'First');
    assert.equal((await loadConfig({ configFile })).config.title, 'First');
    // Same size, and an mtime set back: the content decides.
    await writeFile(path.join(dir, 'title.ts'), "export const title = 'Other';\n");
    const past = new Date(Date.now() - 60_000);
    await utimes(path.join(dir, 'title.ts'), past, past);
    assert.equal((await loadConfig({ configFile })).config.title, 'Other');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a config of plain data is validated once and kept (the same resolved config); one with a function, or invalid, is validated every time', async () => {
  const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
  const { existsSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { loadConfig } = await import('../../cli/config/load-config.js');
  const { validatedConfigKey, readValidatedConfig } = await import('../../cli/config/validated-config-cache.js');
  const dir = await mkdtemp(path.join(tmpdir(), 'config-'));
  try {
    const configFile = path.join(dir, 'site.config.ts');
    const plain = {
      title: 'Kept',
      url: 'https://docs.example.com',
      navbar: { items: [{ label: 'Guide', href: '/guide' }] },
      search: { contexts: [] },
    };
    await writeFile(configFile, `export default ${JSON.stringify(plain)};\n`);
    const first = await loadConfig({ configFile });
    const key = validatedConfigKey(plain)!;
    assert.ok(readValidatedConfig(configFile, key), 'kept after the first load');
    const second = await loadConfig({ configFile });
    assert.deepStrictEqual(second.config, first.config);
    assert.deepStrictEqual(second.config, validateConfig(plain).config);
    assert.equal(second.hash, first.hash);
    // Changed: validated again, and kept under its new key.
    await writeFile(configFile, `export default ${JSON.stringify({ ...plain, title: 'Changed' })};\n`);
    assert.equal((await loadConfig({ configFile })).config.title, 'Changed');
    // A function is not plain data: validated every time, and kept as the function it is.
    await writeFile(
      configFile,
      `export default { title: 'F', url: 'https://docs.example.com', docs: { editUrl: ({ docPath }) => 'https://e.example.com/' + docPath } };\n`,
    );
    for (let i = 0; i < 2; i++)
      assert.equal(typeof (await loadConfig({ configFile })).config.build.editUrl, 'function');
    // Invalid: an error every time.
    await writeFile(configFile, `export default { title: 3, url: 'https://docs.example.com' };\n`);
    for (let i = 0; i < 2; i++) await assert.rejects(loadConfig({ configFile }), /1 invalid config value/);
    // What is not plain data has no key.
    for (const value of [
      { a: undefined },
      { a: new Date(0) },
      { a: () => 1 },
      { a: NaN },
      { a: -0 },
      Object.create({ inherited: 1 }),
      { [Symbol('s')]: 1 },
    ])
      assert.equal(validatedConfigKey(value), null);
    assert.ok(existsSync(configFile));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a preset or plugin not named classic but given the classic options (a wrapper of it) is read as classic, and named', () => {
  const wrapped = adaptDocusaurusConfig(
    {
      title: 'FB',
      url: 'https://fb.example.com',
      presets: [
        [
          'docusaurus-plugin-internaldocs-fb/docusaurus-preset',
          {
            docs: { path: 'documentation', routeBasePath: '/' },
            blog: false,
            theme: { customCss: './src/css/custom.css' },
          },
        ],
        ['some-other-preset', { colour: 'red' }],
      ],
    },
    '/site/docusaurus.config.js',
    [],
  );
  assert.deepEqual(wrapped.readAsClassic, ['the preset docusaurus-plugin-internaldocs-fb/docusaurus-preset']);
  assert.equal(wrapped.config.docs!.path, 'documentation');
  assert.equal(wrapped.config.docs!.routeBasePath, '/');
  assert.ok(
    wrapped.ignored.includes('the preset some-other-preset'),
    'a preset of another shape is left out, as before',
  );
  const plugin = adaptDocusaurusConfig(
    {
      title: 'P',
      url: 'https://p.example.com',
      plugins: [
        ['my-docs-wrapper', { docs: { path: 'guides' } }],
        ['docusaurus-plugin-sass', {}],
      ],
    },
    '/site/docusaurus.config.js',
    [],
  );
  assert.deepEqual(plugin.readAsClassic, ['the plugin my-docs-wrapper']);
  assert.equal(plugin.config.docs!.path, 'guides');
  // Its blog is read as the classic preset's (it has no blog folder, so no blog).
  assert.deepEqual(plugin.ignored, ['the plugin docusaurus-plugin-sass']);
  assert.equal(plugin.config.blog, false);
});

test('values Docusaurus accepts are accepted: an empty navbar title (the logo alone), a URL with a path, a base URL without its slashes, empty labels and edit URL', () => {
  const { config } = adaptDocusaurusConfig(
    {
      title: 'Many Locales',
      url: 'https://example.github.io/project/',
      baseUrl: 'project',
      presets: [['classic', { docs: { editUrl: '' }, blog: false }]],
      themeConfig: {
        navbar: {
          title: '',
          logo: { src: 'img/logo.svg' },
          items: [
            { type: 'doc', docId: 'intro', label: '' },
            { href: 'https://github.com/x', label: '', 'aria-label': 'GitHub' },
          ],
        },
      },
    },
    '/site/docusaurus.config.js',
    [],
  );
  const { config: resolved, problems } = validateConfig(config);
  assert.deepEqual(problems, []);
  assert.equal(resolved!.navbar.title, '');
  assert.deepEqual([resolved!.navbar.logo?.src, resolved!.navbar.logo?.alt], ['/img/logo.svg', 'Many Locales']);
  assert.equal(resolved!.url, 'https://example.github.io');
  assert.equal(resolved!.baseUrl, '/project/');
  assert.equal(resolved!.build.editUrl, null);
  assert.deepEqual(resolved!.navbar.items, [
    { docId: 'intro', label: undefined, position: 'left' },
    { label: 'GitHub', href: 'https://github.com/x', position: 'left', ariaLabel: 'GitHub' },
  ]);
});
