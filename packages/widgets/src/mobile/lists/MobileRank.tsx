// spec 1 §2 Card list: "optional rank index (gold, silver, bronze icons for the first three)".
import type { CardModel } from '../../lists/cardModel.js';
import { MEDAL_COLORS } from './mobileListIcons.js';

/** A trophy in the medal's colour for ranks 1–3, else the number. */
export function TrophyGlyph({ card }: { card: CardModel }) {
  if (card.medal) {
    return (
      <svg
        role="img"
        aria-label={`第${card.rank}名`}
        data-testid={`card-rank-${card.medal}`}
        viewBox="0 0 24 24"
        width={26}
        height={26}
        style={{ flexShrink: 0, color: MEDAL_COLORS[card.medal] }}
      >
        <path
          fill="currentColor"
          d="M19 5h-2V3H7v2H5c-1.1 0-2 .9-2 2v1c0 2.55 1.92 4.63 4.39 4.94A5.01 5.01 0 0 0 11 15.9V19H7v2h10v-2h-4v-3.1a5.01 5.01 0 0 0 3.61-2.96C19.08 12.63 21 10.55 21 8V7c0-1.1-.9-2-2-2zM5 8V7h2v3.82C5.84 10.4 5 9.3 5 8zm14 0c0 1.3-.84 2.4-2 2.82V7h2v1z"
        />
      </svg>
    );
  }
  return (
    <span
      aria-label={`第${card.rank}名`}
      style={{
        width: 26,
        flexShrink: 0,
        textAlign: 'center',
        fontWeight: 700,
        color: 'var(--adm-color-light)',
        lineHeight: '26px',
      }}
    >
      {card.rank}
    </span>
  );
}
