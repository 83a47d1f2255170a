/**
 * The names of the 16 code-block colour themes (`prism.theme` / `prism.darkTheme` in the
 * config). Only the names live in the theme, for the config's types; the colours are build-time
 * data in `cli/code-theme/`, which turns the two chosen themes into CSS.
 */
export const codeThemeNames = [
  'dracula',
  'duotoneDark',
  'duotoneLight',
  'github',
  'nightOwl',
  'nightOwlLight',
  'oceanicNext',
  'okaidia',
  'oneDark',
  'oneLight',
  'palenight',
  'shadesOfPurple',
  'synthwave84',
  'ultramin',
  'vsDark',
  'vsLight',
] as const;

export type CodeThemeName = (typeof codeThemeNames)[number];
