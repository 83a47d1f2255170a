/**
 * Search relevance on the real docs: queries readers type (exact titles, synonyms, error
 * text as the product shows it, typos, prefixes) and the page they want, and a second set
 * written as readers type into the box (reader-queries.ts). In each set at least 95 % must
 * have that page among the first three result pages, and no query may find nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSearchIndex, prepareSite } from '../../cli/build.js';
import { searchDocuments } from '../../cli/pipeline/search-documents.js';
import { engineFromFiles, grouped, referenceSearch, splitHits } from './reference-engine.js';
import { READER_QUERIES } from './reader-queries.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const T = '/end-user-guide/troubleshooting';

// [query, the page the reader wants]
const QUERIES: [string, string][] = [
  // exact titles
  ['canonical data', '/core-concepts/canonical-data'],
  ['hub and spoke architecture', '/core-concepts/hub-and-spoke-architecture'],
  ['anatomy of a message', '/core-concepts/the-anatomy-of-a-message'],
  ['correlation ids', '/advanced-topics/correlation-ids'],
  ['record creation on no match', '/advanced-topics/record-creation-on-no-match'],
  ['configure pause duration', '/advanced-topics/configure-pause-duration'],
  ['sales delivery item', '/schema/sales-delivery/sales-delivery-item'],
  ['gl account balance', '/schema/gl-account-balance'],
  ['bill of materials', '/schema/bill-of-materials'],
  ['extension properties export', '/advanced-topics/extension-properties-export-and-import'],
  ['id linking', '/advanced-topics/id-resolution/id-linking'],
  ['version 3', '/major-version-updates/version-3'],
  ['event logging', '/getting-started/event-logging'],
  ['alternate keys', '/schema/utilities/alternate-keys'],
  // what a reader would type instead
  ['webhook signature', '/getting-started/receiving-messages-from-switchboard'],
  ['verify the signature', '/getting-started/receiving-messages-from-switchboard'],
  ['send a batch of messages', '/getting-started/sending-messages-to-switchboard'],
  ['access token', '/getting-started/sending-messages-to-switchboard'],
  ['exponential backoff', '/advanced-topics/retries'],
  ['connector paused', '/advanced-topics/configure-pause-duration'],
  ['filter expression syntax', '/advanced-topics/filters'],
  ['acknowledge pulled message', '/getting-started/receiving-messages-from-switchboard'],
  ['migrate from version 2', '/major-version-updates/version-3'],
  ['invoice', '/schema/billing-document'],
  ['customer vat number', '/schema/customer-account'],
  ['credit limit', '/schema/customer-account'],
  ['journal entries debit credit', '/schema/gl-journal'],
  ['stock level warehouse', '/schema/product-inventory'],
  ['message.failed event', '/advanced-topics/switchboard-events'],
  // error text as the product shows it
  ['KEY_DATA_IS_MISSING', `${T}/error-key-data-is-missing`],
  ['RATE_LIMIT_EXCEEDED', `${T}/warning-rate-limit-exceeded`],
  ['429 Too Many Requests', `${T}/warning-rate-limit-exceeded`],
  ['unable to find matching record', `${T}/unable-to-find-matching-record`],
  ['duplicate data id', `${T}/error-duplicate-data-id`],
  ['invalid filter', `${T}/invalid-filter`],
  ['401 unauthorized token expired', `${T}/error-unauthorized`],
  ['could not save data', `${T}/warning-could-not-save-data`],
  // typos
  ['corelation id', '/advanced-topics/correlation-ids'],
  ['rerties', '/advanced-topics/retries'],
  ['notifcations', '/advanced-topics/notifications'],
  ['trasfer order', '/schema/transfer-order'],
  // prefixes (typing)
  ['producti', '/schema/production-order'],
  ['notif', '/advanced-topics/notifications'],
  ['visibility tim', '/getting-started/receiving-messages-from-switchboard'],
  ['sourc system', '/schema/utilities/source-system'],
];

const API = '/api-reference';
/** Operations of the API reference, by what they do, by method and path, and by a word of their path. */
const API_QUERIES: [string, string][] = [
  ['send message', `${API}/messages/sendMessages`],
  ['POST /v3/messages', `${API}/messages/sendMessages`],
  ['ack', `${API}/messages/acknowledgeMessage`],
  ['GET /v3/messages', `${API}/messages/pullMessages`],
  ['pull messages', `${API}/messages/pullMessages`],
  ['declareShape', `${API}/connector/declareShape`],
  ['PUT /v3/connector/property-definitions', `${API}/connector/declarePropertyDefinitions`],
  ['subscribe to hub events', `${API}/event-subscriptions/createEventSubscription`],
];

const configFile = path.join(ROOT, 'site.config.ts');
const site = await prepareSite({ configFile, cache: true });
const index = await buildSearchIndex(site);
const { engine } = await engineFromFiles(
  new Map(index.files.map((f) => [path.posix.relative(index.dir, f.path), f.contents])),
);

test('API reference operations are found by name, method and path (top 3)', async () => {
  const misses: string[] = [];
  for (const [query, wanted] of API_QUERIES) {
    const top3 = (await engine.search(query, { limit: 8, contextLength: 50 })).groups
      .slice(0, 3)
      .map((g) => g.page.url);
    if (!top3.includes(wanted)) misses.push(`"${query}" → wanted ${wanted}, got ${top3.join(', ')}`);
  }
  assert.deepEqual(misses, []);
});

/** The queries whose wanted page is not among the first three result pages, and those that found nothing. */
async function misses(queries: [string, string | string[]][]): Promise<{ misses: string[]; empty: string[] }> {
  const found = { misses: [] as string[], empty: [] as string[] };
  for (const [query, wanted] of queries) {
    const { groups } = await engine.search(query, { limit: 8, contextLength: 50 });
    const top3 = groups.slice(0, 3).map((g) => g.page.url);
    if (groups.length === 0) found.empty.push(query);
    if (![wanted].flat().some((url) => top3.includes(url)))
      found.misses.push(`"${query}" → wanted ${[wanted].flat().join(' or ')}, got ${top3.join(', ') || 'nothing'}`);
  }
  return found;
}

for (const [name, queries] of [
  ['the first set', QUERIES],
  ['queries as readers type them', READER_QUERIES],
] as const) {
  test(`${name}: at least 95 % find the wanted page in the top 3, and none finds nothing`, async () => {
    const { misses: missed, empty } = await misses(queries);
    const hitRate = 1 - missed.length / queries.length;
    assert.ok(queries.length >= 40);
    assert.deepEqual(empty, []);
    assert.ok(hitRate >= 0.95, `${Math.round(hitRate * 100)} % in the top 3; misses:\n${missed.join('\n')}`);
  });
}

test('the index split into files ranks every reader query exactly as one whole lunr index does', async () => {
  const documents = searchDocuments(
    site.pages.map((p) => ({ page: p.data, keywords: p.keywords, sections: p.sections })),
  );
  const reference = await referenceSearch(site.config.locale.code, documents);
  for (const [query] of [...QUERIES, ...READER_QUERIES]) {
    for (const limit of [8, 50]) {
      const options = { limit, contextLength: 50 };
      assert.deepEqual(
        await splitHits(engine, query, options),
        grouped(reference(query, options)),
        `${query} (limit ${limit})`,
      );
    }
  }
});
