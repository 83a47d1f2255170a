/**
 * What the components a docs page may use mean in Markdown: admonitions become `> **Note:** …`
 * blockquotes, tabs a heading per tab, details a bold summary and its content, Docusaurus'
 * CodeBlock a fence, links and images their Markdown forms; HTML elements written as JSX their
 * Markdown equivalents. DocCardList and TOCInline show the page's data (its category's cards, its
 * headings): they stay nodes of the twin's tree (PAGE_PART), written once that data exists.
 * Which Docusaurus component means what is theme/docusaurus-registry.ts; this file says how each
 * meaning is written.
 */
import { toString } from 'mdast-util-to-string';
import { ADMONITION_TYPES } from '../mdx/remark-admonitions.js';
import { heading, inlineCode, link, PAGE_PART, paragraph, strong, text, type PagePartNode } from './markdown.js';
import { attribute, isJsx, textAttribute, type JsxNode } from './jsx-attributes.js';
import { asBlocks, asPhrasing, childElements, labelled, type ComponentTwin } from './twin-tree.js';
import { DOCUSAURUS_MODULES, type CompatExport, type TwinMeaning } from '../../theme/docusaurus-registry.js';

const LABELS: Record<string, string> = Object.fromEntries(
  ADMONITION_TYPES.map((type) => [type, type[0].toUpperCase() + type.slice(1)]),
);
// Docusaurus' older names, as remark-admonitions.ts reads them.
Object.assign(LABELS, { caution: 'Warning', important: 'Info', success: 'Tip', secondary: 'Note' });

const admonition: ComponentTwin = (node, c) => {
  const type = textAttribute(node, 'type') ?? 'note';
  const label = LABELS[type] ?? type[0].toUpperCase() + type.slice(1);
  const title = textAttribute(node, 'title');
  const body = c.children(node);
  const content = title ? [paragraph([strong([text(`${label}: ${title}`)])]), ...body] : labelled(`${label}:`, body);
  return [{ type: 'blockquote', children: content }];
};

/** A heading per tab (one level below the section the tabs are in), its content under it. */
const tabs: ComponentTwin = (node, c) => {
  const values = attribute(node, 'values');
  const labelOf = (item: JsxNode) => {
    const value = textAttribute(item, 'value') ?? '';
    const listed = Array.isArray(values)
      ? (values as { value?: unknown; label?: unknown }[]).find((v) => v?.value === value)
      : undefined;
    return textAttribute(item, 'label') ?? (typeof listed?.label === 'string' ? listed.label : value);
  };
  return childElements(node, 'TabItem').flatMap((item) => c.section([text(labelOf(item))], () => c.children(item)));
};

const details: ComponentTwin = (node, c) => {
  const summaryElement = node.children.find((child): child is JsxNode => isJsx(child) && child.name === 'summary');
  const summary = summaryElement
    ? asPhrasing(c.children(summaryElement))
    : [text(textAttribute(node, 'summary') ?? 'Details')];
  const rest = { ...node, children: node.children.filter((child) => child !== summaryElement) };
  return [paragraph([strong(summary)]), ...asBlocks(c.children(rest))];
};

/** Docusaurus' `<CodeBlock language title>` with the code as its children (text, or a template literal). */
const codeBlock: ComponentTwin = (node, c) => {
  const code = c
    .nodes(node.children, false)
    .map((n) => toString(n))
    .join('')
    .replace(/\n$/, '');
  const language =
    textAttribute(node, 'language') ?? /language-(\S+)/.exec(textAttribute(node, 'className') ?? '')?.[1] ?? null;
  const title = textAttribute(node, 'title') ?? /title="([^"]*)"/.exec(textAttribute(node, 'metastring') ?? '')?.[1];
  return [{ type: 'code', lang: language, meta: title ? `title="${title}"` : null, value: code }];
};

/** `<Link to>` is a route of the site, `href` any URL. */
const linkElement: ComponentTwin = (node, c) => {
  const to = textAttribute(node, 'to');
  const url = to?.startsWith('/') ? c.urls.route(to) : c.urls.link(to ?? textAttribute(node, 'href') ?? '#');
  return [link(url, c.nodes(node.children, false))];
};

const image: ComponentTwin = (node, c) => {
  const src = textAttribute(node, 'src') ?? (attribute(node, 'sources') as { light?: unknown } | undefined)?.light;
  return typeof src === 'string'
    ? [{ type: 'image', url: c.urls.file(src), alt: textAttribute(node, 'alt') ?? '', title: null }]
    : [];
};

const headingElement =
  (level?: number): ComponentTwin =>
  (node, c) => {
    const depth = level ?? Number(/^h([1-6])$/.exec(textAttribute(node, 'as') ?? 'h2')?.[1] ?? 2);
    c.depth = depth;
    const own = heading(depth, asPhrasing(c.children(node)));
    c.headingText = toString(own);
    return [own];
  };

const wrap =
  (type: string): ComponentTwin =>
  (node, c) => [{ type, children: asPhrasing(c.children(node)) }];

const htmlList =
  (ordered: boolean): ComponentTwin =>
  (node, c) => [
    {
      type: 'list',
      ordered,
      spread: false,
      children: childElements(node, 'li').map((item) => ({
        type: 'listItem',
        spread: false,
        children: asBlocks(c.children(item)),
      })),
    },
  ];

