/** What a parameter or field allows: its constraints, allowed values and default. */
export interface FactsProps {
  constraints?: string[];
  enumValues?: string[];
  defaultValue?: string;
}

export function ApiFacts({ constraints, enumValues, defaultValue }: FactsProps) {
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
          {enumValues.length === 1 ? 'Always ' : 'One of '}
          {enumValues.map((value, i) => [i > 0 && ', ', <code key={value}>{value}</code>])}
        </span>
      )}
      {defaultValue !== undefined && (
        <span className="api-facts__item">
          Default <code>{defaultValue}</code>
        </span>
      )}
    </p>
  );
}
