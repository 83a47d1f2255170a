/**
 * A body schema as a nested field list: each field with its type, badges, allowed values and
 * description; objects' and array items' fields and `oneOf`/`anyOf` alternatives fold away in
 * <details> (collapsible without JavaScript).
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { ApiFacts, type FactsProps } from './ApiFacts.js';

export function ApiFields({ children }: { children?: ReactNode }) {
  return <ul className="api-fields">{children}</ul>;
}

export function ApiField({ name, type, required, deprecated, recursive, children, ...facts }: FactsProps & { name: string; type: string; required?: boolean; deprecated?: boolean; recursive?: boolean; children?: ReactNode }) {
  // The description first, then what the field allows, then its nested fields.
  const parts = Children.toArray(children);
  const nested = parts.filter((part) => isValidElement(part) && part.type === ApiChildren);
  return (
    <li className="api-field">
      <div className="api-field__head">
        <code className="api-name">{name}</code>
        <span className="api-type">{type}</span>
        {required && <span className="api-tag api-tag--required">required</span>}
        {deprecated && <span className="api-tag api-tag--deprecated">deprecated</span>}
      </div>
      {parts.filter((part) => !nested.includes(part))}
      <ApiFacts {...facts} />
      {recursive && <p className="api-field__note">Its fields are those of the object that contains it.</p>}
      {nested}
    </li>
  );
}

/** The nested fields of an object or array field. */
export function ApiChildren({ name, count, children }: { name: string; count: number; children?: ReactNode }) {
  return (
    <details className="api-children">
      <summary>
        {`${count > 0 ? `${count} field${count === 1 ? '' : 's'}` : 'Options'} of `}
        <code>{name}</code>
      </summary>
      {children}
    </details>
  );
}

export function ApiVariants({ kind, children }: { kind: 'oneOf' | 'anyOf'; children?: ReactNode }) {
  return (
    <div className="api-variants">
      <p className="api-variants__label">{kind === 'oneOf' ? 'One of:' : 'Any of:'}</p>
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
