import { useEffect, useState } from 'react';
import type { SidebarCategory, SidebarItem } from '../types.js';
import { useSite } from '../context.js';

function containsRoute(item: SidebarItem, route: string): boolean {
  if (item.type === 'link') return item.href === route;
  return item.href === route || item.items.some((child) => containsRoute(child, route));
}

function Category({ item, route, depth }: { item: SidebarCategory; route: string; depth: number }) {
  const active = containsRoute(item, route);
  const [open, setOpen] = useState(active);
  // Open the category of a page navigated to; never close one the reader opened.
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const id = `sidebar-${depth}-${item.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <li className={`sidebar__category${open ? ' is-open' : ''}`}>
      <div className="sidebar__category-row">
        {item.href ? (
          <a className={`sidebar__link sidebar__link--category${item.href === route ? ' is-active' : ''}`} href={item.href} aria-current={item.href === route ? 'page' : undefined}>
            {item.label}
          </a>
        ) : (
          <button type="button" className="sidebar__link sidebar__link--category" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={open ? id : undefined}>
            {item.label}
          </button>
        )}
        <button type="button" className="icon-button sidebar__toggle" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={open ? id : undefined} aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`}>
          <span className="icon icon--chevron icon--16" aria-hidden="true" />
        </button>
      </div>
      {/* A closed category renders nothing: every page carries only the open branch of the
          sidebar, so HTML size and render time do not grow with the square of the page count. */}
      {open && (
        <ul className="sidebar__list" id={id}>
          {item.items.map((child) => (
            <Item key={child.type === 'link' ? child.href : child.label} item={child} route={route} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Item({ item, route, depth }: { item: SidebarItem; route: string; depth: number }) {
  if (item.type === 'category') return <Category item={item} route={route} depth={depth} />;
  const current = item.href === route;
  return (
    <li>
      <a className={`sidebar__link${current ? ' is-active' : ''}`} href={item.href} aria-current={current ? 'page' : undefined}>
        {item.badge && <span className={`sidebar__badge sidebar__badge--${item.badge.toLowerCase()}`}>{item.badge}</span>}
        {item.badge && ' '}
        {item.label}
      </a>
    </li>
  );
}

/** The docs sidebar: collapsible categories, the current page marked and its category open. */
export function SidebarMenu() {
  const { sidebar, route } = useSite();
  return (
    <ul className="sidebar__list sidebar__list--root">
      {sidebar.map((item) => (
        <Item key={item.type === 'link' ? item.href : item.label} item={item} route={route} depth={0} />
      ))}
    </ul>
  );
}

export function Sidebar() {
  return (
    <div className="sidebar">
      <nav className="sidebar__nav" aria-label="Docs sidebar">
        <SidebarMenu />
      </nav>
    </div>
  );
}
