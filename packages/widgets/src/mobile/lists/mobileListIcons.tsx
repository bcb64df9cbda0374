// The icons of the mobile lists: the default operation icons (thumb-up, comment, share) and the
// rank medals' colours (spec 1 §2 "gold, silver, bronze icons for the first three").
import { LikeOutline, MessageOutline, SendOutline } from 'antd-mobile-icons';

const GLYPHS = [LikeOutline, MessageOutline, SendOutline] as const;

/** The default icon of operation `index` (0 thumb-up, 1 comment, 2 share). */
export function OperationGlyph({ index }: { index: 0 | 1 | 2 }) {
  const Glyph = GLYPHS[index];
  return <Glyph aria-hidden fontSize={14} />;
}

/** Gold, silver and bronze. */
export const MEDAL_COLORS = { gold: '#f5b700', silver: '#a7b1bd', bronze: '#c8783c' } as const;
