import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { OnResolveArgs, OnResolveResult, PluginBuild } from 'esbuild';
import { ALIASES, docusaurusAliases } from '../../cli/pipeline/docusaurus-aliases.js';

test('an unknown @theme/ module is an error that names each module hub-docs has once', () => {
  const resolvers: [RegExp, (args: OnResolveArgs) => OnResolveResult][] = [];
  const build = { onResolve: (options: { filter: RegExp }, resolve: (args: OnResolveArgs) => OnResolveResult) => resolvers.push([options.filter, resolve]), onLoad: () => {} } as unknown as PluginBuild;
  void docusaurusAliases('/site').setup(build);
  const [, resolve] = resolvers.find(([filter]) => filter.test('@theme/Nope'))!;
  const text = resolve({ path: '@theme/Nope' } as OnResolveArgs).errors![0].text!;
  assert.match(text, /^hub-docs has no equivalent of "@theme\/Nope" \(it has @theme\/Tabs, /);
  for (const name of Object.keys(ALIASES)) assert.equal(text.split(/[ (,)]+/).filter((word) => word === name).length, 1, name);
  assert.equal(resolve({ path: '@theme/Tabs' } as OnResolveArgs).namespace, 'hub-alias');
});
