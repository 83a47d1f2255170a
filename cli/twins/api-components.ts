/**
 * What the API reference's components (theme/components/api, written by cli/openapi) mean in
 * Markdown: the endpoint a line with its method and path, the samples a heading each (their
 * language tabs one below), parameters and body fields nested lists (`name` (type, required):
 * description, then what the value allows), alternatives a list under "One of:". Lists rather
 * than tables: a description may hold paragraphs, lists and code, which a table cell cannot.
 */
import { inlineCode, list, paragraph, strong, text, type MdNode } from './markdown.js';
import { attribute, textAttribute, type JsxNode } from './jsx-attributes.js';
import { asBlocks, childElements, type ComponentTwin, type Converter } from './twin-tree.js';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const joinCodes = (values: string[]): MdNode[] =>
  values.flatMap((value, i) => [...(i > 0 ? [text(', ')] : []), inlineCode(value)]);

/**
 * What a value allows (ApiFacts): its constraints, allowed values and default, as one paragraph; none when it says
 * nothing.
 */
function facts(node: JsxNode): MdNode[] {
  // A pattern is code: as text, Markdown would escape half of it.
  const parts: MdNode[][] = strings(attribute(node, 'constraints')).map((constraint) =>
    constraint.startsWith('pattern ')
      ? [text('Pattern '), inlineCode(constraint.slice('pattern '.length))]
      : [text(constraint[0].toUpperCase() + constraint.slice(1))],
  );
  const values = strings(attribute(node, 'enumValues'));
  if (values.length) parts.push([text(values.length === 1 ? 'Always ' : 'One of '), ...joinCodes(values)]);
  const defaultValue = textAttribute(node, 'defaultValue');
  if (defaultValue !== undefined) parts.push([text('Default '), inlineCode(defaultValue)]);
  return parts.length
    ? [paragraph(parts.flatMap((part, i) => [...(i > 0 ? [text('. ')] : []), ...part]).concat(text('.')))]
    : [];
}

/** A parameter's or field's item: `name` (type, required): its description, then its facts and what else it holds. */
function member(node: JsxNode, c: Converter, nested: MdNode[] = []): MdNode[] {
  const badges = [
    textAttribute(node, 'type'),
    attribute(node, 'required') === true && 'required',
    attribute(node, 'deprecated') === true && 'deprecated',
  ]
    .filter(Boolean)
    .join(', ');
  const head = [inlineCode(textAttribute(node, 'name') ?? ''), text(badges ? ` (${badges})` : '')];
  const [first, ...rest] = asBlocks(
    c.nodes(
      node.children.filter((child) => !nested.includes(child)),
      true,
    ),
  );
  const lead =
    first?.type === 'paragraph'
      ? [paragraph([...head, text(': '), ...(first.children ?? [])]), ...rest]
      : [paragraph(head), ...(first ? [first] : []), ...rest];
  const recursive =
    attribute(node, 'recursive') === true
      ? [paragraph([text('Its fields are those of the object that contains it.')])]
      : [];
  return [...lead, ...facts(node), ...recursive, ...c.nodes(nested, true)];
}

const endpoint: ComponentTwin = (node) => {
  const method = (textAttribute(node, 'method') ?? '').toUpperCase();
  const path = textAttribute(node, 'path') ?? '';
  const where =
    attribute(node, 'webhook') === true
      ? [text(' to your endpoint (webhook '), inlineCode(path), text(')')]
      : [text(' '), inlineCode(path)];
  return [
    paragraph([
      strong([text(method)]),
      ...where,
      ...(attribute(node, 'deprecated') === true ? [text(' (deprecated)')] : []),
    ]),
  ];
};

const mediaType: ComponentTwin = (node) => {
  const others = strings(attribute(node, 'others'));
  return [
    paragraph([
      text('Content type '),
      inlineCode(textAttribute(node, 'type') ?? ''),
      ...(attribute(node, 'required') === true ? [text(' (required)')] : []),
      ...(others.length ? [text(' (also '), ...joinCodes(others), text(')')] : []),
      text('.'),
    ]),
  ];
};

/** A list, introduced by its label unless the heading above says it already. */
const parameters: ComponentTwin = (node, c) => {
  const label = textAttribute(node, 'label') ?? '';
  const items = childElements(node, 'ApiParameter').map((parameter) => member(parameter, c));
  return [...(label && label !== c.headingText ? [paragraph([text(`${label}:`)])] : []), list(items)];
};

const fields: ComponentTwin = (node, c) => [
  list(childElements(node, 'ApiField').map((field) => member(field, c, childElements(field, 'ApiChildren')))),
];

const variants: ComponentTwin = (node, c) => [
  paragraph([text(textAttribute(node, 'kind') === 'anyOf' ? 'Any of:' : 'One of:')]),
  list(
    childElements(node, 'ApiVariant').map((variant) => [
      paragraph([strong([text(textAttribute(variant, 'label') ?? '')])]),
      ...c.children(variant),
    ]),
  ),
];

export const API_COMPONENTS: Record<string, ComponentTwin> = {
  ApiEndpoint: endpoint,
  ApiMethod: (node) => [strong([text((textAttribute(node, 'method') ?? '').toUpperCase())])],
  ApiMediaType: mediaType,
  // A sample (the request in each language, the response) is a section; its tabs a heading each below it.
  ApiSample: (node, c) => c.section([text(textAttribute(node, 'label') ?? '')], () => c.children(node)),
  ApiExample: (node, c) => [
    paragraph([strong([text(`${textAttribute(node, 'label') ?? 'Example'}:`)])]),
    ...c.children(node),
  ],
  ApiParameters: parameters,
  ApiFields: fields,
  ApiVariants: variants,
};

/**
 * An endpoint line as `endpoint` writes it, read back (hub-docs mcp finds an operation's method and path in its twin).
 */
export interface TwinEndpoint {
  method: string;
  /** The path template (`/v3/messages/{messageId}/ack`), or a webhook's name. */
  path: string;
  webhook: boolean;
}

export function readTwinEndpoint(markdown: string): TwinEndpoint | null {
  const match = /^\*\*([A-Z]+)\*\* (to your endpoint \(webhook )?`([^`\n]+)`/m.exec(markdown);
  return match ? { method: match[1], path: match[3], webhook: match[2] !== undefined } : null;
}
