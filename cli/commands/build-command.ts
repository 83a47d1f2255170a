import path from 'node:path';
import { buildAllLocales } from '../locales/build-locales.js';
import { formatBytes, formatMs } from '../format.js';
import { formatWarnings } from '../errors.js';
import { siteConfigFile } from './site-config-file.js';
import { outputMode, stageReporter } from '../progress-reporter.js';

export async function runBuild(options: {
  config?: string;
  docsDir?: string;
  staticDir?: string;
  outDir: string;
  cache: boolean;
  quiet?: boolean;
  locale?: string;
}): Promise<void> {
  const result = await buildAllLocales({
    configFile: siteConfigFile(options.config),
    docsDir: options.docsDir,
    staticDir: options.staticDir,
    outDir: options.outDir,
    cache: options.cache,
    locale: options.locale,
    reporter: stageReporter(outputMode(process.stdout, options.quiet === true), process.stdout),
  });
  if (result.warnings.length && !options.quiet) process.stderr.write(formatWarnings(result.warnings) + '\n');
  const hidden =
    options.quiet && result.warnings.length
      ? `, ${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'} (run without --quiet to see them)`
      : '';
  const locales =
    result.locales.length > 1
      ? `, ${result.locales.length} locales (${result.locales.map((l) => `${l.code} ${l.pages}`).join(', ')})`
      : '';
  process.stdout.write(
    `✓ built ${result.pages} pages in ${formatMs(result.ms)} → ${path.relative(process.cwd(), result.outDir) || '.'} (${formatBytes(result.bytes)})${locales}${hidden}\n`,
  );
}
