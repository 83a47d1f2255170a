/**
 * Prism with the languages pages are highlighted in. They are loaded as prism's own
 * `loadLanguages` loads them (the same order, which matters: a language may extend or embed one
 * loaded before it, and `http` embeds those loaded before it), but as imports the CLI's bundle
 * holds: `loadLanguages` requires some 30 files by computed paths on every run, where bundled
 * they come from the CLI's code cache. A unit test checks that the grammars are
 * `loadLanguages`' own (test/unit/highlight.test.ts).
 */
import Prism from 'prismjs';
import 'prismjs/components/prism-markup.js';
import 'prismjs/components/prism-css.js';
import 'prismjs/components/prism-clike.js';
import 'prismjs/components/prism-javascript.js';
import 'prismjs/components/prism-yaml.js';
import 'prismjs/components/prism-markdown.js';
import 'prismjs/components/prism-graphql.js';
import 'prismjs/components/prism-sql.js';
import 'prismjs/components/prism-typescript.js';
import 'prismjs/components/prism-java.js';
import 'prismjs/components/prism-markup-templating.js';
import 'prismjs/components/prism-php.js';
import 'prismjs/components/prism-jsx.js';
import 'prismjs/components/prism-tsx.js';
import 'prismjs/components/prism-bash.js';
import 'prismjs/components/prism-json.js';
import 'prismjs/components/prism-json5.js';
import 'prismjs/components/prism-http.js';
import 'prismjs/components/prism-diff.js';
import 'prismjs/components/prism-python.js';
import 'prismjs/components/prism-csharp.js';
import 'prismjs/components/prism-go.js';
import 'prismjs/components/prism-ini.js';
import 'prismjs/components/prism-toml.js';
import 'prismjs/components/prism-docker.js';
import 'prismjs/components/prism-powershell.js';
import 'prismjs/components/prism-ruby.js';
import 'prismjs/components/prism-rust.js';

/** The languages asked of `loadLanguages` (which loads their dependencies too: markup-templating for php). */
export const LANGUAGES = [
  'markup',
  'css',
  'clike',
  'javascript',
  'typescript',
  'jsx',
  'tsx',
  'bash',
  'json',
  'json5',
  'yaml',
  'http',
  'diff',
  'python',
  'java',
  'csharp',
  'sql',
  'go',
  'ini',
  'toml',
  'docker',
  'graphql',
  'markdown',
  'powershell',
  'php',
  'ruby',
  'rust',
];

export { Prism };
