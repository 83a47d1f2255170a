import { useEffect, useState } from 'react';
import type { SidebarCategory, SidebarItem } from '../types.js';
import { useSidebar, useSite, useTranslate } from '../context.js';
import { isExternal, withBaseUrl } from '../url.js';

/**
 * The routes a category holds (its own link and every one below it), made once per category:
 * asking each category to search its items walked the whole sidebar for every page rendered, so
 * rendering grew with the square of the page count (19 of 28 s for 10,000 pages).
 */
const held = new WeakMap<SidebarCategory, Set<string>>();

function routesIn(category: SidebarCategory): Set<string> {
  let routes = held.get(category);
  if (!routes) {
    held.set(category, (routes = new Set(category.href ? [category.href] : [])));
    for (const item of category.items) {
      if (item.type === 'link') routes.add(item.href);
      else if (item.type === 'category') routesIn(item).forEach((route) => routes!.add(route));
    }
  }
  return routes;
}

const keyOf = (item: SidebarItem, i: number) =>
  item.type === 'link' ? item.href : item.type === 'category' ? item.label : `html-${i}`;
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function Category({ item, route, depth }: { item: SidebarCategory; route: string; depth: number }) {
  const { site } = useSite();
  const { t } = useTranslate();
  const active = routesIn(item).has(route);
  const collapsible = item.collapsible !== false;
  const [open, setOpen] = useState(!collapsible || active || item.collapsed === false);
  // Open the category of a page navigated to; never close one the reader opened.
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const id = `sidebar-${depth}-${item.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const shown = open || !collapsible;
  return (
    <li className={classes('sidebar__category', shown && 'is-open', item.className)}>
      <div className="sidebar__category-row">
        {item.href ? (
          <a
            className={`sidebar__link sidebar__link--category${item.href === route ? ' is-active' : ''}`}
            href={withBaseUrl(site.config, item.href)}
            aria-current={item.href === route ? 'page' : undefined}
          >
            {item.label}
          </a>
        ) : collapsible ? (
          <button
            type="button"
            className="sidebar__link sidebar__link--category"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={open ? id : undefined}
          >
            {item.label}
          </button>
        ) : (
          <span className="sidebar__link sidebar__link--category">{item.label}</span>
        )}
        {collapsible && (
          <button
            type="button"
            className="icon-button sidebar__toggle"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={open ? id : undefined}
            aria-label={t(
              open ? 'theme.DocSidebarItem.collapseCategoryAriaLabel' : 'theme.DocSidebarItem.expandCategoryAriaLabel',
              { label: item.label },
            )}
          >
            <span className="icon icon--chevron icon--16" aria-hidden="true" />
          </button>
        )}
      </div>
      {/* A closed category renders nothing: every page carries only the open branch of the
          sidebar, so HTML size and render time do not grow with the square of the page count. */}
      {shown && (
        <ul className="sidebar__list" id={id}>
          {item.items.map((child, i) => (
            <Item key={keyOf(child, i)} item={child} route={route} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Item({ item, route, depth }: { item: SidebarItem; route: string; depth: number }) {
  const { site } = useSite();
  if (item.type === 'category') return <Category item={item} route={route} depth={depth} />;
  // A sidebars file's own markup (a divider, a heading): the site's, as Docusaurus shows it.
  if (item.type === 'html')
    return <li className={classes('sidebar__html', item.className)} dangerouslySetInnerHTML={{ __html: item.value }} />;
  const current = item.href === route;
  const external = isExternal(item.href);
  return (
    <li className={item.className}>
      <a
        className={`sidebar__link${current ? ' is-active' : ''}`}
        href={withBaseUrl(site.config, item.href)}
        aria-current={current ? 'page' : undefined}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.badge && (
          <span className={`sidebar__badge sidebar__badge--${item.badge.toLowerCase()}`}>{item.badge}</span>
        )}
        {item.badge && ' '}
        {item.label}
      </a>
    </li>
  );
}

/** The docs sidebar: collapsible categories, the current page marked and its category open. */
export function SidebarMenu() {
  const { route } = useSite();
  const sidebar = useSidebar();
  return (
    <ul className="sidebar__list sidebar__list--root">
      {sidebar.map((item, i) => (
        <Item key={keyOf(item, i)} item={item} route={route} depth={0} />
      ))}
    </ul>
  );
}

export function Sidebar() {
  const { t } = useTranslate();
  return (
    <div className="sidebar">
      <nav className="sidebar__nav" aria-label={t('theme.docs.sidebar.navAriaLabel')}>
        <SidebarMenu />
      </nav>
    </div>
  );
}
