// spec 1 §2 List widget: "empty-state image with custom tip". The image is an inline SVG, so the
// package ships no asset files and the picture follows the theme's text colour.
import { Box, Typography } from '@mui/material';

/** Props of {@link ListEmptyState}. */
export interface ListEmptyStateProps {
  /** The tip under the picture: the designer's `dataForm.diyTips`, or 暂无数据. */
  tip: string;
}

/** An empty tray: decorative, so hidden from assistive technology (the tip says it all). */
function EmptyTrayImage() {
  return (
    <svg
      width="96"
      height="64"
      viewBox="0 0 96 64"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="48" cy="56" rx="40" ry="6" fill="currentColor" opacity="0.08" />
      <path
        d="M20 22 L30 8 H66 L76 22 V48 a4 4 0 0 1 -4 4 H24 a4 4 0 0 1 -4 -4 Z"
        fill="currentColor"
        opacity="0.06"
        stroke="currentColor"
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
      <path
        d="M20 22 H38 a10 6 0 0 0 20 0 H76"
        stroke="currentColor"
        strokeOpacity="0.35"
        strokeWidth="1.5"
        fill="none"
      />
    </svg>
  );
}

/**
 * The list's empty state: a picture and the tip. Shown when the list is not bound to data or
 * its source answered no items.
 */
export function ListEmptyState({ tip }: ListEmptyStateProps) {
  return (
    <Box
      data-testid="list-empty"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        py: 3,
        color: 'text.secondary',
      }}
    >
      <EmptyTrayImage />
      <Typography variant="body2">{tip}</Typography>
    </Box>
  );
}
