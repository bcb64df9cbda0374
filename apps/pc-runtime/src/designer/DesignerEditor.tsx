import { useState } from 'react';
import { Button } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import PublishIcon from '@mui/icons-material/Publish';
import HistoryIcon from '@mui/icons-material/History';
import { useNavigate, useParams } from 'react-router';
import { publishPage } from '@tessera/api';
import {
  DesignerScreen,
  useDesignerSession,
  useDesignerState,
  useDesignSubApp,
  VersionsDialog,
} from '@tessera/designer-ui';
import { SYSTEM_PATHS } from '@tessera/protocol';
import type { WidgetMap } from '@tessera/widgets';
import { useMessages, useRequestClient } from '@tessera/react';
import { previewPath } from './previewPath.js';

/** The editor's own toolbar actions: preview, version history and publish. */
function PageActions({ pageId }: { pageId: string }) {
  const client = useRequestClient();
  const messages = useMessages();
  const subApp = useDesignSubApp();
  const version = useDesignerState((s) => s.version);
  const dirty = useDesignerState((s) => s.dirty);
  // A read-only designer (查看设计) previews and lists versions; publishing is a write.
  const readOnly = useDesignerState((s) => s.readOnly);
  const [versions, setVersions] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const open = (path: string) => window.open(path, '_blank', 'noopener');
  const publish = async () => {
    setPublishing(true);
    try {
      await publishPage(client, subApp, { pageId, version });
      messages.info(`已发布版本 ${version}`);
    } catch {
      // The client has shown the server's message.
    } finally {
      setPublishing(false);
    }
  };
  return (
    <>
      <Button
        sx={{ ml: 1 }}
        startIcon={<VisibilityIcon />}
        onClick={() => open(previewPath(pageId))}
      >
        预览
      </Button>
      <Button startIcon={<HistoryIcon />} onClick={() => setVersions(true)}>
        版本
      </Button>
      <Button
        variant="outlined"
        startIcon={<PublishIcon />}
        disabled={dirty || publishing || readOnly}
        title={dirty && !readOnly ? '请先保存再发布' : undefined}
        onClick={() => void publish()}
        data-testid="publish"
      >
        发布
      </Button>
      {versions && (
        <VersionsDialog
          subApp={subApp}
          onClose={() => setVersions(false)}
          onPreview={(chosen) => open(previewPath(pageId, chosen))}
        />
      )}
    </>
  );
}

/**
 * /design/{pageId}: one page in the designer, co-edited live with the other designers on it,
 * its canvas drawn with `widgets` (the runtime's kit, handed in by the route table so that this
 * lazy module does not import the kit again).
 */
export function DesignerEditor({ widgets }: { widgets: WidgetMap }) {
  const { pageId = '' } = useParams();
  const navigate = useNavigate();
  // Co-edited with every designer on the page (designer-ui README "Co-editing").
  const session = useDesignerSession(pageId, { collaborate: true });
  return (
    <DesignerScreen
      key={pageId}
      session={session}
      widgets={widgets}
      onBack={() => navigate(SYSTEM_PATHS.design)}
      onOpenPage={(id) => navigate(`${SYSTEM_PATHS.design}/${id}`)}
      actions={<PageActions pageId={pageId} />}
    />
  );
}
