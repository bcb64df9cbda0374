import { Divider, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import type { DesignerSession } from '../model/designerSession.js';
import { copySelection, hasClipboard, pasteClipboard } from './shortcuts.js';

/** The canvas's right-click menu (spec 1 §2 Designer surface). */
export function ContextMenu({
  session,
  anchor,
  onClose,
}: {
  session: DesignerSession;
  anchor: { x: number; y: number } | null;
  onClose: () => void;
}) {
  const { selection } = session.getSnapshot();
  const ids = [...selection];
  const control = ids.length === 1 ? session.view.control(ids[0]!) : undefined;
  const locked = !!(control?.layout as { static?: boolean } | undefined)?.static;
  const act = (action: () => void) => () => {
    action();
    session.history.stopCapturing();
    onClose();
  };
  const item = (label: string, keys: string, action: () => void, disabled = false) => (
    <MenuItem onClick={act(action)} disabled={disabled} dense>
      <ListItemText>{label}</ListItemText>
      <Typography variant="body2" color="text.secondary" sx={{ ml: 3 }}>
        {keys}
      </Typography>
    </MenuItem>
  );
  const none = ids.length === 0;
  return (
    <Menu
      open={!!anchor}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={anchor ? { top: anchor.y, left: anchor.x } : undefined}
      slotProps={{ paper: { sx: { minWidth: 220 } }, list: { 'aria-label': '组件菜单' } as object }}
      data-testid="context-menu"
    >
      {item('复制', 'Ctrl+C', () => copySelection(session), none)}
      {item('粘贴', 'Ctrl+V', () => pasteClipboard(session), !hasClipboard())}
      {item(
        '创建副本',
        'Ctrl+D',
        () => session.select(session.commands.duplicateControls(ids)),
        none,
      )}
      {item(
        '删除',
        'Delete',
        () => {
          session.commands.deleteControls(ids);
          session.select([]);
        },
        none,
      )}
      <Divider />
      {item('上移一层', '', () => session.commands.bringForward(ids), none)}
      {item('下移一层', '', () => session.commands.sendBackward(ids), none)}
      {item('置于顶层', '', () => session.commands.bringToFront(ids), none)}
      {item('置于底层', '', () => session.commands.sendToBack(ids), none)}
      <Divider />
      {item(locked ? '解锁' : '锁定', '', () => session.commands.setLocked(ids, !locked), none)}
    </Menu>
  );
}
