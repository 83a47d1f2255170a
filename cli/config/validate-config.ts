/**
 * Validates a site config once, at the boundary, and fills defaults. Downstream code sees
 * only ResolvedConfig. Every bad field becomes one readable line naming the field.
 */
import { codeThemeNames, type CodeThemeName } from '../../theme/code-themes.js';
import type { Logo, NavbarItem, OpenApiEntry, ResolvedConfig, SearchContext } from '../../theme/types.js';

export interface ConfigProblem {
  field: string;
  message: string;
}

type Obj = Record<string, unknown>;

export function validateConfig(input: unknown): { config: ResolvedConfig | null; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  const at = new Reader(problems);
  if (!isObject(input)) {
    problems.push({ field: '(config)', message: 'the default export must be an object: export default defineConfig({ ... })' });
    return { config: null, problems };
  }
  const c = input;
  const title = at.string(c, 'title', { required: true });
  const url = at.string(c, 'url', { required: true, pattern: /^https?:\/\/[^/\s]+$/, patternHint: 'an origin like "https://docs.example.com" with no path and no trailing slash' });
  const baseUrl = at.string(c, 'baseUrl', { fallback: '/', pattern: /^\/(.*\/)?$/, patternHint: 'a path that starts and ends with "/", e.g. "/" or "/docs/"' });
  const product = at.object(c, 'product', { required: true });
  const productName = at.string(product, 'product.name', { required: true });
  const productSlug = at.string(product, 'product.slug', { required: true, pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/, patternHint: 'lower-case letters, digits and single hyphens, e.g. "switchboard"' });

  const i18n = at.object(c, 'i18n');
  const locale = at.string(i18n, 'i18n.defaultLocale', { fallback: 'en', pattern: /^[a-z]{2}(-[A-Z]{2})?$/, patternHint: 'a language code such as "en"' });
  const localeConfigs = at.object(i18n, 'i18n.localeConfigs');
  const localeConfig = at.object(localeConfigs, `i18n.localeConfigs.${locale}`);
  const direction = at.oneOf(localeConfig, `i18n.localeConfigs.${locale}.direction`, ['ltr', 'rtl'] as const, 'ltr');

  const navbar = at.object(c, 'navbar');
  const footer = at.object(c, 'footer');
  const colorMode = at.object(c, 'colorMode');
  const bar = at.object(c, 'announcementBar');
  const prism = at.object(c, 'prism');
  const toc = at.object(c, 'toc');
  const search = at.object(c, 'search');
  const analytics = at.object(c, 'analytics');
  const docs = at.object(c, 'docs');

  const minHeadingLevel = at.integer(toc, 'toc.minHeadingLevel', 2, 2, 6);
  const maxHeadingLevel = at.integer(toc, 'toc.maxHeadingLevel', 3, 2, 6);
  if (maxHeadingLevel < minHeadingLevel) problems.push({ field: 'toc.maxHeadingLevel', message: `must be at least toc.minHeadingLevel (${minHeadingLevel})` });
  const resultsLimit = at.integer(search, 'search.resultsLimit', 8, 1, 50);
  const maxResults = at.integer(search, 'search.maxResults', 50, 1, 500);

  const config: ResolvedConfig = {
    title,
    tagline: at.string(c, 'tagline', { fallback: '' }),
    url,
    baseUrl,
    favicon: at.string(c, 'favicon', { fallback: '' }) || null,
    product: { name: productName, slug: productSlug },
    locale: { code: locale, direction },
    navbar: {
      title: at.string(navbar, 'navbar.title', { fallback: title }),
      logo: at.logo(navbar, 'navbar.logo'),
      items: at.navItems(navbar, 'navbar.items'),
    },
    footer: {
      logo: at.logo(footer, 'footer.logo'),
      copyright: at.string(footer, 'footer.copyright', { fallback: `Copyright © ${title}` }),
      links: at.navItems(footer, 'footer.links'),
    },
    colorMode: {
      defaultMode: at.oneOf(colorMode, 'colorMode.defaultMode', ['light', 'dark'] as const, 'light'),
      disableSwitch: at.boolean(colorMode, 'colorMode.disableSwitch', false),
      respectPrefersColorScheme: at.boolean(colorMode, 'colorMode.respectPrefersColorScheme', false),
    },
    announcementBar: bar
      ? {
          id: at.string(bar, 'announcementBar.id', { required: true }),
          content: at.string(bar, 'announcementBar.content', { required: true }),
          isCloseable: at.boolean(bar, 'announcementBar.isCloseable', true),
        }
      : null,
    prism: {
      theme: at.oneOf(prism, 'prism.theme', codeThemeNames, 'github' as CodeThemeName),
      darkTheme: at.oneOf(prism, 'prism.darkTheme', codeThemeNames, 'dracula' as CodeThemeName),
    },
    toc: { minHeadingLevel, maxHeadingLevel },
    mermaid: at.boolean(c, 'mermaid', true),
    search: {
      resultsLimit: Math.min(resultsLimit, maxResults),
      maxResults,
      contextLength: at.integer(search, 'search.contextLength', 50, 10, 500),
      contexts: at.contexts(search, 'search.contexts'),
    },
    analytics: {
      trackingID: at.string(analytics, 'analytics.trackingID', { fallback: '' }) || null,
      sender: at.string(analytics, 'analytics.sender', { fallback: '' }) || null,
    },
    docs: {
      versionLabel: at.string(docs, 'docs.versionLabel', { fallback: 'Next' }),
      versionName: 'current',
      editUrl: at.string(docs, 'docs.editUrl', { fallback: '' }) || null,
    },
    openapi: at.openapi(c, 'openapi'),
  };
  const known = new Set(['title', 'tagline', 'url', 'baseUrl', 'favicon', 'product', 'i18n', 'navbar', 'footer', 'colorMode', 'announcementBar', 'prism', 'toc', 'mermaid', 'search', 'analytics', 'docs', 'openapi']);
  for (const key of Object.keys(c)) {
    if (!known.has(key)) problems.push({ field: key, message: `unknown field; known fields are ${[...known].join(', ')}` });
  }
  return { config: problems.length ? null : config, problems };
}

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `the string ${JSON.stringify(v)}`;
  return `${typeof v} ${JSON.stringify(v)}`;
}

