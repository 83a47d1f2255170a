/**
 * The API spec and the docs pages take the hub's constants from one place, `docs/_facts.json`
 * (issue 15), so the two cannot drift apart:
 *
 * - What cannot hold a `%fact:NAME%` token (numeric schema keywords such as `maxItems`, number
 *   examples, header names, the server URL) must equal its fact. SPEC_FACTS says where each
 *   fact is stated, once; the paths and the error categories are checked against every fact of
 *   their kind, with no table.
 * - The spec's prose (descriptions, summaries, examples) writes facts by name, as pages do: the
 *   facts-by-name rule of the pages (`literal-facts.ts`) runs on it too.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import config from '../../site.config.js';
import { loadFacts } from '../../cli/content/facts-file.js';
import { factTokensIn, type Facts } from '../../cli/content/fact-token.js';
import { leadOf } from '../../cli/openapi/markdown-text.js';
import { findLiteralFacts } from './literal-facts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const SEND = '/paths/~1v3~1messages/post';
const PULL = '/paths/~1v3~1messages/get';
const JSON_BODY = 'content/application~1json';
const LOOKUP = '/paths/~1v3~1process-messages/get';

interface SpecFact {
  fact: string;
  /** JSON pointers into the spec as written (before `$ref`s are resolved). */
  at: string[];
  /** The value the spec must hold, from the fact's value, when it is not the value itself. */
  as?: (value: string, facts: Facts) => string;
}

/** Where the spec states a fact as a value that cannot hold a token. */
export const SPEC_FACTS: SpecFact[] = [
  { fact: 'messages.batchMaxMessages', at: [`${SEND}/requestBody/${JSON_BODY}/schema/oneOf/1/maxItems`] },
  {
    fact: 'pull.maxMessages',
    at: [`${PULL}/parameters/0/schema/maximum`, `${PULL}/responses/200/${JSON_BODY}/schema/maxItems`],
  },
  { fact: 'pull.defaultMaxMessages', at: [`${PULL}/parameters/0/schema/default`, `${PULL}/parameters/0/example`] },
  {
    fact: 'auth.tokenLifetimeSeconds',
    at: [
      '/components/schemas/AccessToken/properties/expires_in/example',
      '/components/schemas/AccessToken/example/expires_in',
    ],
  },
  {
    fact: 'auth.tokenPath',
    at: ['/components/securitySchemes/hubToken/flows/clientCredentials/tokenUrl'],
    as: (value, facts) => facts['environments.sandboxBaseUrl'] + value,
  },
  { fact: 'environments.sandboxBaseUrl', at: ['/servers/0/variables/hubBaseUrl/default'] },
  { fact: 'environments.productionBaseUrl', at: ['/servers/1/url'] },
  {
    fact: 'retries.maxTries',
    at: ['/components/schemas/ProcessMessage/properties/deliveries/items/properties/attempts/maximum'],
  },
  {
    fact: 'pause.defaultMinutes',
    at: [
      '/components/schemas/PauseDuration/example',
      `/webhooks/hubEvent/post/requestBody/${JSON_BODY}/example/data/pauseDuration`,
    ],
    as: (minutes) => `PT${minutes}M`,
  },
  {
    fact: 'pause.afterConsecutiveFailures',
    at: [`/webhooks/hubEvent/post/requestBody/${JSON_BODY}/example/data/consecutiveFailures`],
  },
  { fact: 'events.batchMaxEvents', at: [`/paths/~1v3~1events/post/requestBody/${JSON_BODY}/schema/oneOf/1/maxItems`] },
  {
    fact: 'eventSubscriptions.maxPerConnector',
    at: [`/paths/~1v3~1event-subscriptions/get/responses/200/${JSON_BODY}/schema/maxItems`],
  },
  { fact: 'properties.maxDefinitions', at: ['/components/schemas/PropertyDefinitions/properties/properties/maxItems'] },
  { fact: 'properties.maxEnumValues', at: ['/components/schemas/PropertyDefinition/properties/values/maxItems'] },
  { fact: 'push.signatureHeader', at: ['/components/parameters/Signature/name'] },
  { fact: 'push.eventTypeHeader', at: ['/webhooks/hubEvent/post/parameters/1/name'] },
  { fact: 'push.eventIdHeader', at: ['/webhooks/hubEvent/post/parameters/2/name'] },
  {
    fact: 'processMessages.pageMaxItems',
    at: [
      `${LOOKUP}/parameters/7/schema/maximum`,
      `${LOOKUP}/parameters/7/schema/default`,
      '/components/schemas/ProcessMessagePage/properties/processMessages/maxItems',
    ],
  },
];

