/**
 * The window event the runtime's router sends after each navigation it makes (push, replace, back
 * and forward), for `history.listen` (components/docusaurus-router.tsx). A leaf module: the
 * router runs before React loads and must not import the React context to name it.
 */
export const NAVIGATED_EVENT = 'hub-docs:navigated';
