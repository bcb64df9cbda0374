import type { ReactNode } from 'react';
import {
  AppBar,
  Box,
  Button,
  Chip,
  Divider,
  IconButton,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar as MuiToolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import SaveIcon from '@mui/icons-material/Save';
import ComputerIcon from '@mui/icons-material/Computer';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import AlignHorizontalLeftIcon from '@mui/icons-material/AlignHorizontalLeft';
import AlignHorizontalRightIcon from '@mui/icons-material/AlignHorizontalRight';
import AlignVerticalTopIcon from '@mui/icons-material/AlignVerticalTop';
import AlignVerticalBottomIcon from '@mui/icons-material/AlignVerticalBottom';
import AlignHorizontalCenterIcon from '@mui/icons-material/AlignHorizontalCenter';
import AlignVerticalCenterIcon from '@mui/icons-material/AlignVerticalCenter';
import HorizontalDistributeIcon from '@mui/icons-material/ViewColumn';
import VerticalDistributeIcon from '@mui/icons-material/TableRows';
import { BREAKPOINTS, type Breakpoint } from '@tessera/layout';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import type { CollaborationStatus } from '@tessera/designer';
import { useDesignerState, useSession } from '../react/DesignerContext.js';
import { COLLABORATION_CHIPS, READ_ONLY_TITLE } from './collaborationTexts.js';
import { PageJsonButton } from './PageJsonDialog.js';
import { PresenceAvatars } from './presenceViews.js';

const BREAKPOINT_NAMES: readonly Breakpoint[] = ['lg', 'md', 'sm', 'xs', 'xxs'];

function ToolButton({
  title,
  onClick,
  disabled,
  children,
  testId,
}: {
  title: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton
          size="small"
          aria-label={title}
          onClick={onClick}
          disabled={disabled}
          data-testid={testId}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The co-editing state in the toolbar (README "Co-editing": the spec has no texts; ours). */
function CollaborationChip({ status }: { status: CollaborationStatus }) {
  const { label, color, title } = COLLABORATION_CHIPS[status];
  return (
    <Tooltip title={title}>
      <Chip
        size="small"
        variant="outlined"
        color={color}
        icon={
          status === 'offline' || status === 'connecting' ? <CloudOffIcon /> : <CloudDoneIcon />
        }
        label={label}
        data-testid="collaboration-status"
      />
    </Tooltip>
  );
}

/** The designer's top bar: back, title and save state, history, alignment, surface, save and the page's own actions. */
export function DesignerToolbar({ onBack, actions }: { onBack: () => void; actions?: ReactNode }) {
  const session = useSession();
  // The parts the bar shows, each its own subscription: not the whole snapshot, whose revision
  // moves with every change of the document (a colleague's typing re-rendered the whole bar).
  const s = {
    selection: useDesignerState((v) => v.selection),
    breakpoint: useDesignerState((v) => v.breakpoint),
    saveState: useDesignerState((v) => v.saveState),
    page: useDesignerState((v) => v.page),
    version: useDesignerState((v) => v.version),
    dirty: useDesignerState((v) => v.dirty),
    collaboration: useDesignerState((v) => v.collaboration),
    canUndo: useDesignerState((v) => v.canUndo),
    canRedo: useDesignerState((v) => v.canRedo),
    surface: useDesignerState((v) => v.surface),
    readOnly: useDesignerState((v) => v.readOnly),
  };
  const ids = [...s.selection];
  const bp = s.breakpoint === 'lg' ? undefined : s.breakpoint;
  const run = (action: () => void) => () => {
    action();
    session.history.stopCapturing();
  };
  const saving = s.saveState === 'doing';
  return (
    <AppBar
      position="static"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <MuiToolbar
        variant="dense"
        // Buttons keep their one line (保存, 预览, 版本, 发布 broke into two at 1280 px once the
        // co-editing avatars took their room); the page title gives way instead.
        sx={{
          gap: 0.5,
          minHeight: 52,
          '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 },
        }}
      >
        <ToolButton title="返回页面列表" onClick={onBack}>
          <ArrowBackIcon />
        </ToolButton>
        <Box sx={{ minWidth: 0, mr: 1 }}>
          <Typography
            variant="subtitle1"
            noWrap
            sx={{ fontWeight: 600, lineHeight: 1.2 }}
            data-testid="designer-title"
          >
            {s.page?.title ?? '页面设计'}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="designer-version">
            版本 {s.version}
          </Typography>
        </Box>
        {s.dirty ? (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label="未保存"
            data-testid="dirty-mark"
          />
        ) : (
          <Chip size="small" variant="outlined" label="已保存" data-testid="saved-mark" />
        )}
        {s.collaboration && <CollaborationChip status={s.collaboration} />}
        {s.readOnly && (
          <Tooltip title={READ_ONLY_TITLE}>
            <Chip size="small" color="default" label="只读" data-testid="read-only-mark" />
          </Tooltip>
        )}
        <PresenceAvatars />
        <Divider orientation="vertical" flexItem sx={{ mx: 1 }} />
        <ToolButton
          title="撤销 (Ctrl+Z)"
          onClick={() => session.history.undo()}
          disabled={!s.canUndo || s.readOnly}
          testId="undo"
        >
          <UndoIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          title="重做 (Ctrl+Shift+Z)"
          onClick={() => session.history.redo()}
          disabled={!s.canRedo || s.readOnly}
          testId="redo"
        >
          <RedoIcon fontSize="small" />
        </ToolButton>
        <Divider orientation="vertical" flexItem sx={{ mx: 1 }} />
        <ToolButton
          title="左对齐"
          disabled={ids.length < 2 || s.readOnly}
          onClick={run(() => session.commands.alignControls(ids, 'left', bp))}
        >
          <AlignHorizontalLeftIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          title="水平居中"
          disabled={ids.length < 2 || s.readOnly}
          onClick={run(() => session.commands.alignControls(ids, 'hcenter', bp))}
        >
          <AlignHorizontalCenterIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          title="右对齐"
          disabled={ids.length < 2 || s.readOnly}
          onClick={run(() => session.commands.alignControls(ids, 'right', bp))}
        >
          <AlignHorizontalRightIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          title="顶对齐"
          disabled={ids.length < 2 || s.readOnly}
          onClick={run(() => session.commands.alignControls(ids, 'top', bp))}
        >
          <AlignVerticalTopIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          title="垂直居中"
          disabled={ids.length < 2 || s.readOnly}
          onClick={run(() => session.commands.alignControls(ids, 'vcenter', bp))}
        >
          <AlignVerticalCenterIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          title="底对齐"
          disabled={ids.length < 2 || s.readOnly}
          onClick={run(() => session.commands.alignControls(ids, 'bottom', bp))}
        >
          <AlignVerticalBottomIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          title="水平分布"
          disabled={ids.length < 3 || s.readOnly}
          onClick={run(() => session.commands.distributeControls(ids, 'horizontal', bp))}
        >
          <HorizontalDistributeIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          title="垂直分布"
          disabled={ids.length < 3 || s.readOnly}
          onClick={run(() => session.commands.distributeControls(ids, 'vertical', bp))}
        >
          <VerticalDistributeIcon fontSize="small" />
        </ToolButton>
        <PageJsonButton />
        <Box sx={{ flex: 1 }} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={s.surface}
          onChange={(_, value) => value && session.setSurface(value)}
          aria-label="设计画布"
        >
          <ToggleButton value="Pc" aria-label="电脑端" data-testid="surface-pc">
            <ComputerIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="Mobile" aria-label="手机端" data-testid="surface-mobile">
            <SmartphoneIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          value={s.breakpoint}
          onChange={(e) => session.setBreakpoint(e.target.value as Breakpoint)}
          sx={{ width: 150, ml: 1 }}
          slotProps={{ htmlInput: { 'aria-label': '断点', 'data-testid': 'breakpoint' } }}
        >
          {BREAKPOINT_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {name} · ≥{BREAKPOINTS[name]}px
            </MenuItem>
          ))}
        </TextField>
        <Divider orientation="vertical" flexItem sx={{ mx: 1 }} />
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          onClick={() => void session.save()}
          disabled={saving || !s.dirty || s.readOnly}
          data-testid="save"
        >
          {saving ? '保存中…' : '保存'}
        </Button>
        {actions}
      </MuiToolbar>
    </AppBar>
  );
}
