/**
 * Constants the bundler replaces (cli/pipeline/theme-constants.ts). Each is false when the
 * site's config leaves a part of the theme out, so that part's code is dropped from the
 * browser's JavaScript instead of shipping to every page to render nothing.
 */
declare const __HUB_ANNOUNCEMENT_BAR__: boolean;
/** The site builds several docs versions: the version dropdown, banner, badge and version choices of search. */
declare const __HUB_VERSIONS__: boolean;
/**
 * The navbar has a dropdown of links (`{ type: 'dropdown' }`). The disclosure both dropdowns share (NavDropdown) ships
 * when either constant is true.
 */
declare const __HUB_LINK_DROPDOWNS__: boolean;
/**
 * The navbar or footer has an `html` item or an item with a `className` or `ariaLabel`, or the navbar shows its logo
 * alone (title ""): the code that renders them ships.
 */
declare const __HUB_NAVBAR_EXTRAS__: boolean;
/**
 * The site is built in several locales: the locale dropdown, the "not yet translated" notice, hreflang links per
 * locale.
 */
declare const __HUB_LOCALES__: boolean;
