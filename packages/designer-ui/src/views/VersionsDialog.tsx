import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { getPageVersions, restorePage, type SubAppRef } from '@tessera/api';
import type { PageVersionSummary } from '@tessera/protocol';
import { useRequestClient } from '@tessera/react';
import { useDesignerState, useSession } from '../react/DesignerContext.js';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The page's saved versions, newest first: who saved when, which one the runtime serves; any
 * version opens in a preview tab and can be restored (saved again as the newest version).
 */
export function VersionsDialog({
  subApp,
  onClose,
  onPreview,
}: {
  subApp: SubAppRef;
  onClose: () => void;
  onPreview: (version: number) => void;
}) {
  const session = useSession();
  const client = useRequestClient();
  const pageId = useDesignerState((s) => s.page?.pageId ?? '');
  const version = useDesignerState((s) => s.version);
  const dirty = useDesignerState((s) => s.dirty);
  // A read-only designer (README "Co-editing") lists and previews versions, restores none.
  const readOnly = useDesignerState((s) => s.readOnly);
  const [versions, setVersions] = useState<PageVersionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    getPageVersions(client, subApp, { pageId })
      .then((list) => current && setVersions(list))
      .catch((failure: unknown) => current && setError(messageOf(failure)));
    return () => {
      current = false;
    };
  }, [client, subApp, pageId, version]);
  const restore = async (chosen: number) => {
    try {
      await restorePage(client, subApp, { pageId, version: chosen, baseVersion: version });
      await session.reloadAndReapply();
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="versions-dialog">
      <DialogTitle>版本历史</DialogTitle>
      <DialogContent dividers>
        {dirty && !readOnly && (
          <Alert severity="info" sx={{ mb: 2 }}>
            有未保存的修改：保存后才能恢复其他版本。
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>版本</TableCell>
              <TableCell>保存人</TableCell>
              <TableCell>保存时间</TableCell>
              <TableCell>状态</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {(versions ?? []).map((row) => (
              <TableRow key={row.version} data-testid="page-version">
                <TableCell>v{row.version}</TableCell>
                <TableCell>{row.savedBy ?? '系统'}</TableCell>
                <TableCell>{new Date(row.savedAt).toLocaleString('zh-CN')}</TableCell>
                <TableCell>
                  {row.published && <Chip size="small" color="success" label="已发布" />}
                  {row.version === version && (
                    <Chip size="small" variant="outlined" label="当前" sx={{ ml: 0.5 }} />
                  )}
                </TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => onPreview(row.version)}>
                    预览
                  </Button>
                  <Button
                    size="small"
                    disabled={dirty || readOnly || row.version === version}
                    onClick={() => void restore(row.version)}
                  >
                    恢复
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}
