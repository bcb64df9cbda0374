import { Link as RouterLink } from 'react-router';
import { Button } from '@mui/material';
import { SYSTEM_PATHS } from '@tessera/protocol';
import { UserAdminPage } from '@tessera/screens/pc';
import { UserMenu } from '@tessera/widgets/pc';

/** /admin/users: the administration console's People screen (README "Administration console"). */
export function AdminUsers() {
  return (
    <UserAdminPage
      header={
        <>
          <Button component={RouterLink} to={SYSTEM_PATHS.design} sx={{ mr: 1 }}>
            页面设计
          </Button>
          <Button component={RouterLink} to="/workflow-admin" sx={{ mr: 1 }}>
            流程管理
          </Button>
          <UserMenu />
        </>
      }
    />
  );
}
