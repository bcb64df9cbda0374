import { Link as RouterLink, useNavigate } from 'react-router';
import { Button } from '@mui/material';
import { PagesScreen, useDesignSubApp, usePagesList } from '@tessera/designer-ui';
import { UserMenu } from '@tessera/widgets/pc';

/** /design: the sub-app's pages; choosing one opens it in the designer. */
export function DesignerPages() {
  const navigate = useNavigate();
  const subApp = useDesignSubApp();
  const { model, snapshot } = usePagesList(subApp);
  return (
    <PagesScreen
      model={model}
      snapshot={snapshot}
      onOpen={(pageId) => navigate(`/design/${pageId}`)}
      header={
        <>
          <Button component={RouterLink} to="/workflow-admin" sx={{ mr: 1 }}>
            流程管理
          </Button>
          <UserMenu />
        </>
      }
    />
  );
}
