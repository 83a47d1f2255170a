/**
 * The reference's pages as MDX sources, from the page model: the overview, one page per tag
 * and one per operation. The sources are compiled with every other page (the product token,
 * links, code highlighting, headings and TOC all work in the spec's descriptions).
 */
import path from 'node:path';
import { STATUS_CODES } from 'node:http';
import GithubSlugger from 'github-slugger';
import type { Location } from '../errors.js';
import type { SearchSection } from '../mdx/context.js';
import { THEME_DIR } from '../paths.js';
import { mediaExample } from './examples.js';
import { leadOf, plainText } from './markdown-text.js';
import { MdxWriter, escapeMarkdown } from './mdx-writer.js';
import { responseOrder, type OperationModel, type ReferenceModel, type TagModel } from './model.js';
import { envName, preferredMedia, primaryResponse, sampleRequest, serverUrl } from './sample-request.js';
import { SAMPLE_LANGUAGES, sample } from './samples.js';
import { constraints, merged, schemaFields, typeLabel, type FieldNode, type Variants } from './schema-fields.js';
import { pointer, type HeaderObject, type MediaTypeObject, type ParameterObject, type ResponseObject, type SchemaObject, type SecuritySchemeObject } from './spec-types.js';

export interface ReferencePage {
  route: string;
  title: string;
  sidebarLabel: string;
  /** The lead under the title and the meta description (plain text). */
  description: string;
  /** The MDX source, and the file problems in it are reported in (the spec). */
  body: string;
  file: string;
  locate(line?: number, column?: number): Location;
  /** Ids links may point at besides the headings' (parameter rows). */
  anchors: string[];
  keywords: string[];
  /** Search sections of the page's own (the method and path, the parameters), besides its introduction's text. */
  sections: SearchSection[];
}

/** The tab group every operation's samples share: choosing a language on one page chooses it on all. */
export const SAMPLE_TAB_GROUP = 'api-language';

const API_MODULE = path.join(THEME_DIR, 'components', 'api', 'index.ts');
const API_COMPONENTS = ['ApiChildren', 'ApiEndpoint', 'ApiExample', 'ApiExamples', 'ApiField', 'ApiFields', 'ApiMediaType', 'ApiMethod', 'ApiParameter', 'ApiParameters', 'ApiSample', 'ApiVariant', 'ApiVariants'];
const LOCATIONS: [ParameterObject['in'], string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
];

export function referencePages(model: ReferenceModel): ReferencePage[] {
  return [overviewPage(model), ...model.tags.flatMap((tag) => [tagPage(model, tag), ...tag.operations.map((op) => operationPage(model, op))])];
}

function writer(model: ReferenceModel, at: string): MdxWriter {
  const links = new Map([...model.operations.map((op): [string, string] => [`operation/${op.operationId}`, op.route]), ...model.tags.map((tag): [string, string] => [`tag/${tag.name}`, tag.route])]);
  return new MdxWriter(model.spec.source, at, links).line(`import { ${API_COMPONENTS.join(', ')} } from ${JSON.stringify(API_MODULE)};`).blank();
}

function page(model: ReferenceModel, w: MdxWriter, fields: Omit<ReferencePage, 'body' | 'file' | 'locate' | 'anchors'>): ReferencePage {
  return { ...fields, body: w.toString(), file: model.spec.source.file, locate: (line, column) => w.locate(line, column), anchors: w.anchors };
}

const display = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const slug = (text: string) => new GithubSlugger().slug(text);
const descriptionAt = (model: ReferenceModel, object: object) => {
  const at = model.origins.get(object);
  return at === undefined ? null : `${at}/description`;
};
export const parameterId = (parameter: Pick<ParameterObject, 'in' | 'name'>) => `parameter-${parameter.in}-${slug(parameter.name)}`;
const authId = (scheme: string) => `auth-${slug(scheme)}`;
const statusText = (status: string) => (status === 'default' ? 'Default response' : `${status} ${STATUS_CODES[status] ?? ''}`.trim());

// ---------- operation pages ----------

