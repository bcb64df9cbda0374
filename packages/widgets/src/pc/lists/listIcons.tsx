// Icons of the list widgets, drawn inline (Material Design paths) so the kit ships no assets.
import { SvgIcon, type SvgIconProps } from '@mui/material';

const OPERATION_PATHS = [
  // thumb up (operation one)
  'M9 21h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.58 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2zM9 9l4.34-4.34L12 10h9v2l-3 7H9V9zM1 9h4v12H1z',
  // comment (operation two)
  'M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2zm0 14H6l-2 2V4h16v12z',
  // share (operation three)
  'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11c.54.5 1.25.81 2.04.81 1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3c0 .24.04.47.09.7L8.04 9.81C7.5 9.31 6.79 9 6 9c-1.66 0-3 1.34-3 3s1.34 3 3 3c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65 0 1.61 1.31 2.92 2.92 2.92s2.92-1.31 2.92-2.92-1.31-2.92-2.92-2.92z',
] as const;

/** The default icon of operation `index` (thumb up, comment, share) when the design gives none. */
export function OperationIcon({ index, ...props }: SvgIconProps & { index: 0 | 1 | 2 }) {
  return (
    <SvgIcon {...props}>
      <path d={OPERATION_PATHS[index]} />
    </SvgIcon>
  );
}

/** spec 1 §2 Card list: gold, silver and bronze for the first three ranks. */
export const MEDAL_COLORS = { gold: '#f5b400', silver: '#a7b1bd', bronze: '#c27c4e' } as const;

/** A trophy in a medal's colour (rank icon). */
export function MedalIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19 5h-2V3H7v2H5c-1.1 0-2 .9-2 2v1c0 2.55 1.92 4.63 4.39 4.94.63 1.5 1.98 2.63 3.61 2.96V19H7v2h10v-2h-4v-3.1c1.63-.33 2.98-1.46 3.61-2.96C19.08 12.63 21 10.55 21 8V7c0-1.1-.9-2-2-2zM5 8V7h2v3.82C5.84 10.4 5 9.3 5 8zm14 0c0 1.3-.84 2.4-2 2.82V7h2v1z" />
    </SvgIcon>
  );
}

/** A check mark for selected cards. */
export function CheckIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
    </SvgIcon>
  );
}
