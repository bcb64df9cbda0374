// spec 1 §2 Layouts: where header, aside, tag bar, main and footer sit in each layout.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { PageLayoutModel } from '../../shell/pageLayout.js';
import type { CssDeclarations } from '../../shell/backgroundStyle.js';

/** Props of {@link PageLayout}: the model and the content of each region. */
export interface PageLayoutProps {
  model: PageLayoutModel;
  /** The page's background (`cssData.page`, default #e5effa). */
  pageCss: CssDeclarations;
  header?: ReactNode;
  aside?: ReactNode;
  tagBar?: ReactNode;
  main: ReactNode;
  footer?: ReactNode;
}

/**
 * Places the regions of a layout (spec 1 §2): header-aside-main (header across the top, the
 * aside under it at the left), aside-header-main (the aside the full height at the left, the
 * header over main), header-main, header-main-footer and no-header-footer-main. Regions the
 * model does not draw are left out. The page fills at least the window.
 */
export function PageLayout({
  model,
  pageCss,
  header,
  aside,
  tagBar,
  main,
  footer,
}: PageLayoutProps) {
  const show = model.regions;
  const asideBox = show.aside ? (
    <Box
      component="aside"
      data-testid="layout-aside"
      sx={{
        width: model.asideWidth,
        flexShrink: 0,
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        overflowY: 'auto',
        ...(model.asideFirst ? { position: 'sticky', top: 0, height: '100vh' } : {}),
        ...model.css.aside,
      }}
    >
      {aside}
    </Box>
  ) : null;
  const mainBox = (
    <Box
      component="main"
      data-testid="layout-main"
      sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', ...model.css.main }}
    >
      {main}
    </Box>
  );
  const footerBox = show.footer ? (
    <Box
      component="footer"
      data-testid="layout-footer"
      sx={{
        px: 3,
        py: 2,
        color: 'text.secondary',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        fontSize: 14,
        textAlign: 'center',
        ...model.css.footer,
      }}
    >
      {footer}
    </Box>
  ) : null;
  const top = (
    <>
      {show.header ? header : null}
      {show.tagBar ? tagBar : null}
    </>
  );
  const root = {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: model.asideFirst ? 'row' : 'column',
    ...pageCss,
  } as const;

  if (model.asideFirst) {
    return (
      <Box data-testid="page-layout" data-layout={model.type ?? 'default'} sx={root}>
        {asideBox}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {top}
          {mainBox}
          {footerBox}
        </Box>
      </Box>
    );
  }
  return (
    <Box data-testid="page-layout" data-layout={model.type ?? 'default'} sx={root}>
      {top}
      <Box sx={{ flex: 1, display: 'flex', minWidth: 0 }}>
        {asideBox}
        {mainBox}
      </Box>
      {footerBox}
    </Box>
  );
}
