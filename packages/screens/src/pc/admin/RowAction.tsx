import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';

/**
 * A row's icon action in the console's tables: the icon button named by `label` (its tooltip
 * and accessible name). A disabled button keeps its tooltip (the span takes the pointer).
 */
export function RowAction({
  label,
  icon,
  onClick,
  disabled,
  danger,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** Drawn in the error colour (删除). */
  danger?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          onClick={onClick}
          disabled={disabled}
          sx={danger ? { color: 'error.main' } : undefined}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
