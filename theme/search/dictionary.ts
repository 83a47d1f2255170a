/**
 * The term dictionary of an index (from its head): which indexed terms a query term stands for,
 * exactly or as a prefix (typos are matched on words, not terms: typos.ts).
 */
import type { SearchIndexHead } from '../types.js';
import { WORD_BIT, decodeTerms, maskAt } from './format.js';

export class Dictionary {
  readonly terms: string[];
  private readonly masks: string;

  constructor(head: SearchIndexHead) {
    this.terms = decodeTerms(head.terms);
    this.masks = head.types;
  }

  /** Bit mask of the document types that hold a term. */
  typesOf(term: number): number {
    return maskAt(this.masks, term) & (WORD_BIT - 1);
  }

  /** A term's whole mask: its types, and WORD_BIT when it is also a word of the word list as it stands. */
  maskOf(term: number): number {
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
    for (let at = this.lowerBound(prefix); at < this.terms.length && this.terms[at].startsWith(prefix); at++)
      found.push(at);
    return found;
  }
}
