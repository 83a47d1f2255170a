/** Every route of the specification's route table exists (with the product slug for {product}). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareSite } from '../../cli/build.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const group = (base: string, children: string[]) => [base, ...children.map((c) => `${base}/${c}`)];

export const SPEC_ROUTES = [
  '/',
  '/search',
  '/troubleshooting',
  '/category/utilities',
  '/category/sales-delivery',
  ...group('/advanced-topics', [
    'configure-pause-duration',
    'correlation-ids',
    'error-handling',
    'extension-properties-export-and-import',
    'filters',
    'id-resolution',
    'id-resolution/data-references',
    'id-resolution/external-ids',
    'id-resolution/id-linking',
    'managing-connector-shapes-and-properties',
    'notifications',
    'process-messages',
    'properties',
    'record-creation-on-no-match',
    'retries',
    '{product}-events',
  ]),
  ...group('/best-practices', ['external-ids', 'message-loss', 'performance', 'retry', 'security']),
  ...group('/core-concepts', [
    'canonical-data',
    'connectors-and-integrations',
    'how-{product}-exchanges-data',
    'hub-and-spoke-architecture',
    'the-anatomy-of-a-message',
  ]),
  ...group('/end-user-guide', ['about-{product}', 'managing-alternate-ids', 'managing-shapes', 'troubleshooting']),
  ...group('/end-user-guide/troubleshooting', [
    'error-connector-unavailable',
    'error-could-not-reach-external-system',
    'error-could-not-retrieve-data',
    'error-duplicate-data-id',
    'error-invalid-message',
    'error-key-data-is-missing',
    'error-platform-unavailable',
    'error-unauthorized',
    'invalid-filter',
    'unable-to-find-matching-record',
    'unexpected-server-error',
    'warning',
    'warning-connector-unavailable',
    'warning-could-not-reach-external-system',
    'warning-could-not-save-data',
    'warning-invalid-message',
    'warning-key-data-is-missing',
    'warning-platform-unavailable',
    'warning-rate-limit-exceeded',
    'warning-unauthorized',
  ]),
  ...group('/getting-started', [
    'event-logging',
    'receiving-messages-from-{product}',
    'receiving-messages-from-{product}-config',
    'sending-messages-to-{product}',
    'sending-messages-to-{product}-config',
  ]),
  ...group('/major-version-updates', ['version-3']),
  ...group('/schema', [
    'bill-of-materials',
    'billing-document',
    'company',
    'customer-account',
    'data-envelopes',
    'data-references',
    'gl-account',
    'gl-account-balance',
    'gl-dimension',
    'gl-journal',
    'gl-stats',
    'identifiable-items',
    'inventory-costing',
    'product',
    'product-inventory',
    'production-order',
    'production-routing',
    'recorded-by-user',
    'sales-delivery',
    'sales-delivery/sales-delivery-item',
    'sales-order',
    'transfer-order',
    'user',
    'utilities/alternate-keys',
    'utilities/attribute-field',
    'utilities/extension-field',
    'utilities/external-identities',
    'utilities/source-system',
  ]),
];

test('the bundled docs have every route of the specification', async () => {
  const configFile = path.join(ROOT, 'site.config.ts');
  const site = await prepareSite({ configFile, cache: true });
  const routes = new Set(site.pages.map((p) => p.data.route));
  const missing = SPEC_ROUTES.map((r) => r.replace(/\{product\}/g, site.config.product.slug)).filter(
    (r) => !routes.has(r),
  );
  assert.deepEqual(missing, []);
  assert.ok(routes.has('/404'));
});
