/**
 * The buttons of code blocks (theme/components/CodeBlock.tsx): copy, with "Copied" for two
 * seconds, and the word-wrap toggle. One delegated listener serves every block, whether React
 * rendered it or it is server HTML a first load keeps as it is.
 */
export const COPIED_MS = 2000;

export function setupCodeBlocks(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[data-code-action]') as HTMLButtonElement | null | undefined;
    const block = button?.closest('.code-block');
    const pre = block?.querySelector('pre');
    if (!button || !pre) return;
    if (button.dataset.codeAction === 'wrap') {
      const wrapped = pre.classList.toggle('is-wrapped');
      button.setAttribute('aria-pressed', String(wrapped));
    } else void copy(button, pre);
  });
}

async function copy(button: HTMLButtonElement, pre: HTMLPreElement): Promise<void> {
  const lines = [...pre.querySelectorAll('.code-line')].map((line) => line.textContent ?? '');
  try {
    await navigator.clipboard.writeText(lines.join('\n'));
  } catch {
    return; // Clipboard blocked (permissions, insecure origin): leave the button as it was.
  }
  const label = button.querySelector('span')!;
  const show = (copied: boolean) => {
    button.classList.toggle('is-copied', copied);
    button.setAttribute('aria-label', copied ? 'Copied' : 'Copy code to clipboard');
    label.textContent = copied ? 'Copied' : 'Copy';
  };
  show(true);
  clearTimeout(Number(button.dataset.copiedTimer));
  button.dataset.copiedTimer = String(setTimeout(() => show(false), COPIED_MS));
}