function leaf(field: string): string {
  return field.slice(field.lastIndexOf('.') + 1);
}

/** Reads fields with type checks; records a problem and returns a fallback on a bad value. */
class Reader {
  constructor(private problems: ConfigProblem[]) {}

  private bad(field: string, message: string): void {
    this.problems.push({ field, message });
  }

  object(parent: Obj | null, field: string, opts: { required?: boolean } = {}): Obj | null {
    const v = parent?.[leaf(field)];
    if (v === undefined) {
      if (opts.required) this.bad(field, 'is required');
      return null;
    }
    if (!isObject(v)) {
      this.bad(field, `must be an object, got ${describe(v)}`);
      return null;
    }
    return v;
  }

  string(parent: Obj | null, field: string, opts: { required?: boolean; fallback?: string; pattern?: RegExp; patternHint?: string }): string {
    // A missing parent object was reported once already (or is optional): no problem per child.
    if (parent === null) return opts.fallback ?? '';
    const v = parent[leaf(field)];
    if (v === undefined) {
      if (opts.required) this.bad(field, 'is required (a string)');
      return opts.fallback ?? '';
    }
    if (typeof v !== 'string' || (opts.required && v.trim() === '')) {
      this.bad(field, `must be a non-empty string, got ${describe(v)}`);
      return opts.fallback ?? '';
    }
    if (opts.pattern && !opts.pattern.test(v)) {
      this.bad(field, `must be ${opts.patternHint}, got ${JSON.stringify(v)}`);
      return opts.fallback ?? '';
    }
    return v;
  }

  boolean(parent: Obj | null, field: string, fallback: boolean): boolean {
    const v = parent?.[leaf(field)];
    if (v === undefined) return fallback;
    if (typeof v !== 'boolean') {
      this.bad(field, `must be true or false, got ${describe(v)}`);
      return fallback;
    }
    return v;
  }

