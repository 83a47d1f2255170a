/// <reference path="../theme/build-constants.d.ts" />
/** The site module the build generates for the runtime (cli/pipeline/modules.ts: siteModuleSource). */
declare module 'hub:site' {
  const module: import('../theme/types.js').SiteModule;
  export default module;
  /** The configured custom sender (config `analytics.sender`), if any: code, so not part of the JSON. */
  export const loadSender: (() => Promise<import('./analytics-services.js').SenderModule>) | null;
  /** The site's src/theme/Root (null: none): every page's `<main>` hydrates inside it. */
  export const loadRoot:
    | (() => Promise<{ default: import('react').ComponentType<{ children?: import('react').ReactNode }> }>)
    | null;
}

/**
 * The theme's messages by locale, each a chunk of its own (cli/pipeline/messages-module.ts): those of `lang`, else the
 * site's default locale's.
 */
declare module 'hub:messages' {
  export function loadMessages(lang: string): Promise<import('../theme/messages/format.js').Messages>;
}
