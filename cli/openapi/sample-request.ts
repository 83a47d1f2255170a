/**
 * The request a sample makes for an operation: the first server, path parameters filled in,
 * required parameters and those the writer gave an example for, the credentials of the first
 * security requirement (from environment variables), and an example body unless it is optional.
 */
import { mediaExample, parameterExample } from './examples.js';
import { responseOrder, type ReferenceModel, type OperationModel } from './model.js';
import type { SampleRequest, Text } from './samples.js';
import type { MediaTypeObject, ResponseObject, ServerObject } from './spec-types.js';

/** Where a webhook sample sends its request when the spec gives the webhook no server of its own. */
const WEBHOOK_PLACEHOLDER = 'https://connector.example.net/webhook';

/** `hubToken` → `HUB_TOKEN`: the environment variable a sample reads a credential from. */
export function envName(schemeName: string): string {
  return schemeName
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

/**
 * A server whose URL starts with a variable (`{hubBaseUrl}`, `{baseUrl}/v2`) names the reader's own
 * base URL, which differs per reader: samples read it from an environment variable named after it
 * (`HUB_BASE_URL`), where the default is only an example. A variable inside a URL
 * (`https://{region}.example.com`) is filled with its default, as OpenAPI says.
 */
export function baseUrlVariable(server: ServerObject | undefined): { env: string; value: string } | null {
  const name = server ? /^\{([^}]+)\}/.exec(server.url)?.[1] : undefined;
  const variable = name === undefined ? undefined : server!.variables?.[name];
  if (!variable || variable.enum) return null;
  return { env: envName(name!), value: variable.default.replace(/\/+$/, '') };
}

export function serverUrl(server: ServerObject | undefined, fallback: string): string {
  if (!server) return fallback;
  const url = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole);
  return url.replace(/\/+$/, '');
}

/** The media type a sample sends or shows: JSON when the operation offers it. */
export function preferredMedia(content: Record<string, MediaTypeObject> | undefined): [string, MediaTypeObject] | null {
  const entries = Object.entries(content ?? {});
  return entries.find(([type]) => /^application\/(.+\+)?json\b/.test(type)) ?? entries[0] ?? null;
}

/** The first success response: what the response example beside the request shows. */
export function primaryResponse(operation: OperationModel): [string, ResponseObject] | null {
  const entries = Object.entries(operation.operation.responses ?? {}).sort(([a], [b]) => responseOrder(a, b));
  return entries.find(([status]) => /^2/.test(status)) ?? entries.find(([status]) => status === 'default') ?? null;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

export function sampleRequest(model: ReferenceModel, operation: OperationModel): SampleRequest {
  const fallback = operation.webhook ? WEBHOOK_PLACEHOLDER : 'https://api.example.com';
  let url = serverUrl(operation.servers[0], fallback);
  const baseUrl = baseUrlVariable(operation.servers[0]);
  const query: [string, string][] = [];
  const headers: [string, Text][] = [];
  const cookies: Text = [];
  let basicAuth: SampleRequest['basicAuth'] = null;

  const requirement = operation.security[0] ?? {};
  for (const name of Object.keys(requirement)) {
    const scheme = model.api.components?.securitySchemes?.[name];
    const env = envName(name);
    if (!scheme) continue;
    if (
      scheme.type === 'oauth2' ||
      scheme.type === 'openIdConnect' ||
      (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer')
    )
      headers.push(['Authorization', ['Bearer ', { env }]]);
    else if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic')
      basicAuth = { user: `${env}_USER`, password: `${env}_PASSWORD` };
    else if (scheme.type === 'apiKey' && scheme.in === 'header') headers.push([scheme.name!, [{ env }]]);
    else if (scheme.type === 'apiKey' && scheme.in === 'cookie')
      cookies.push(`${cookies.length ? '; ' : ''}${scheme.name}=`, { env });
    // A key in the query string is shown by name: samples keep credentials out of URLs they print.
    else if (scheme.type === 'apiKey' && scheme.in === 'query') query.push([scheme.name!, `YOUR_${env}`]);
  }

  let path = operation.webhook ? '' : operation.path;
  for (const { parameter } of operation.parameters) {
    const { value, given } = parameterExample(parameter);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(asText(value)));
    else if (!parameter.required && !given) continue;
    else if (parameter.in === 'query')
      for (const item of Array.isArray(value) ? value : [value]) query.push([parameter.name, asText(item)]);
    else if (parameter.in === 'header') headers.push([parameter.name, [asText(value)]]);
    else if (parameter.in === 'cookie') cookies.push(`${cookies.length ? '; ' : ''}${parameter.name}=${asText(value)}`);
  }
  url += path;
  if (cookies.length) headers.push(['Cookie', cookies]);

  // A body the spec marks as optional (`required: false`) is left out: the sample shows the plain call.
  // Without `required`, which many specs forget, the body is sent.
  const requestBody = operation.operation.requestBody;
  const media = requestBody?.required === false ? null : preferredMedia(requestBody?.content);
  const body = media ? { mediaType: media[0], value: mediaExample(media[1], 'request') } : null;
  // multipart bodies carry their boundary in the Content-Type the client sets itself.
  if (body && !body.mediaType.startsWith('multipart/')) headers.push(['Content-Type', [body.mediaType]]);

  const success = primaryResponse(operation);
  const returned = success ? preferredMedia(success[1].content)?.[0] : undefined;
  const response = !returned ? 'none' : /json/.test(returned) ? 'json' : 'text';
  return {
    method: operation.method.toUpperCase(),
    url,
    ...(baseUrl ? { baseUrlEnv: baseUrl } : {}),
    query,
    headers,
    basicAuth,
    body,
    response,
  };
}
