import { Button } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useNavigate, useParams } from 'react-router';
import { DesignerScreen, useDesignerSession } from '@tessera/designer-ui';
import { SYSTEM_PATHS } from '@tessera/protocol';

/** /design/{pageId}: one page in the designer. */
export function DesignerEditor() {
  const { pageId = '' } = useParams();
  const navigate = useNavigate();
  const session = useDesignerSession(pageId);
  return (
    <DesignerScreen
      key={pageId}
      session={session}
      onBack={() => navigate(SYSTEM_PATHS.design)}
      actions={
        <Button
          sx={{ ml: 1 }}
          startIcon={<VisibilityIcon />}
          onClick={() => window.open(`/page/${pageId}`, '_blank', 'noopener')}
        >
          预览
        </Button>
      }
    />
  );
}
