import { useEffect } from 'react';
import {
  Alert,
  Box,
  Button,
  ButtonGroup,
  Chip,
  CircularProgress,
  Paper,
  Snackbar,
  Tooltip,
  Typography,
} from '@mui/material';
import PublishIcon from '@mui/icons-material/Publish';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { DesignerBar, UndoRedoButtons } from './DesignerBar.js';
import { FLOW_ZOOM, type FlowDesignCalls } from '../model/flowDesignerModel.js';
import { useFlowDesigner } from '../react/useFlowDesigner.js';
import { FLOW_CANVAS_BG, FlowCanvas } from './FlowCanvas.js';
import { FlowNodeDrawer } from './FlowNodeDrawer.js';

/** spec 2 §2.12 access-denied text (the server refuses non-administrators with 403). */
const PAGE_DENIED_MESSAGE = '您没有访问权限！';
const NONE: readonly string[] = [];

/**
 * The workflow designer (/flow-design/{workFlowId}): the DingTalk-style node tree, a drawer with
 * the selected node's settings, undo / redo, zoom buttons (the canvas scrolls to pan), and 发布
 * (checks on the nodes first, then `saveconfig`, which publishes a version).
 */
export function FlowDesignerScreen({
  calls,
  workFlowId,
  onBack,
  header,
  renders,
}: {
  calls: FlowDesignCalls;
  workFlowId: string;
  onBack?: () => void;
  /** What the bar shows at its right (the user's menu). */
  header?: React.ReactNode;
  /** Called with a node's key each time its card draws (the benchmark). */
  renders?: (key: string) => void;
}) {
  const [model, snap] = useFlowDesigner(calls, workFlowId);
  useEffect(() => {
    // Ctrl/⌘+Z, Ctrl/⌘+Shift+Z and Ctrl+Y outside text fields.
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) model.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') model.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [model]);
  if (snap.state === 'loading') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
        <CircularProgress />
      </Box>
    );
  }
  if (snap.state === 'error') {
    return (
      <Box sx={{ p: 4 }}>
        <Alert severity="error" data-testid="flow-design-error">
          {snap.denied ? `${PAGE_DENIED_MESSAGE} ${snap.error ?? ''}`.trim() : snap.error}
        </Alert>
      </Box>
    );
  }
  const selected = snap.selected ? (snap.nodes[snap.selected] ?? null) : null;
  const problemCount =
    Object.values(snap.problems).reduce((sum, list) => sum + list.length, 0) +
    snap.flowProblems.length;
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', height: '100vh', bgcolor: FLOW_CANVAS_BG }}
      data-testid="flow-designer"
    >
      <DesignerBar title="流程设计" onBack={onBack}>
        <Typography variant="subtitle1" color="text.secondary" data-testid="flow-name">
          {snap.displayName}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={snap.version === null ? '未发布' : `已发布 版本 ${snap.version}`}
          color={snap.version === null ? 'default' : 'success'}
          data-testid="flow-version"
        />
        {snap.dirty && (
          <Chip size="small" label="未发布的修改" color="warning" variant="outlined" />
        )}
        <Box sx={{ flex: 1 }} />
        {problemCount > 0 && (
          <Chip
            size="small"
            color="error"
            variant="outlined"
            label={`${problemCount} 处待完善`}
            data-testid="flow-problem-count"
          />
        )}
        <UndoRedoButtons
          history={{
            canUndo: snap.canUndo,
            canRedo: snap.canRedo,
            undo: model.undo,
            redo: model.redo,
          }}
        />
        <Button
          variant="contained"
          startIcon={snap.saving ? <CircularProgress size={16} color="inherit" /> : <PublishIcon />}
          disabled={snap.saving}
          onClick={() => void model.publish()}
        >
          发布
        </Button>
        {header}
      </DesignerBar>
      {snap.flowProblems.length > 0 && (
        <Alert severity="error" sx={{ borderRadius: 0 }}>
          {snap.flowProblems.join('；')}
        </Alert>
      )}
      <Box sx={{ flex: 1, position: 'relative', minHeight: 0 }}>
        {/* Pan: the canvas scrolls both ways; zoom scales its layout, so the scroll size follows. */}
        <Box sx={{ position: 'absolute', inset: 0, overflow: 'auto' }} data-testid="flow-scroll">
          <Box sx={{ zoom: snap.zoom, width: 'max-content', minWidth: '100%' }}>
            <FlowCanvas
              model={model}
              root={snap.root}
              nodes={snap.nodes}
              problems={snap.problems}
              selected={snap.selected}
              fields={snap.fields}
              roles={snap.roles}
              renders={renders}
            />
          </Box>
        </Box>
        <Paper
          elevation={2}
          sx={{
            position: 'absolute',
            right: 24,
            bottom: 24,
            display: 'flex',
            alignItems: 'center',
          }}
        >
          <ButtonGroup variant="text" size="small">
            <Tooltip title="缩小">
              <span>
                <Button
                  aria-label="缩小"
                  disabled={snap.zoom <= FLOW_ZOOM.min}
                  onClick={model.zoomOut}
                >
                  <ZoomOutIcon fontSize="small" />
                </Button>
              </span>
            </Tooltip>
            <Tooltip title="恢复 100%">
              <Button onClick={model.zoomReset} data-testid="flow-zoom" sx={{ minWidth: 64 }}>
                {`${Math.round(snap.zoom * 100)}%`}
              </Button>
            </Tooltip>
            <Tooltip title="放大">
              <span>
                <Button
                  aria-label="放大"
                  disabled={snap.zoom >= FLOW_ZOOM.max}
                  onClick={model.zoomIn}
                >
                  <ZoomInIcon fontSize="small" />
                </Button>
              </span>
            </Tooltip>
          </ButtonGroup>
        </Paper>
      </Box>
      <FlowNodeDrawer
        node={selected}
        problems={selected ? (snap.problems[selected.key] ?? NONE) : NONE}
        fields={snap.fields}
        roles={snap.roles}
        model={model}
      />
      <Snackbar
        open={snap.toast !== null}
        autoHideDuration={4000}
        onClose={model.dismissToast}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={snap.toast?.ok ? 'success' : 'error'}
          variant="filled"
          onClose={model.dismissToast}
        >
          {snap.toast?.message}
        </Alert>
      </Snackbar>
    </Box>
  );
}
