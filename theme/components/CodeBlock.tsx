import { useRef, useState } from 'react';

interface Props {
  /** Build-time highlighted HTML: one `.code-line` span per line. */
  html: string;
  language: string;
  title?: string;
  lineNumbers?: string;
}

/** A highlighted code block with title, line numbers, copy ("Copied") and word-wrap toggle. */
export function CodeBlock({ html, language, title, lineNumbers }: Props) {
  const code = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  const [wrapped, setWrapped] = useState(false);
  const copy = async () => {
    const lines = [...(code.current?.querySelectorAll('.code-line') ?? [])].map((line) => line.textContent ?? '');
    try {
      await navigator.clipboard.writeText(lines.join('\n'));
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard blocked (permissions, insecure origin): leave the button as it was.
    }
  };
  return (
    <div className={`code-block${title ? ' has-title' : ''}`}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        <pre className={`code-block__pre${wrapped ? ' is-wrapped' : ''}${lineNumbers ? ' has-line-numbers' : ''}`} tabIndex={0} aria-label={title ? `Code: ${title}` : `Code (${language})`}>
          <code ref={code} className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
        <div className="code-block__buttons">
          <button type="button" className="code-block__button" onClick={() => setWrapped(!wrapped)} aria-pressed={wrapped} aria-label="Toggle word wrap" title="Toggle word wrap">
            <span className="icon icon--wrap icon--16" aria-hidden="true" />
          </button>
          <button type="button" className={`code-block__button code-block__copy${copied ? ' is-copied' : ''}`} onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'} title="Copy">
            <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
          </button>
        </div>
      </div>
    </div>
  );
}
