/**
 * An operation's page: method and path, description, samples beside the response example,
 * authorization, parameters, request body and responses.
 */
import { mediaExample } from './examples.js';
import { leadOf } from './markdown-text.js';
import { escapeMarkdown, type MdxWriter } from './mdx-writer.js';
import { responseOrder, type OperationModel, type ReferenceModel } from './model.js';
import type { ReferencePage } from './reference-page.js';
import {
  authId,
  descriptionAt,
  exampleText,
  fields,
  page,
  parameterId,
  parameterTable,
  responseSection,
  schemeSummary,
  slug,
  statusText,
  writer,
} from './page-parts.js';
import { preferredMedia, primaryResponse, sampleRequest } from './sample-request.js';
import { SAMPLE_LANGUAGES, sample } from './samples.js';
import { schemaFields } from './schema-fields.js';
import type { ParameterObject } from './spec-types.js';

/** The tab group every operation's samples share: choosing a language on one page chooses it on all. */
export const SAMPLE_TAB_GROUP = 'api-language';

const LOCATIONS: [ParameterObject['in'], string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
];

export function operationPage(model: ReferenceModel, op: OperationModel): ReferencePage {
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
      // A parameter defined in components is described there.
      parameterTable(
        w,
        label,
        parameters.map(({ parameter, at }) => ({
          parameter,
          at: model.origins.get(parameter) ?? at,
          id: parameterId(parameter),
        })),
      );
    }
  }

  const body = operation.requestBody;
  const media = preferredMedia(body?.content);
  if (body && media) {
    w.heading(2, op.webhook ? 'Payload' : 'Request body', 'request-body');
    w.element('ApiMediaType', {
      type: media[0],
      required: body.required,
      others: Object.keys(body.content).filter((t) => t !== media[0]),
    });
    w.markdown(body.description, descriptionAt(model, body));
    if (media[1].schema) fields(w, model, schemaFields(media[1].schema, { direction: 'request', names: model.names }));
  }

  const primary = primaryResponse(op)?.[0];
  w.heading(2, op.webhook ? 'Your answer' : 'Responses', 'responses');
  for (const [status, response] of Object.entries(operation.responses ?? {}).sort(([a], [b]) => responseOrder(a, b))) {
    w.heading(3, statusText(status), `response-${slug(status)}`);
    responseSection(w, model, response, {
      withExample: status !== primary,
      idPrefix: `response-${slug(status)}`,
      title: statusText(status),
    });
  }

  const method = op.webhook ? op.method.toUpperCase() : `${op.method.toUpperCase()} ${op.path}`;
  return page(model, w, {
    route: op.route,
    title: op.summary,
    sidebarLabel: op.summary,
    description: lead || (op.webhook ? `The ${op.path} webhook.` : `${method}.`),
    keywords: [op.operationId, op.webhook ? `${op.path} webhook` : method],
    sections: [
      // Headings only (text '' adds no content document): the search index has a size budget.
      { heading: method, anchor: null, level: 2, text: '' },
      ...op.parameters.map(({ parameter }) => ({
        heading: parameter.name,
        anchor: parameterId(parameter),
        level: 3,
        text: '',
      })),
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
  if (primary && media)
    w.code(
      /json/.test(media[0]) ? 'json' : 'text',
      exampleText(mediaExample(media[1], 'response')),
      statusText(primary[0]),
    );
  else w.line(primary ? `\`${escapeMarkdown(statusText(primary[0]))}\`, with no body.` : 'No response is documented.');
  w.close('ApiSample');
  w.close('ApiExamples');
  const variables = [
    ...new Set(
      request.headers.flatMap(([, value]) => value.flatMap((part) => (typeof part === 'string' ? [] : [part.env]))),
    ),
  ];
  if (request.basicAuth) variables.push(request.basicAuth.user, request.basicAuth.password);
  if (variables.length)
    w.blank()
      .line(
        `The samples read credentials from the environment: set ${variables.map((v) => `\`${v}\``).join(' and ')} first.`,
      )
      .blank();
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
        const scopeText = scopes.length
          ? `, with the scope${scopes.length === 1 ? '' : 's'} ${scopes.map((s) => `\`${s}\``).join(', ')}`
          : '';
        return `${scheme ? schemeSummary(scheme) : escapeMarkdown(name)} ([${escapeMarkdown(name)}](${model.route}#${authId(name)}))${scopeText}.`;
      })
      .join(' And '),
  );
  if (alternatives.length === 1) w.line(alternatives[0]).blank();
  else
    w.line('One of:')
      .blank()
      .line(alternatives.map((a) => `- ${a}`).join('\n'))
      .blank();
}
