import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapeHtml, escapeHtmlText } from '../../theme/escape-html.js';

test('escapeHtml: safe in element content and in a double-quoted attribute', () => {
  assert.equal(
    escapeHtml(`<a href="x">Tom & "Jerry"</a>`),
    '&lt;a href=&quot;x&quot;&gt;Tom &amp; &quot;Jerry&quot;&lt;/a&gt;',
  );
  assert.equal(escapeHtml('&amp;'), '&amp;amp;');
  assert.equal(escapeHtml(`it's`), `it's`);
});

test('escapeHtmlText: element content only, quotes kept as they are', () => {
  assert.equal(escapeHtmlText(`{"a": "<b> & c"}`), '{"a": "&lt;b&gt; &amp; c"}');
});
