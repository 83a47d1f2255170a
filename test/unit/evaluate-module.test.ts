/**
 * cli/config/evaluate-module.ts: a Docusaurus config whose packages are not installed still yields what does not depend
 * on them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { evaluateModule, standInName } from '../../cli/config/evaluate-module.js';

test("a package that is not installed stands in for itself: read as a namespace (import * as), called, spread, as Jest's config does", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'evaluate-module-'));
  try {
    const file = path.join(dir, 'docusaurus.config.mjs');
    await writeFile(
      file,
      [
        "import * as yaml from 'not-installed-yaml';",
        "import { themes } from 'not-installed-prism';",
        "const crowdin = yaml.load('languages: [fr]');",
        'const styles = [...themes.github.styles, { types: ["comment"] }];',
        "export default { title: 'Jest', url: 'https://jestjs.io', customFields: { crowdin, styles } };",
      ].join('\n'),
    );
    const { value, missing } = await evaluateModule(file);
    const config = value as { title: string; customFields: { crowdin: unknown; styles: unknown[] } };
    assert.equal(config.title, 'Jest');
    assert.equal(standInName(config.customFields.crowdin), 'not-installed-yaml.load()');
    assert.deepEqual(config.customFields.styles, [{ types: ['comment'] }], 'a stand-in spreads as nothing');
    assert.deepEqual(missing, ['not-installed-prism', 'not-installed-yaml']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
