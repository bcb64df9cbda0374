import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useDesignerState, useSession } from '../react/DesignerContext.js';

/**
 * A save refused because a colleague saved first (40900): nothing is lost. The designer reloads
 * the newer version with this page's changes applied on top, or saves over it.
 */
export function ConflictDialog() {
  const session = useSession();
  const conflict = useDesignerState((s) => s.conflict);
  return (
    <Dialog open={!!conflict} data-testid="conflict-dialog">
      <DialogTitle>页面已被他人修改</DialogTitle>
      <DialogContent>
        <DialogContentText>{conflict?.message}</DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>
          你的修改仍在设计器中，没有丢失。可以加载最新版本并重新应用你的修改（你改过的组件以你的为准，其余保留对方的修改），或直接用你的版本覆盖。
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void session.overwrite()} color="warning">
          覆盖保存
        </Button>
        <Button variant="contained" onClick={() => void session.reloadAndReapply()}>
          加载最新并重新应用
        </Button>
      </DialogActions>
    </Dialog>
  );
}
