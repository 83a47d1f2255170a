/** The parameters of one location (path, query, header, cookie), or a response's headers, as a table. */
import type { ReactNode } from 'react';
import { ApiFacts, type FactsProps } from './ApiFacts.js';
import { useTranslate } from '../../context.js';

export function ApiParameters({ label, children }: { label: string; children?: ReactNode }) {
  const { t } = useTranslate();
  // Wide tables scroll in their own box, reachable by keyboard and named (as Markdown tables are).
  return (
    <div className="table-wrapper api-parameters" tabIndex={0} role="region" aria-label={label}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('hub.api.parameterName')}</th>
            <th scope="col">{t('hub.api.parameterType')}</th>
            <th scope="col">{t('hub.api.parameterDescription')}</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function ApiParameter({
  id,
  name,
  type,
  required,
  deprecated,
  children,
  ...facts
}: FactsProps & {
  id: string;
  name: string;
  type: string;
  required?: boolean;
  deprecated?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslate();
  return (
    <tr id={id}>
      <td>
        <code className="api-name">{name}</code>
        {required && <span className="api-tag api-tag--required">{t('hub.api.required')}</span>}
        {deprecated && <span className="api-tag api-tag--deprecated">{t('hub.api.deprecated')}</span>}
      </td>
      <td className="api-type">{type}</td>
      <td>
        {children}
        <ApiFacts {...facts} />
      </td>
    </tr>
  );
}
