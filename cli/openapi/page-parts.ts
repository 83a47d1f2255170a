/**
 * The parts every reference page is written with: the MDX writer set up for the spec, parameter
 * tables, nested field tables, responses, the shared error body, operation tables, and the ids
 * and texts they share.
 */
import { createRequire } from 'node:module';
import GithubSlugger from 'github-slugger';
import { API_COMPONENTS, API_MODULE } from '../mdx/known-modules.js';
import { mediaExample } from './examples.js';
import { MdxWriter, escapeMarkdown, locateInSpec } from './mdx-writer.js';
import { responseOrder, type OperationModel, type ReferenceModel } from './model.js';
import type { ReferencePage } from './reference-page.js';
import { preferredMedia } from './sample-request.js';
import { constraints, merged, schemaFields, typeLabel, type FieldNode, type Variants } from './schema-fields.js';
import type {
  HeaderObject,
  MediaTypeObject,
  ParameterObject,
  ResponseObject,
  SchemaObject,
  SecuritySchemeObject,
} from './spec-types.js';

export function writer(model: ReferenceModel, at: string): MdxWriter {
  const links = new Map([
    ...model.operations.map((op): [string, string] => [`operation/${op.operationId}`, op.route]),
    ...model.tags.map((tag): [string, string] => [`tag/${tag.name}`, tag.route]),
  ]);
  return new MdxWriter(model.spec.source, at, links)
    .line(`import { ${API_COMPONENTS.join(', ')} } from ${JSON.stringify(API_MODULE)};`)
    .blank();
}

export function page(
  model: ReferenceModel,
  w: MdxWriter,
  fields: Omit<ReferencePage, 'body' | 'file' | 'locate' | 'origin' | 'anchors'>,
): ReferencePage {
  const origin = w.origin;
  return {
    ...fields,
    body: w.toString(),
    file: model.spec.source.file,
    origin,
    locate: (line, column) => locateInSpec(model.spec.source, origin, line, column),
    anchors: w.anchors,
  };
}

export const display = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
export const slug = (text: string) => new GithubSlugger().slug(text);
export const descriptionAt = (model: ReferenceModel, object: object) => {
  const at = model.origins.get(object);
  return at === undefined ? null : `${at}/description`;
};
export const parameterId = (parameter: Pick<ParameterObject, 'in' | 'name'>) =>
  `parameter-${parameter.in}-${slug(parameter.name)}`;
export const authId = (scheme: string) => `auth-${slug(scheme)}`;
// node:http (for its status texts) is loaded when a reference page is made, not with the CLI: a
// build whose reference comes from the cache never needs it (~3 ms of Node's own module code).
const require = createRequire(import.meta.url);
export const statusText = (status: string) =>
  status === 'default'
    ? 'Default response'
    : `${status} ${(require('node:http') as typeof import('node:http')).STATUS_CODES[status] ?? ''}`.trim();

export function exampleText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null, null, 2);
}

export function schemeSummary(scheme: SecuritySchemeObject): string {
  const bearer = 'sent as `Authorization: Bearer <token>`';
  switch (scheme.type) {
    case 'oauth2': {
      const flow =
        scheme.flows?.clientCredentials ??
        scheme.flows?.authorizationCode ??
        scheme.flows?.password ??
        scheme.flows?.implicit;
      const kind = scheme.flows?.clientCredentials ? 'OAuth 2.0 client credentials' : 'OAuth 2.0';
      return `${kind}: a bearer token${flow?.tokenUrl ? ` from \`${flow.tokenUrl}\`` : ''}, ${bearer}`;
    }
    case 'http':
      return scheme.scheme?.toLowerCase() === 'bearer'
        ? `A bearer token${scheme.bearerFormat ? ` (${escapeMarkdown(scheme.bearerFormat)})` : ''}, ${bearer}`
        : `HTTP ${escapeMarkdown(scheme.scheme ?? '')} authentication`;
    case 'apiKey':
      return `An API key in the \`${scheme.name}\` ${scheme.in === 'query' ? 'query parameter' : scheme.in}`;
    case 'openIdConnect':
      return `OpenID Connect (\`${scheme.openIdConnectUrl}\`): a bearer token, ${bearer}`;
    default:
      return 'A client certificate (mutual TLS)';
  }
}

export function parameterTable(
  w: MdxWriter,
  label: string,
  rows: { parameter: Omit<ParameterObject, 'in'> & { in?: string }; at: string | null; id: string }[],
): void {
  w.open('ApiParameters', { label });
  for (const { parameter, at, id } of rows) {
    w.anchors.push(id);
    const schema = parameter.schema ?? preferredMedia(parameter.content)?.[1].schema;
    const plain = schema ? merged(schema) : undefined;
    w.open('ApiParameter', {
      id,
      name: parameter.name,
      type: schema ? typeLabel(schema, new Map()) : 'string',
      required: parameter.required,
      deprecated: parameter.deprecated,
      constraints: plain ? constraints(plain) : [],
      enumValues: plain?.enum?.map(display),
      defaultValue: plain?.default === undefined ? undefined : display(plain.default),
    });
    w.markdown(parameter.description, at && `${at}/description`);
    w.close('ApiParameter');
  }
  w.close('ApiParameters');
}

