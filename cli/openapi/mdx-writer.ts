/**
 * Writes a generated reference page as MDX: structure as JSX elements of the theme's API
 * components (their props as JSON expressions, so no spec text can break out of them) and the
 * spec's Markdown descriptions as MDX children, compiled by the same pipeline as every page.
 * It remembers which generated lines came from which description, so a problem the compiler
 * finds there is reported at its line in the spec.
 */
import { HubDocsError, type Location } from '../errors.js';
import type { SpecSource } from './spec-source.js';

type Prop = string | number | boolean | string[] | null | undefined;

interface Region {
  /** 1-based generated lines. */
  first: number;
  last: number;
  /** Pointer of the description in the spec. */
  at: string;
  /** Lines of the description dropped before `first` (blank lines, a lead paragraph). */
  skipped: number;
}

/** Where a generated page's lines come from in the spec, as plain data (kept with the page: see reference-cache.ts). */
export interface PageOrigin {
  /** The pointer of what the page is made from: problems outside any description are reported there. */
  at: string;
  /** The generated lines that are a description's, and where that description is. */
  regions: Region[];
}

/** A position in a generated page's MDX → the place in the spec the writer edits. */
export function locateInSpec(source: SpecSource, origin: PageOrigin, line?: number, column?: number): Location {
  const region = line === undefined ? undefined : origin.regions.find((r) => line >= r.first && line <= r.last);
  if (region) return source.locateInText(region.at, line! - region.first + 1 + region.skipped, column);
  return { file: source.file, ...source.locate(origin.at) };
}

const escapeBraces = (json: string) => json.replace(/[{}]/g, (c) => (c === '{' ? '\\u007b' : '\\u007d'));

/** Text for Markdown (headings, table cells) with the characters Markdown and MDX would read as syntax escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]{}<>|#!]/g, '\\$&');
}

export class MdxWriter {
  private lines: string[] = [];
  private regions: Region[] = [];
  private depth = 0;
  /** Ids of elements other than headings that links may point at (parameter rows). */
  readonly anchors: string[] = [];

  /**
   * `at`: the pointer of what the page is made from, where problems outside any description are
   * reported. `links`: targets of Redoc-style links in descriptions (`#operation/<operationId>`,
   * `#tag/<name>`) → routes.
   */
  constructor(
    private source: SpecSource,
    private at: string,
    private links: Map<string, string> = new Map(),
  ) {}

  line(text = ''): this {
    this.lines.push(...text.split('\n'));
    return this;
  }

  blank(): this {
    if (this.lines.length && this.lines[this.lines.length - 1] !== '') this.lines.push('');
    return this;
  }

  private props(props: Record<string, Prop>): string {
    return Object.entries(props)
      .filter(
        ([, value]) =>
          value !== undefined && value !== null && value !== false && !(Array.isArray(value) && value.length === 0),
      )
      .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}={${escapeBraces(JSON.stringify(value))}}`))
      .join('');
  }

  element(name: string, props: Record<string, Prop> = {}): this {
    return this.blank()
      .line(`<${name}${this.props(props)} />`)
      .blank();
  }

  open(name: string, props: Record<string, Prop> = {}): this {
    this.blank()
      .line(`<${name}${this.props(props)}>`)
      .blank();
    this.depth++;
    return this;
  }

  close(name: string): this {
    this.depth--;
    return this.blank().line(`</${name}>`).blank();
  }

  heading(level: number, text: string, id: string): this {
    return this.blank()
      .line(`${'#'.repeat(level)} ${escapeMarkdown(text)} {#${id}}`)
      .blank();
  }

  code(language: string, code: string, title?: string): this {
    const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return this.blank()
      .line(`${fence}${language}${title ? ` title="${title.replace(/"/g, "'")}"` : ''}`)
      .line(code)
      .line(fence)
      .blank();
  }

  /**
   * A description from the spec, as Markdown. `skip` leading lines are left out (a lead
   * paragraph shown elsewhere). Top-level `import`/`export` lines would make the page a module
   * of its own: they are refused with their line in the spec.
   */
  markdown(text: string | null | undefined, at: string | null, skip = 0): this {
    if (!text) return this;
    const all = text.replace(/\r\n?/g, '\n').split('\n');
    let start = skip;
    while (start < all.length && all[start].trim() === '') start++;
    const lines = all.slice(start);
    while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
    if (lines.length === 0) return this;
    if (this.depth === 0) {
      const esm = lines.findIndex((l) => /^(import|export)\s/.test(l));
      if (esm >= 0 && at) {
        throw new HubDocsError(
          'an OpenAPI description cannot `import` or `export`: it is Markdown shown on a generated page',
          {
            location: this.source.locateInText(at, start + esm + 1, 1),
            hint: 'start the line with another word, or put a component on a docs page and link to it',
          },
        );
      }
    }
    this.blank();
    const first = this.lines.length + 1;
    // An unknown target is left as it is: the link checker reports it as a missing anchor, at its line.
    this.lines.push(
      ...lines.map((l) =>
        l.replace(/\]\(#((?:operation|tag)\/[^)\s]+)\)/g, (whole, target: string) => {
          const route = this.links.get(decodeURIComponent(target));
          return route ? `](${route})` : whole;
        }),
      ),
    );
    if (at) this.regions.push({ first, last: this.lines.length, at, skipped: start });
    return this.blank();
  }

  /** Where the page's lines come from in the spec (see locateInSpec). */
  get origin(): PageOrigin {
    return { at: this.at, regions: this.regions };
  }

  toString(): string {
    return this.lines.join('\n') + '\n';
  }
}
