import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { OnResolveArgs, OnResolveResult, PluginBuild } from 'esbuild';
import { docusaurusAliases } from '../../cli/pipeline/docusaurus-aliases.js';

test('an unknown @theme/ module is an error that names each module hub-docs has once', () => {
  const resolvers: [RegExp, (args: OnResolveArgs) => OnResolveResult][] = [];
  const build = {
    onResolve: (options: { filter: RegExp }, resolve: (args: OnResolveArgs) => OnResolveResult) =>
      resolvers.push([options.filter, resolve]),
    onLoad: () => {},
  } as unknown as PluginBuild;
  void docusaurusAliases('/site').setup(build);
  const [, resolve] = resolvers.find(([filter]) => filter.test('@theme/Nope'))!;
  const text = resolve({ path: '@theme/Nope' } as OnResolveArgs).errors![0].text!;
  assert.match(text, /^hub-docs has no equivalent of "@theme\/Nope"\. It has @theme\/: Tabs, TabItem, /);
  assert.match(text, /MDXComponents \(and \/A, \/Code, \/Pre, \/Img, \/Li, \/Ul, \/Details, \/Heading\)/);
  assert.match(text, /; @docusaurus\/: Link, Head, /);
  // Each module once: a module's sub-modules are listed after it, in one group.
  const modules = text
    .replace(/ \(and [^)]*\)/g, '')
    .split(/[ ,:;]+/)
    .filter((word) => /^[A-Za-z]/.test(word));
  assert.deepEqual(
    modules.filter((word, i) => modules.indexOf(word) !== i && !['It', 'has'].includes(word)),
    [],
  );
  assert.equal(resolve({ path: '@theme/Tabs' } as OnResolveArgs).namespace, 'hub-alias');
});
