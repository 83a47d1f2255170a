/**
 * A request as runnable code in three languages: curl (shell), TypeScript (fetch, Node 20,
 * top-level await) and Python (requests). Secrets never appear in a sample: they are read
 * from environment variables the reader sets (`$HUB_TOKEN`, `process.env.HUB_TOKEN`,
 * `os.environ["HUB_TOKEN"]`).
 */

/** Text that may contain the value of an environment variable. */
export type Text = (string | { env: string })[];

export interface SampleRequest {
  method: string;
  /** The URL with path parameters filled in, without the query string. */
  url: string;
  /** The start of `url` that is the reader's own base URL: samples read it from this environment variable. */
  baseUrlEnv?: { env: string; value: string };
  query: [string, string][];
  headers: [string, Text][];
  /** Basic auth: user and password from environment variables. */
  basicAuth: { user: string; password: string } | null;
  body: { mediaType: string; value: unknown } | null;
  /** What the response body is, to print it. */
  response: 'json' | 'text' | 'none';
}

export type SampleLanguage = 'curl' | 'typescript' | 'python';

export const SAMPLE_LANGUAGES: { value: SampleLanguage; label: string; fence: string }[] = [
  { value: 'curl', label: 'curl', fence: 'bash' },
  { value: 'typescript', label: 'TypeScript', fence: 'ts' },
  { value: 'python', label: 'Python', fence: 'python' },
];

export function sample(language: SampleLanguage, request: SampleRequest): string {
  return language === 'curl'
    ? curlSample(request)
    : language === 'typescript'
      ? typescriptSample(request)
      : pythonSample(request);
}

const isJson = (mediaType: string) => /^application\/(.+\+)?json\b/.test(mediaType);
const isForm = (mediaType: string) => mediaType.startsWith('application/x-www-form-urlencoded');
const isMultipart = (mediaType: string) => mediaType.startsWith('multipart/form-data');

/** Form fields are strings: nested values are sent as JSON. */
function formFields(value: unknown): [string, string][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).map(([key, v]) => [key, typeof v === 'string' ? v : JSON.stringify(v)]);
}

function queryString(query: [string, string][]): string {
  return query.length ? '?' + new URLSearchParams(query).toString() : '';
}

/** The URL and query string as text, the reader's base URL as its environment variable. */
function urlText(request: SampleRequest): Text {
  const url = request.url + queryString(request.query);
  const base = request.baseUrlEnv;
  return base && url.startsWith(base.value) ? [{ env: base.env }, url.slice(base.value.length)] : [url];
}

function textBody(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

// ---------- curl ----------

/** A shell word in single quotes; a single quote inside becomes '\''. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A shell word in double quotes where environment variables expand. */
function shellText(text: Text): string {
  if (text.every((part) => typeof part === 'string')) return shellQuote(text.join(''));
  return `"${text.map((part) => (typeof part === 'string' ? part.replace(/[\\"$`]/g, '\\$&') : `$${part.env}`)).join('')}"`;
}

export function curlSample(request: SampleRequest): string {
  const method = request.method === 'GET' ? '' : request.method === 'HEAD' ? ' -I' : ` -X ${request.method}`;
  const lines = [`curl -s${method} ${shellText(urlText(request))}`];
  if (request.basicAuth)
    lines.push(`-u ${shellText([{ env: request.basicAuth.user }, ':', { env: request.basicAuth.password }])}`);
  for (const [name, value] of request.headers) lines.push(`-H ${shellText([`${name}: `, ...value])}`);
  const body = request.body;
  if (body && isForm(body.mediaType))
    for (const [key, value] of formFields(body.value)) lines.push(`--data-urlencode ${shellQuote(`${key}=${value}`)}`);
  else if (body && isMultipart(body.mediaType))
    for (const [key, value] of formFields(body.value)) lines.push(`-F ${shellQuote(`${key}=${value}`)}`);
  else if (body) lines.push(`--data ${shellQuote(textBody(body.value))}`);
  return lines.join(' \\\n  ');
}

// ---------- TypeScript ----------

const jsString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
const jsKey = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key));

function jsText(text: Text): string {
  if (text.every((part) => typeof part === 'string')) return jsString(text.join(''));
  return (
    '`' +
    text
      .map((part) =>
        typeof part === 'string'
          ? part.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${')
          : `\${process.env.${part.env}}`,
      )
      .join('') +
    '`'
  );
}

/** JSON as a JavaScript literal, indented to sit at `indent`. */
function jsValue(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, '\n' + indent);
}

