import { useSite } from '../context.js';
import { withBaseUrl } from '../url.js';
import type { CardItem } from '../types.js';

/** A list of cards, each a page's title and description: a category's items, a tag's docs, the tags. */
export function CardList({ cards }: { cards: CardItem[] }) {
  const { site } = useSite();
  return (
    <ul className="cards">
      {cards.map((card) => (
        <li key={card.href} className="card">
          <a className="card__link" href={withBaseUrl(site.config, card.href)}>
            <span className="card__title">{card.title}</span>
            {card.description && <span className="card__description">{card.description}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
