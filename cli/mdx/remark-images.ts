/**
 * Images: a relative path is resolved next to the page and emitted as a content-hashed
 * asset; an absolute path ("/img/x.svg") must exist in the static folder. Both get their
 * intrinsic size, lazy loading, and the `zoomable` class medium-zoom attaches to.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { visit } from 'unist-util-visit';
import type { Node } from 'unist';
import { HubDocsError } from '../errors.js';
import type { CompileContext } from './context.js';
import { sourceFileOf, where } from './mdast-helpers.js';
import { imageSize } from './image-size.js';
import { withBaseUrl } from '../../theme/url.js';
import { isInside, isInsideSite } from './inside-site.js';

export function remarkImages(ctx: CompileContext) {
  return () => (tree: Node) => {
    visit(tree, 'image', (node) => {
      const image = node as Node & {
        url: string;
        alt?: string | null;
        data?: { hProperties?: Record<string, unknown> };
      };
      if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(image.url)) return;
      const target = decodeURI(image.url.split(/[?#]/)[0]);
      const isStatic = target.startsWith('/');
      const source = isStatic
        ? ctx.staticDir
          ? path.join(ctx.staticDir, target)
          : ''
        : path.resolve(path.dirname(sourceFileOf(ctx, node)), target);
      if (source && !(isStatic ? isInside(ctx.staticDir!, source) : isInsideSite(ctx, source))) {
        ctx.errors.push(
          new HubDocsError(
            `the image "${image.url}" is outside the ${isStatic ? 'static folder' : "site's folder"}; no page may publish a file from elsewhere`,
            {
              location: where(ctx, node),
              hint: isStatic
                ? 'use a path inside the static folder, such as /img/figure.svg'
                : 'put the image next to the page (e.g. ./img/figure.svg)',
            },
          ),
        );
        return;
      }
      let bytes: Buffer;
      try {
        bytes = readFileSync(source);
      } catch {
        ctx.errors.push(
          new HubDocsError(`image not found: "${image.url}"${source ? ` (looked for ${source})` : ''}`, {
            location: where(ctx, node),
            hint: isStatic
              ? 'absolute image paths are read from the static folder (--static-dir); add the file there'
              : 'put the image next to the page (e.g. ./img/figure.svg) or fix the path',
          }),
        );
        return;
      }
      const ext = path.extname(source);
      if (!isStatic) {
        const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
        const output = `assets/img/${path.basename(source, ext)}-${hash}${ext}`;
        ctx.images.push({ source, output });
        image.url = withBaseUrl(ctx.config, '/' + output);
      }
      const size = imageSize(bytes, ext);
      // An image with a description also opens by keyboard (runtime/zoom-images.ts): it is a
      // button, named for what it does. One without is decorative and stays out of the tab order.
      const keyboard = image.alt ? { tabIndex: 0, role: 'button', ariaLabel: `Zoom image: ${image.alt}` } : {};
      image.data = {
        ...image.data,
        hProperties: {
          ...image.data?.hProperties,
          ...(size ?? {}),
          loading: 'lazy',
          decoding: 'async',
          className: ['zoomable'],
          ...keyboard,
        },
      };
    });
  };
}
