/**
 * How a component says a text (theme/context.ts useTranslate): format.ts's functions bound to the
 * page's messages, and messages whose values are elements (a link, `<b>`).
 */
import { Fragment, createElement, isValidElement, type ReactNode } from 'react';
import type { MessageId } from './catalogue.js';
import { PLACEHOLDER, formatNumber, translate, translatePlural, type Messages, type Values } from './format.js';

export type { Messages } from './format.js';

/**
 * A message as React children, where some values are elements (a link, `<b>`): the text around
 * them, with the string values merged into it, and the elements in their places.
 */
export function interpolateNodes(message: string, values: Record<string, ReactNode>, locale: string): ReactNode {
  const parts = message.split(PLACEHOLDER);
  const children: ReactNode[] = [];
  let text = '';
  parts.forEach((part, i) => {
    const value = i % 2 === 0 ? part : part in values ? values[part] : `{${part}}`;
    if (typeof value === 'string') text += value;
    else if (typeof value === 'number') text += formatNumber(value, locale);
    else if (value !== null && value !== undefined && value !== false) {
      if (text) children.push(text);
      text = '';
      children.push(isValidElement(value) ? createElement(Fragment, { key: i }, value) : value);
    }
  });
  if (text) children.push(text);
  return children.length === 1 ? children[0] : children;
}

/** A message whose values may be elements (see interpolateNodes). */
export function translateNodes(messages: Messages, id: MessageId, values: Record<string, ReactNode>): ReactNode {
  return interpolateNodes(messages.text[id], values, messages.locale);
}

/**
 * The functions a component says its texts with, bound to the locale's messages (see useTranslate in theme/context.ts).
 */
export function translator(messages: Messages) {
  return {
    locale: messages.locale,
    t: (id: MessageId, values?: Values) => translate(messages, id, values),
    plural: (id: MessageId, count: number, values?: Values) => translatePlural(messages, id, count, values),
    nodes: (id: MessageId, values: Record<string, ReactNode>) => translateNodes(messages, id, values),
  };
}

export type Translator = ReturnType<typeof translator>;
