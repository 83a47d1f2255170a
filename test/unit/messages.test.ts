/**
 * The theme's message catalogue: every text a component or the runtime shows a reader comes from
 * it (a literal added without it fails here), the shipped translations cover it with the same
 * placeholders, a locale finds its translation as Docusaurus does, and plurals, numbers and dates
 * follow the locale (Intl).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { CATALOGUE, type MessageId } from '../../theme/messages/catalogue.js';
import { SHIPPED } from '../../theme/messages/locales/shipped.js';
import { localesToTry, messagesFor } from '../../theme/messages/messages-for.js';
import { formatDate, formatNumber, pluralForm, translate, translatePlural } from '../../theme/messages/format.js';
import { interpolateNodes } from '../../theme/messages/translate.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LETTER = /\p{L}/u;
/** Attributes whose value a reader sees or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'aria-description',
  'aria-roledescription',
]);
/** DOM properties and calls of the runtime whose text a reader sees or hears. */
const READ_PROPERTIES = new Set(['textContent', 'innerText', 'title', 'placeholder']);

const sourceFiles = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !f.includes('messages/'))
    .map((f) => path.join(dir, f));

/**
 * Every literal with letters in a place a reader meets it: JSX text, a read attribute, a string child, textContent,
 * setAttribute('aria-label'…), append().
 */
