/** The hub-docs command line: build, serve, init, version, write-translations, index, search, mcp. */
import { Command, Option } from 'commander';
import { formatError } from './errors.js';
import { VERSION } from './paths.js';

// Each command's code is loaded when it runs: `hub-docs search` or `--help` never loads the
// compiler, the bundler or the dev server.
type Action = (...args: unknown[]) => Promise<void>;
const lazy =
  (load: () => Promise<Action>) =>
  async (...args: unknown[]) =>
    (await load())(...args);
const runBuild = lazy(async () => (await import('./commands/build-command.js')).runBuild as Action);
const runServe = lazy(async () => (await import('./commands/serve-command.js')).runServe as Action);
const runIndex = lazy(async () => (await import('./commands/index-command.js')).runIndex as Action);
const runSearch = lazy(async () => (await import('./commands/search-command.js')).runSearch as Action);
const runMcp = lazy(async () => (await import('./commands/mcp-command.js')).runMcp as Action);
const runVersion = lazy(async () => (await import('./commands/version-command.js')).runVersion as Action);
const runInit = lazy(async () => (await import('./commands/init-command.js')).runInit as Action);
const runWriteTranslations = lazy(
  async () => (await import('./commands/write-translations-command.js')).runWriteTranslations as Action,
);

const program = new Command();
// Positional options: `--version` after a command is that command's own (search --version 1.x), not hub-docs' version.
program
  .name('hub-docs')
  .version(VERSION)
  .description('Build a folder of MDX into a fast, static, React-hydrated documentation site.')
  .showHelpAfterError()
  .enablePositionalOptions();

const configOption = () =>
  new Option(
    '--config <file>',
    'site config file (default: site.config.ts, else docusaurus.config.* in the current folder)',
  );

program
  .command('build')
  .description('build the docs into a static site')
  .addOption(configOption())
  .option('--docs-dir <dir>', 'docs folder (default: docs/ beside the config)')
  .option('--static-dir <dir>', 'static files copied to the site root (default: static/ beside the docs folder)')
  .option('--out-dir <dir>', 'output folder', 'build')
  .option('--no-cache', 'recompile every page')
  .option(
    '--locale <locale>',
    'build this locale only, into <out-dir>/<locale>/ (the default locale: into <out-dir>; default: every locale of i18n.locales)',
  )
  .option('--quiet', 'print only errors and the summary (no stages, no progress, no warnings)')
  .action(runBuild);

program
  .command('serve')
  .description('build, serve and rebuild on change, with live reload')
  .addOption(configOption())
  .option('--docs-dir <dir>', 'docs folder')
  .option('--static-dir <dir>', 'static folder')
  .option('--port <port>', 'port to listen on', '3000')
  .option('--host <host>', 'address to listen on', '127.0.0.1')
  .option('--no-cache', 'recompile every page on start')
  .option(
    '--locale <locale>',
    'serve this locale (under /<locale>/ unless it is the default; default: the default locale)',
  )
  .action(runServe);

program
  .command('init')
  .description(
    'start a new site: site.config.ts, docs/ with two example pages, static/ (writes no file that is already there)',
  )
  .argument('[dir]', 'the folder of the new site', '.')
  .action(runInit);

program
  .command('version')
  .description(
    "snapshot the current docs as a released version, in Docusaurus' layout (versions.json, versioned_docs/, versioned_sidebars/)",
  )
  .argument('<name>', 'the version name, e.g. 3.x')
  .addOption(configOption())
  .action(runVersion);

program
  .command('write-translations')
  .description(
    "write the files a translator fills in for a locale, as Docusaurus' write-translations does: i18n/<locale>/code.json (the theme's and the site's texts), docusaurus-plugin-content-docs/current.json (sidebar labels), docusaurus-theme-classic/navbar.json and footer.json",
  )
  .addOption(configOption())
  .option('--locale <locale>', "the locale to write (default: the site's default locale)")
  .option('--override', 'replace the messages the files already have (default: keep them, add the new ids)')
  .option('--message-prefix <prefix>', 'put this before every new message (such as "(no translation) "), to find them')
  .action(runWriteTranslations);

program
  .command('index')
  .description('rebuild only the search indexes, one per docs version and locale (no page rendering)')
  .addOption(configOption())
  .option('--docs-dir <dir>', 'docs folder')
  .option('--out-dir <dir>', 'output folder that holds the built site', 'build')
  .option('--json', 'print the summary as JSON')
  .action(runIndex);

program
  .command('search')
  .description('query a built search index with the same code the browser runs')
  .argument('<query...>', 'the search text')
  .option('--out-dir <dir>', 'output folder that holds the built site', 'build')
  .option('--limit <n>', 'maximum number of results', '8')
  .option('--version <name>', 'the docs version to search (default: the last version, at the docs root)')
  .option('--locale <locale>', "the locale whose index to search, e.g. fr (default: the site's default locale)")
  .option('--literal', 'search for the words as typed: no typo is corrected')
  .option('--json', 'print results as JSON: [{ title, url, type, snippet, correction }]')
  .action(runSearch);

program
  .command('mcp')
  .description(
    'a Model Context Protocol server over a built site, for assistants: search, pages as Markdown, the API reference (stdio, or Streamable HTTP with --http)',
  )
  .option('--out-dir <dir>', 'output folder that holds the built site', 'build')
  .option('--http <port>', 'serve Streamable HTTP at http://127.0.0.1:<port>/mcp instead of stdio')
  .action(runMcp);

program.parseAsync(process.argv).catch((error: unknown) => {
  process.stderr.write(formatError(error) + '\n');
  process.exitCode = 1;
});
