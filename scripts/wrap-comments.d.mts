/** Types of scripts/wrap-comments.mjs for its tests (test/unit/wrap-comments.test.ts). */
export declare const MAX_LINE: number;
/** `text` with its over-long comment lines rewrapped; `fileName`'s extension says how to read it. */
export declare function wrapComments(text: string, fileName: string): string;
