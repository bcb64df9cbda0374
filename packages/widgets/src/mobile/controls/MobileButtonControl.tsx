// The Button control, mobile flavour (spec 1 §2 Other, §6 always allowed): fires `click` through
// the shared useButtonControl, loading while the chain runs.
import { Button } from 'antd-mobile';
import { useButtonControl } from '../../controls/useButtonControl.js';
import type { ButtonColor, ButtonConfig } from '../../controls/buttonConfig.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';

// The theme's palette slots as antd-mobile colours (info → primary, secondary → default).
const COLORS: Readonly<
  Record<ButtonColor, 'primary' | 'success' | 'danger' | 'warning' | 'default'>
> = {
  primary: 'primary',
  secondary: 'default',
  success: 'success',
  error: 'danger',
  info: 'primary',
  warning: 'warning',
};
const FILLS: Readonly<Record<ButtonConfig['variant'], 'solid' | 'outline' | 'none'>> = {
  contained: 'solid',
  outlined: 'outline',
  text: 'none',
};
const SIZES = { small: 'small', medium: 'middle', large: 'large' } as const;

/** An antd-mobile button of the theme's colours; typeName `Button`. */
export function MobileButtonControl({ control }: WidgetProps) {
  const { visible, config, busy, click } = useButtonControl(control);
  if (!visible) return null;
  return (
    <div
      data-testid="button-control"
      style={{
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 8,
        boxSizing: 'border-box',
      }}
    >
      <Button
        color={COLORS[config.color]}
        fill={FILLS[config.variant]}
        size={SIZES[config.size]}
        block={config.fullWidth}
        loading={busy}
        disabled={busy}
        aria-busy={busy}
        onClick={click}
      >
        {config.label}
      </Button>
    </div>
  );
}
