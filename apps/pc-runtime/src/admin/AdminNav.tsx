import { Link as RouterLink, useLocation } from 'react-router';
import { Button } from '@mui/material';
import { ADMIN_PATHS } from './AdminRoutes.js';

/** The console's screens, in the order the bar shows them. */
const SCREENS = [
  { path: ADMIN_PATHS.users, label: '用户管理' },
  { path: ADMIN_PATHS.departments, label: '部门管理' },
  { path: ADMIN_PATHS.structure, label: '岗位职级标签' },
  { path: ADMIN_PATHS.roles, label: '角色管理' },
  { path: ADMIN_PATHS.policies, label: '安全策略' },
  { path: ADMIN_PATHS.audit, label: '审计日志' },
  { path: ADMIN_PATHS.tasks, label: '定时任务' },
  { path: ADMIN_PATHS.media, label: '媒体库' },
] as const;

/** The title of the console's frame when it shows {@link AdminNav}. */
export const ADMIN_CONSOLE_TITLE = '管理控制台';

/**
 * The administration console's links between its screens (README "Administration console"):
 * links, not tabs, so a screen's own tabs (用户 / 回收站) stay the only tabs on it.
 */
export function AdminNav() {
  const { pathname } = useLocation();
  return (
    <>
      {SCREENS.map((screen) => {
        const current = pathname === screen.path;
        return (
          <Button
            key={screen.path}
            component={RouterLink}
            to={screen.path}
            aria-current={current ? 'page' : undefined}
            color={current ? 'primary' : 'inherit'}
            sx={{
              borderRadius: 0,
              px: 2,
              fontWeight: current ? 600 : 400,
              borderBottom: 2,
              borderColor: current ? 'primary.main' : 'transparent',
            }}
          >
            {screen.label}
          </Button>
        );
      })}
    </>
  );
}
