// The Register control (spec 1 §2 Other, §6 always allowed): a link to the sign-up page.
import { Box, Link } from '@mui/material';
import { useControl } from '../../controls/useControl.js';
import { readRegisterConfig } from '../../controls/controlProps.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';
import { usePageLink } from './usePageLink.js';

/** A link to sign up (typeName `Register`): `props.label` (注册) to `props.url` (/register). */
export function RegisterControl({ control }: WidgetProps) {
  const runtime = useControl(control);
  const openLink = usePageLink();
  if (!runtime.visible) return null;
  const { label, url } = readRegisterConfig(control);
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
