/**
 * The parts of an OpenAPI 3.0 / 3.1 document the reference reads, after dereferencing (no
 * `$ref` left). Loose on purpose: both versions are read through one set of types, and the
 * document has been validated against its own schema before any of this is used.
 */

export interface SchemaObject {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
  /** 3.0 only; 3.1 writes `type: [x, 'null']`. */
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  minimum?: number;
  maximum?: number;
  /** A number in 3.1, a boolean modifier of minimum/maximum in 3.0. */
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  discriminator?: { propertyName: string };
}

export interface ExampleObject {
  summary?: string;
  description?: string;
  value?: unknown;
  externalValue?: string;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
  content?: Record<string, MediaTypeObject>;
}

/** A response header: a parameter without `name` and `in`. */
export type HeaderObject = Omit<ParameterObject, 'name' | 'in'>;

export interface RequestBodyObject {
  description?: string;
  required?: boolean;
  content: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, MediaTypeObject>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface ServerObject {
  url: string;
  description?: string;
  variables?: Record<string, { default: string; enum?: string[]; description?: string }>;
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
  security?: SecurityRequirement[];
  servers?: ServerObject[];
  deprecated?: boolean;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = {
  summary?: string;
  description?: string;
  parameters?: ParameterObject[];
  servers?: ServerObject[];
} & Partial<Record<HttpMethod, OperationObject>>;

export interface OAuthFlowObject {
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  scopes: Record<string, string>;
}

export interface SecuritySchemeObject {
  type: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  description?: string;
  name?: string;
  in?: 'query' | 'header' | 'cookie';
  scheme?: string;
  bearerFormat?: string;
  flows?: Partial<Record<'implicit' | 'password' | 'clientCredentials' | 'authorizationCode', OAuthFlowObject>>;
  openIdConnectUrl?: string;
}

export interface TagObject {
  name: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; summary?: string; description?: string };
  servers?: ServerObject[];
  paths?: Record<string, PathItemObject>;
  /** 3.1: requests the API sends to the reader's endpoints. */
  webhooks?: Record<string, PathItemObject>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    responses?: Record<string, ResponseObject>;
    securitySchemes?: Record<string, SecuritySchemeObject>;
  };
  security?: SecurityRequirement[];
  tags?: TagObject[];
}

/** "/paths/~1v3~1messages/post" from its parts (RFC 6901 escaping). */
export function pointer(...parts: (string | number)[]): string {
  return parts.map((part) => '/' + String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** The parts of a JSON pointer, unescaped. */
export function pointerParts(text: string): string[] {
  if (text === '' || text === '/') return [];
  return text
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}