export function fields(
  w: MdxWriter,
  model: ReferenceModel,
  { fields: nodes, variants }: { fields: FieldNode[]; variants: Variants | null },
): void {
  if (nodes.length) {
    w.open('ApiFields');
    for (const node of nodes) field(w, model, node);
    w.close('ApiFields');
  }
  if (variants) {
    w.open('ApiVariants', { kind: variants.kind });
    for (const option of variants.options) {
      w.open('ApiVariant', { label: option.label });
      w.markdown(option.description, descriptionAt(model, option.schema));
      fields(w, model, option);
      w.close('ApiVariant');
    }
    w.close('ApiVariants');
  }
}

function field(w: MdxWriter, model: ReferenceModel, node: FieldNode): void {
  w.open('ApiField', {
    name: node.name,
    type: node.type,
    required: node.required,
    deprecated: node.deprecated,
    recursive: node.recursive,
    constraints: node.constraints,
    enumValues: node.enumValues?.map(display),
    defaultValue: node.defaultValue === undefined ? undefined : display(node.defaultValue),
  });
  w.markdown(node.description, descriptionAt(model, node.schema));
  if (node.children.length || node.variants) {
    w.open('ApiChildren', { name: node.name, count: node.children.length });
    fields(w, model, { fields: node.children, variants: node.variants });
    w.close('ApiChildren');
  }
  w.close('ApiField');
}

/** `idPrefix` keeps the ids of header rows unique when several responses on a page have the same header. */
export function responseSection(
  w: MdxWriter,
  model: ReferenceModel,
  response: ResponseObject,
  { withExample, idPrefix, title }: { withExample: boolean; idPrefix: string; title: string },
): void {
  w.markdown(response.description, descriptionAt(model, response));
  const headers = Object.entries(response.headers ?? {});
  if (headers.length) {
    parameterTable(
      w,
      `Headers of ${title}`,
      headers.map(([name, header]: [string, HeaderObject]) => ({
        parameter: { ...header, name },
        at: model.origins.get(header) ?? null,
        id: `${idPrefix}-header-${slug(name)}`,
      })),
    );
  }
  const media = preferredMedia(response.content);
  if (!media) return;
  w.element('ApiMediaType', { type: media[0] });
  const explicit = media[1].example !== undefined || media[1].examples !== undefined;
  if (media[1].schema && media[1].schema === errorBody(model)?.schema) {
    // The error body is described once, on the overview.
    w.line(`The body is [the error body](${model.route}#error-body) of every call.`).blank();
    if (!explicit) return;
  } else if (media[1].schema)
    fields(w, model, schemaFields(media[1].schema, { direction: 'response', names: model.names }));
  if (withExample) {
    w.open('ApiExample', { label: 'Example' });
    w.code(/json/.test(media[0]) ? 'json' : 'text', exampleText(mediaExample(media[1], 'response')));
    w.close('ApiExample');
  }
}

/** The schema of the shared error responses (components.responses used for 4xx/5xx), described once on the overview. */
export function errorBody(
  model: ReferenceModel,
): { mediaType: string; media: MediaTypeObject; schema: SchemaObject } | null {
  for (const { response } of sharedResponses(model).filter((s) => s.statuses.some((status) => /^[45]/.test(status)))) {
    const media = preferredMedia(response.content);
    if (media?.[1].schema) return { mediaType: media[0], media: media[1], schema: media[1].schema };
  }
  return null;
}

/** components.responses, with the statuses operations use each for. */
export function sharedResponses(
  model: ReferenceModel,
): { name: string; response: ResponseObject; statuses: string[] }[] {
  const usage = new Map<ResponseObject, Set<string>>();
  for (const op of model.operations)
    for (const [status, response] of Object.entries(op.operation.responses ?? {}))
      usage.set(response, (usage.get(response) ?? new Set()).add(status));
  return Object.entries(model.api.components?.responses ?? {}).map(([name, response]) => ({
    name,
    response,
    statuses: [...(usage.get(response) ?? [])].sort(responseOrder),
  }));
}

export function operationTable(w: MdxWriter, operations: OperationModel[]): void {
  w.blank().line('| Operation | Endpoint |').line('| --- | --- |');
  for (const op of operations) {
    const endpoint = op.webhook ? `webhook \`${op.path}\`` : `\`${op.path}\``;
    w.line(
      `| [${escapeMarkdown(op.summary)}](${op.route}) | <ApiMethod method={${JSON.stringify(op.method)}} /> ${endpoint} |`,
    );
  }
  w.blank();
}
