import { Link as RouterLink } from 'react-router';
import { Button } from '@mui/material';
import { SYSTEM_PATHS } from '@tessera/protocol';
import { UserMenu } from '@tessera/widgets/pc';

/** The right of the console's bar: the designer's lists and the user's menu. */
export function AdminHeader() {
  return (
    <>
      <Button component={RouterLink} to={SYSTEM_PATHS.design} sx={{ mr: 1 }}>
        页面设计
      </Button>
      <Button component={RouterLink} to="/workflow-admin" sx={{ mr: 1 }}>
        流程管理
      </Button>
      <UserMenu />
    </>
  );
}
