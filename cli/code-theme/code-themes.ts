/**
 * The 16 code-block colour themes, as plain data (their names: theme/code-themes.ts).
 *
 * Values are those of the prism-react-renderer v2 themes of the same names
 * (the ones Docusaurus offers). They are the *original* colours: some of them
 * fail WCAG contrast, and `./code-theme-css.ts` adjusts those when it turns a
 * theme into CSS.
 *
 * Differences from the originals, all forced by the shape of `CodeTheme`:
 * - `textShadow`, `cursor` and per-language (`languages: ['markup']`) entries
 *   are left out; an entry left with no style at all is dropped.
 * - synthwave84's background is the gradient `#2a2139 75%, #34294f`; its main
 *   colour `#2a2139` is kept.
 * - synthwave84's operator colour is written `ffffffee` (missing `#`) upstream;
 *   here it is `#ffffffee`. okaidia's attr-name `#a6e22e !important` is
 *   `#a6e22e`.
 */
import type { CodeThemeName } from '../../theme/code-themes.js';

export interface CodeTokenStyle {
  color?: string;
  fontStyle?: 'italic' | 'normal';
  fontWeight?: string;
  textDecorationLine?: string;
  opacity?: number;
}

export interface CodeThemeStyle {
  types: string[];
  style: CodeTokenStyle;
}

export interface CodeTheme {
  plain: { color: string; backgroundColor: string };
  styles: CodeThemeStyle[];
}

const dracula: CodeTheme = {
  plain: { color: '#F8F8F2', backgroundColor: '#282A36' },
  styles: [
    { types: ['prolog', 'constant', 'builtin'], style: { color: 'rgb(189, 147, 249)' } },
    { types: ['inserted', 'function'], style: { color: 'rgb(80, 250, 123)' } },
    { types: ['deleted'], style: { color: 'rgb(255, 85, 85)' } },
    { types: ['changed'], style: { color: 'rgb(255, 184, 108)' } },
    { types: ['punctuation', 'symbol'], style: { color: 'rgb(248, 248, 242)' } },
    { types: ['string', 'char', 'tag', 'selector'], style: { color: 'rgb(255, 121, 198)' } },
    { types: ['keyword', 'variable'], style: { color: 'rgb(189, 147, 249)', fontStyle: 'italic' } },
    { types: ['comment'], style: { color: 'rgb(98, 114, 164)' } },
    { types: ['attr-name'], style: { color: 'rgb(241, 250, 140)' } },
  ],
};