  integer(parent: Obj | null, field: string, fallback: number, min: number, max: number): number {
    const v = parent?.[leaf(field)];
    if (v === undefined) return fallback;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      this.bad(field, `must be a whole number from ${min} to ${max}, got ${describe(v)}`);
      return fallback;
    }
    return v;
  }

  oneOf<T extends string>(parent: Obj | null, field: string, allowed: readonly T[], fallback: T): T {
    const v = parent?.[leaf(field)];
    if (v === undefined) return fallback;
    if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
      this.bad(field, `must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}, got ${describe(v)}`);
      return fallback;
    }
    return v as T;
  }

  logo(parent: Obj | null, field: string): Logo | null {
    const v = this.object(parent, field);
    if (!v) return null;
    const logo: Logo = { src: this.string(v, `${field}.src`, { required: true }), alt: this.string(v, `${field}.alt`, { required: true }) };
    if (v.width !== undefined) logo.width = this.integer(v, `${field}.width`, 32, 1, 2000);
    if (v.height !== undefined) logo.height = this.integer(v, `${field}.height`, 32, 1, 2000);
    return logo;
  }

  navItems(parent: Obj | null, field: string): NavbarItem[] {
    const v = parent?.[leaf(field)];
    if (v === undefined) return [];
    if (!Array.isArray(v)) {
      this.bad(field, `must be an array of { label, href }, got ${describe(v)}`);
      return [];
    }
    return v.flatMap((item, i) => {
      const name = `${field}[${i}]`;
      if (!isObject(item)) {
        this.bad(name, `must be an object { label, href }, got ${describe(item)}`);
        return [];
      }
      return [{ label: this.string(item, `${name}.label`, { required: true }), href: this.string(item, `${name}.href`, { required: true }), position: this.oneOf(item, `${name}.position`, ['left', 'right'] as const, 'left') }];
    });
  }

  openapi(parent: Obj | null, field: string): Required<OpenApiEntry>[] {
    const v = parent?.[leaf(field)];
    if (v === undefined) return [];
    if (!Array.isArray(v)) {
      this.bad(field, `must be an array of { spec, route, label }, got ${describe(v)}`);
      return [];
    }
    const routes = new Set<string>();
    return v.flatMap((item, i) => {
      const name = `${field}[${i}]`;
      if (!isObject(item)) {
        this.bad(name, `must be an object { spec, route, label }, got ${describe(item)}`);
        return [];
      }
      const entry = {
        spec: this.string(item, `${name}.spec`, { required: true, pattern: /\.(ya?ml|json)$/, patternHint: 'the path of an OpenAPI file ending in .yaml, .yml or .json, relative to the config file' }),
        route: this.string(item, `${name}.route`, { required: true, pattern: /^(\/[a-z0-9._~-]+)+$/, patternHint: 'a route such as "/api-reference": lower-case, starting with "/", no trailing "/"' }),
        label: this.string(item, `${name}.label`, { fallback: 'API reference' }),
      };
      if (routes.has(entry.route)) this.bad(`${name}.route`, `"${entry.route}" is the route of another openapi entry; give each its own`);
      routes.add(entry.route);
      for (const key of Object.keys(item)) if (!['spec', 'route', 'label'].includes(key)) this.bad(`${name}.${key}`, 'unknown field; known fields are spec, route, label');
      return [entry];
    });
  }

  contexts(parent: Obj | null, field: string): SearchContext[] {
    const v = parent?.[leaf(field)];
    if (v === undefined) return [];
    if (!Array.isArray(v)) {
      this.bad(field, `must be an array of { label, path }, got ${describe(v)}`);
      return [];
    }
    return v.flatMap((item, i) => {
      const name = `${field}[${i}]`;
      if (!isObject(item)) {
        this.bad(name, `must be an object { label, path }, got ${describe(item)}`);
        return [];
      }
      return [{ label: this.string(item, `${name}.label`, { required: true }), path: this.string(item, `${name}.path`, { required: true, pattern: /^\/[^\s]*$/, patternHint: 'a route prefix starting with "/"' }) }];
    });
  }
}