type Json = unknown;

/** RFC 6901. */
function resolvePointer(document: Json, pointer: string): { found: boolean; value?: Json } {
  let node: Json = document;
  for (const segment of pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, segment)) return { found: false };
    node = (node as Record<string, Json>)[segment];
  }
  return { found: true, value: node };
}

/** Every SPEC_FACTS value that differs from its fact, as a readable line. */
export function factMismatches(spec: Json, facts: Facts, table: SpecFact[] = SPEC_FACTS): string[] {
  return table.flatMap(({ fact, at, as }) => {
    if (!Object.hasOwn(facts, fact)) return [`SPEC_FACTS names "${fact}", which _facts.json does not define`];
    const expected = as ? as(facts[fact], facts) : facts[fact];
    return at.flatMap((pointer) => {
      const { found, value } = resolvePointer(spec, pointer);
      if (!found) return [`${pointer}: nothing there (fact ${fact}); update SPEC_FACTS if the spec moved it`];
      // A number fact is a number in the spec (`maxItems: '100'` is no limit), anything else the same string.
      const same = /^\d+(\.\d+)?$/.test(expected)
        ? typeof value === 'number' && String(value) === expected
        : value === expected;
      return same ? [] : [`${pointer} is ${JSON.stringify(value)}, but %fact:${fact}% is ${JSON.stringify(expected)}`];
    });
  });
}

/**
 * The spec's paths are the path facts: each path is one (or one plus a path parameter), and each path fact is a path.
 */
export function pathMismatches(spec: Json, facts: Facts): string[] {
  const paths = Object.keys((spec as { paths?: Record<string, Json> }).paths ?? {});
  const version = facts['api.versionPath'];
  const pathFacts = Object.entries(facts).filter(([name]) => /Path$/.test(name) && name !== 'api.versionPath');
  const values = new Set(pathFacts.map(([, value]) => value));
  const problems = paths
    .filter((p) => !values.has(p) && !values.has(p.replace(/\/\{[^}]+\}$/, '')))
    .map(
      (p) =>
        `path ${p} is not a path fact (nor one with a path parameter): add it to _facts.json and write %fact:NAME% in the docs`,
    );
  for (const [name, value] of pathFacts) {
    if (!paths.includes(value)) problems.push(`%fact:${name}% is ${value}, which is not a path of the spec`);
    if (name.startsWith('api.') && !value.startsWith(`${version}/`))
      problems.push(`%fact:${name}% (${value}) does not start with %fact:api.versionPath% (${version})`);
  }
  return problems;
}

/** The error categories of the spec are exactly the category facts. */
export function categoryMismatches(spec: Json, facts: Facts): string[] {
  const { value } = resolvePointer(spec, '/components/schemas/Category/enum');
  const inSpec = new Set(Array.isArray(value) ? value.map(String) : []);
  const inFacts = new Set(
    Object.entries(facts)
      .filter(([name]) => name.startsWith('category.'))
      .map(([, v]) => v),
  );
  return [
    ...[...inFacts]
      .filter((c) => !inSpec.has(c))
      .map((c) => `category ${c} is a fact but not in /components/schemas/Category/enum`),
    ...[...inSpec]
      .filter((c) => !inFacts.has(c))
      .map((c) => `/components/schemas/Category/enum has ${c}, which is no category fact`),
  ];
}

