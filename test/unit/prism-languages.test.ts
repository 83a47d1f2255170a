import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { LANGUAGES, Prism } from '../../cli/mdx/prism-languages.js';

/**
 * The grammars as data: every object once (they refer to each other), regular expressions by source and flags,
 * functions by their code.
 */
const SERIALIZE = `(root) => {
  const ids = new Map();
  const walk = (v) => {
    if (v instanceof RegExp) return 'RegExp ' + v.source + ' ' + v.flags;
    if (typeof v === 'function') return 'function ' + v.toString();
    if (v === null || typeof v !== 'object') return v;
    if (ids.has(v)) return { ref: ids.get(v) };
    ids.set(v, ids.size);
    return Array.isArray(v) ? v.map(walk) : Object.fromEntries(Object.keys(v).sort().map((k) => [k, walk(v[k])]));
  };
  return JSON.stringify(walk(root));
}`;

test("prism's languages, imported in the CLI's bundle, are the grammars prism's own loadLanguages makes", async () => {
  const require = createRequire(import.meta.url);
  // A thread of its own: prism keeps its languages on a global.
  const theirs = await new Promise<string>((resolve, reject) => {
    const worker = new Worker(
      `const Prism = require(${JSON.stringify(require.resolve('prismjs'))});
       const loadLanguages = require(${JSON.stringify(require.resolve('prismjs/components/index.js'))});
       loadLanguages.silent = true;
       loadLanguages(${JSON.stringify(LANGUAGES)});
       require('node:worker_threads').parentPort.postMessage((${SERIALIZE})(Prism.languages));`,
      { eval: true },
    );
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const ours = (new Function(`return ${SERIALIZE}`)() as (languages: unknown) => string)(Prism.languages);
  assert.ok(ours === theirs, 'the same grammars, in the same places');
  for (const language of LANGUAGES) assert.ok(Prism.languages[language], language);
});
