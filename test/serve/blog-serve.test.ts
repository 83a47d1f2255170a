/**
 * `hub-docs serve` with a blog: drafts are shown, and a new post or an authors.yml edit rebuilds the blog (its folder
 * is watched).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { startDevServer, type DevServer } from '../../cli/serve/dev-server.js';
import { createSite, type TestSite } from '../helpers/site.js';
import { BLOG_CONFIG, BLOG_FILES } from '../helpers/blog-site.js';

let site: TestSite;
let server: DevServer;

before(async () => {
  site = await createSite(BLOG_FILES, BLOG_CONFIG);
  server = await startDevServer({
    configFile: site.configFile,
    port: 0,
    host: '127.0.0.1',
    cache: true,
    log: () => {},
    debounceMs: 20,
  });
});
after(async () => {
  await server.close();
  await site.remove();
});

const get = async (route: string) => (await fetch(server.url + route)).text();

test('serve builds drafts; a new post, then an authors.yml edit, each rebuild the blog', async () => {
  assert.match(await get('/blog/2024/02/01/draft'), /Not yet\./, 'a draft is built in serve');
  let rebuilt = server.nextBuild();
  await writeFile(
    path.join(site.dir, 'blog/2025-05-06-news.md'),
    '---\ntitle: Fresh news\nauthors: slorber\n---\n\nJust in.\n',
  );
  assert.equal((await rebuilt).ok, true);
  assert.match(await get('/blog'), /Fresh news/);
  assert.match(await get('/blog/2025/05/06/news'), /Just in\./);
  rebuilt = server.nextBuild();
  await site.write(
    'blog/authors.yml',
    BLOG_FILES['blog/authors.yml'].replace('Docusaurus maintainer', 'Blog plugin author'),
  );
  assert.equal((await rebuilt).ok, true);
  assert.match(await get('/blog/2025/05/06/news'), /Blog plugin author/);
});