/** The spec's prose: every description and summary, and every string in an example. */
function proseOf(node: Json, pointer = '', inExample = false): [string, string][] {
  if (typeof node === 'string') return inExample ? [[pointer, node]] : [];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, Json>).flatMap(([key, child]) => {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!inExample && typeof child === 'string' && (key === 'description' || key === 'summary'))
      return [[at, child] as [string, string]];
    return proseOf(child, at, inExample || key === 'example' || key === 'examples');
  });
}

/** Facts the spec's prose writes literally instead of by name (the pages' rule). */
export function literalFactsInSpec(spec: Json, facts: Facts): string[] {
  return proseOf(spec).flatMap(([pointer, text]) =>
    findLiteralFacts(text, facts).map(
      (r) =>
        `${pointer} writes "${r.literal}" literally: write it by name (${r.names.map((n) => `%fact:${n}%`).join(' or ')})`,
    ),
  );
}

/** Tokens the build would leave as written: unknown names. */
export function unknownFactsInSpec(spec: Json, facts: Facts): string[] {
  return proseOf(spec).flatMap(([pointer, text]) =>
    factTokensIn(text)
      .filter((use) => !Object.hasOwn(facts, use.name))
      .map((use) => `${pointer}: unknown fact ${use.token}`),
  );
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Tokens in a lead: the first paragraph of an operation's or tag's description (or the API's
 * summary) is also the page's meta description and the overview's text, which the build takes
 * as written, so a token there would reach the reader as `%fact:…%`. Name facts further down.
 */
export function factsInLeads(spec: Json): string[] {
  const api = spec as {
    info?: { summary?: string; description?: string };
    tags?: { description?: string }[];
    paths?: Record<string, Record<string, { description?: string }>>;
    webhooks?: Record<string, Record<string, { description?: string }>>;
  };
  const leads: [string, string | undefined][] = [
    [api.info?.summary ? '/info/summary' : '/info/description', api.info?.summary ?? api.info?.description],
    ...(api.tags ?? []).map((tag, i): [string, string | undefined] => [`/tags/${i}/description`, tag.description]),
    ...(['paths', 'webhooks'] as const).flatMap((group) =>
      Object.entries(api[group] ?? {}).flatMap(([name, item]) =>
        METHODS.filter((m) => item[m]).map((m): [string, string | undefined] => [
          `/${group}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/${m}/description`,
          item[m].description,
        ]),
      ),
    ),
  ];
  return leads
    .filter(([, text]) => factTokensIn(leadOf(text).lead).length > 0)
    .map(
      ([pointer]) => `${pointer}: its first paragraph names a fact; the page's meta description would show the token`,
    );
}

async function load(): Promise<{ spec: Json; facts: Facts }> {
  const entry = config.openapi?.[0];
  assert.ok(entry, 'site.config.ts has an openapi entry');
  const spec = parse(await readFile(path.join(ROOT, entry.spec), 'utf8')) as Json;
  return { spec, facts: await loadFacts(path.join(ROOT, 'docs')) };
}

test('every value of the API spec that states a fact equals the fact (SPEC_FACTS)', async () => {
  const { spec, facts } = await load();
  assert.deepEqual(factMismatches(spec, facts), []);
});

test('the API spec has exactly the path facts as paths, and exactly the category facts as categories', async () => {
  const { spec, facts } = await load();
  assert.deepEqual(pathMismatches(spec, facts), []);
  assert.deepEqual(categoryMismatches(spec, facts), []);
});

test('the API spec writes facts by name in its descriptions, summaries and examples', async () => {
  const { spec, facts } = await load();
  assert.deepEqual(literalFactsInSpec(spec, facts), []);
  assert.deepEqual(unknownFactsInSpec(spec, facts), []);
  assert.deepEqual(factsInLeads(spec), []);
});

test('the checks fail when the spec and the facts drift apart', async () => {
  const { spec, facts } = await load();
  const drifted = (edit: (s: any) => void) => {
    const copy = structuredClone(spec) as any;
    edit(copy);
    return copy;
  };
  // A limit changed in the spec only, or in the facts only.
  const batch = drifted(
    (s) => (s.paths['/v3/messages'].post.requestBody.content['application/json'].schema.oneOf[1].maxItems = 99),
  );
  assert.match(
    factMismatches(batch, facts).join('\n'),
    /maxItems is 99, but %fact:messages\.batchMaxMessages% is "100"/,
  );
  assert.match(
    factMismatches(spec, { ...facts, 'pull.defaultMaxMessages': '25' }).join('\n'),
    /default is 50, but %fact:pull\.defaultMaxMessages% is "25"/,
  );
  assert.match(
    factMismatches(spec, { ...facts, 'pause.defaultMinutes': '20' }).join('\n'),
    /PauseDuration\/example is "PT15M", but %fact:pause\.defaultMinutes% is "PT20M"/,
  );
  assert.match(
    factMismatches(spec, { ...facts, 'environments.sandboxBaseUrl': 'https://sandbox.example.org' }).join('\n'),
    /tokenUrl is "https:\/\/sandbox\.hub\.example\.com\/oauth\/token"/,
  );
  // A moved value, and a number written as a string.
  assert.match(
    factMismatches(
      drifted((s) => delete s.components.schemas.AccessToken.example),
      facts,
    ).join('\n'),
    /AccessToken\/example\/expires_in: nothing there/,
  );
  assert.match(
    factMismatches(
      drifted((s) => (s.components.schemas.AccessToken.example.expires_in = '3600')),
      facts,
    ).join('\n'),
    /is "3600", but %fact:auth\.tokenLifetimeSeconds%/,
  );
  // A path or a category of one side only.
  assert.match(
    pathMismatches(
      drifted((s) => (s.paths['/v3/connectors'] = {})),
      facts,
    ).join('\n'),
    /path \/v3\/connectors is not a path fact/,
  );
  assert.match(
    pathMismatches(spec, { ...facts, 'api.ackPath': '/v3/messages/{messageId}/acknowledge' }).join('\n'),
    /ackPath% is \/v3\/messages\/\{messageId\}\/acknowledge, which is not a path/,
  );
  assert.match(
    categoryMismatches(spec, { ...facts, 'category.timeout': 'TIMEOUT' }).join('\n'),
    /category TIMEOUT is a fact but not in/,
  );
  // A literal restatement in prose, and an unknown token.
  const literal = drifted((s) => (s.paths['/v3/messages'].get.description += '\n\nMessages are hidden for 5 minutes.'));
  assert.match(
    literalFactsInSpec(literal, facts).join('\n'),
    /get\/description writes "5 minutes" literally: write it by name \(.*%fact:pull\.visibilityTimeoutMinutes%/,
  );
  const example = drifted(
    (s) =>
      (s.components.responses.TooManyRequests.content['application/problem+json'].example.detail =
        '600 requests per minute allowed.'),
  );
  assert.match(literalFactsInSpec(example, facts).join('\n'), /example\/detail writes "600 requests per minute"/);
  assert.match(
    unknownFactsInSpec(
      drifted((s) => (s.info.description += ' %fact:pull.maxMesages%')),
      facts,
    ).join('\n'),
    /unknown fact %fact:pull\.maxMesages%/,
  );
  const lead = drifted(
    (s) =>
      (s.paths['/v3/messages'].post.description =
        `Sends up to %fact:messages.batchMaxMessages% messages.\n\n${s.paths['/v3/messages'].post.description}`),
  );
  assert.deepEqual(factsInLeads(lead), [
    "/paths/~1v3~1messages/post/description: its first paragraph names a fact; the page's meta description would show the token",
  ]);
});