function operationPage(model: ReferenceModel, op: OperationModel): ReferencePage {
  const w = writer(model, op.at);
  const { operation } = op;
  const { lead, skip } = leadOf(operation.description);
  w.element('ApiEndpoint', { method: op.method, path: op.path, webhook: op.webhook, deprecated: operation.deprecated });
  w.markdown(operation.description, `${op.at}/description`, skip);

  w.heading(2, 'Example', 'example');
  examples(w, model, op);

  if (!op.webhook || op.security.length) {
    w.heading(2, 'Authorization', 'authorization');
    authorization(w, model, op);
  }

  if (op.parameters.length) {
    w.heading(2, 'Parameters', 'parameters');
    for (const [location, label] of LOCATIONS) {
      const parameters = op.parameters.filter((p) => p.parameter.in === location);
      if (parameters.length === 0) continue;
      w.heading(3, label, `${location}-parameters`);
      parameterTable(w, label, parameters.map(({ parameter, at }) => ({ parameter, at, id: parameterId(parameter) })));
    }
  }

  const body = operation.requestBody;
  const media = preferredMedia(body?.content);
  if (body && media) {
    w.heading(2, op.webhook ? 'Payload' : 'Request body', 'request-body');
    w.element('ApiMediaType', { type: media[0], required: body.required, others: Object.keys(body.content).filter((t) => t !== media[0]) });
    w.markdown(body.description, descriptionAt(model, body));
    if (media[1].schema) fields(w, model, schemaFields(media[1].schema, { direction: 'request', names: model.names }));
  }

  const primary = primaryResponse(op)?.[0];
  w.heading(2, op.webhook ? 'Your answer' : 'Responses', 'responses');
  for (const [status, response] of Object.entries(operation.responses ?? {}).sort(([a], [b]) => responseOrder(a, b))) {
    w.heading(3, statusText(status), `response-${slug(status)}`);
    responseSection(w, model, response, { withExample: status !== primary, idPrefix: `response-${slug(status)}`, title: statusText(status) });
  }

  const method = op.webhook ? op.method.toUpperCase() : `${op.method.toUpperCase()} ${op.path}`;
  return page(model, w, {
    route: op.route,
    title: op.summary,
    sidebarLabel: op.summary,
    description: lead || (op.webhook ? `The ${op.path} webhook.` : `${method}.`),
    keywords: [op.operationId, op.webhook ? `${op.path} webhook` : method, ...(op.webhook ? [] : [op.path]), op.tag.name],
    sections: [
      { heading: method, anchor: null, level: 2, text: op.summary },
      // Names only: the search index has a size budget, and a parameter's description is on its page.
      ...op.parameters.map(({ parameter }) => ({ heading: parameter.name, anchor: parameterId(parameter), level: 3, text: '' })),
    ],
  });
}

function examples(w: MdxWriter, model: ReferenceModel, op: OperationModel): void {
  const request = sampleRequest(model, op);
  w.open('ApiExamples');
  w.open('ApiSample', { label: op.webhook ? `What the API sends to your endpoint` : 'Request' });
  w.open('Tabs', { groupId: SAMPLE_TAB_GROUP });
  for (const language of SAMPLE_LANGUAGES) {
    w.open('TabItem', { value: language.value, label: language.label });
    w.code(language.fence, sample(language.value, request));
    w.close('TabItem');
  }
  w.close('Tabs');
  w.close('ApiSample');
  const primary = primaryResponse(op);
  w.open('ApiSample', { label: 'Response' });
  const media = primary ? preferredMedia(primary[1].content) : null;
  if (primary && media) w.code(/json/.test(media[0]) ? 'json' : 'text', exampleText(mediaExample(media[1], 'response')), statusText(primary[0]));
  else w.line(primary ? `\`${escapeMarkdown(statusText(primary[0]))}\`, with no body.` : 'No response is documented.');
  w.close('ApiSample');
  w.close('ApiExamples');
  const variables = [...new Set(request.headers.flatMap(([, value]) => value.flatMap((part) => (typeof part === 'string' ? [] : [part.env]))))];
  if (request.basicAuth) variables.push(request.basicAuth.user, request.basicAuth.password);
  if (variables.length) w.blank().line(`The samples read credentials from the environment: set ${variables.map((v) => `\`${v}\``).join(' and ')} first.`).blank();
}

function exampleText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null, null, 2);
}

function schemeSummary(scheme: SecuritySchemeObject): string {
  const bearer = 'sent as `Authorization: Bearer <token>`';
  switch (scheme.type) {
    case 'oauth2': {
      const flow = scheme.flows?.clientCredentials ?? scheme.flows?.authorizationCode ?? scheme.flows?.password ?? scheme.flows?.implicit;
      const kind = scheme.flows?.clientCredentials ? 'OAuth 2.0 client credentials' : 'OAuth 2.0';
      return `${kind}: a bearer token${flow?.tokenUrl ? ` from \`${flow.tokenUrl}\`` : ''}, ${bearer}`;
    }
    case 'http':
      return scheme.scheme?.toLowerCase() === 'bearer' ? `A bearer token${scheme.bearerFormat ? ` (${escapeMarkdown(scheme.bearerFormat)})` : ''}, ${bearer}` : `HTTP ${escapeMarkdown(scheme.scheme ?? '')} authentication`;
    case 'apiKey':
      return `An API key in the \`${scheme.name}\` ${scheme.in === 'query' ? 'query parameter' : scheme.in}`;
    case 'openIdConnect':
      return `OpenID Connect (\`${scheme.openIdConnectUrl}\`): a bearer token, ${bearer}`;
    default:
      return 'A client certificate (mutual TLS)';
  }
}

