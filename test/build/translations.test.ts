/**
 * The theme in the site's locale: hub-docs' shipped translations (fr, ar, ja), a site's
 * i18n/<locale>/code.json over them (theme ids and its own `<Translate>` ids), the errors of a
 * broken code.json, and `hub-docs write-translations`' files in Docusaurus' shapes.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createSite, page, type TestSite } from '../helpers/site.js';
import { formatError } from '../../cli/errors.js';
import { writeTranslations } from '../../cli/commands/write-translations-command.js';
import { extractTranslations } from '../../cli/i18n/extract-translations.js';

const sites: TestSite[] = [];
after(() => Promise.all(sites.map((s) => s.remove())));

async function site(files: Record<string, string>, locale: string, extra = '') {
  const s = await createSite(
    files,
    `{
  title: 'Test docs',
  url: 'https://test.example.com',
  i18n: { defaultLocale: ${JSON.stringify(locale)}${locale === 'ar' ? ", localeConfigs: { ar: { direction: 'rtl' } }" : ''} },
  navbar: { title: 'Docs', items: [{ label: 'Guide', docId: 'guide/setup', position: 'left' }, { type: 'dropdown', label: 'More', position: 'right', items: [{ label: 'Blog', href: 'https://blog.example.com' }] }] },
  footer: { copyright: 'Copyright © 2025 Test', links: [{ label: 'GitHub', href: 'https://github.com/example' }] },
  ${extra}
}`,
  );
  sites.push(s);
  return s;
}

const docs = {
  'docs/intro.mdx': page(
    'Welcome',
    'import Translate from \'@docusaurus/Translate\';\n\n<Translate id="home.greeting" description="The greeting">Hello reader</Translate>\n\n## First\n\n:::note\n\nA note.\n:::\n\n```js\nconst a = 1;\n```',
    'slug: /\nsidebar_position: 1\ntags: [start]\n',
  ),
  'docs/guide/_category_.json': '{ "label": "Guide", "position": 2 }',
  'docs/guide/setup.mdx': page('Setup', '## Install\n\nRun it.', 'sidebar_position: 1\n'),
};

test('a site in French shows the theme in French, and its code.json goes over it (theme ids and its own)', async () => {
  const s = await site(
    {
      ...docs,
      'i18n/fr/code.json': JSON.stringify({
        'theme.docs.paginator.next': { message: 'Page suivante', description: 'x' },
        'home.greeting': { message: 'Bonjour lecteur' },
      }),
    },
    'fr',
  );
  await s.build();
  const home = await s.read('index.html');
  assert.match(home, /<html lang="fr" dir="ltr"/);
  assert.match(home, />Aller au contenu principal</, 'shipped: the skip link');
  assert.match(
    home,
    /<span class="pagination__label">Page suivante<\/span>/,
    "the site's code.json wins over the shipped translation",
  );
  assert.match(home, />Bonjour lecteur</, "the site's own id, from its code.json");
  assert.match(home, /<span>Remarque<\/span>/, 'the admonition title (rendered at compile time)');
  assert.match(home, /aria-label="Copier le code"/);
  assert.match(home, /<p class="toc__title">Sur cette page<\/p>/);
  assert.match(home, />Copier la page</);
  assert.match(
    await s.read('404.html'),
    /<title>Page introuvable \| Test docs<\/title>[\s\S]*<h1>Page introuvable<\/h1>/,
  );
  assert.match(await s.read('search/index.html'), /<h1>Rechercher dans la documentation<\/h1>/);
  assert.match(await s.read('tags/index.html'), /<title>Tags \| Test docs<\/title>/);
  assert.match(
    await s.read('tags/start/index.html'),
    /<h1 class="doc__title">Un document tagué avec (&quot;|")start(&quot;|")<\/h1>/,
  );
  assert.doesNotMatch(home, /Skip to main content|On this page|>Next</);
});

test('a site in Arabic (right to left) and one in Japanese show the chrome in their language', async () => {
  const ar = await site(docs, 'ar');
  await ar.build();
  const arHome = await ar.read('index.html');
  assert.match(arHome, /<html lang="ar" dir="rtl"/);
  assert.match(arHome, />انتقل إلى المحتوى الرئيسي</);
  assert.match(arHome, /<span>ملاحظة<\/span>/);
  assert.match(arHome, /<span class="pagination__label">التالي<\/span>/);
  assert.match(arHome, /aria-label="الشريط الجانبي للوثائق"/);
  assert.match(arHome, /placeholder="ابحث في الوثائق"/);
  const ja = await site(docs, 'ja');
  await ja.build();
  const jaHome = await ja.read('index.html');
  assert.match(jaHome, /<html lang="ja"/);
  assert.match(jaHome, />メインコンテンツまでスキップ</);
  assert.match(jaHome, /<p class="toc__title">このページの見出し<\/p>/);
  assert.match(jaHome, /<span>注記<\/span>/);
  assert.match(jaHome, />このページを編集<|>ページをコピー</);
  assert.match(await ja.read('404.html'), /<h1>ページが見つかりません<\/h1>/);
});

test('a code.json that is not valid JSON, or whose entry has no message, is an error at its line and column', async () => {
  const broken = await site(
    { ...docs, 'i18n/de/code.json': '{\n  "theme.docs.paginator.next": { "message": "Weiter" },\n  oops\n}\n' },
    'de',
  );
  await assert.rejects(broken.build(), (error: unknown) => {
    assert.match(formatError(error), /code\.json:3:3/);
    assert.match(formatError(error), /not valid JSON/);
    return true;
  });
  const noMessage = await site(
    { ...docs, 'i18n/de/code.json': '{\n  "theme.docs.paginator.next": { "text": "Weiter" }\n}\n' },
    'de',
  );
  await assert.rejects(noMessage.build(), (error: unknown) => {
    assert.match(formatError(error), /code\.json:2:\d+/);
    assert.match(formatError(error), /"theme\.docs\.paginator\.next" has no "message" string/);
    return true;
  });
});

test("write-translations writes code.json, current.json, navbar.json and footer.json in Docusaurus' shapes, keeping what is translated", async () => {
  const s = await site(
    {
      ...docs,
      'src/pages/hello.tsx':
        "import Translate, { translate } from '@docusaurus/Translate';\nexport default () => <p title={translate({ id: 'hello.title', message: 'Hi', description: 'The title' })}><Translate id=\"hello.body\" description=\"The body\">\n  Hello\n  there\n</Translate></p>;\n",
    },
    'en',
  );
  await s.write(
    'i18n/fr/code.json',
    JSON.stringify({ 'theme.docs.paginator.next': { message: 'Page suivante' }, 'site.kept': { message: 'Gardé' } }),
  );
  const { files } = await writeTranslations({ config: s.configFile, locale: 'fr' });
  assert.deepEqual(
    files.map((f) => f.file),
    [
      'i18n/fr/code.json',
      'i18n/fr/docusaurus-plugin-content-docs/current.json',
      'i18n/fr/docusaurus-theme-classic/navbar.json',
      'i18n/fr/docusaurus-theme-classic/footer.json',
    ],
  );
  const read = async (file: string) =>
    JSON.parse(await readFile(path.join(s.dir, file), 'utf8')) as Record<
      string,
      { message: string; description?: string }
    >;
  const code = await read('i18n/fr/code.json');
  assert.deepEqual(code['theme.common.skipToMainContent'], {
    message: 'Aller au contenu principal',
    description: 'The skip link, the first thing a keyboard reaches, that moves focus to the main content',
  });
  assert.equal(code['theme.docs.paginator.next'].message, 'Page suivante', "the translator's message is kept");
  assert.equal(code['site.kept'].message, 'Gardé', 'an id only the old file has stays');
  assert.deepEqual(code['hello.title'], { message: 'Hi', description: 'The title' });
  assert.deepEqual(code['hello.body'], { message: 'Hello there', description: 'The body' });
  for (const [id, entry] of Object.entries(code)) assert.equal(typeof entry.message, 'string', id);
  const current = await read('i18n/fr/docusaurus-plugin-content-docs/current.json');
  assert.deepEqual(current['version.label'], { message: 'Next', description: 'The label for version current' });
  assert.deepEqual(current['sidebar.defaultSidebar.category.Guide'], {
    message: 'Guide',
    description: 'The label for category Guide in sidebar defaultSidebar',
  });
  const navbar = await read('i18n/fr/docusaurus-theme-classic/navbar.json');
  assert.deepEqual(navbar, {
    title: { message: 'Docs', description: 'The title in the navbar' },
    'item.label.Guide': { message: 'Guide', description: 'Navbar item with label Guide' },
    'item.label.More': { message: 'More', description: 'Navbar item with label More' },
    'item.label.Blog': { message: 'Blog', description: 'Navbar item with label Blog' },
  });
  const footer = await read('i18n/fr/docusaurus-theme-classic/footer.json');
  assert.deepEqual(footer, {
    'link.item.label.GitHub': {
      message: 'GitHub',
      description: 'The label of footer link with label=GitHub linking to https://github.com/example',
    },
    copyright: { message: 'Copyright © 2025 Test', description: 'The footer copyright' },
  });
  // Written again: nothing new, the files as they were.
  const again = await writeTranslations({ config: s.configFile, locale: 'fr' });
  assert.deepEqual(
    again.files.map((f) => f.added),
    [0, 0, 0, 0],
  );
  // The code.json written builds: the site in French.
  await s.write(
    'site.config.ts',
    (await readFile(s.configFile, 'utf8')).replace('defaultLocale: "en"', 'defaultLocale: "fr"'),
  );
  await s.build();
  assert.match(await s.read('index.html'), /<span class="pagination__label">Page suivante<\/span>/);
});

test("the site's texts are found in its sources as Docusaurus finds them (static values only)", () => {
  const found = extractTranslations(
    `<Translate id="a" description="d">Text A</Translate>
<Translate>Own id</Translate>
<Translate id='b'>{'Literal'}</Translate>
<Translate id="c" values={{ n: 1 }}>{n} items</Translate>
translate({ message: 'Msg', id: "t.id", description: \`Desc\` })
translate({ id: dynamic, message: 'No id' })`,
    'x.tsx',
  );
  assert.deepEqual(found, {
    a: { message: 'Text A', description: 'd' },
    'Own id': { message: 'Own id' },
    b: { message: 'Literal' },
    c: { message: 'c' },
    't.id': { message: 'Msg', description: 'Desc' },
    'No id': { message: 'No id' },
  });
  assert.throws(
    () => extractTranslations('<Translate id="a">One</Translate><Translate id="a">Two</Translate>', 'x.tsx'),
    /"a" has two different messages/,
  );
});
