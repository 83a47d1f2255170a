/**
 * A body schema as a nested field list: each field with its type, badges, allowed values and
 * description; objects' and array items' fields and `oneOf`/`anyOf` alternatives fold away in
 * <details> (collapsible without JavaScript).
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { ApiFacts, type FactsProps } from './ApiFacts.js';
import { useSite, useTranslate } from '../../context.js';
import { interpolateNodes } from '../../messages/translate.js';
import { pluralForm } from '../../messages/format.js';

export function ApiFields({ children }: { children?: ReactNode }) {
  return <ul className="api-fields">{children}</ul>;
}

export function ApiField({
  name,
  type,
  required,
  deprecated,
  recursive,
  children,
  ...facts
}: FactsProps & {
  name: string;
  type: string;
  required?: boolean;
  deprecated?: boolean;
  recursive?: boolean;
  children?: ReactNode;
}) {
  // The description first, then what the field allows, then its nested fields.
  const parts = Children.toArray(children);
  const nested = parts.filter((part) => isValidElement(part) && part.type === ApiChildren);
  const { t } = useTranslate();
  return (
    <li className="api-field">
      <div className="api-field__head">
        <code className="api-name">{name}</code>
        <span className="api-type">{type}</span>
        {required && <span className="api-tag api-tag--required">{t('hub.api.required')}</span>}
        {deprecated && <span className="api-tag api-tag--deprecated">{t('hub.api.deprecated')}</span>}
      </div>
      {parts.filter((part) => !nested.includes(part))}
      <ApiFacts {...facts} />
      {recursive && <p className="api-field__note">{t('hub.api.recursiveField')}</p>}
      {nested}
    </li>
  );
}

/** The nested fields of an object or array field. */
export function ApiChildren({ name, count, children }: { name: string; count: number; children?: ReactNode }) {
  const { locale, nodes } = useTranslate();
  const { messages } = useSite();
  const code = <code>{name}</code>;
  return (
    <details className="api-children">
      <summary>
        {count > 0
          ? interpolateNodes(
              pluralForm(messages.text['hub.api.fieldsOf.plurals'], count, locale),
              { count, name: code },
              locale,
            )
          : nodes('hub.api.optionsOf', { name: code })}
      </summary>
      {children}
    </details>
  );
}

export function ApiVariants({ kind, children }: { kind: 'oneOf' | 'anyOf'; children?: ReactNode }) {
  const { t } = useTranslate();
  return (
    <div className="api-variants">
      <p className="api-variants__label">{t(kind === 'oneOf' ? 'hub.api.oneOf' : 'hub.api.anyOf')}</p>
      {children}
    </div>
  );
}

export function ApiVariant({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <details className="api-variant">
      <summary>{label}</summary>
      {children}
    </details>
  );
}
