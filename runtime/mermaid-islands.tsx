/**
 * Diagrams in server HTML a first load keeps as it is (PageData.hydrateFromHtml): each
 * diagram's box is hydrated as a small root of its own. Loaded only on pages with a diagram.
 */
import type { hydrateRoot as HydrateRoot, Root } from 'react-dom/client';
import { MermaidDiagram } from '../theme/components/Mermaid.js';
import { SiteContext, type SiteContextValue } from '../theme/context.js';

/** `hydrateRoot` is passed in from the entry: importing react-dom here would split it out of the entry's file. */
export function hydrateMermaidIslands(scope: Element, context: SiteContextValue, hydrateRoot: typeof HydrateRoot): Root[] {
  return [...scope.querySelectorAll('[data-mermaid-island]')].map((box, i) => {
    const code = box.querySelector('.mermaid-diagram__source')?.textContent ?? '';
    return hydrateRoot(
      box,
      <SiteContext.Provider value={context}>
        <MermaidDiagram code={code} />
      </SiteContext.Provider>,
      // Each root counts useId from zero: without a prefix two diagrams would share mermaid's element ids.
      { identifierPrefix: `island${i}-` },
    );
  });
}
