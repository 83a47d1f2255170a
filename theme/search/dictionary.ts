/**
 * The term dictionary of an index (from its head): which indexed terms a query term stands for,
 * exactly, as a prefix, or within edit distance 1, the way lunr's token set expands them.
 */
import lunr from 'lunr';
import type { SearchIndexHead } from '../types.js';
import { decodeTerms, maskAt } from './format.js';

// lunr's typings omit these two (they are public in lunr itself).
const TokenSet = lunr.TokenSet as unknown as { fromArray(terms: string[]): lunr.TokenSet; fromFuzzyString(term: string, editDistance: number): lunr.TokenSet };

export class Dictionary {
  readonly terms: string[];
  private readonly masks: string;
  private tokenSet: lunr.TokenSet | null = null;

  constructor(head: SearchIndexHead) {
    this.terms = decodeTerms(head.terms);
    this.masks = head.types;
  }

  /** Bit mask of the document types that hold a term. */
  typesOf(term: number): number {
    return maskAt(this.masks, term);
  }

  /** The index of the first term ≥ text (terms are in code-unit order). */
  private lowerBound(text: string): number {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.terms[middle] < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The term itself, when indexed. Literal: lunr's own lookup would read a "*" inside a typed
   * word as a wildcard, and no character a reader types should be query syntax.
   */
  exact(term: string): number[] {
    const at = this.lowerBound(term);
    return this.terms[at] === term ? [at] : [];
  }

  /** Every term that starts with the prefix (lunr's trailing wildcard), the prefix itself included. */
  prefixed(prefix: string): number[] {
    const found: number[] = [];
    for (let at = this.lowerBound(prefix); at < this.terms.length && this.terms[at].startsWith(prefix); at++) found.push(at);
    return found;
  }

  /** Every term within edit distance 1 (insertion, deletion, substitution, transposition), through lunr's own token sets. */
  fuzzy(term: string): number[] {
    // Built on the first typo only: a few milliseconds that exact and prefix lookups never need.
    this.tokenSet ??= TokenSet.fromArray(this.terms);
    return this.tokenSet
      .intersect(TokenSet.fromFuzzyString(term, 1))
      .toArray()
      .flatMap((match) => this.exact(match))
      .sort((a, b) => a - b);
  }
}
