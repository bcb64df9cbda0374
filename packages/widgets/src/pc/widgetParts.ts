// Parts the Pc list and table widgets share, written once as styled elements (issue 30: the
// 100-widget page drew each of them with `sx` objects and MUI `Typography` per widget and per
// render). The texts are plain elements with the theme's typography: the CSS `Typography` gives
// them, without its per-render matching of some thirty variants.
import { styled } from '@mui/material/styles';

/** `Typography`'s `noWrap`: one line, cut with an ellipsis. */
export const NO_WRAP = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** A widget's root: fills its cell, a column on the paper colour. */
export const WidgetSection = styled('section')(({ theme }) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: theme.palette.background.paper,
}));

/** The title bar of a list: the title at the left, 查看更多 (or a selection chip) at the right. */
export const WidgetTitleBar = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  padding: theme.spacing(1, 2),
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

/** A widget's title, a level-2 heading on one line (`subtitle1`, semibold). */
export const WidgetTitle = styled('h2')(({ theme }) => ({
  margin: 0,
  ...theme.typography.subtitle1,
  ...NO_WRAP,
  fontWeight: 600,
}));

/** The part under the title bar that scrolls when the rows are taller than the cell. */
export const WidgetScrollBody = styled('div')({ flex: 1, minHeight: 0, overflow: 'auto' });
