/** The method and path of an operation, and the media type of a body. */
import type { ReactNode } from 'react';
import { useSite, useTranslate } from '../../context.js';
import { interpolateNodes } from '../../messages/translate.js';

export function ApiMethod({ method }: { method: string }) {
  return <span className={`api-method api-method--${method}`}>{method.toUpperCase()}</span>;
}

/** "/v3/messages/{messageId}/ack" with its parameters marked. */
function PathTemplate({ path }: { path: string }) {
  const parts: ReactNode[] = path.split(/(\{[^}]+\})/).map((part, i) =>
    i % 2 ? (
      <span key={i} className="api-endpoint__parameter">
        {part}
      </span>
    ) : (
      part
    ),
  );
  return <code className="api-endpoint__path">{parts}</code>;
}

export function ApiEndpoint({
  method,
  path,
  webhook,
  deprecated,
}: {
  method: string;
  path: string;
  webhook?: boolean;
  deprecated?: boolean;
}) {
  const { t, nodes } = useTranslate();
  return (
    <div className="api-endpoint">
      <ApiMethod method={method} />
      {webhook ? (
        <span className="api-endpoint__webhook">{nodes('hub.api.webhook', { path: <code>{path}</code> })}</span>
      ) : (
        <PathTemplate path={path} />
      )}
      {deprecated && <span className="api-tag api-tag--deprecated">{t('hub.api.deprecated')}</span>}
    </div>
  );
}

export function ApiMediaType({ type, required, others }: { type: string; required?: boolean; others?: string[] }) {
  const { t, locale } = useTranslate();
  const { messages } = useSite();
  const types = others?.map((other, i) => [i > 0 && ', ', <code key={other}>{other}</code>]);
  return (
    <p className="api-media-type">
      <span className="api-media-type__label">{t('hub.api.contentType')}</span> <code>{type}</code>
      {required && <span className="api-tag api-tag--required">{t('hub.api.required')}</span>}
      {types && types.length > 0 && (
        <span className="api-media-type__others">
          {interpolateNodes(` ${messages.text['hub.api.alsoContentTypes']}`, { types }, locale)}
        </span>
      )}
    </p>
  );
}
