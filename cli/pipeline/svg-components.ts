/**
 * SVG imported from JavaScript is a React component, as Docusaurus' SVGR makes it
 * (`import Logo from './logo.svg'`, create-docusaurus' `require('@site/static/img/x.svg').default`,
 * rendered as `<Logo className=… role="img" />`): the `<svg>` element with the file's attributes,
 * the props given, and the file's content inside. SVG that CSS names (`url(x.svg)`) stays a file.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

const NAMESPACE = 'hub-svg-component';

/** An SVG attribute as React names it: `class` → className, `stroke-width` → strokeWidth, `xlink:href` → xlinkHref. */
function reactName(name: string): string {
  if (name === 'class') return 'className';
  if (name === 'for') return 'htmlFor';
  return name.replace(/[:-]([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** `fill: red; stroke-width: 2` → { fill: 'red', strokeWidth: '2' }. */
function styleObject(style: string): Record<string, string> {
  return Object.fromEntries(
    style
      .split(';')
      .map((rule) => rule.split(':'))
      .filter((parts) => parts.length >= 2 && parts[0].trim())
      .map(([name, ...value]) => [
        name.trim().startsWith('--')
          ? name.trim()
          : name.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
        value.join(':').trim(),
      ]),
  );
}

/** The JS module of an SVG file: a component rendering it. */
export function svgComponentSource(svg: string, file: string): string {
  const cleaned = svg.replace(/<\?xml[\s\S]*?\?>|<!DOCTYPE[\s\S]*?>|<!--[\s\S]*?-->/g, '').trim();
  const open = /<svg\b([^>]*?)(\/?)>/i.exec(cleaned);
  if (!open) throw new Error(`${file} has no <svg> element`);
  const attributes: Record<string, unknown> = {};
  for (const match of open[1].matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const value = match[3] ?? match[4];
    attributes[reactName(match[1])] = match[1] === 'style' ? styleObject(value) : value;
  }
  const inner = open[2] ? '' : cleaned.slice(open.index + open[0].length, cleaned.toLowerCase().lastIndexOf('</svg>'));
  return [
    'import { jsx } from "react/jsx-runtime";',
    `const attributes = ${JSON.stringify(attributes)};`,
    `const inner = ${JSON.stringify(inner)};`,
    // SVGR's `title` prop becomes the image's <title>.
    'export default function SvgComponent({ title, ...props }) {',
    '  const html = title ? `<title>${String(title).replace(/[<&]/g, (c) => (c === "<" ? "&lt;" : "&amp;"))}</title>${inner}` : inner;',
    '  return jsx("svg", { ...attributes, ...props, dangerouslySetInnerHTML: { __html: html } });',
    '}',
    `export const ReactComponent = SvgComponent;`,
  ].join('\n');
}

export function svgComponents(): Plugin {
  return {
    name: 'hub-svg-components',
    setup(build) {
      build.onResolve({ filter: /\.svg$/ }, async (args) => {
        // CSS's url() and @import keep the file; JavaScript's import and require get the component.
        if (args.kind !== 'import-statement' && args.kind !== 'require-call' && args.kind !== 'dynamic-import')
          return undefined;
        if (args.namespace === NAMESPACE || args.pluginData === NAMESPACE) return undefined;
        const resolved = await build.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: NAMESPACE,
        });
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: resolved.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        try {
          return {
            contents: svgComponentSource(await readFile(args.path, 'utf8'), args.path),
            loader: 'js',
            resolveDir: path.dirname(args.path),
            watchFiles: [args.path],
          };
        } catch (error) {
          return { errors: [{ text: (error as Error).message }] };
        }
      });
    },
  };
}
