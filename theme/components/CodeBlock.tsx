import { useTranslate } from '../context.js';

interface Props {
  /** Build-time highlighted HTML: one `.code-line` span per line. */
  html: string;
  language: string;
  title?: string;
  lineNumbers?: string;
}

/**
 * A highlighted code block with title, line numbers, copy ("Copied") and word-wrap toggle.
 * Plain markup: the buttons work through one listener for the whole document
 * (runtime/page-buttons.ts), so they work as well in server HTML a first load never hands to
 * React (PageData.hydrateFromHtml) as in pages the router renders.
 */
export function CodeBlock({ html, language, title, lineNumbers }: Props) {
  const { t } = useTranslate();
  const wrap = t('theme.CodeBlock.wordWrapToggle');
  return (
    <div className={`code-block${title ? ' has-title' : ''}`}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: names the block a keyboard scrolls (tabIndex) */}
        <pre
          className={`code-block__pre${lineNumbers ? ' has-line-numbers' : ''}`}
          tabIndex={0}
          aria-label={
            title ? t('hub.CodeBlock.titledAriaLabel', { title }) : t('hub.CodeBlock.languageAriaLabel', { language })
          }
        >
          <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
        <div className="code-block__buttons">
          <button
            type="button"
            className="code-block__button"
            data-action="wrap"
            aria-pressed="false"
            aria-label={wrap}
            title={wrap}
          >
            <span className="icon icon--wrap icon--16" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="code-block__button code-block__copy"
            data-action="copy"
            aria-label={t('theme.CodeBlock.copyButtonAriaLabel')}
            title={t('theme.CodeBlock.copy')}
          >
            <span aria-live="polite">{t('theme.CodeBlock.copy')}</span>
          </button>
        </div>
      </div>
    </div>
  );
}
