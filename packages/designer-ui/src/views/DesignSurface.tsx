import { useSyncExternalStore, type ReactNode } from 'react';
import { Box, GlobalStyles, Paper, Typography } from '@mui/material';
import { MOBILE_DESIGN_SIZE } from '@tessera/designer';
import { LAYOUT_REGION_PARENT_IDS } from '@tessera/protocol';
import { DEFAULT_PAGE_BACKGROUND, type CssDeclarations } from '@tessera/widgets/pc';
import { useDesignerState, useSession } from '../react/DesignerContext.js';
import { DesignGrid } from './DesignCanvas.js';
import { REGION_CAPTIONS, useLayoutModel, type DesignRegion } from './regions.js';
import { CANVAS_CSS } from './canvasStyles.js';
import { PointerLayer } from './presenceViews.js';
import { canvasWidth } from '../model/canvasWidth.js';

/** The design surface: the Pc page at the chosen breakpoint, or the mobile frame at 375 × 667. */
export function DesignCanvas() {
  const surface = useDesignerState((s) => s.surface);
  const { view } = useSession();
  // The page's own background (页面背景色), else spec 1's default.
  const background = useSyncExternalStore(view.subscribeStructure, () => {
    const layout = view.page().pageData.layout as
      { cssData?: { page?: { bgColor?: string } } } | undefined;
    return layout?.cssData?.page?.bgColor || DEFAULT_PAGE_BACKGROUND;
  });
  const mobile = surface === 'Mobile';
  const fixedWidth = useDesignerState((s) => canvasWidth(s.breakpoint) !== null);
  return (
    <Box
      data-testid="design-canvas"
      data-surface={surface}
      sx={{ flex: 1, overflow: 'auto', bgcolor: '#eef1f5', p: mobile ? 4 : 2 }}
    >
      <GlobalStyles styles={CANVAS_CSS} />
      <Paper
        elevation={mobile ? 6 : 1}
        data-testid="design-surface"
        sx={{
          mx: 'auto',
          bgcolor: background,
          // At md and below the page is as wide as its breakpoint's grid (DesignRegions), centred;
          // a narrower canvas scrolls sideways.
          width: mobile ? MOBILE_DESIGN_SIZE.width : fixedWidth ? 'fit-content' : '100%',
          minHeight: mobile ? MOBILE_DESIGN_SIZE.height : 560,
          borderRadius: mobile ? 4 : 1,
          overflow: 'hidden',
          p: 0.5,
          boxSizing: 'border-box',
        }}
      >
        <PointerLayer>
          <DesignRegions />
        </PointerLayer>
      </Paper>
    </Box>
  );
}

/**
 * The page's grid inside its layout (spec 1 §2 Layouts), as the runtime will draw it: the header
 * (title and its own controls), the aside beside the main grid (over the full height when the
 * aside comes first), the footer — each region a grid of its own that takes dropped controls
 * (their `parentId` names the region), in the region's own background and shadow. A page without
 * a layout is its main grid alone.
 */
export function DesignRegions() {
  const model = useLayoutModel();
  const pageTitle = useDesignerState((s) => s.page?.title ?? '');
  const surface = useDesignerState((s) => s.surface);
  const breakpoint = useDesignerState((s) => s.breakpoint);
  // The main grid at the breakpoint's width (model/canvasWidth.ts); the mobile frame is its own.
  const width = surface === 'Mobile' ? null : canvasWidth(breakpoint);
  const mainWidth = width === null ? { flex: 1, minWidth: 0 } : { flex: 'none', width };
  if (model.type === null)
    return (
      <Box data-testid="design-main" sx={mainWidth}>
        <DesignGrid parent={null} />
      </Box>
    );

  const main = (
    <Box data-testid="design-region-main" sx={{ ...mainWidth, ...model.css.main }}>
      <DesignGrid parent={null} />
    </Box>
  );
  const header = model.regions.header && (
    <Region name="header" css={model.css.header} minHeight={56} themed>
      <Typography
        variant="subtitle1"
        noWrap
        sx={{ fontWeight: 600, px: 2, alignSelf: 'center', flex: 'none', maxWidth: '30%' }}
      >
        {model.headerTitle ?? pageTitle}
      </Typography>
    </Region>
  );
  const aside = model.regions.aside && (
    <Region name="aside" css={model.css.aside} width={model.asideWidth} minHeight={480} />
  );
  const footer = model.regions.footer && (
    <Region name="footer" css={model.css.footer} minHeight={48}>
      {model.footerText && (
        <Typography fontSize={12} color="text.secondary" sx={{ px: 2, alignSelf: 'center' }}>
          {model.footerText}
        </Typography>
      )}
    </Region>
  );
  return (
    <Box data-testid="design-layout" data-layout={model.type} sx={{ display: 'flex' }}>
      {model.asideFirst && aside}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {header}
        <Box sx={{ flex: 1, display: 'flex' }}>
          {!model.asideFirst && aside}
          {main}
        </Box>
        {footer}
      </Box>
    </Box>
  );
}

/** One layout region on the canvas: its caption, its background, and its grid. */
function Region({
  name,
  css,
  width,
  minHeight,
  themed = false,
  children,
}: {
  name: DesignRegion;
  css: CssDeclarations;
  width?: number;
  minHeight: number;
  /** Without its own background, the page theme's primary colour and a shadow (the header). */
  themed?: boolean;
  children?: ReactNode;
}) {
  return (
    <Box
      data-testid={`design-region-${name}`}
      sx={{
        position: 'relative',
        display: 'flex',
        flex: width ? 'none' : undefined,
        width,
        ...(themed && !css.backgroundColor && !css.backgroundImage
          ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
          : { bgcolor: 'background.paper' }),
        boxShadow: themed ? '0 1px 4px rgba(0, 21, 41, 0.12)' : undefined,
        outline: '1px dashed rgba(25, 118, 210, 0.35)',
        outlineOffset: -1,
        zIndex: 1,
        ...css,
      }}
    >
      <Typography
        component="span"
        sx={{
          position: 'absolute',
          top: 2,
          right: 6,
          fontSize: 11,
          color: 'text.secondary',
          pointerEvents: 'none',
          zIndex: 2,
        }}
      >
        {REGION_CAPTIONS[name]}
      </Typography>
      {children}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <DesignGrid parent={LAYOUT_REGION_PARENT_IDS[name]} nested minHeight={minHeight} />
      </Box>
    </Box>
  );
}
