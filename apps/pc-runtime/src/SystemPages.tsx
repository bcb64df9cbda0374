import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** spec 1 §2: access-denied page with relogin and back-to-home links on Pc. */
export function DenyPage() {
  return (
    <Box sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1">
        您没有访问权限！
      </Typography>
      <Typography sx={{ my: 2 }}>请联系管理员。</Typography>
      <Link component={RouterLink} to="/login" sx={{ mr: 2 }}>
        重新登录
      </Link>
      <Link component={RouterLink} to="/">
        返回首页
      </Link>
    </Box>
  );
}

/** spec 1 §2: 500 page linking to /design. */
export function ErrorPage() {
  return (
    <Box sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1">
        抱歉，页面访问出错
      </Typography>
      <Link component={RouterLink} to="/design">
        返回设计器
      </Link>
    </Box>
  );
}
