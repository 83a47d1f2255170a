/**
 * Every text hub-docs' theme shows a reader, in English, with what a translator needs to know.
 * Ids are Docusaurus' (docusaurus-theme-translations) where Docusaurus shows the same thing, so
 * a Docusaurus site's `i18n/<locale>/code.json` translates hub-docs' theme as it did its own;
 * the others are `hub.*`. A message's `{name}` is a value filled in where it is shown; a
 * `…plurals` message lists its plural forms separated by `|` (Docusaurus' format: see
 * theme/messages/translate.ts). The English here is what the theme shows (it differs from
 * Docusaurus' in a few places, e.g. admonition titles are capitalised rather than uppercased by CSS).
 * test/unit/messages.test.ts fails when a component shows a literal that is not from here.
 */
interface Entry {
  message: string;
  description: string;
}

const entry = (message: string, description: string): Entry => ({ message, description });

export const CATALOGUE = {
  // Layout
  'theme.common.skipToMainContent': entry(
    'Skip to main content',
    'The skip link, the first thing a keyboard reaches, that moves focus to the main content',
  ),
  'theme.NavBar.navAriaLabel': entry('Main', 'The ARIA label of the main navigation (the navbar)'),
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': entry(
    'Toggle navigation bar',
    'The ARIA label of the menu button that opens the mobile navigation panel',
  ),
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': entry(
    'Close navigation bar',
    'The ARIA label of the button that closes the mobile navigation panel',
  ),
  'hub.mobilePanel.ariaLabel': entry('Navigation', 'The ARIA label of the mobile navigation panel (a dialog)'),
  'hub.mobilePanel.primaryMenuAriaLabel': entry(
    'Main menu',
    "The ARIA label of the mobile panel's list of navbar links",
  ),
  'hub.mobilePanel.secondaryMenuAriaLabel': entry(
    'Docs navigation',
    "The ARIA label of the mobile panel's docs sidebar",
  ),
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': entry(
    '← Back to main menu',
    "The button of the mobile panel's docs sidebar that goes back to the navbar links",
  ),
  'theme.navbar.mobileVersionsDropdown.label': entry(
    'Versions',
    'The label of the docs version dropdown in the mobile panel',
  ),
  'hub.versionDropdown.screenReaderLabel': entry(
    'Docs version:',
    "Read before the navbar's version dropdown label (the version being read) by screen readers",
  ),
  'hub.announcementBar.ariaLabel': entry('Announcement', 'The ARIA label of the announcement bar'),
  'theme.AnnouncementBar.closeButtonAriaLabel': entry(
    'Close',
    'The ARIA label of the close button of the announcement bar',
  ),
  'theme.colorToggle.ariaLabel': entry(
    'Switch between dark and light mode (currently {mode})',
    'The ARIA label and title of the colour mode toggle',
  ),
  'theme.colorToggle.ariaLabel.mode.dark': entry(
    'dark mode',
    'The name of the dark colour mode, in theme.colorToggle.ariaLabel',
  ),
  'theme.colorToggle.ariaLabel.mode.light': entry(
    'light mode',
    'The name of the light colour mode, in theme.colorToggle.ariaLabel',
  ),
  'theme.colorToggle.ariaLabel.mode.system': entry(
    'system mode',
    "The name of the colour mode that follows the system's, in theme.colorToggle.ariaLabel",
  ),
  // Sidebar
  'theme.docs.sidebar.navAriaLabel': entry('Docs sidebar', 'The ARIA label of the docs sidebar'),
  'theme.DocSidebarItem.collapseCategoryAriaLabel': entry(
    "Collapse sidebar category '{label}'",
    'The ARIA label of the button that collapses a sidebar category',
  ),
  'theme.DocSidebarItem.expandCategoryAriaLabel': entry(
    "Expand sidebar category '{label}'",
    'The ARIA label of the button that expands a sidebar category',
  ),
  // Docs pages
  'theme.docs.breadcrumbs.navAriaLabel': entry('Breadcrumbs', 'The ARIA label of the breadcrumbs'),
  'theme.docs.breadcrumbs.home': entry('Home page', 'The ARIA label of the home icon that starts the breadcrumbs'),
  'theme.docs.paginator.navAriaLabel': entry(
    'Docs pages',
    'The ARIA label of the previous/next links at the end of a doc',
  ),
  'theme.docs.paginator.previous': entry('Previous', 'The label of the link to the previous doc'),
  'theme.docs.paginator.next': entry('Next', 'The label of the link to the next doc'),
  'hub.localeDropdown.current': entry('Language:', "Read out before the locale dropdown's current locale"),
  'theme.navbar.mobileLanguageDropdown.label': entry(
    'Languages',
    'The label of the locale dropdown in the mobile menu',
  ),
  'theme.blog.post.paginator.navAriaLabel': entry(
    'Blog post page navigation',
    'The ARIA label of the newer/older post links at the end of a blog post',
  ),
  'theme.blog.post.paginator.newerPost': entry('Newer post', 'The label of the link to the newer blog post'),
  'theme.blog.post.paginator.olderPost': entry('Older post', 'The label of the link to the older blog post'),
  'theme.tags.tagsListLabel': entry('Tags:', "The label before a doc's tags"),
  'theme.TOCCollapsible.toggleButtonLabel': entry(
    'On this page',
    "The title of a page's table of contents (and of its collapsible form on small screens)",
  ),
  'theme.common.headingLinkTitle': entry('Direct link to {heading}', "The ARIA label of a heading's anchor link"),
  'theme.common.editThisPage': entry('Edit this page', 'The link to edit the page at its source'),
  'theme.lastUpdated.atDate': entry(
    ' on {date}',
    'How the date a page was last updated is said, in theme.lastUpdated.lastUpdatedAtBy',
  ),
  'theme.lastUpdated.lastUpdatedAtBy': entry(
    'Last updated{atDate}{byUser}',
    'When a page was last updated ({byUser} is empty: hub-docs shows no author)',
  ),
  'hub.pageActions.copyPage': entry('Copy page', "The button that copies the page's Markdown"),
  'hub.pageActions.copyFailed': entry('Copy failed', 'Shown for a while on the Copy page button when the copy failed'),
  'hub.pageActions.viewMarkdown': entry('View as Markdown', "The link to the page's Markdown"),
  'hub.pageActions.openIn': entry(
    'Open in {assistant}',
    'The link that opens an AI assistant (ChatGPT, Claude) with the page to read',
  ),
  'hub.externalLink.newTab': entry('(opens in a new tab)', 'Read by screen readers after a link that opens a new tab'),
  'hub.feedback.question': entry('Was this page helpful?', 'The question at the end of a doc'),
  'hub.feedback.yes': entry('Yes', 'The positive answer to hub.feedback.question'),
  'hub.feedback.no': entry('No', 'The negative answer to hub.feedback.question'),
  'hub.feedback.thanks': entry('Thanks for your feedback!', 'Shown once the reader answered hub.feedback.question'),
  // Versions
  'theme.docs.versions.unreleasedVersionLabel': entry(
    'This is unreleased documentation for {siteTitle} {versionLabel} version.',
    'The banner of a docs version newer than the last release',
  ),
  'theme.docs.versions.unmaintainedVersionLabel': entry(
    'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
    'The banner of a docs version older than the last release',
  ),
  'theme.docs.versions.latestVersionSuggestionLabel': entry(
    'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
    "The banner's suggestion to read the last release",
  ),
  'theme.docs.versions.latestVersionLinkLabel': entry(
    'latest version',
    'The link to the last release, in theme.docs.versions.latestVersionSuggestionLabel',
  ),
  'theme.docs.versionBadge.label': entry('Version: {versionLabel}', 'The badge above a page of a docs version'),
  // Tags
  'theme.tags.tagsPageTitle': entry('Tags', 'The title of the page that lists every tag'),
  'hub.tags.tagsPageDescription': entry(
    'Tags of the {siteTitle}.',
    'The description (meta tag) of the page that lists every tag',
  ),
  'theme.docs.tagDocListPageTitle': entry('{nDocsTagged} with "{tagName}"', "The title of a tag's page"),
  'theme.docs.tagDocListPageTitle.nDocsTagged': entry(
    'One doc tagged|{count} docs tagged',
    'Plural forms of "{count} docs tagged", in theme.docs.tagDocListPageTitle',
  ),
  'hub.tags.docCount.plurals': entry(
    '1 doc|{count} docs',
    "Plural forms of a tag's number of docs, on the page that lists every tag",
  ),
  // Content
  'theme.admonition.note': entry('Note', 'The title of a note admonition'),
  'theme.admonition.tip': entry('Tip', 'The title of a tip admonition'),
  'theme.admonition.info': entry('Info', 'The title of an info admonition'),
  'theme.admonition.warning': entry('Warning', 'The title of a warning admonition'),
  'theme.admonition.danger': entry('Danger', 'The title of a danger admonition'),
  'theme.CodeBlock.copy': entry('Copy', 'The label of the copy button of code blocks'),
  'theme.CodeBlock.copied': entry('Copied', 'Shown for a while on a copy button once the copy is done'),
  'theme.CodeBlock.copyButtonAriaLabel': entry(
    'Copy code to clipboard',
    'The ARIA label of the copy button of code blocks',
  ),
  'theme.CodeBlock.wordWrapToggle': entry(
    'Toggle word wrap',
    'The ARIA label and title of the word-wrap button of code blocks',
  ),
  'hub.CodeBlock.titledAriaLabel': entry('Code: {title}', 'The ARIA label of a code block with a title'),
  'hub.CodeBlock.languageAriaLabel': entry('Code ({language})', 'The ARIA label of a code block without a title'),
  'hub.table.ariaLabel': entry('Table', 'The ARIA label of a scrolling table that has no caption'),
  'hub.details.summary': entry('Details', 'The summary of a <details> block that has none'),
  'hub.loading': entry('Loading…', 'Shown while something loads slowly'),
  'hub.loadFailed.retry': entry('Retry', 'The button that tries again to load what failed to load'),
  'hub.mermaid.loading': entry('Loading diagram…', 'Shown while a diagram loads slowly'),
  'hub.mermaid.error': entry('This diagram could not be drawn.', 'Shown above the error of a diagram that failed'),
  // Crash, 404
  'theme.ErrorPageContent.title': entry('This page crashed.', 'The title of the fallback shown when a page crashed'),
  'hub.ErrorPageContent.causeLabel': entry('Cause:', "The label before each cause of a crashed page's error"),
  'theme.ErrorPageContent.tryAgain': entry('Try again', 'The button that renders a crashed page again'),
  'theme.NotFound.title': entry('Page Not Found', 'The title of the 404 page'),
  'theme.NotFound.p1': entry('We could not find what you were looking for.', 'The first paragraph of the 404 page'),
  'theme.NotFound.p2': entry(
    'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
    'The second paragraph of the 404 page',
  ),
  // Search
  'theme.SearchBar.label': entry('Search', "The search box's label (read by screen readers)"),
  'theme.SearchModal.placeholder': entry('Search docs', "The search box's placeholder"),
  'hub.SearchBar.resultsPanelAriaLabel': entry(
    'Search results panel',
    "The ARIA label of the search box's results panel",
  ),
  'hub.SearchBar.resultsAriaLabel': entry('Search results', "The ARIA label of the search box's list of results"),
  'hub.SearchBar.noResults': entry('No results', 'Shown in the search box when nothing matches'),
  'hub.SearchBar.resultCount.plurals': entry(
    '{count} result|{count} results',
    'Plural forms of the number of results, read by screen readers',
  ),
  'theme.SearchBar.seeAll': entry(
    'See all results',
    "The search box's link to the search page ({count}: the number of results)",
  ),
  'hub.SearchBar.seeAllWithin': entry(
    'See all results within "{context}"',
    'The link to the search page limited to a part of the docs',
  ),
  'hub.SearchBar.seeAllOutside': entry(
    'See all results outside "{context}"',
    'The link to the search page without a part of the docs',
  ),
  'hub.search.correction': entry(
    'Showing results for {correction}',
    'Said when the query had a typo and was corrected',
  ),
  'hub.search.asTyped': entry('Search instead for {query}', 'The link that searches for the query as it was typed'),
  'theme.SearchPage.emptyResultsTitle': entry(
    'Search the documentation',
    'The title of the search page without a query',
  ),
  'theme.SearchPage.existingResultsTitle': entry(
    'Search results for "{query}"',
    'The title of the search page with a query',
  ),
  'theme.SearchPage.inputLabel': entry(
    'Search the documentation',
    "The search page's input label (read by screen readers)",
  ),
  'theme.SearchPage.inputPlaceholder': entry('Type your search here', "The search page's input placeholder"),
  'hub.SearchPage.description': entry('Search the {siteTitle}.', 'The description (meta tag) of the search page'),
  'hub.SearchPage.contextWithin': entry(
    'Only pages within "{context}".',
    'Said on the search page limited to a part of the docs',
  ),
  'hub.SearchPage.contextOutside': entry(
    'Only pages outside "{context}".',
    'Said on the search page without a part of the docs',
  ),
  'hub.SearchPage.versionLabel': entry('Docs version', "The label of the search page's docs version choice"),
  'hub.SearchPage.loadingIndex': entry('Loading search index…', 'Shown while the search index loads slowly'),
  'theme.SearchPage.noResultsText': entry('No documents were found', 'Said on the search page when nothing matches'),
  'theme.SearchPage.documentsFound.plurals': entry(
    '{count} document found|{count} documents found',
    'Plural forms of the number of documents found',
  ),
  'hub.SearchPage.pageResult': entry('Page', 'Read by screen readers before a result that is a whole page'),
  'hub.SearchPage.sectionResult': entry(
    'Section',
    'Read by screen readers before a result that is a section of a page',
  ),
  'hub.searchHighlight.label': entry(
    'Highlighting: {terms}',
    'The bar above a page opened from a search result, naming the terms marked',
  ),
  'hub.searchHighlight.clear': entry('Clear highlights', 'The button that removes the marks of the search terms'),
  // Redirect pages (config clientRedirects)
  'hub.redirect.title': entry('Redirecting…', 'The title of a page that sends its reader to where it moved'),
  'hub.redirect.moved': entry(
    'This page has moved to {link}.',
    'The text of a page that sends its reader to where it moved ({link}: the new address)',
  ),
  // API reference
  'hub.api.deprecated': entry('deprecated', 'The tag of a deprecated operation, parameter or field'),
  'hub.api.required': entry('required', 'The tag of a required parameter, field or body'),
  'hub.api.contentType': entry('Content type', "The label of a body's media type"),
  'hub.api.alsoContentTypes': entry('(also {types})', 'The other media types a body can have'),
  'hub.api.webhook': entry('to your endpoint (webhook {path})', 'Where a webhook is sent'),
  'hub.api.parameterName': entry('Name', 'The heading of the parameters table column of names'),
  'hub.api.parameterType': entry('Type', 'The heading of the parameters table column of types'),
  'hub.api.parameterDescription': entry('Description', 'The heading of the parameters table column of descriptions'),
  'hub.api.recursiveField': entry(
    'Its fields are those of the object that contains it.',
    'Said of a field whose schema is the one containing it',
  ),
  'hub.api.fieldsOf.plurals': entry(
    '{count} field of {name}|{count} fields of {name}',
    'Plural forms of the summary of the fields of an object',
  ),
  'hub.api.optionsOf': entry('Options of {name}', 'The summary of the choices of a field without fields of its own'),
  'hub.api.oneOf': entry('One of:', 'Before the schemas a value matches exactly one of'),
  'hub.api.anyOf': entry('Any of:', 'Before the schemas a value matches any of'),
  'hub.api.always': entry('Always {values}', 'A value that can take only one value'),
  'hub.api.enumValues': entry('One of {values}', 'The values a value can take'),
  'hub.api.default': entry('Default {value}', 'The default of a value'),
} satisfies Record<string, Entry>;

export type MessageId = keyof typeof CATALOGUE;

/** A translation of the catalogue hub-docs ships (theme/messages/locales/): a message per id it translates. */
export type ShippedMessages = Partial<Record<MessageId, string>>;
