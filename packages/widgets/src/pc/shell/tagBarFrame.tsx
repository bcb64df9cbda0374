// The tag bar's frame, shared by the bar and by what stands in for it while the bar's code loads
// (lazyTagBar.tsx): main starts where it will stay, with no shift when the tags arrive.
import { Box } from '@mui/material';

/** The bar's box under the header. */
export const TAG_BAR_FRAME_SX = {
  display: 'flex',
  gap: 1,
  px: 2,
  py: 0.75,
  overflowX: 'auto',
  bgcolor: 'background.paper',
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** A small MUI Chip's height: one row of tags. */
const TAG_ROW_HEIGHT = 24;

/** The empty bar, as tall as one row of tags, while the bar's code is on its way. */
export function TagBarFrame() {
  return (
    <Box aria-hidden data-testid="layout-tag-bar-frame" sx={TAG_BAR_FRAME_SX}>
      <Box sx={{ height: TAG_ROW_HEIGHT }} />
    </Box>
  );
}
