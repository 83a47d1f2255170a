/** What a parameter or field allows: its constraints, allowed values and default. */
import { useTranslate } from '../../context.js';
export interface FactsProps {
  constraints?: string[];
  enumValues?: string[];
  defaultValue?: string;
}

export function ApiFacts({ constraints, enumValues, defaultValue }: FactsProps) {
  const { nodes } = useTranslate();
  if (!constraints?.length && !enumValues?.length && defaultValue === undefined) return null;
  return (
    <p className="api-facts">
      {constraints?.map((constraint) => (
        <span key={constraint} className="api-facts__item">
          {constraint}
        </span>
      ))}
      {enumValues && enumValues.length > 0 && (
        <span className="api-facts__item">
          {nodes(enumValues.length === 1 ? 'hub.api.always' : 'hub.api.enumValues', {
            values: enumValues.map((value, i) => [i > 0 && ', ', <code key={value}>{value}</code>]),
          })}
        </span>
      )}
      {defaultValue !== undefined && (
        <span className="api-facts__item">{nodes('hub.api.default', { value: <code>{defaultValue}</code> })}</span>
      )}
    </p>
  );
}
