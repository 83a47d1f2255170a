import { test } from 'node:test';
import assert from 'node:assert/strict';
import { replaceProductInPath, replaceProductInText } from '../../cli/content/product-token.js';

const product = { name: 'Switchboard', slug: 'switchboard' };

test('text gets the name, %product-slug% the slug', () => {
  assert.equal(
    replaceProductInText('Send to %product% via X-%product%-Signature', product),
    'Send to Switchboard via X-Switchboard-Signature',
  );
  assert.equal(replaceProductInText('route /%product-slug%/x', product), 'route /switchboard/x');
  assert.equal(replaceProductInText('100% sure, no token', product), '100% sure, no token');
});

test('paths get the slug, also percent-encoded tokens', () => {
  assert.equal(
    replaceProductInPath('/core-concepts/how-%product%-exchanges-data', product),
    '/core-concepts/how-switchboard-exchanges-data',
  );
  assert.equal(replaceProductInPath('./%25product%25-events.mdx', product), './switchboard-events.mdx');
});
