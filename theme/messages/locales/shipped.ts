/**
 * The translations hub-docs ships, by locale tag: Docusaurus' where it has the id
 * (docusaurus-theme-translations, MIT), hub-docs' own for the rest. A locale with none here
 * (or an id a translation lacks) shows the English of the catalogue; a site's code.json goes
 * over both (theme/messages/messages-for.ts).
 */
import type { ShippedMessages } from '../catalogue.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { ptBR } from './pt-BR.js';
import { zhHans } from './zh-Hans.js';
import { zhHant } from './zh-Hant.js';

export const SHIPPED: Record<string, ShippedMessages> = {
  ar,
  de,
  es,
  fr,
  ja,
  ko,
  'pt-BR': ptBR,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
};
