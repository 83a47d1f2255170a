/** The method and path of an operation, and the media type of a body. */
import type { ReactNode } from 'react';

export function ApiMethod({ method }: { method: string }) {
  return <span className={`api-method api-method--${method}`}>{method.toUpperCase()}</span>;
}

/** "/v3/messages/{messageId}/ack" with its parameters marked. */
function PathTemplate({ path }: { path: string }) {
  const parts: ReactNode[] = path.split(/(\{[^}]+\})/).map((part, i) => (i % 2 ? <span key={i} className="api-endpoint__parameter">{part}</span> : part));
  return <code className="api-endpoint__path">{parts}</code>;
}

export function ApiEndpoint({ method, path, webhook, deprecated }: { method: string; path: string; webhook?: boolean; deprecated?: boolean }) {
  return (
    <div className="api-endpoint">
      <ApiMethod method={method} />
      {webhook ? (
        <span className="api-endpoint__webhook">
          to your endpoint (webhook <code>{path}</code>)
        </span>
      ) : (
        <PathTemplate path={path} />
      )}
      {deprecated && <span className="api-tag api-tag--deprecated">deprecated</span>}
    </div>
  );
}

export function ApiMediaType({ type, required, others }: { type: string; required?: boolean; others?: string[] }) {
  return (
    <p className="api-media-type">
      <span className="api-media-type__label">Content type</span> <code>{type}</code>
      {required && <span className="api-tag api-tag--required">required</span>}
      {others && others.length > 0 && <span className="api-media-type__others"> (also {others.map((other, i) => [i > 0 && ', ', <code key={other}>{other}</code>])})</span>}
    </p>
  );
}
