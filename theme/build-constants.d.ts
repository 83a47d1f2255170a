/**
 * Constants the bundler replaces (cli/pipeline/theme-constants.ts). Each is false when the
 * site's config leaves a part of the theme out, so that part's code is dropped from the
 * browser's JavaScript instead of shipping to every page to render nothing.
 */
declare const __HUB_ANNOUNCEMENT_BAR__: boolean;
