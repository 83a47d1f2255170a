/**
 * A second relevance set: queries as readers type them into the box (typos, plurals and other
 * word forms, words in another order, synonyms a page's keywords cover, two-word phrases), each
 * with the page or pages a reader would be glad to land on. Written before the engine was tuned
 * (issue 34), and not tuned to since: a miss here is the engine's to fix, not the query's.
 */
const T = '/end-user-guide/troubleshooting';
const RECEIVING = '/getting-started/receiving-messages-from-switchboard';

/** [query, the page the reader wants (or any of these pages, when several answer it equally)] */
export const READER_QUERIES: [string, string | string[]][] = [
  // typos: a letter missing, doubled, swapped or wrong, one or two per word
  ['connecter unavailble', [`${T}/error-connector-unavailable`, `${T}/warning-connector-unavailable`]],
  ['securty best practices', '/best-practices/security'],
  ['idempotancy', ['/getting-started/sending-messages-to-switchboard', '/best-practices/retry']],
  ['rate limt', `${T}/warning-rate-limit-exceeded`],
  ['webhok signature', RECEIVING],
  ['extention field', '/schema/utilities/extension-field'],
  ['acknowlege message', [RECEIVING, '/api-reference/messages/acknowledgeMessage']],
  ['paused conector', '/advanced-topics/configure-pause-duration'],
  ['cusotmer account', '/schema/customer-account'],
  ['billing documnet', '/schema/billing-document'],
  ['unauthorised', [`${T}/error-unauthorized`, `${T}/warning-unauthorized`]],
  ['inventroy costing', '/schema/inventory-costing'],
  ['corelation', '/advanced-topics/correlation-ids'],
  ['filtr expression', '/advanced-topics/filters'],
  ['retyr after', ['/advanced-topics/retries', '/best-practices/retry', '/advanced-topics/error-handling']],
  ['hmac signatur', [RECEIVING, '/best-practices/security']],
  // error text, half remembered
  ['matching record not found', `${T}/unable-to-find-matching-record`],
  ['access token expired', `${T}/error-unauthorized`],
  // plurals and other word forms
  ['external identity', '/schema/utilities/external-identities'],
  ['alternate id', '/end-user-guide/managing-alternate-ids'],
  ['data envelope', '/schema/data-envelopes'],
  ['notification rules', '/advanced-topics/notifications'],
  ['retrying failed deliveries', '/advanced-topics/retries'],
  ['declaring a shape', '/advanced-topics/managing-connector-shapes-and-properties'],
  ['sales orders', '/schema/sales-order'],
  ['journal entry', '/schema/gl-journal'],
  // words in another order
  ['order sales', '/schema/sales-order'],
  ['duration pause', '/advanced-topics/configure-pause-duration'],
  ['record matching unable', `${T}/unable-to-find-matching-record`],
  ['data canonical', '/core-concepts/canonical-data'],
  ['properties extension import', '/advanced-topics/extension-properties-export-and-import'],
  // synonyms a page's keywords cover
  ['credit note', '/schema/billing-document'],
  ['trial balance', '/schema/gl-account-balance'],
  ['cost center', '/schema/gl-dimension'],
  ['work order', '/schema/production-order'],
  ['throttling', `${T}/warning-rate-limit-exceeded`],
  ['chart of accounts', '/schema/gl-account'],
  ['stock transfer between warehouses', '/schema/transfer-order'],
  ['signing secret rotation', ['/best-practices/security', `${T}/warning-unauthorized`]],
  ['outbox pattern', '/best-practices/message-loss'],
  ['jitter', '/best-practices/retry'],
  ['debtor', '/schema/customer-account'],
  ['recipe components', '/schema/bill-of-materials'],
  // two-word phrases
  ['visibility timeout', [RECEIVING, `${RECEIVING}-config`]],
  ['delivery mode', [`${RECEIVING}-config`, '/core-concepts/connectors-and-integrations']],
  ['quiet period', '/advanced-topics/notifications'],
  ['guest customer', '/advanced-topics/record-creation-on-no-match'],
  ['batch size', '/getting-started/sending-messages-to-switchboard-config'],
  ['service user', ['/schema/user', '/schema/recorded-by-user']],
  ['lot number', '/schema/sales-delivery/sales-delivery-item'],
  ['effective shape', '/advanced-topics/managing-connector-shapes-and-properties'],
  ['derived messages', '/advanced-topics/correlation-ids'],
  ['consecutive failures', '/advanced-topics/configure-pause-duration'],
];
