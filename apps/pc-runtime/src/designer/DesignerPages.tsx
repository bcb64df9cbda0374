import { Link as RouterLink, useNavigate } from 'react-router';
import { Button } from '@mui/material';
import { PagesScreen, useDesignSubApp, usePagesList } from '@tessera/designer-ui';
import { useSession } from '@tessera/react';
import { UserMenu } from '@tessera/widgets/pc';

/** The role code of the deployment's administrators (the server's `ADMIN_ROLE`, a token claim). */
const ADMIN_ROLE = 'admin';

/**
 * /design: the sub-app's pages; choosing one opens it in the designer. Administrators also get
 * the console's 用户管理 (the link only: the server authorizes every call of the screen).
 */
export function DesignerPages() {
  const navigate = useNavigate();
  const isAdmin = useSession().user.roles.includes(ADMIN_ROLE);
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
          {isAdmin && (
            <Button component={RouterLink} to="/admin/users" sx={{ mr: 1 }}>
              用户管理
            </Button>
          )}
          <UserMenu />
        </>
      }
    />
  );
}
