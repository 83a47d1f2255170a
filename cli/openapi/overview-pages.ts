/** The reference's overview page (servers, authentication, rate limits, errors, endpoints) and its tag pages. */
import { mediaExample } from './examples.js';
import { leadOf, plainText } from './markdown-text.js';
import { escapeMarkdown } from './mdx-writer.js';
import type { ReferenceModel, TagModel } from './model.js';
import type { ReferencePage } from './reference-page.js';
import {
  authId,
  descriptionAt,
  errorBody,
  exampleText,
  fields,
  operationTable,
  page,
  responseSection,
  schemeSummary,
  sharedResponses,
  slug,
  writer,
} from './page-parts.js';
import { baseUrlVariable, envName, serverUrl } from './sample-request.js';
import { schemaFields } from './schema-fields.js';
import { pointer } from './spec-types.js';
import { DOWNLOAD_LINK, specDownload } from './download.js';

export function tagPage(model: ReferenceModel, tag: TagModel): ReferencePage {
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

export function overviewPage(model: ReferenceModel): ReferencePage {
  const { api } = model;
  const w = writer(model, '/info');
  const { lead, skip } = leadOf(api.info.summary ?? api.info.description);
  w.markdown(api.info.description, '/info/description', api.info.summary ? 0 : skip);

  const download = specDownload(model);
  if (download) {
    w.heading(2, 'Download the OpenAPI document', 'download-the-openapi-document');
    w.line(
      `This reference is generated from one OpenAPI document. Download it to load it into your API client, code generator or mock server: [${escapeMarkdown(download.name)}](${DOWNLOAD_LINK}).`,
    ).blank();
  }

  if (api.servers?.length) {
    w.heading(2, 'Servers', 'servers');
    w.line('| Server | Base URL |').line('| --- | --- |');
    for (const server of api.servers)
      w.line(
        `| ${escapeMarkdown(plainText(server.description) || server.url)} | \`${serverUrl(server, server.url)}\` |`,
      );
    w.blank();
    const base = baseUrlVariable(api.servers[0]);
    if (base)
      w.line(
        `The samples read the base URL from the \`${base.env}\` environment variable: set it to yours (\`${base.value}\` is an example).`,
      ).blank();
  }

  const schemes = Object.entries(api.components?.securitySchemes ?? {});
  if (schemes.length) {
    w.heading(2, 'Authentication', 'authentication');
    for (const [name, scheme] of schemes) {
      w.heading(3, name, authId(name));
      w.line(
        `${schemeSummary(scheme)}. The samples read it from the \`${envName(name)}\` environment variable.`,
      ).blank();
      w.markdown(scheme.description, pointer('components', 'securitySchemes', name, 'description'));
      const flows = Object.entries(scheme.flows ?? {});
      for (const [, flow] of flows) {
        const scopes = Object.entries(flow?.scopes ?? {});
        if (scopes.length)
          w.line(
            `Scopes: ${scopes.map(([scope, text]) => `\`${scope}\`${text ? ` (${escapeMarkdown(text)})` : ''}`).join(', ')}.`,
          ).blank();
      }
    }
  }

  // Shared responses, with the statuses they are used for: the API's rate limits and errors.
  const shared = sharedResponses(model);
  const limited = shared.filter((s) => s.statuses.includes('429'));
  if (limited.length) {
    w.heading(2, 'Rate limits', 'rate-limits');
    for (const { name, response } of limited)
      responseSection(w, model, response, { withExample: true, idPrefix: slug(name), title: name });
  }
  const errors = shared.filter((s) => s.statuses.some((status) => /^[45]/.test(status)));
  if (errors.length) {
    w.heading(2, 'Errors', 'errors');
    w.line('| Status | Meaning |').line('| --- | --- |');
    for (const { response, statuses } of errors)
      w.line(`| ${statuses.map((s) => `\`${s}\``).join(', ')} | ${escapeMarkdown(plainText(response.description))} |`);
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

  const overview = page(model, w, {
    route: model.route,
    title: model.label,
    sidebarLabel: model.label,
    description: lead || `Every endpoint of the ${model.title}.`,
    keywords: [model.title, 'API', 'OpenAPI', 'endpoints'],
    sections: [],
  });
  return download ? { ...overview, download } : overview;
}
