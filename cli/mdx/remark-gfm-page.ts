/**
 * GitHub-flavoured Markdown for one page: what remark-gfm adds (autolink literals, footnotes,
 * strikethrough, tables, task lists), less the autolink literals the page's text cannot hold.
 * Those are most of GFM's cost, about a third of a page's parse: micromark tries an email
 * address at the start of every word, and a pass over every text looks for addresses and URLs
 * again. An email address needs an "@", a URL "www." or "http://"/"https://"; a character
 * reference could spell any of them, so a page with one keeps them all. Left out, they change
 * nothing: the tree is remark-gfm's (a unit test compares them).
 */
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';

type Literal = 'emailAutolink' | 'wwwAutolink' | 'protocolAutolink';

/** The autolink literals a page's text may hold. */
export function autolinkLiterals(source: string): Set<Literal> {
  if (/&[#a-zA-Z]/.test(source)) return new Set(['emailAutolink', 'wwwAutolink', 'protocolAutolink']);
  const literals = new Set<Literal>();
  if (source.includes('@')) literals.add('emailAutolink');
  if (/www\./i.test(source)) literals.add('wwwAutolink');
  if (/https?:\/\//i.test(source)) literals.add('protocolAutolink');
  return literals;
}

const ALL: Literal[] = ['emailAutolink', 'wwwAutolink', 'protocolAutolink'];
type MicromarkExtension = ReturnType<typeof gfm>;
const variants = new Map<string, MicromarkExtension>();

/**
 * micromark's GFM extension without the constructs of the autolink literals not in `keep` (made once per combination).
 */
function syntax(keep: Set<Literal>): MicromarkExtension {
  const key = ALL.filter((name) => keep.has(name)).join(',');
  let extension = variants.get(key);
  if (!extension) {
    extension = gfm();
    const text = extension.text ?? {};
    for (const [code, constructs] of Object.entries(text)) {
      const left = (Array.isArray(constructs) ? constructs : [constructs]).filter(
        (c): c is NonNullable<typeof c> =>
          c !== undefined && (!ALL.includes(c.name as Literal) || keep.has(c.name as Literal)),
      );
      if (left.length === 0) delete text[Number(code)];
      else text[Number(code)] = left;
    }
    variants.set(key, extension);
  }
  return extension;
}

export function remarkGfmPage(source: string) {
  const literals = autolinkLiterals(source);
  return function (this: { data(): unknown }) {
    const data = this.data() as {
      micromarkExtensions?: unknown[];
      fromMarkdownExtensions?: unknown[];
      toMarkdownExtensions?: unknown[];
    };
    (data.micromarkExtensions ??= []).push(syntax(literals));
    // The autolink literals' tree handlers (and their pass over every text) only where one can be.
    (data.fromMarkdownExtensions ??= []).push(
      gfmFromMarkdown().filter((extension) => literals.size > 0 || !extension.enter?.literalAutolink),
    );
    (data.toMarkdownExtensions ??= []).push(gfmToMarkdown());
  };
}
