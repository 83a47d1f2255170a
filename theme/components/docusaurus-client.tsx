/**
 * `@docusaurus/useIsBrowser`, `@docusaurus/Interpolate`, `@docusaurus/useGlobalData` and
 * Docusaurus' context (`@docusaurus/core/lib/client/docusaurusContext`) for a site's components,
 * with Docusaurus' API.
 */
import {
  createContext,
  createElement,
  Fragment,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useSite } from '../context.js';

/** What `useDocusaurusContext()` gives, in Docusaurus' shape: the site's config pages read and the locale. */
export interface DocusaurusContextValue {
  siteConfig: {
    title: string;
    tagline: string;
    titleDelimiter: string;
    url: string;
    baseUrl: string;
    customFields: Record<string, unknown>;
  };
  i18n: { currentLocale: string; defaultLocale: string };
}

/**
 * Docusaurus' `Context`, which a site's Root may provide a value of its own with (AdGuard DNS' knowledge base
 * gives its siteConfig the locale's title). Empty until one does: useDocusaurusContext() then gives the site's
 * (useSiteDocusaurusContext), which is what Docusaurus' default value holds.
 */
export const Context = createContext<DocusaurusContextValue | null>(null);

/** The site's own context value, from its config and the page's locale (one object while they stay the same). */
export function useSiteDocusaurusContext(): DocusaurusContextValue {
  const { site, messages } = useSite();
  return useMemo(() => {
    const { title, tagline, titleDelimiter, url, baseUrl, customFields = {} } = site.config;
    return {
      siteConfig: { title, tagline, titleDelimiter, url, baseUrl, customFields },
      i18n: { currentLocale: messages.locale, defaultLocale: site.config.locale.code },
    };
  }, [site, messages]);
}

/**
 * A custom page's component (src/pages), given the site's config as its `config` prop, as Docusaurus' pages plugin
 * gives it (`modules: { config: '@generated/docusaurus.config' }`): Jest's home page reads `this.props.config`.
 */
export function CustomPageContent({
  Content,
}: {
  Content: ComponentType<{ config?: DocusaurusContextValue['siteConfig'] }>;
}) {
  return <Content config={useSiteDocusaurusContext().siteConfig} />;
}

/** `DocusaurusContextProvider`: provides the site's own value (under a site's provider, it restores it). */
export function DocusaurusContextProvider({ children }: { children?: ReactNode }) {
  return <Context.Provider value={useSiteDocusaurusContext()}>{children}</Context.Provider>;
}

/**
 * `useIsBrowser()`: false on the server and during hydration (so both render alike), true once
 * the page runs in the browser, as in Docusaurus.
 */
export function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}

/** `interpolate('Hello {name}', { name })`: a string when every value is one, else a list of nodes. */
export function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/(\{\w+\})/g);
  const nodes = parts.map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // A placeholder without a value stays as written, as in Docusaurus.
    return name !== undefined && values && Object.hasOwn(values, name) ? values[name] : part;
  });
  if (nodes.every((node) => typeof node === 'string' || typeof node === 'number')) return nodes.join('');
  return nodes.map((node, i) => createElement(Fragment, { key: i }, node));
}

/** `<Interpolate values={{ name: <b>x</b> }}>{'Hello {name}'}</Interpolate>`. */
export function Interpolate({ children, values }: { children: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(children, values)}</>;
}

/**
 * `useGlobalData()`: the global data of the site's plugins. hub-docs' is the docs plugin's, in
 * Docusaurus' shape (its versions with their paths), under `docusaurus-plugin-content-docs`'s
 * default instance.
 */
export function useGlobalData(): Record<string, Record<string, unknown>> {
  const { site } = useSite();
  const base = site.config.baseUrl;
  const withBase = (path: string) => (base + path.slice(1)).replace(/\/$/, '') || '/';
  const versions = site.versions.map((v) => ({
    name: v.name,
    label: v.label,
    isLast: v.isLast,
    path: withBase(v.path),
    mainDocId: '',
    docs: [],
    draftIds: [],
    sidebars: {},
  }));
  const last = versions.find((v) => v.isLast) ?? versions[0];
  return {
    'docusaurus-plugin-content-docs': { default: { path: last?.path ?? withBase('/'), versions, breadcrumbs: true } },
  };
}

/** `usePluginData(name, id)`: one plugin instance's global data (undefined for a plugin hub-docs does not have). */
export function usePluginData(name: string, id = 'default'): unknown {
  return useGlobalData()[name]?.[id];
}

/** `useAllPluginInstancesData(name)`: every instance's global data of a plugin, by id. */
export function useAllPluginInstancesData(name: string): Record<string, unknown> {
  return useGlobalData()[name] ?? {};
}

const canUseDOM = typeof window !== 'undefined';

/** `@docusaurus/ExecutionEnvironment`: what the code runs in (the server has no DOM). */
export const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM,
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM,
};