/** A raw HTML table written as JSX, as a GFM table (its first row the header). */
const htmlTable: ComponentTwin = (node, c) => {
  const rows: JsxNode[] = [];
  const collect = (n: JsxNode) => {
    for (const child of n.children) if (isJsx(child)) child.name === 'tr' ? rows.push(child) : collect(child);
  };
  collect(node);
  const cells = rows.map((row) =>
    row.children.filter((cell): cell is JsxNode => isJsx(cell) && (cell.name === 'td' || cell.name === 'th')),
  );
  const width = Math.max(0, ...cells.map((r) => r.length));
  if (width === 0) return [];
  return [
    {
      type: 'table',
      align: [],
      children: cells.map((row) => ({
        type: 'tableRow',
        children: Array.from({ length: width }, (_, i) => ({
          type: 'tableCell',
          children: row[i] ? asPhrasing(c.children(row[i])) : [],
        })),
      })),
    },
  ];
};

const nothing: ComponentTwin = () => [];

/** TOCInline's heading levels, when it gives them as numbers. */
function levelsOf(node: JsxNode): { min?: number; max?: number } {
  const [min, max] = [attribute(node, 'minHeadingLevel'), attribute(node, 'maxHeadingLevel')];
  return { ...(typeof min === 'number' ? { min } : {}), ...(typeof max === 'number' ? { max } : {}) };
}

/** Each meaning a Docusaurus component has in Markdown (theme/docusaurus-registry.ts), written. */
export const TWIN_OF_MEANING: Record<Exclude<TwinMeaning, 'value'>, ComponentTwin> = {
  admonition,
  tabs,
  details,
  'code-block': codeBlock,
  link: linkElement,
  image,
  heading: headingElement(),
  // What the page's data shows, written once that data exists (twinDocument).
  cards: (): PagePartNode[] => [{ type: PAGE_PART, part: 'cards' }],
  toc: (node): PagePartNode[] => [{ type: PAGE_PART, part: 'toc', ...levelsOf(node) }],
  content: (node, c) => c.children(node),
  nothing,
};

/** The twin of a Docusaurus export, or undefined for a hook or a value (never an element). */
export function twinOf(e: CompatExport): ComponentTwin | undefined {
  return e.markdown === 'value' ? undefined : TWIN_OF_MEANING[e.markdown];
}

/**
 * The name a page gives an export when it imports it as Docusaurus' docs do: the module's last segment for a default
 * export.
 */
export const conventionalName = (source: string, name: string) =>
  name === 'default' ? source.slice(source.lastIndexOf('/') + 1) : name;

/**
 * Docusaurus' components by the names a page uses for them: the conventional names (`<Tabs>`,
 * `<Admonition>`, hub-docs' own Markdown components too), and the names the content renderer gives
 * them on pages with no code of their own (remark-known-imports.ts renames `<Admonition>` to
 * `<DocusaurusAdmonition>`). A page's imports under other names: componentsOfImports.
 */
const DOCUSAURUS_COMPONENTS: Record<string, ComponentTwin> = Object.fromEntries(
  Object.entries(DOCUSAURUS_MODULES).flatMap(([source, exports]) =>
    Object.entries(exports).flatMap(([name, e]) => {
      const twin = twinOf(e);
      return twin ? [[conventionalName(source, name), twin], ...(e.html === 'browser' ? [] : [[e.name, twin]])] : [];
    }),
  ),
);

/** An import a page makes: `import local from source` (name "default") or `import { name as local } from source`. */
export interface PageImport {
  source: string;
  name: string;
  local: string;
}

/**
 * The twins of a page's imports of Docusaurus modules, by the names the page gives them
 * (`import Note from '@theme/Admonition'`).
 */
export function componentsOfImports(imports: PageImport[]): Record<string, ComponentTwin> {
  const out: Record<string, ComponentTwin> = {};
  for (const { source, name, local } of imports) {
    const e =
      Object.hasOwn(DOCUSAURUS_MODULES, source) && Object.hasOwn(DOCUSAURUS_MODULES[source], name)
        ? DOCUSAURUS_MODULES[source][name]
        : undefined;
    const twin = e && twinOf(e);
    if (twin) out[local] = twin;
  }
  return out;
}

export const DOCS_COMPONENTS: Record<string, ComponentTwin> = {
  ...DOCUSAURUS_COMPONENTS,
  // HTML written as JSX.
  a: (node, c) => [link(c.urls.link(textAttribute(node, 'href') ?? '#'), c.nodes(node.children, false))],
  img: image,
  br: () => [{ type: 'break' }],
  hr: () => [{ type: 'thematicBreak' }],
  code: (node, c) => [
    inlineCode(
      asPhrasing(c.children(node))
        .map((n) => toString(n))
        .join(''),
    ),
  ],
  pre: (node, c) => [
    {
      type: 'code',
      lang: null,
      meta: null,
      value: c
        .children(node)
        .map((n) => toString(n))
        .join('\n'),
    },
  ],
  strong: wrap('strong'),
  b: wrap('strong'),
  em: wrap('emphasis'),
  i: wrap('emphasis'),
  del: wrap('delete'),
  s: wrap('delete'),
  p: (node, c) => [paragraph(asPhrasing(c.children(node)))],
  summary: (node, c) => [paragraph([strong(asPhrasing(c.children(node)))])],
  ul: htmlList(false),
  ol: htmlList(true),
  table: htmlTable,
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((level) => [`h${level}`, headingElement(level)])),
  script: nothing,
  style: nothing,
};
