import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, page } from '../helpers/site.js';
import { startDevServer } from '../../cli/serve/dev-server.js';

test('serve rebuilds when _facts.json changes, recompiling only the pages that use the changed fact', async () => {
  const s = await createSite({
    'docs/_facts.json': '{ "push": { "answerTimeoutSeconds": 10 }, "log": { "retentionDays": 30 } }',
    'docs/intro.mdx': page(
      'Welcome',
      'Answer within %fact:push.answerTimeoutSeconds% seconds. See [log](./log.mdx).',
      'slug: /\n',
    ),
    'docs/log.mdx': page('Log', 'Kept %fact:log.retentionDays% days. See [intro](./intro.mdx).'),
  });
  const server = await startDevServer({
    configFile: s.configFile,
    port: 0,
    host: '127.0.0.1',
    cache: false,
    log: () => {},
    debounceMs: 20,
  });
  after(async () => {
    await server.close();
    await s.remove();
  });
  assert.match(await (await fetch(`${server.url}/`)).text(), /Answer within 10 seconds\./);
  const rebuilt = server.nextBuild();
  await s.write('docs/_facts.json', '{ "push": { "answerTimeoutSeconds": 15 }, "log": { "retentionDays": 30 } }');
  const result = await rebuilt;
  assert.equal(result.ok, true);
  assert.equal(result.recompiled, 1);
  assert.match(await (await fetch(`${server.url}/`)).text(), /Answer within 15 seconds\./);

  const failed = server.nextBuild();
  await s.write('docs/_facts.json', '{ "push": { "answerTimeoutSeconds": 15 }, }');
  assert.equal((await failed).ok, false, 'a broken facts file fails the rebuild; the last good site keeps serving');
  assert.match(await (await fetch(`${server.url}/`)).text(), /Answer within 15 seconds\./);
});
