// The Button control's props (spec 1 §3 Control props; the spec names no button props: README
// "Controls" lists ours).
import type { Control } from '@tessera/protocol';
import { CONTROL_TEXTS } from './controlTexts.js';

/** A theme colour slot of the MUI palette (the page theme sets them, spec 1 Themes). */
export type ButtonColor = 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning';

/** The look of a button. */
export type ButtonVariant = 'contained' | 'outlined' | 'text';

/** What a Button control draws. */
export interface ButtonConfig {
  label: string;
  variant: ButtonVariant;
  color: ButtonColor;
  size: 'small' | 'medium' | 'large';
  /** Stretches over its grid cell's width. */
  fullWidth: boolean;
}

const COLORS = new Set<ButtonColor>([
  'primary',
  'secondary',
  'success',
  'error',
  'info',
  'warning',
]);
const VARIANTS = new Set<ButtonVariant>(['contained', 'outlined', 'text']);
const SIZES = new Set(['small', 'medium', 'large'] as const);

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Reads `props.label` (or `title`), `variant` (default contained), `color` (a theme slot, default
 * primary), `size` (default medium) and `fullWidth`.
 */
export function readButtonConfig(control: Pick<Control, 'props'>): ButtonConfig {
  const props = control.props ?? {};
  const color = props.color as ButtonColor;
  const variant = props.variant as ButtonVariant;
  const size = props.size as ButtonConfig['size'];
  return {
    label: text(props.label) ?? text(props.title) ?? CONTROL_TEXTS.button,
    variant: VARIANTS.has(variant) ? variant : 'contained',
    color: COLORS.has(color) ? color : 'primary',
    size: SIZES.has(size) ? size : 'medium',
    fullWidth: props.fullWidth === true,
  };
}