const duotoneDark: CodeTheme = {
  plain: { color: '#9a86fd', backgroundColor: '#2a2734' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata', 'punctuation'], style: { color: '#6c6783' } },
    { types: ['namespace'], style: { opacity: 0.7 } },
    { types: ['tag', 'operator', 'number'], style: { color: '#e09142' } },
    { types: ['property', 'function'], style: { color: '#9a86fd' } },
    { types: ['tag-id', 'selector', 'atrule-id'], style: { color: '#eeebff' } },
    { types: ['attr-name'], style: { color: '#c4b9fe' } },
    {
      types: [
        'boolean',
        'string',
        'entity',
        'url',
        'attr-value',
        'keyword',
        'control',
        'directive',
        'unit',
        'statement',
        'regex',
        'at-rule',
        'placeholder',
        'variable',
      ],
      style: { color: '#ffcc99' },
    },
    { types: ['deleted'], style: { textDecorationLine: 'line-through' } },
    { types: ['inserted'], style: { textDecorationLine: 'underline' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
    { types: ['important', 'bold'], style: { fontWeight: 'bold' } },
    { types: ['important'], style: { color: '#c4b9fe' } },
  ],
};

const duotoneLight: CodeTheme = {
  plain: { color: '#728fcb', backgroundColor: '#faf8f5' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata', 'punctuation'], style: { color: '#b6ad9a' } },
    { types: ['namespace'], style: { opacity: 0.7 } },
    { types: ['tag', 'operator', 'number'], style: { color: '#063289' } },
    { types: ['property', 'function'], style: { color: '#b29762' } },
    { types: ['tag-id', 'selector', 'atrule-id'], style: { color: '#2d2006' } },
    { types: ['attr-name'], style: { color: '#896724' } },
    {
      types: [
        'boolean',
        'string',
        'entity',
        'url',
        'attr-value',
        'keyword',
        'control',
        'directive',
        'unit',
        'statement',
        'regex',
        'atrule',
      ],
      style: { color: '#728fcb' },
    },
    { types: ['placeholder', 'variable'], style: { color: '#93abdc' } },
    { types: ['deleted'], style: { textDecorationLine: 'line-through' } },
    { types: ['inserted'], style: { textDecorationLine: 'underline' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
    { types: ['important', 'bold'], style: { fontWeight: 'bold' } },
    { types: ['important'], style: { color: '#896724' } },
  ],
};

const github: CodeTheme = {
  plain: { color: '#393A34', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#999988', fontStyle: 'italic' } },
    { types: ['namespace'], style: { opacity: 0.7 } },
    { types: ['string', 'attr-value'], style: { color: '#e3116c' } },
    { types: ['punctuation', 'operator'], style: { color: '#393A34' } },
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'],
      style: { color: '#36acaa' },
    },
    { types: ['atrule', 'keyword', 'attr-name', 'selector'], style: { color: '#00a4db' } },
    { types: ['function', 'deleted', 'tag'], style: { color: '#d73a49' } },
    { types: ['function-variable'], style: { color: '#6f42c1' } },
    { types: ['tag', 'selector', 'keyword'], style: { color: '#00009f' } },
  ],
};

const nightOwl: CodeTheme = {
  plain: { color: '#d6deeb', backgroundColor: '#011627' },
  styles: [
    { types: ['changed'], style: { color: 'rgb(162, 191, 252)', fontStyle: 'italic' } },
    { types: ['deleted'], style: { color: 'rgba(239, 83, 80, 0.56)', fontStyle: 'italic' } },
    { types: ['inserted', 'attr-name'], style: { color: 'rgb(173, 219, 103)', fontStyle: 'italic' } },
    { types: ['comment'], style: { color: 'rgb(99, 119, 119)', fontStyle: 'italic' } },
    { types: ['string', 'url'], style: { color: 'rgb(173, 219, 103)' } },
    { types: ['variable'], style: { color: 'rgb(214, 222, 235)' } },
    { types: ['number'], style: { color: 'rgb(247, 140, 108)' } },
    { types: ['builtin', 'char', 'constant', 'function'], style: { color: 'rgb(130, 170, 255)' } },
    { types: ['punctuation'], style: { color: 'rgb(199, 146, 234)' } },
    { types: ['selector', 'doctype'], style: { color: 'rgb(199, 146, 234)', fontStyle: 'italic' } },
    { types: ['class-name'], style: { color: 'rgb(255, 203, 139)' } },
    { types: ['tag', 'operator', 'keyword'], style: { color: 'rgb(127, 219, 202)' } },
    { types: ['boolean'], style: { color: 'rgb(255, 88, 116)' } },
    { types: ['property'], style: { color: 'rgb(128, 203, 196)' } },
    { types: ['namespace'], style: { color: 'rgb(178, 204, 214)' } },
  ],
};

const nightOwlLight: CodeTheme = {
  plain: { color: '#403f53', backgroundColor: '#FBFBFB' },
  styles: [
    { types: ['changed'], style: { color: 'rgb(162, 191, 252)', fontStyle: 'italic' } },
    { types: ['deleted'], style: { color: 'rgba(239, 83, 80, 0.56)', fontStyle: 'italic' } },
    { types: ['inserted', 'attr-name'], style: { color: 'rgb(72, 118, 214)', fontStyle: 'italic' } },
    { types: ['comment'], style: { color: 'rgb(152, 159, 177)', fontStyle: 'italic' } },
    { types: ['string', 'builtin', 'char', 'constant', 'url'], style: { color: 'rgb(72, 118, 214)' } },
    { types: ['variable'], style: { color: 'rgb(201, 103, 101)' } },
    { types: ['number'], style: { color: 'rgb(170, 9, 130)' } },
    { types: ['punctuation'], style: { color: 'rgb(153, 76, 195)' } },
    { types: ['function', 'selector', 'doctype'], style: { color: 'rgb(153, 76, 195)', fontStyle: 'italic' } },
    { types: ['class-name'], style: { color: 'rgb(17, 17, 17)' } },
    { types: ['tag'], style: { color: 'rgb(153, 76, 195)' } },
    { types: ['operator', 'property', 'keyword', 'namespace'], style: { color: 'rgb(12, 150, 155)' } },
    { types: ['boolean'], style: { color: 'rgb(188, 84, 84)' } },
  ],
};

const oceanicNextColors = {
  char: '#D8DEE9',
  comment: '#999999',
  keyword: '#c5a5c5',
  primitive: '#5a9bcf',
  string: '#8dc891',
  variable: '#d7deea',
  boolean: '#ff8b50',
  punctuation: '#5FB3B3',
  tag: '#fc929e',
  function: '#79b6f2',
  className: '#FAC863',
  method: '#6699CC',
  operator: '#fc929e',
} as const;

const oceanicNext: CodeTheme = {
  plain: { color: '#ffffff', backgroundColor: '#282c34' },
  styles: [
    { types: ['attr-name'], style: { color: oceanicNextColors.keyword } },
    { types: ['attr-value'], style: { color: oceanicNextColors.string } },
    {
      types: ['comment', 'block-comment', 'prolog', 'doctype', 'cdata', 'shebang'],
      style: { color: oceanicNextColors.comment },
    },
    {
      types: ['property', 'number', 'function-name', 'constant', 'symbol', 'deleted'],
      style: { color: oceanicNextColors.primitive },
    },
    { types: ['boolean'], style: { color: oceanicNextColors.boolean } },
    { types: ['tag'], style: { color: oceanicNextColors.tag } },
    { types: ['string'], style: { color: oceanicNextColors.string } },
    { types: ['punctuation'], style: { color: oceanicNextColors.string } },
    { types: ['selector', 'char', 'builtin', 'inserted'], style: { color: oceanicNextColors.char } },
    { types: ['function'], style: { color: oceanicNextColors.function } },
    { types: ['operator', 'entity', 'url', 'variable'], style: { color: oceanicNextColors.variable } },
    { types: ['keyword'], style: { color: oceanicNextColors.keyword } },
    { types: ['atrule', 'class-name'], style: { color: oceanicNextColors.className } },
    { types: ['important'], style: { fontWeight: '400' } },
    { types: ['bold'], style: { fontWeight: 'bold' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
    { types: ['namespace'], style: { opacity: 0.7 } },
  ],
};

const okaidia: CodeTheme = {
  plain: { color: '#f8f8f2', backgroundColor: '#272822' },
  styles: [
    { types: ['changed'], style: { color: 'rgb(162, 191, 252)', fontStyle: 'italic' } },
    { types: ['deleted'], style: { color: '#f92672', fontStyle: 'italic' } },
    { types: ['inserted'], style: { color: 'rgb(173, 219, 103)', fontStyle: 'italic' } },
    { types: ['comment'], style: { color: '#8292a2', fontStyle: 'italic' } },
    { types: ['string', 'url'], style: { color: '#a6e22e' } },
    { types: ['variable'], style: { color: '#f8f8f2' } },
    { types: ['number'], style: { color: '#ae81ff' } },
    { types: ['builtin', 'char', 'constant', 'function', 'class-name'], style: { color: '#e6db74' } },
    { types: ['punctuation'], style: { color: '#f8f8f2' } },
    { types: ['selector', 'doctype'], style: { color: '#a6e22e', fontStyle: 'italic' } },
    { types: ['tag', 'operator', 'keyword'], style: { color: '#66d9ef' } },
    { types: ['boolean'], style: { color: '#ae81ff' } },
    { types: ['namespace'], style: { color: 'rgb(178, 204, 214)', opacity: 0.7 } },
    { types: ['tag', 'property'], style: { color: '#f92672' } },
    { types: ['attr-name'], style: { color: '#a6e22e' } },
    { types: ['doctype'], style: { color: '#8292a2' } },
    { types: ['rule'], style: { color: '#e6db74' } },
  ],
};

const oneDark: CodeTheme = {
  plain: { color: 'hsl(220, 14%, 71%)', backgroundColor: 'hsl(220, 13%, 18%)' },
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata', 'punctuation'],
      style: { color: 'hsl(220, 10%, 40%)' },
    },
    { types: ['namespace'], style: { opacity: 0.7 } },
    { types: ['tag', 'operator', 'number'], style: { color: 'hsl(220, 14%, 71%)' } },
    { types: ['property', 'function'], style: { color: 'hsl(29, 54%, 61%)' } },
    { types: ['tag-id', 'selector', 'atrule-id'], style: { color: 'hsl(95, 38%, 62%)' } },
    { types: ['attr-name'], style: { color: 'hsl(187, 47%, 55%)' } },
    {
      types: [
        'boolean',
        'string',
        'entity',
        'url',
        'attr-value',
        'keyword',
        'control',
        'directive',
        'unit',
        'statement',
        'regex',
        'atrule',
      ],
      style: { color: 'hsl(220, 14%, 71%)' },
    },
    { types: ['placeholder', 'variable'], style: { color: 'hsl(207, 82%, 66%)' } },
    { types: ['deleted'], style: { textDecorationLine: 'line-through' } },
    { types: ['inserted'], style: { textDecorationLine: 'underline' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
    { types: ['important', 'bold'], style: { fontWeight: 'bold' } },
    { types: ['important'], style: { color: 'hsl(220, 14%, 71%)' } },
  ],
};

const oneLight: CodeTheme = {
  plain: { color: 'hsl(230, 8%, 24%)', backgroundColor: 'hsl(230, 1%, 98%)' },
  styles: [
    { types: ['comment', 'prolog', 'cdata'], style: { color: 'hsl(230, 4%, 64%)' } },
    { types: ['doctype', 'punctuation', 'entity'], style: { color: 'hsl(230, 8%, 24%)' } },
    {
      types: ['attr-name', 'class-name', 'boolean', 'constant', 'number', 'atrule'],
      style: { color: 'hsl(35, 99%, 36%)' },
    },
    { types: ['keyword'], style: { color: 'hsl(301, 63%, 40%)' } },
    {
      types: ['property', 'tag', 'symbol', 'deleted', 'important'],
      style: { color: 'hsl(5, 74%, 59%)' },
    },
    {
      types: ['selector', 'string', 'char', 'builtin', 'inserted', 'regex', 'attr-value', 'punctuation'],
      style: { color: 'hsl(119, 34%, 47%)' },
    },
    { types: ['variable', 'operator', 'function'], style: { color: 'hsl(221, 87%, 60%)' } },
    { types: ['url'], style: { color: 'hsl(198, 99%, 37%)' } },
    { types: ['deleted'], style: { textDecorationLine: 'line-through' } },
    { types: ['inserted'], style: { textDecorationLine: 'underline' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
    { types: ['important', 'bold'], style: { fontWeight: 'bold' } },
    { types: ['important'], style: { color: 'hsl(230, 8%, 24%)' } },
  ],
};

const palenight: CodeTheme = {
  plain: { color: '#bfc7d5', backgroundColor: '#292d3e' },
  styles: [
    { types: ['comment'], style: { color: 'rgb(105, 112, 152)', fontStyle: 'italic' } },
    { types: ['string', 'inserted'], style: { color: 'rgb(195, 232, 141)' } },
    { types: ['number'], style: { color: 'rgb(247, 140, 108)' } },
    { types: ['builtin', 'char', 'constant', 'function'], style: { color: 'rgb(130, 170, 255)' } },
    { types: ['punctuation', 'selector'], style: { color: 'rgb(199, 146, 234)' } },
    { types: ['variable'], style: { color: 'rgb(191, 199, 213)' } },
    { types: ['class-name', 'attr-name'], style: { color: 'rgb(255, 203, 107)' } },
    { types: ['tag', 'deleted'], style: { color: 'rgb(255, 85, 114)' } },
    { types: ['operator'], style: { color: 'rgb(137, 221, 255)' } },
    { types: ['boolean'], style: { color: 'rgb(255, 88, 116)' } },
    { types: ['keyword'], style: { fontStyle: 'italic' } },
    { types: ['doctype'], style: { color: 'rgb(199, 146, 234)', fontStyle: 'italic' } },
    { types: ['namespace'], style: { color: 'rgb(178, 204, 214)' } },
    { types: ['url'], style: { color: 'rgb(221, 221, 221)' } },
  ],
};

const shadesOfPurple: CodeTheme = {
  plain: { color: '#9EFEFF', backgroundColor: '#2D2A55' },
  styles: [
    { types: ['changed'], style: { color: 'rgb(255, 238, 128)' } },
    { types: ['deleted'], style: { color: 'rgba(239, 83, 80, 0.56)' } },
    { types: ['inserted'], style: { color: 'rgb(173, 219, 103)' } },
    { types: ['comment'], style: { color: 'rgb(179, 98, 255)', fontStyle: 'italic' } },
    { types: ['punctuation'], style: { color: 'rgb(255, 255, 255)' } },
    { types: ['constant'], style: { color: 'rgb(255, 98, 140)' } },
    { types: ['string', 'url'], style: { color: 'rgb(165, 255, 144)' } },
    { types: ['variable'], style: { color: 'rgb(255, 238, 128)' } },
    { types: ['number', 'boolean'], style: { color: 'rgb(255, 98, 140)' } },
    { types: ['attr-name'], style: { color: 'rgb(255, 180, 84)' } },
    {
      types: ['keyword', 'operator', 'property', 'namespace', 'tag', 'selector', 'doctype'],
      style: { color: 'rgb(255, 157, 0)' },
    },
    {
      types: ['builtin', 'char', 'constant', 'function', 'class-name'],
      style: { color: 'rgb(250, 208, 0)' },
    },
  ],
};

const synthwave84: CodeTheme = {
  // Upstream: 'linear-gradient(to bottom, #2a2139 75%, #34294f)'.
  plain: { color: '#f92aad', backgroundColor: '#2a2139' },
  styles: [
    {
      types: ['comment', 'block-comment', 'prolog', 'doctype', 'cdata'],
      style: { color: '#495495', fontStyle: 'italic' },
    },
    { types: ['punctuation'], style: { color: '#ccc' } },
    {
      types: ['tag', 'attr-name', 'namespace', 'number', 'unit', 'hexcode', 'deleted'],
      style: { color: '#e2777a' },
    },
    { types: ['property', 'selector'], style: { color: '#72f1b8' } },
    { types: ['function-name'], style: { color: '#6196cc' } },
    { types: ['boolean', 'selector-id', 'function'], style: { color: '#fdfdfd' } },
    { types: ['class-name', 'maybe-class-name', 'builtin'], style: { color: '#fff5f6' } },
    { types: ['constant', 'symbol'], style: { color: '#f92aad' } },
    { types: ['important', 'atrule', 'keyword', 'selector-class'], style: { color: '#f4eee4' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'variable'], style: { color: '#f87c32' } },
    { types: ['parameter'], style: { fontStyle: 'italic' } },
    { types: ['entity', 'url'], style: { color: '#67cdcc' } },
    { types: ['operator'], style: { color: '#ffffffee' } },
    { types: ['important', 'bold'], style: { fontWeight: 'bold' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
    { types: ['inserted'], style: { color: 'green' } },
  ],
};

const ultramin: CodeTheme = {
  plain: { color: '#282a2e', backgroundColor: '#ffffff' },
  styles: [
    { types: ['comment'], style: { color: 'rgb(197, 200, 198)' } },
    { types: ['string', 'number', 'builtin', 'variable'], style: { color: 'rgb(150, 152, 150)' } },
    { types: ['class-name', 'function', 'tag', 'attr-name'], style: { color: 'rgb(40, 42, 46)' } },
  ],
};

const vsDark: CodeTheme = {
  plain: { color: '#9CDCFE', backgroundColor: '#1E1E1E' },
  styles: [
    { types: ['prolog'], style: { color: 'rgb(0, 0, 128)' } },
    { types: ['comment'], style: { color: 'rgb(106, 153, 85)' } },
    {
      types: ['builtin', 'changed', 'keyword', 'interpolation-punctuation'],
      style: { color: 'rgb(86, 156, 214)' },
    },
    { types: ['number', 'inserted'], style: { color: 'rgb(181, 206, 168)' } },
    { types: ['constant'], style: { color: 'rgb(100, 102, 149)' } },
    { types: ['attr-name', 'variable'], style: { color: 'rgb(156, 220, 254)' } },
    {
      types: ['deleted', 'string', 'attr-value', 'template-punctuation'],
      style: { color: 'rgb(206, 145, 120)' },
    },
    { types: ['selector'], style: { color: 'rgb(215, 186, 125)' } },
    { types: ['tag'], style: { color: 'rgb(78, 201, 176)' } },
    { types: ['punctuation', 'operator'], style: { color: 'rgb(212, 212, 212)' } },
    { types: ['function'], style: { color: 'rgb(220, 220, 170)' } },
    { types: ['class-name'], style: { color: 'rgb(78, 201, 176)' } },
    { types: ['char'], style: { color: 'rgb(209, 105, 105)' } },
  ],
};

const vsLight: CodeTheme = {
  plain: { color: '#000000', backgroundColor: '#ffffff' },
  styles: [
    { types: ['comment'], style: { color: 'rgb(0, 128, 0)' } },
    { types: ['builtin'], style: { color: 'rgb(0, 112, 193)' } },
    { types: ['number', 'variable', 'inserted'], style: { color: 'rgb(9, 134, 88)' } },
    { types: ['operator'], style: { color: 'rgb(0, 0, 0)' } },
    { types: ['constant', 'char'], style: { color: 'rgb(129, 31, 63)' } },
    { types: ['tag'], style: { color: 'rgb(128, 0, 0)' } },
    { types: ['attr-name'], style: { color: 'rgb(255, 0, 0)' } },
    { types: ['deleted', 'string'], style: { color: 'rgb(163, 21, 21)' } },
    { types: ['changed', 'punctuation'], style: { color: 'rgb(4, 81, 165)' } },
    { types: ['function', 'keyword'], style: { color: 'rgb(0, 0, 255)' } },
    { types: ['class-name'], style: { color: 'rgb(38, 127, 153)' } },
  ],
};

/** One entry per name in `codeThemeNames`: the Record type makes a missing or extra theme a type error. */
export const codeThemes: Record<CodeThemeName, CodeTheme> = {
  dracula,
  duotoneDark,
  duotoneLight,
  github,
  nightOwl,
  nightOwlLight,
  oceanicNext,
  okaidia,
  oneDark,
  oneLight,
  palenight,
  shadesOfPurple,
  synthwave84,
  ultramin,
  vsDark,
  vsLight,
};
