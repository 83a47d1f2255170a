/**
 * Property: whatever file names, slugs, ids, tag permalinks, category slugs and docs route a site
 * has, its build writes inside its output folder only, and either succeeds or fails with errors
 * that each name a file (test/helpers/hostile-site.ts). A fixed seed and a few dozen cases here;
 * `node --import tsx scripts/fuzz-routes.ts 3000` runs thousands with a new seed.
 */
import { test, after } from 'node:test';
import fc from 'fast-check';
import { HostileSandbox, hostileSite } from '../helpers/hostile-site.js';

const sandbox = new HostileSandbox();
after(() => sandbox.remove());

test('hostile routes: every file is written inside the output folder, and every failure names a file', async () => {
  await fc.assert(
    fc.asyncProperty(hostileSite, (site) => sandbox.check(site)),
    { seed: 30, numRuns: 40, endOnFailure: true, includeErrorInReport: true },
  );
  // Both kinds of outcome were exercised.
  if (sandbox.outcomes.built === 0 || sandbox.outcomes.refused === 0)
    throw new Error(`outcomes: ${JSON.stringify(sandbox.outcomes)}`);
});
