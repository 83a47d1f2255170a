/** The server renderers as pipeline/renderers.ts bundles them from the theme. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { bundleRenderers } from '../../cli/pipeline/renderers.js';
import { themeConstants } from '../../cli/pipeline/theme-constants.js';
import { validateConfig } from '../../cli/config/validate-config.js';

test('both renderers are ASCII, which V8 holds as one byte a character (a single other character doubles it and slows its reading)', async () => {
  const config = validateConfig({
    title: 'T',
    url: 'https://x.example.com',
    product: { name: 'Switchboard', slug: 'switchboard' },
  }).config!;
  const renderers = await bundleRenderers(themeConstants(config, 1));
  for (const { file } of [renderers.content, renderers.app]) {
    const code = await readFile(file, 'utf8');
    const other = /[^\x00-\x7f]/.exec(code);
    assert.equal(
      other,
      null,
      `${file}: ${JSON.stringify(other?.[0])} in …${code.slice(Math.max(0, (other?.index ?? 0) - 60), (other?.index ?? 0) + 20)}…`,
    );
  }
});