function authorization(w: MdxWriter, model: ReferenceModel, op: OperationModel): void {
  if (op.security.length === 0 || op.security.every((r) => Object.keys(r).length === 0)) {
    w.line('This call needs no credentials.').blank();
    return;
  }
  const schemes = model.api.components?.securitySchemes ?? {};
  const alternatives = op.security.map((requirement) =>
    Object.entries(requirement)
      .map(([name, scopes]) => {
        const scheme = schemes[name];
        const scopeText = scopes.length ? `, with the scope${scopes.length === 1 ? '' : 's'} ${scopes.map((s) => `\`${s}\``).join(', ')}` : '';
        return `${scheme ? schemeSummary(scheme) : escapeMarkdown(name)} ([${escapeMarkdown(name)}](${model.route}#${authId(name)}))${scopeText}.`;
      })
      .join(' And '),
  );
  if (alternatives.length === 1) w.line(alternatives[0]).blank();
  else w.line('One of:').blank().line(alternatives.map((a) => `- ${a}`).join('\n')).blank();
}

function parameterTable(w: MdxWriter, label: string, rows: { parameter: Omit<ParameterObject, 'in'> & { in?: string }; at: string | null; id: string }[]): void {
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

function fields(w: MdxWriter, model: ReferenceModel, { fields: nodes, variants }: { fields: FieldNode[]; variants: Variants | null }): void {
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
function responseSection(w: MdxWriter, model: ReferenceModel, response: ResponseObject, { withExample, idPrefix, title }: { withExample: boolean; idPrefix: string; title: string }): void {
  w.markdown(response.description, descriptionAt(model, response));
  const headers = Object.entries(response.headers ?? {});
  if (headers.length) {
    parameterTable(
      w,
      `Headers of ${title}`,
      headers.map(([name, header]: [string, HeaderObject]) => ({ parameter: { ...header, name }, at: model.origins.get(header) ?? null, id: `${idPrefix}-header-${slug(name)}` })),
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
  } else if (media[1].schema) fields(w, model, schemaFields(media[1].schema, { direction: 'response', names: model.names }));
  if (withExample) {
    w.open('ApiExample', { label: 'Example' });
    w.code(/json/.test(media[0]) ? 'json' : 'text', exampleText(mediaExample(media[1], 'response')));
    w.close('ApiExample');
  }
}

/** The schema of the shared error responses (components.responses used for 4xx/5xx), described once on the overview. */
function errorBody(model: ReferenceModel): { mediaType: string; media: MediaTypeObject; schema: SchemaObject } | null {
  for (const { response } of sharedResponses(model).filter((s) => s.statuses.some((status) => /^[45]/.test(status)))) {
    const media = preferredMedia(response.content);
    if (media?.[1].schema) return { mediaType: media[0], media: media[1], schema: media[1].schema };
  }
  return null;
}

/** components.responses, with the statuses operations use each for. */
function sharedResponses(model: ReferenceModel): { name: string; response: ResponseObject; statuses: string[] }[] {
  const usage = new Map<ResponseObject, Set<string>>();
  for (const op of model.operations) for (const [status, response] of Object.entries(op.operation.responses ?? {})) usage.set(response, (usage.get(response) ?? new Set()).add(status));
  return Object.entries(model.api.components?.responses ?? {}).map(([name, response]) => ({ name, response, statuses: [...(usage.get(response) ?? [])].sort(responseOrder) }));
}

// ---------- tag pages ----------

function operationTable(w: MdxWriter, operations: OperationModel[]): void {
  w.blank().line('| Operation | Endpoint |').line('| --- | --- |');
  for (const op of operations) {
    const endpoint = op.webhook ? `webhook \`${op.path}\`` : `\`${op.path}\``;
    w.line(`| [${escapeMarkdown(op.summary)}](${op.route}) | <ApiMethod method={${JSON.stringify(op.method)}} /> ${endpoint} |`);
  }
  w.blank();
}

function tagPage(model: ReferenceModel, tag: TagModel): ReferencePage {
  const w = writer(model, tag.descriptionAt ?? '/tags');
  const { lead, skip } = leadOf(tag.description);
  w.markdown(tag.description, tag.descriptionAt, skip);
  w.heading(2, 'Operations', 'operations');
  operationTable(w, tag.operations);
  return page(model, w, {
    route: tag.route,
    title: tag.name,
    sidebarLabel: tag.name,
    description: lead || `The ${tag.name} operations of the ${model.title}.`,
    keywords: [tag.name],
    sections: [],
  });
}

// ---------- overview ----------

function overviewPage(model: ReferenceModel): ReferencePage {
  const { api } = model;
  const w = writer(model, '/info');
  const { lead, skip } = leadOf(api.info.summary ?? api.info.description);
  w.markdown(api.info.description, '/info/description', api.info.summary ? 0 : skip);

  if (api.servers?.length) {
    w.heading(2, 'Servers', 'servers');
    w.line('| Server | Base URL |').line('| --- | --- |');
    for (const server of api.servers) w.line(`| ${escapeMarkdown(plainText(server.description) || server.url)} | \`${serverUrl(server, server.url)}\` |`);
    w.blank();
  }

  const schemes = Object.entries(api.components?.securitySchemes ?? {});
  if (schemes.length) {
    w.heading(2, 'Authentication', 'authentication');
    for (const [name, scheme] of schemes) {
      w.heading(3, name, authId(name));
      w.line(`${schemeSummary(scheme)}. The samples read it from the \`${envName(name)}\` environment variable.`).blank();
      w.markdown(scheme.description, pointer('components', 'securitySchemes', name, 'description'));
      const flows = Object.entries(scheme.flows ?? {});
      for (const [, flow] of flows) {
        const scopes = Object.entries(flow?.scopes ?? {});
        if (scopes.length) w.line(`Scopes: ${scopes.map(([scope, text]) => `\`${scope}\`${text ? ` (${escapeMarkdown(text)})` : ''}`).join(', ')}.`).blank();
      }
    }
  }

  // Shared responses, with the statuses they are used for: the API's rate limits and errors.
  const shared = sharedResponses(model);
  const limited = shared.filter((s) => s.statuses.includes('429'));
  if (limited.length) {
    w.heading(2, 'Rate limits', 'rate-limits');
    for (const { name, response } of limited) responseSection(w, model, response, { withExample: true, idPrefix: slug(name), title: name });
  }
  const errors = shared.filter((s) => s.statuses.some((status) => /^[45]/.test(status)));
  if (errors.length) {
    w.heading(2, 'Errors', 'errors');
    w.line('| Status | Meaning |').line('| --- | --- |');
    for (const { response, statuses } of errors) w.line(`| ${statuses.map((s) => `\`${s}\``).join(', ')} | ${escapeMarkdown(plainText(response.description))} |`);
    w.blank();
    const body = errorBody(model);
    if (body) {
      w.heading(3, 'The error body', 'error-body');
      w.element('ApiMediaType', { type: body.mediaType });
      w.markdown(body.schema.description, descriptionAt(model, body.schema));
      fields(w, model, schemaFields(body.schema, { direction: 'response', names: model.names }));
      w.open('ApiExample', { label: 'Example' });
      w.code('json', exampleText(mediaExample(body.media, 'response')));
      w.close('ApiExample');
    }
  }

  w.heading(2, 'Endpoints', 'endpoints');
  for (const tag of model.tags) {
    w.heading(3, tag.name, `tag-${slug(tag.name)}`);
    const { lead: tagLead } = leadOf(tag.description);
    if (tagLead) w.line(`${escapeMarkdown(tagLead)} [More about ${escapeMarkdown(tag.name)}](${tag.route}).`).blank();
    operationTable(w, tag.operations);
  }

  return page(model, w, {
    route: model.route,
    title: model.label,
    sidebarLabel: model.label,
    description: lead || `Every endpoint of the ${model.title}.`,
    keywords: [model.title, 'API', 'OpenAPI', 'endpoints'],
    sections: [],
  });
}
