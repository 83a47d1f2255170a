/**
 * Where a site's caches go (cli/cache-folder.ts): its project's node_modules/.cache/hub-docs,
 * else the user's cache folder; never hub-docs' own folder. And the packages hub-docs bundles
 * and copies are found as Node finds them from hub-docs' files (cli/paths.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { siteFolderOf } from '../../cli/bundle-loader.js';
import { cacheFolderFor, userCacheFolder } from '../../cli/cache-folder.js';
import { packageFolder, PACKAGE_ROOT } from '../../cli/paths.js';

const withEnv = async (env: Record<string, string | undefined>, run: () => Promise<void> | void) => {
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  for (const [k, v] of Object.entries(env))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  try {
    await run();
  } finally {
    for (const [k, v] of Object.entries(before))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
};

test("a site in a project with node_modules caches in the project's node_modules/.cache/hub-docs, from the site's folder or one below", async () => {
  const project = await realpath(await mkdtemp(path.join(tmpdir(), 'hub-docs-cache-')));
  try {
    await writeFile(path.join(project, 'package.json'), '{}');
    await mkdir(path.join(project, 'node_modules'));
    await mkdir(path.join(project, 'website', 'docs'), { recursive: true });
    await withEnv({ HUB_DOCS_CACHE_DIR: undefined }, () => {
      assert.equal(cacheFolderFor(project), path.join(project, 'node_modules', '.cache', 'hub-docs'));
      assert.equal(
        cacheFolderFor(path.join(project, 'website')),
        path.join(project, 'node_modules', '.cache', 'hub-docs'),
      );
    });
    // The nearest package.json decides: a site with a package.json of its own and no node_modules is not its parent's.
    await writeFile(path.join(project, 'website', 'package.json'), '{}');
    await withEnv({ HUB_DOCS_CACHE_DIR: undefined, XDG_CACHE_HOME: path.join(project, 'xdg') }, () => {
      assert.equal(cacheFolderFor(path.join(project, 'website')), path.join(project, 'xdg', 'hub-docs'));
    });
  } finally {
    await rm(project, { recursive: true, force: true });
  }
});

test("a site without node_modules caches in the user's cache folder ($XDG_CACHE_HOME, else ~/.cache on Linux); HUB_DOCS_CACHE_DIR overrides", async () => {
  const site = await realpath(await mkdtemp(path.join(tmpdir(), 'hub-docs-cache-')));
  try {
    await withEnv({ HUB_DOCS_CACHE_DIR: undefined, XDG_CACHE_HOME: '/somewhere/cache' }, () => {
      if (process.platform === 'linux') assert.equal(cacheFolderFor(site), '/somewhere/cache/hub-docs');
      else assert.equal(cacheFolderFor(site), path.join(userCacheFolder(), 'hub-docs'));
    });
    await withEnv({ HUB_DOCS_CACHE_DIR: undefined, XDG_CACHE_HOME: undefined }, () => {
      if (process.platform === 'linux') assert.match(cacheFolderFor(site), /[/\\]\.cache[/\\]hub-docs$/);
    });
    await withEnv({ HUB_DOCS_CACHE_DIR: path.join(site, 'mine') }, () =>
      assert.equal(cacheFolderFor(site), path.join(site, 'mine')),
    );
  } finally {
    await rm(site, { recursive: true, force: true });
  }
});

test("hub-docs' dependencies are found where Node resolves them from hub-docs' files (mermaid, whose exports allow package.json; lunr, by its main file)", () => {
  const require = createRequire(path.join(PACKAGE_ROOT, 'package.json'));
  assert.equal(packageFolder('mermaid'), path.dirname(require.resolve('mermaid/package.json')));
  assert.equal(packageFolder('lunr'), path.dirname(require.resolve('lunr/package.json')));
  assert.throws(() => packageFolder('surely-not-a-dependency-of-hub-docs'));
});

test("the CLI's code cache follows --config to the site's folder, else stays with the current folder", () => {
  assert.equal(
    siteFolderOf(['node', 'main.cjs', 'build', '--config', 'sites/a/site.config.ts']),
    path.resolve('sites/a'),
  );
  assert.equal(
    siteFolderOf(['node', 'main.cjs', 'build', '--config=/srv/b/docusaurus.config.js', '--out-dir', 'x']),
    '/srv/b',
  );
  assert.equal(siteFolderOf(['node', 'main.cjs', 'build', '--out-dir', 'x']), process.cwd());
  assert.equal(siteFolderOf(['node', 'main.cjs', 'build', '--config']), process.cwd());
});
