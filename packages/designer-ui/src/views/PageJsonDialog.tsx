import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import DataObjectIcon from '@mui/icons-material/DataObject';
import { useDesignerState, useSession } from '../react/DesignerContext.js';
import { stableText } from '../model/stableText.js';

/**
 * 页面 JSON: the page JSON as SavePage sends it (spec 1 §7 `data`, `dataSource`), keys sorted,
 * read-only and live (a colleague's edit shows at once), with a copy button. Designers use it to
 * check what the runtime will get; the co-editing e2e compares it between two tabs.
 */
export function PageJsonButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="页面 JSON">
        <IconButton
          size="small"
          aria-label="页面 JSON"
          onClick={() => setOpen(true)}
          data-testid="page-json-open"
        >
          <DataObjectIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && <PageJsonDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function PageJsonDialog({ onClose }: { onClose: () => void }) {
  const session = useSession();
  // Re-read on every change of the document (a colleague's edit included).
  useDesignerState((s) => s.revision);
  const text = JSON.stringify(JSON.parse(stableText(session.view.page())), null, 2);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="page-json-dialog">
      <DialogTitle>页面 JSON</DialogTitle>
      <DialogContent dividers>
        <pre
          data-testid="page-json"
          style={{ margin: 0, fontSize: 12, maxHeight: '60vh', overflow: 'auto' }}
        >
          {text}
        </pre>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(text)}>复制</Button>
        <Button variant="contained" onClick={onClose}>
          关闭
        </Button>
      </DialogActions>
    </Dialog>
  );
}