export function typescriptSample(request: SampleRequest): string {
  const body = request.body;
  const headers: [string, string][] = request.headers.map(([name, value]) => [name, jsText(value)]);
  if (request.basicAuth)
    headers.unshift([
      'Authorization',
      `'Basic ' + Buffer.from(\`\${process.env.${request.basicAuth.user}}:\${process.env.${request.basicAuth.password}}\`).toString('base64')`,
    ]);
  const prelude: string[] = [];
  let bodyCode: string | null = null;
  if (body && isForm(body.mediaType))
    bodyCode = `new URLSearchParams(${jsValue(Object.fromEntries(formFields(body.value)), '  ')})`;
  else if (body && isMultipart(body.mediaType)) {
    prelude.push(
      'const form = new FormData();',
      ...formFields(body.value).map(([key, value]) => `form.append(${jsString(key)}, ${jsString(value)});`),
      '',
    );
    bodyCode = 'form';
  } else if (body && isJson(body.mediaType)) bodyCode = `JSON.stringify(${jsValue(body.value, '  ')})`;
  else if (body) bodyCode = jsString(textBody(body.value));
  const init: string[] = [];
  if (request.method !== 'GET') init.push(`  method: ${jsString(request.method)},`);
  if (headers.length)
    init.push('  headers: {', ...headers.map(([name, value]) => `    ${jsKey(name)}: ${value},`), '  },');
  if (bodyCode) init.push(`  body: ${bodyCode},`);
  const url = jsText(urlText(request));
  const call = init.length ? `await fetch(${url}, {\n${init.join('\n')}\n})` : `await fetch(${url})`;
  const print =
    request.response === 'json'
      ? 'console.log(response.status, await response.json());'
      : request.response === 'text'
        ? 'console.log(response.status, await response.text());'
        : 'console.log(response.status);';
  return [...prelude, `const response = ${call};`, print].join('\n');
}

// ---------- Python ----------

const pyString = (text: string) => JSON.stringify(text);

function pyText(text: Text): string {
  if (text.every((part) => typeof part === 'string')) return pyString(text.join(''));
  const inner = text
    .map((part) =>
      typeof part === 'string'
        ? JSON.stringify(part).slice(1, -1).replace(/\{/g, '{{').replace(/\}/g, '}}')
        : `{os.environ['${part.env}']}`,
    )
    .join('');
  return `f"${inner}"`;
}

/** JSON as a Python literal (true/false/null become True/False/None), indented to sit at `indent`. */
export function pyValue(value: unknown, indent: string): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return pyString(value);
  const inner = indent + '    ';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + pyValue(v, inner) + ',').join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${pyString(k)}: ${pyValue(v, inner)},`).join('\n')}\n${indent}}`;
}

export function pythonSample(request: SampleRequest): string {
  const body = request.body;
  const url: Text =
    request.baseUrlEnv && request.url.startsWith(request.baseUrlEnv.value)
      ? [{ env: request.baseUrlEnv.env }, request.url.slice(request.baseUrlEnv.value.length)]
      : [request.url];
  const usesEnv =
    request.basicAuth !== null ||
    url.length > 1 ||
    request.headers.some(([, value]) => value.some((part) => typeof part !== 'string'));
  const args: string[] = [`    ${pyText(url)},`];
  if (request.query.length) args.push(`    params=${pyValue(Object.fromEntries(request.query), '    ')},`);
  if (request.headers.length)
    args.push(
      `    headers={\n${request.headers.map(([name, value]) => `        ${pyString(name)}: ${pyText(value)},`).join('\n')}\n    },`,
    );
  if (request.basicAuth)
    args.push(`    auth=(os.environ["${request.basicAuth.user}"], os.environ["${request.basicAuth.password}"]),`);
  if (body && isForm(body.mediaType))
    args.push(`    data=${pyValue(Object.fromEntries(formFields(body.value)), '    ')},`);
  // (None, value): a plain form field, not a file upload.
  else if (body && isMultipart(body.mediaType))
    args.push(
      `    files={\n${formFields(body.value)
        .map(([k, v]) => `        ${pyString(k)}: (None, ${pyString(v)}),`)
        .join('\n')}\n    },`,
    );
  else if (body && isJson(body.mediaType)) args.push(`    json=${pyValue(body.value, '    ')},`);
  else if (body) args.push(`    data=${pyString(textBody(body.value))},`);
  args.push('    timeout=30,');
  const print =
    request.response === 'json'
      ? 'print(response.status_code, response.json())'
      : request.response === 'text'
        ? 'print(response.status_code, response.text)'
        : 'print(response.status_code)';
  const imports = usesEnv ? 'import os\n\nimport requests' : 'import requests';
  const method = request.method.toLowerCase();
  const call = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'].includes(method)
    ? `requests.${method}(\n`
    : `requests.request(\n    ${pyString(request.method)},\n`;
  return `${imports}\n\nresponse = ${call}${args.join('\n')}\n)\n${print}`;
}
