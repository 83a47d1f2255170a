/**
 * The components generated API reference pages are written with (cli/openapi/reference-pages.ts).
 * Static markup only: the pages hydrate from their HTML, and tabs and copy buttons work through
 * the runtime's delegated listeners.
 */
export { ApiEndpoint, ApiMediaType, ApiMethod } from './ApiEndpoint.js';
export { ApiExample, ApiExamples, ApiSample } from './ApiExamples.js';
export { ApiChildren, ApiField, ApiFields, ApiVariant, ApiVariants } from './ApiFields.js';
export { ApiParameter, ApiParameters } from './ApiParameters.js';