function readerLiterals(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const literal = (
    node: ts.Node | undefined,
  ): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
    !!node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node));
  const textOf = (node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression) =>
    ts.isTemplateExpression(node)
      ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')
      : node.text;
  /** The literals an expression shows as it is (through conditions and `??`, not through calls such as t('…')). */
  const shown = (node: ts.Expression | undefined, report: ts.Node): void => {
    if (!node) return;
    if (ts.isParenthesizedExpression(node)) {
      shown(node.expression, report);
      return;
    }
    if (ts.isConditionalExpression(node)) {
      shown(node.whenTrue, report);
      shown(node.whenFalse, report);
      return;
    }
    if (
      ts.isBinaryExpression(node) &&
      [
        ts.SyntaxKind.QuestionQuestionToken,
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.AmpersandAmpersandToken,
        ts.SyntaxKind.PlusToken,
      ].includes(node.operatorToken.kind)
    ) {
      shown(node.left, report);
      shown(node.right, report);
      return;
    }
    if (literal(node) && LETTER.test(textOf(node))) found.push(`${where(report)} ${JSON.stringify(textOf(node))}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) found.push(`${where(node)} ${JSON.stringify(node.text.trim())}`);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) shown(value, node);
      else if (value && ts.isJsxExpression(value)) shown(value.expression, node);
    }
    if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      shown(node.expression, node);
    // Default values of props that are texts (`label = 'Loading…'`).
    if (ts.isBindingElement(node) && READ_ATTRIBUTES.has(node.name.getText())) shown(node.initializer, node);
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      READ_PROPERTIES.has(node.left.name.text)
    )
      shown(node.right, node);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      if (
        name === 'setAttribute' &&
        ts.isStringLiteral(node.arguments[0]) &&
        READ_ATTRIBUTES.has(node.arguments[0].text)
      )
        shown(node.arguments[1], node);
      // The runtime's DOM appends (a URLSearchParams' append elsewhere is no text).
      if ((name === 'append' || name === 'prepend') && file.startsWith('runtime'))
        node.arguments.forEach((a) => shown(a, node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('every text the theme and the runtime show a reader comes from the catalogue (no literal outside it)', () => {
  // The dev server's build-error overlay is for the writer running it, in English as the CLI is.
  const files = [...sourceFiles('theme'), ...sourceFiles('runtime')].filter((f) => !f.endsWith('live-reload.ts'));
  assert.ok(files.length > 40, 'the theme and runtime files are read');
  assert.deepEqual(files.flatMap(readerLiterals), []);
});

test('the check finds a literal that is not from the catalogue', () => {
  const file = path.join('test', 'unit', 'messages.fixture.tsx');
  assert.deepEqual(
    readerLiterals(file).map((l) => l.replace(/^\S+ /, '')),
    ['"Skip"', '"Close"', '"Search"', '"Copied"', '"Loading…"', '"Versions"'],
  );
});

test('every shipped translation has every message, with the same placeholders as the English', () => {
  const placeholders = (message: string) => [...new Set(message.match(/\{\w+\}/g) ?? [])].sort().join(' ');
  for (const [locale, messages] of Object.entries(SHIPPED)) {
    assert.deepEqual(
      Object.keys(CATALOGUE).filter((id) => !(id in messages)),
      [],
      `${locale} lacks these`,
    );
    for (const [id, message] of Object.entries(messages)) {
      const english = CATALOGUE[id as MessageId].message;
      // A plural form may leave {count} out ("One doc"); every other placeholder is kept.
      const forms = message!.split('|');
      for (const form of forms)
        assert.deepEqual(
          placeholders(form).replace('{count}', '').trim(),
          placeholders(english).replace('{count}', '').trim(),
          `${locale} ${id}: "${form}"`,
        );
      if (!id.endsWith('plurals') && id !== 'theme.docs.tagDocListPageTitle.nDocsTagged')
        assert.equal(forms.length, 1, `${locale} ${id} is not a plural message`);
    }
  }
});

test("a locale finds hub-docs' translation as Docusaurus finds its own (script, likely region, language)", () => {
  assert.equal(messagesFor('fr').text['theme.docs.paginator.next'], 'Suivant');
  assert.equal(messagesFor('fr-CA').text['theme.docs.paginator.next'], 'Suivant');
  assert.equal(messagesFor('pt').text['theme.docs.paginator.next'], 'Próxima');
  assert.equal(messagesFor('zh-CN').text['theme.docs.paginator.next'], '下一页');
  assert.equal(messagesFor('zh-TW').text['theme.docs.paginator.next'], '下一頁');
  assert.equal(messagesFor('en').text['theme.docs.paginator.next'], 'Next');
  assert.equal(
    messagesFor('sw').text['theme.docs.paginator.next'],
    'Next',
    'a locale hub-docs has no translation for: English',
  );
  assert.deepEqual(localesToTry('zh-CN').slice(0, 2), ['zh-CN', 'zh-Hans']);
  // The site's code.json goes over both, and may hold its own ids.
  const site = messagesFor('fr', { 'theme.docs.paginator.next': 'Page suivante', 'custom.hello': 'Bonjour' });
  assert.equal(site.text['theme.docs.paginator.next'], 'Page suivante');
  assert.equal(site.text['theme.docs.paginator.previous'], 'Précédent');
  assert.equal(site.text['custom.hello'], 'Bonjour');
});

test('plural forms follow the locale (Intl.PluralRules), numbers and placeholders too', () => {
  const en = messagesFor('en');
  assert.equal(translatePlural(en, 'theme.SearchPage.documentsFound.plurals', 1), '1 document found');
  assert.equal(translatePlural(en, 'theme.SearchPage.documentsFound.plurals', 1234), '1,234 documents found');
  assert.equal(translatePlural(messagesFor('fr'), 'theme.SearchPage.documentsFound.plurals', 1), 'Un document trouvé');
  assert.equal(
    translatePlural(messagesFor('de'), 'theme.SearchPage.documentsFound.plurals', 1234),
    '1.234 Dokumente gefunden',
  );
  const ar = messagesFor('ar');
  assert.deepEqual(
    [0, 1, 2, 3, 11, 100].map((n) => translatePlural(ar, 'hub.SearchBar.resultCount.plurals', n)),
    ['لا نتائج', 'نتيجة واحدة', 'نتيجتان', '3 نتائج', '11 نتيجة', '100 نتيجة'],
  );
  assert.equal(pluralForm('{count}件', 5, 'ja'), '{count}件', 'a language with one form');
  assert.equal(pluralForm('One|{count} many', 5, 'en'), '{count} many');
  assert.equal(translate(en, 'theme.docs.versionBadge.label', { versionLabel: '2.x' }), 'Version: 2.x');
  assert.equal(
    translate(en, 'theme.common.headingLinkTitle'),
    'Direct link to {heading}',
    'a missing value stays as written',
  );
  assert.equal(formatNumber(1234567.5, 'fr'), '1\u202f234\u202f567,5');
});

test('a message with elements keeps them in place, with the text around them merged', () => {
  const link = { type: 'a', props: {}, key: null } as never;
  const nodes = interpolateNodes(
    'For the {what}, see the {link} ({label}).',
    { what: 'docs', link, label: '2.x' },
    'en',
  ) as unknown[];
  assert.equal(nodes.length, 3);
  assert.equal(nodes[0], 'For the docs, see the ');
  assert.equal(nodes[2], ' (2.x).');
  assert.equal(interpolateNodes('Plain {x}', { x: 'text' }, 'en'), 'Plain text');
});

test('dates are written as the locale writes them (Intl), in UTC; English with no region day first', () => {
  const date = new Date('2025-03-14T23:30:00Z');
  assert.equal(formatDate(date, 'en'), '14 Mar 2025');
  assert.equal(formatDate(new Date('2025-09-01'), 'en'), '1 Sep 2025');
  assert.equal(formatDate(date, 'en-US'), 'Mar 14, 2025');
  assert.equal(formatDate(date, 'fr'), '14 mars 2025');
  assert.equal(formatDate(date, 'de'), '14. März 2025');
  assert.equal(formatDate(date, 'ja'), '2025年3月14日');
  assert.equal(formatDate(date, 'zh-Hans'), '2025年3月14日');
  assert.equal(formatDate(date, 'ko'), '2025년 3월 14일');
});

test("Docusaurus' translate() gives the message of its id in the page's locale, else the message as written", async () => {
  const { translate: docusaurusTranslate } = await import('../../theme/components/docusaurus.js');
  const { setCurrentMessages } = await import('../../theme/messages/current.js');
  setCurrentMessages(messagesFor('fr', { 'home.tagline': 'Lisez {what}' }));
  assert.equal(docusaurusTranslate({ id: 'home.tagline', message: 'Read {what}' }, { what: 'ceci' }), 'Lisez ceci');
  assert.equal(docusaurusTranslate({ id: 'theme.docs.paginator.next', message: 'Next' }), 'Suivant');
  assert.equal(docusaurusTranslate({ id: 'unknown.id', message: 'As written' }), 'As written');
});
