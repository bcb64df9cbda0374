// spec 1 §2 Layouts: the header region — hidden, fixed, its background with a shadow.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material';
import type { CssDeclarations } from '../../shell/backgroundStyle.js';
import { UserMenu } from '../SessionChrome.js';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  title: string;
  /** The header's background and shadow (`cssData.header`); default the theme's primary colour. */
  css: CssDeclarations;
  /** Stays at the top while the page scrolls. */
  fixed: boolean;
  /** The header's own controls, between the title and the user menu. */
  children?: ReactNode;
}

/** The colour of text on the header's background colour. */
function useTextColor(css: CssDeclarations): string {
  const theme = useTheme();
  const base = css.backgroundColor;
  if (!base && !css.backgroundImage) return theme.palette.primary.contrastText;
  try {
    return theme.palette.getContrastText(base ?? theme.palette.primary.main);
  } catch {
    return theme.palette.text.primary;
  }
}

/**
 * The header of a layout: the title, the header's controls and the user menu (退出登录 / 登录),
 * so the session stays reachable on every layout. Without its own background it takes the
 * page theme's primary colour.
 */
export function PageHeader({ title, css, fixed, children }: PageHeaderProps) {
  const color = useTextColor(css);
  const themed = !css.backgroundColor && !css.backgroundImage;
  return (
    <Box
      component="header"
      data-testid="layout-header"
      data-fixed={fixed ? 'true' : 'false'}
      sx={{
        position: fixed ? 'sticky' : 'relative',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        minHeight: 56,
        px: 3,
        color,
        bgcolor: themed ? 'primary.main' : undefined,
        boxShadow: css.boxShadow ? undefined : '0 1px 4px rgba(0, 21, 41, 0.12)',
        ...css,
        '& .MuiAvatar-root': { bgcolor: 'rgba(255, 255, 255, 0.25)', color: 'inherit' },
        '& .MuiButton-outlined': { color: 'inherit', borderColor: 'currentColor' },
      }}
    >
      <Typography variant="h6" component="div" sx={{ fontWeight: 600 }} noWrap>
        {title}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <UserMenu />
    </Box>
  );
}
