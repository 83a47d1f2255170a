const { build } = await import(process.env.DIST ? './dist/cli/main.js' : './cli/build.ts');
import { readdirSync } from 'node:fs';
const t = performance.now();
try { await build({ configFile: 'site.config.ts', outDir: '/tmp/full', cache: process.argv[2] === 'cache', mode: 'production', reporter: (l) => console.log(l) }); } catch (e) { console.log('fail', String(e).slice(0, 100)); }
console.log('total', performance.now() - t);
