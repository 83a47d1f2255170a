import path from 'node:path';
import { build } from '../build.js';
import { formatBytes, formatMs } from '../format.js';
import { formatWarnings } from '../errors.js';
import { siteConfigFile } from './site-config-file.js';

export async function runBuild(options: { config?: string; docsDir?: string; staticDir?: string; outDir: string; cache: boolean }): Promise<void> {
  const verbose = process.stdout.isTTY && !process.env.CI;
  const result = await build({
    configFile: siteConfigFile(options.config),
    docsDir: options.docsDir,
    staticDir: options.staticDir,
    outDir: options.outDir,
    cache: options.cache,
    reporter: verbose ? (line) => process.stdout.write(`  ${line}\n`) : undefined,
  });
  if (result.warnings.length) process.stderr.write(formatWarnings(result.warnings) + '\n');
  process.stdout.write(`✓ built ${result.pages} pages in ${formatMs(result.ms)} → ${path.relative(process.cwd(), result.outDir) || '.'} (${formatBytes(result.bytes)})\n`);
}
