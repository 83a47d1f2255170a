/**
 * Tabs and TabItem with the API and behaviour of Docusaurus' `@theme/Tabs` and `@theme/TabItem`:
 * `values` (or the items' own `value`/`label`), `defaultValue` (or the item marked `default`,
 * else the first), `groupId` (every group with the id, on this page and others, shows the same
 * choice), `queryString` (the choice in the URL). Every panel is in the server HTML, the ones
 * not shown `hidden`, so search and readers without JavaScript have the whole text.
 *
 * The markup is static and its behaviour lives in the runtime (runtime/tabs.ts, which reads
 * `data-tabs`, `data-group-id`, `data-query-key` and each tab's `data-value`): one delegated
 * listener serves tabs in server HTML a first load keeps as it is and tabs React renders, and
 * the remembered choice is restored on load and after each client navigation. No code of its
 * own runs before interaction.
 */
import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

export interface TabValue {
  value: string;
  label?: string;
  /** Extra attributes of the tab button. */
  attributes?: Record<string, string | number | boolean>;
}

export interface TabsProps {
  children?: ReactNode;
  values?: TabValue[];
  /** null: no tab is shown until the reader chooses one. */
  defaultValue?: string | null;
  groupId?: string;
  /** true: the choice is in the URL under the `groupId`; a string: under that key. */
  queryString?: boolean | string;
  /** Accepted for compatibility: every panel is always rendered (search and readers without JavaScript need them). */
  lazy?: boolean;
  className?: string;
}

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  attributes?: TabValue['attributes'];
  className?: string;
  children?: ReactNode;
}

/** Props Tabs gives each panel. */
interface PanelProps {
  panelId?: string;
  tabId?: string;
  hidden?: boolean;
}

export function TabItem({ children, className, panelId, tabId, hidden }: TabItemProps & PanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId}
      aria-labelledby={tabId}
      className={`tabs__panel${className ? ` ${className}` : ''}`}
      hidden={hidden}
    >
      {children}
    </div>
  );
}

export function Tabs({ children, values, defaultValue, groupId, queryString, className }: TabsProps) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> =>
    isValidElement(child),
  );
  for (const item of items) {
    if (typeof item.props.value !== 'string')
      throw new Error('every child of <Tabs> must be a <TabItem> with a "value" prop');
  }
  const tabs: TabValue[] =
    values ?? items.map(({ props }) => ({ value: props.value, label: props.label, attributes: props.attributes }));
  const duplicate = tabs.find((tab, i) => tabs.findIndex((t) => t.value === tab.value) !== i);
  if (duplicate) throw new Error(`<Tabs> has two tabs with the value "${duplicate.value}": every value must be unique`);
  const selected =
    defaultValue === null
      ? null
      : (defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value ?? null);
  if (selected !== null && !tabs.some((tab) => tab.value === selected)) {
    throw new Error(
      `<Tabs> has the defaultValue "${selected}" but no tab with that value; the values are ${tabs.map((t) => `"${t.value}"`).join(', ')}`,
    );
  }
  if (queryString === true && !groupId)
    throw new Error('<Tabs queryString> needs a groupId (the query key), or give queryString a key of its own');
  const queryKey = queryString === true ? groupId : queryString || undefined;
  const id = useId();
  const tabId = (i: number) => `${id}-tab-${i}`;
  const panelId = (i: number) => `${id}-panel-${i}`;
  return (
    <div
      className={`tabs${className ? ` ${className}` : ''}`}
      data-tabs=""
      data-group-id={groupId}
      data-query-key={queryKey}
    >
      <div role="tablist" aria-orientation="horizontal" className="tabs__list">
        {tabs.map((tab, i) => {
          const isSelected = tab.value === selected;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-controls={panelId(i)}
              aria-selected={isSelected}
              tabIndex={isSelected || (selected === null && i === 0) ? 0 : -1}
              className={`tabs__tab${isSelected ? ' is-selected' : ''}`}
              data-value={tab.value}
              {...tab.attributes}
            >
              {tab.label ?? tab.value}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const i = tabs.findIndex((tab) => tab.value === item.props.value);
        return cloneElement(item as ReactElement<TabItemProps & PanelProps>, {
          key: item.props.value,
          panelId: panelId(i),
          tabId: tabId(i),
          hidden: item.props.value !== selected,
        });
      })}
    </div>
  );
}

export default Tabs;
