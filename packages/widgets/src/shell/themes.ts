// spec 1 §1: themes theme1..theme6 (blue, teal, orange, magenta, lime, red), each with six
// colours and a title; default theme1; colour slots one to four. One table for every flavour.

import { DEFAULT_THEME, THEME_NAMES, type ThemeName } from '@tessera/protocol';

export { DEFAULT_THEME, THEME_NAMES, type ThemeName };

/** The colour slots of spec 1 §1, as a control's `color` names them. */
export const COLOR_SLOTS = ['colorOne', 'colorTwo', 'colorThree', 'colorFour'] as const;
export type ColorSlot = (typeof COLOR_SLOTS)[number];

/**
 * A theme's six colours, in this order: main, light, dark (slots one to three), tint (slot
 * four: selected rows, tags), border, and the deep accent used for text on the tint.
 */
export type ThemeColors = readonly [string, string, string, string, string, string];

/** One theme: its title and its six colours. */
export interface ThemeDefinition {
  name: ThemeName;
  /** The title shown to designers. */
  title: string;
  /** The hue in English, as spec 1 §1 names it. */
  hue: 'blue' | 'teal' | 'orange' | 'magenta' | 'lime' | 'red';
  colors: ThemeColors;
}

/** The six themes (README "Page shell": the colours are ours, the hues the spec's). */
export const THEMES: Readonly<Record<ThemeName, ThemeDefinition>> = Object.freeze({
  theme1: {
    name: 'theme1',
    title: '拂晓蓝',
    hue: 'blue',
    colors: ['#1677ff', '#4096ff', '#0958d9', '#e6f4ff', '#91caff', '#003eb3'],
  },
  theme2: {
    name: 'theme2',
    title: '明青',
    hue: 'teal',
    colors: ['#13a8a8', '#36cfc9', '#08979c', '#e6fffb', '#87e8de', '#006d75'],
  },
  theme3: {
    name: 'theme3',
    title: '日暮橙',
    hue: 'orange',
    colors: ['#fa8c16', '#ffa940', '#d46b08', '#fff7e6', '#ffd591', '#ad4e00'],
  },
  theme4: {
    name: 'theme4',
    title: '法式洋红',
    hue: 'magenta',
    colors: ['#eb2f96', '#f759ab', '#c41d7f', '#fff0f6', '#ffadd2', '#9e1068'],
  },
  theme5: {
    name: 'theme5',
    title: '青柠',
    hue: 'lime',
    colors: ['#7cb305', '#a0d911', '#5b8c00', '#fcffe6', '#d3f261', '#3f6600'],
  },
  theme6: {
    name: 'theme6',
    title: '薄暮红',
    hue: 'red',
    colors: ['#f5222d', '#ff4d4f', '#cf1322', '#fff1f0', '#ffa39e', '#a8071a'],
  },
});

/** A page's theme: its `styleName` when it names one, else {@link DEFAULT_THEME}. */
export function themeNameOf(styleName: string | null | undefined): ThemeName {
  return (THEME_NAMES as readonly string[]).includes(styleName ?? '')
    ? (styleName as ThemeName)
    : DEFAULT_THEME;
}

/**
 * The colour of a slot in a theme (spec 1 §1 colour slots one to four); any other value (a CSS
 * colour of the control's own) is answered as it is, and nothing for an empty one.
 *
 * @example
 * ```ts
 * slotColor('theme3', 'colorOne'); // '#fa8c16'
 * slotColor('theme3', '#123456'); // '#123456'
 * ```
 */
export function slotColor(theme: ThemeName, color: string | null | undefined): string | undefined {
  if (!color) return undefined;
  const slot = (COLOR_SLOTS as readonly string[]).indexOf(color);
  return slot >= 0 ? THEMES[theme].colors[slot] : color;
}
