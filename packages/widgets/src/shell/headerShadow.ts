// spec 1 §2 Layouts: "Header background adds shadowColor, xoffset, yoffset, blur".
import { backgroundCss, type BackgroundStyle, type CssDeclarations } from './backgroundStyle.js';

/** A header's background: a background style plus its shadow. */
export interface HeaderBackground extends BackgroundStyle {
  shadowColor?: string;
  /** Horizontal offset in px (default 0). */
  xoffset?: number | string;
  /** Vertical offset in px (default 2). */
  yoffset?: number | string;
  /** Blur radius in px (default 8). */
  blur?: number | string;
}

const SHADOW_DEFAULTS = { xoffset: 0, yoffset: 2, blur: 8 } as const;

function px(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

/**
 * The header's `box-shadow`, or `null` without a shadow colour (no shadow is drawn then).
 *
 * @example
 * ```ts
 * headerShadow({ shadowColor: 'rgba(0,0,0,.2)', yoffset: 4, blur: 12 }); // '0px 4px 12px rgba(0,0,0,.2)'
 * ```
 */
export function headerShadow(background: HeaderBackground | null | undefined): string | null {
  const color = typeof background?.shadowColor === 'string' ? background.shadowColor.trim() : '';
  if (!background || color === '') return null;
  const x = px(background.xoffset, SHADOW_DEFAULTS.xoffset);
  const y = px(background.yoffset, SHADOW_DEFAULTS.yoffset);
  const blur = Math.max(0, px(background.blur, SHADOW_DEFAULTS.blur));
  return `${x}px ${y}px ${blur}px ${color}`;
}

/** The header's CSS: its background style plus its shadow. */
export function headerCss(background: HeaderBackground | null | undefined): CssDeclarations {
  const css = backgroundCss(background);
  const shadow = headerShadow(background);
  if (shadow) css.boxShadow = shadow;
  return css;
}
