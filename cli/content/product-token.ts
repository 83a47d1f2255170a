/**
 * The white-label token. Pages never name the product: they write `%product%`, which
 * becomes the product name in text and the product slug in paths (file names, link
 * targets, permalinks). `%product-slug%` gives the slug in text.
 */
import type { ResolvedConfig } from '../../theme/types.js';

export const PRODUCT_TOKEN = '%product%';
const TEXT_TOKENS = /%product-slug%|%product%/g;
// Link targets may arrive percent-encoded ("%25product%25") from some editors.
const PATH_TOKENS = /%(?:25)?product(?:-slug)?%(?:25)?/g;

export function replaceProductInText(text: string, product: ResolvedConfig['product']): string {
  if (!text.includes('%product')) return text;
  return text.replace(TEXT_TOKENS, (token) => (token === '%product-slug%' ? product.slug : product.name));
}

export function replaceProductInPath(text: string, product: ResolvedConfig['product']): string {
  if (!text.includes('product')) return text;
  return text.replace(PATH_TOKENS, product.slug);
}
