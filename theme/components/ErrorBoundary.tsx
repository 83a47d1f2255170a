import { Component, type ContextType, type ReactNode } from 'react';
import { SiteContext } from '../context.js';
import { translator } from '../messages/translate.js';

interface State {
  error: Error | null;
}

/** The error's message, then each `cause` in the chain. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current != null && depth < 10; depth++) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? (current as { cause?: unknown }).cause : undefined;
  }
  return messages;
}

/**
 * Catches a page that throws while rendering and shows "This page crashed." with the error
 * and its causes, inside the normal layout; "Try again" re-renders the page.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  static override contextType = SiteContext;
  declare context: ContextType<typeof SiteContext>;
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Navigating to another page leaves the crashed one behind.
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const [message, ...causes] = errorChain(error);
    const { t } = translator(this.context!.messages);
    return (
      <div className="crash" role="alert">
        <h1 className="crash__title">{t('theme.ErrorPageContent.title')}</h1>
        <p className="crash__message">{message}</p>
        {causes.map((cause, i) => (
          <div key={i} className="crash__cause">
            <p className="crash__cause-label">{t('hub.ErrorPageContent.causeLabel')}</p>
            <p className="crash__message">{cause}</p>
          </div>
        ))}
        <button type="button" className="button" onClick={() => this.setState({ error: null })}>
          {t('theme.ErrorPageContent.tryAgain')}
        </button>
      </div>
    );
  }
}
