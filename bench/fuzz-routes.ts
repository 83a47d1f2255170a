/**
 * `node --import tsx bench/fuzz-routes.ts [CASES] [--seed N]`: the hostile-routes property of
 * test/build/hostile-routes.property.test.ts with many cases (default 2000) and a new seed each
 * run (printed, so a failure can be replayed with --seed). Prints how many sites were built and
 * how many were refused with located errors; exits 1 with the counterexample if the property fails.
 */
import fc from 'fast-check';
import { HostileSandbox, hostileSite } from '../test/helpers/hostile-site.js';

const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const seed = seedAt >= 0 ? Number(args[seedAt + 1]) : Date.now() % 2 ** 31;
const cases = Number(args.find((a, i) => /^\d+$/.test(a) && (seedAt < 0 || i !== seedAt + 1)) ?? 2000);
const sandbox = new HostileSandbox();
const started = Date.now();
let done = 0;
try {
  await fc.assert(
    fc.asyncProperty(hostileSite, async (site) => {
      await sandbox.check(site);
      if (++done % 100 === 0)
        process.stderr.write(`${done}/${cases} cases, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    }),
    { seed, numRuns: cases, endOnFailure: true, includeErrorInReport: true },
  );
  console.log(
    `hostile routes: ${cases} cases (seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${sandbox.outcomes.built} built, ${sandbox.outcomes.refused} refused with located errors, no file written outside the output folder`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  sandbox.remove();
}
