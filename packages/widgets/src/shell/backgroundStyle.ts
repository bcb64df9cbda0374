// spec 1 §3 Background style → CSS: colour, image, gradient (top, bottom, angle), size, position,
// repeat; spec 1 §2 Layouts: the page background defaults to #e5effa.

/** spec 1 §3 Background style, as a page or a layout region carries it. */
export interface BackgroundStyle {
  bgColor?: string;
  /** An image address; drawn over the gradient and the colour. */
  bgImage?: string;
  /** Gradient colour at the start (the top at the default 180°). */
  bgGradientTop?: string;
  /** Gradient colour at the end (the bottom at the default 180°). */
  bgGradientBottom?: string;
  /** Gradient angle in degrees (default 180: top to bottom). */
  bgDeg?: number | string;
  bgSize?: string;
  bgPosition?: string;
  bgRepeat?: string;
}

/** CSS declarations in React's camelCase form, ready for `style` or MUI `sx`. */
export type CssDeclarations = Record<string, string>;

/** The page background when a page sets none (spec 1 §2 Layouts, §9). */
export const DEFAULT_PAGE_BACKGROUND = '#e5effa';

/** Default gradient angle: top colour to bottom colour. */
export const DEFAULT_GRADIENT_DEG = 180;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function degrees(value: unknown): number {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : DEFAULT_GRADIENT_DEG;
}

/** An image value for CSS: a bare address becomes `url("…")`; `url(…)` is kept as it is. */
function imageValue(image: string): string {
  if (/^(url|image-set)\(/i.test(image)) return image;
  return `url("${image.replace(/"/g, '%22')}")`;
}

/**
 * The CSS of a background style. A gradient needs both colours (one alone is read as the
 * colour); an image is layered over the gradient; size, position and repeat apply to the image
 * (defaults `cover`, `center`, `no-repeat` — a designer's picture fills the region once).
 * An empty or missing style answers `{}`.
 *
 * @example
 * ```ts
 * backgroundCss({ bgGradientTop: '#fff', bgGradientBottom: '#000', bgDeg: 90 });
 * // { backgroundImage: 'linear-gradient(90deg, #fff, #000)' }
 * ```
 */
export function backgroundCss(style: BackgroundStyle | null | undefined): CssDeclarations {
  if (!style || typeof style !== 'object') return {};
  const css: CssDeclarations = {};
  const top = text(style.bgGradientTop);
  const bottom = text(style.bgGradientBottom);
  const color = text(style.bgColor) ?? (top && !bottom ? top : null) ?? (!top ? bottom : null);
  if (color) css.backgroundColor = color;
  const layers: string[] = [];
  const image = text(style.bgImage);
  if (image) layers.push(imageValue(image));
  if (top && bottom) layers.push(`linear-gradient(${degrees(style.bgDeg)}deg, ${top}, ${bottom})`);
  if (layers.length > 0) css.backgroundImage = layers.join(', ');
  if (image) {
    const size = text(style.bgSize) ?? 'cover';
    const position = text(style.bgPosition) ?? 'center';
    const repeat = text(style.bgRepeat) ?? 'no-repeat';
    // The gradient layer always fills its region; the designer's values are the image's.
    css.backgroundSize = layers.length > 1 ? `${size}, 100% 100%` : size;
    css.backgroundPosition = layers.length > 1 ? `${position}, center` : position;
    css.backgroundRepeat = layers.length > 1 ? `${repeat}, no-repeat` : repeat;
  }
  return css;
}

/**
 * The page's own background: its style, or {@link DEFAULT_PAGE_BACKGROUND} when the style sets
 * no colour, gradient or image.
 */
export function pageBackgroundCss(style: BackgroundStyle | null | undefined): CssDeclarations {
  const css = backgroundCss(style);
  if (!css.backgroundColor && !css.backgroundImage) css.backgroundColor = DEFAULT_PAGE_BACKGROUND;
  return css;
}
