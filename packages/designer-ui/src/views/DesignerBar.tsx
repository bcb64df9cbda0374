import type { ReactNode } from 'react';
import { AppBar, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';

/** What the undo and redo buttons of a designer's bar need from its model. */
export interface UndoRedo {
  canUndo: boolean;
  canRedo: boolean;
  undo(): void;
  redo(): void;
}

/**
 * The top bar of the workflow and form designers: 返回, the designer's title, then the screen's
 * own items; {@link UndoRedoButtons} among them where the screen puts its history.
 */
export function DesignerBar({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack?: () => void;
  children: ReactNode;
}) {
  return (
    <AppBar
      position="static"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 52 }}>
        {onBack && (
          <IconButton aria-label="返回" onClick={onBack} edge="start">
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </Toolbar>
    </AppBar>
  );
}

/** 撤销 and 重做, disabled while there is nothing to undo or redo. */
export function UndoRedoButtons({ history }: { history: UndoRedo }) {
  return (
    <>
      <Tooltip title="撤销">
        <span>
          <IconButton aria-label="撤销" disabled={!history.canUndo} onClick={history.undo}>
            <UndoIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="重做">
        <span>
          <IconButton aria-label="重做" disabled={!history.canRedo} onClick={history.redo}>
            <RedoIcon />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
