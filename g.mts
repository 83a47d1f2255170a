import { generateSite } from './bench/generate.ts';
import { build } from './cli/build.ts';
const g = await generateSite('/tmp/gen1000', 1000);
console.log(Object.keys(g));
const t = performance.now();
await build({ configFile: (g as any).configFile, outDir: '/tmp/gen1000-out', cache: false, mode: 'production', reporter: (l) => console.log(l) });
console.log('total', Math.round(performance.now() - t), 'rss', Math.round(process.resourceUsage().maxRSS / 1024), 'MiB');
