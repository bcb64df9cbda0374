// The Register control (spec 1 §2 Other, §6 always allowed): a link to the sign-up page.
import { Box, Link } from '@mui/material';
import { useControl } from '../../controls/useControl.js';
import { CONTROL_TEXTS } from '../../controls/controlTexts.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';
import { usePageLink } from './usePageLink.js';

/** The sign-up page when `props.url` names none. */
export const REGISTER_PATH = '/register';

/** A link to sign up (typeName `Register`): `props.label` (注册) to `props.url` (/register). */
export function RegisterControl({ control }: WidgetProps) {
  const runtime = useControl(control);
  const openLink = usePageLink();
  if (!runtime.visible) return null;
  const props = control.props ?? {};
  const label =
    typeof props.label === 'string' && props.label ? props.label : CONTROL_TEXTS.register;
  const url = typeof props.url === 'string' && props.url ? props.url : REGISTER_PATH;
  return (
    <Box
      data-testid="register-control"
      sx={{ height: '100%', display: 'flex', alignItems: 'center', px: 2 }}
    >
      <Link href={url} underline="hover" variant="body1" onClick={(event) => openLink(event, url)}>
        {label}
      </Link>
    </Box>
  );
}
