import { startDevServer } from '../serve/dev-server.js';
import { HubDocsError } from '../errors.js';
import { siteConfigFile } from './site-config-file.js';
import { outputMode, stageReporter } from '../progress-reporter.js';

export async function runServe(options: {
  config?: string;
  docsDir?: string;
  staticDir?: string;
  port: string;
  host: string;
  cache: boolean;
  locale?: string;
}): Promise<void> {
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new HubDocsError(`--port must be a number from 0 to 65535, got "${options.port}"`, {
      hint: 'for example --port 3000',
    });
  const log = (line: string) => process.stdout.write(line + '\n');
  const server = await startDevServer({
    configFile: siteConfigFile(options.config),
    docsDir: options.docsDir,
    staticDir: options.staticDir,
    port,
    host: options.host,
    cache: options.cache,
    locale: options.locale,
    log,
    reporter: stageReporter(outputMode(process.stdout, false), process.stdout),
  });
  log(`\n  hub-docs serve: ${server.url}${server.path}\n  watching for changes; Ctrl-C to stop\n`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
