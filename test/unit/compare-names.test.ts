/**
 * cli/pipeline/compare-names.ts: the order of localeCompare(…, 'en') (ICU's root collation), without ICU for plain
 * names.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COLLATION_ORDER, compareNames } from '../../cli/pipeline/compare-names.js';

test("names compare as localeCompare(…, 'en') compares them: every pair of the characters compared without ICU, plain names, and names ICU must compare", () => {
  const chars = [...COLLATION_ORDER];
  for (const a of chars)
    for (const b of chars)
      assert.equal(
        Math.sign(compareNames(a, b)),
        Math.sign(a.localeCompare(b, 'en')),
        `${JSON.stringify(a)} vs ${JSON.stringify(b)}`,
      );
  // Random names over those characters (a fixed seed: the same names every run), and real ones.
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const alphabet = 'ab-_./ 09z';
  const names = Array.from({ length: 400 }, () =>
    Array.from({ length: 1 + Math.floor(random() * 6) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
      '',
    ),
  );
  names.push(
    'hub-and-spoke-architecture.mdx',
    'hub-and-spoke.mdx',
    'hub_and_spoke.mdx',
    'schema/sales-delivery',
    'schema/sales',
    'schema/sales-order',
    '01-intro.md',
    '1-intro.md',
    'intro.md',
    'intro',
    'a',
    '',
  );
  // And names with characters left to ICU: capitals, accents, other scripts.
  names.push('Intro.md', 'intro.MD', 'Émile', 'emile', 'straße', 'strasse', '接口', 'Zebra', 'apple');
  for (const a of names)
    for (const b of names)
      assert.equal(
        Math.sign(compareNames(a, b)),
        Math.sign(a.localeCompare(b, 'en')),
        `${JSON.stringify(a)} vs ${JSON.stringify(b)}`,
      );
});
