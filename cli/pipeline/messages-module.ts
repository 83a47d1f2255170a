/**
 * The browser's messages (runtime/messages.ts): `hub:messages`, which loads a locale's messages,
 * and `hub:messages/<locale>` per locale, each its own chunk, so a reader loads the messages of
 * the page's locale only, and only when the browser first says something itself (an island, a
 * button). The first locale given is the fallback for a page whose `<html lang>` is none of them.
 */
import type { Messages } from '../../theme/messages/format.js';

export const MESSAGES_MODULE = 'hub:messages';

/** The virtual modules' sources, by id: the loader, and each locale's messages (their text, without descriptions). */
export function messagesModules(locales: Messages[]): Map<string, string> {
  const modules = new Map<string, string>();
  const loaders = locales.map(
    (m) => `${JSON.stringify(m.locale)}: () => import(${JSON.stringify(`${MESSAGES_MODULE}/${m.locale}`)})`,
  );
  modules.set(
    MESSAGES_MODULE,
    `const locales = { ${loaders.join(', ')} };\n` +
      `export function loadMessages(lang) {\n  const load = Object.hasOwn(locales, lang) ? locales[lang] : locales[${JSON.stringify(locales[0].locale)}];\n  return load().then((m) => m.default);\n}\n`,
  );
  for (const m of locales) modules.set(`${MESSAGES_MODULE}/${m.locale}`, `export default ${JSON.stringify(m)};\n`);
  return modules;
}
