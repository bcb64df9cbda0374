import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import HomeIcon from '@mui/icons-material/Home';
import { MASTER_PAGE_TYPE, type PageSummary } from '@tessera/protocol';
import type { PagesListModel, PagesListSnapshot } from '../model/pagesListModel.js';
import { ConsoleFrame } from '@tessera/screens/pc';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The dialog that names a page: new, or renamed (title and address). */
function PageDialog({
  title,
  initial,
  templates,
  onClose,
  onSubmit,
}: {
  title: string;
  initial: { title: string; url: string };
  templates?: readonly PageSummary[];
  onClose: () => void;
  onSubmit: (page: {
    title: string;
    url: string;
    templatePageId?: string;
    pageType?: string;
  }) => Promise<unknown>;
}) {
  const [value, setValue] = useState({ ...initial, templatePageId: '', pageType: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleError = value.title.trim() === '' ? '请填写页面标题' : null;
  const urlError = value.url && !value.url.startsWith('/') ? '页面地址应以 / 开头' : null;
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit({
        title: value.title.trim(),
        url: value.url.trim(),
        templatePageId: value.templatePageId || undefined,
        pageType: value.pageType || undefined,
      });
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="page-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="页面标题"
            size="small"
            autoFocus
            value={value.title}
            error={!!titleError}
            helperText={titleError}
            onChange={(e) => setValue({ ...value, title: e.target.value })}
          />
          <TextField
            label="页面地址"
            size="small"
            placeholder="/my-page"
            value={value.url}
            error={!!urlError}
            helperText={urlError ?? '运行时打开页面的地址'}
            onChange={(e) => setValue({ ...value, url: e.target.value })}
          />
          {templates && (
            <TextField
              select
              label="页面类型"
              size="small"
              value={value.pageType}
              onChange={(e) => setValue({ ...value, pageType: e.target.value })}
              helperText="母版页提供顶栏、侧栏、底栏与数据源，页面在设置里选用它"
              slotProps={{ htmlInput: { 'data-testid': 'page-type' } }}
            >
              <MenuItem value="">普通页面</MenuItem>
              <MenuItem value={MASTER_PAGE_TYPE}>母版页</MenuItem>
            </TextField>
          )}
          {templates && (
            <TextField
              select
              label="从页面复制"
              size="small"
              value={value.templatePageId}
              onChange={(e) => setValue({ ...value, templatePageId: e.target.value })}
            >
              <MenuItem value="">空白页面</MenuItem>
              {templates.map((page) => (
                <MenuItem key={page.pageId} value={page.pageId}>
                  {page.title}
                </MenuItem>
              ))}
            </TextField>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button
          variant="contained"
          disabled={!!titleError || !!urlError || busy}
          onClick={() => void submit()}
        >
          确定
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Dialogs =
  | { kind: 'create' }
  | { kind: 'rename'; page: PageSummary }
  | { kind: 'delete'; page: PageSummary }
  | null;

/** /design: the sub-app's pages, with search, create, rename, duplicate, home page and delete. */
export function PagesScreen({
  model,
  snapshot,
  onOpen,
  header,
}: {
  model: PagesListModel;
  snapshot: PagesListSnapshot;
  onOpen: (pageId: string) => void;
  /** The app's own header parts (its user menu). */
  header?: ReactNode;
}) {
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; page: PageSummary } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = (action: () => Promise<unknown>) => {
    setMenu(null);
    setError(null);
    action().catch((failure: unknown) => setError(messageOf(failure)));
  };
  return (
    <ConsoleFrame title="页面设计" header={header} testId="designer-pages">
      <Box sx={{ maxWidth: 1100, mx: 'auto', p: 3 }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <TextField
            size="small"
            placeholder="按标题或地址搜索"
            value={snapshot.query}
            onChange={(e) => model.setQuery(e.target.value)}
            sx={{ width: 320, bgcolor: 'background.paper' }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ flex: 1 }} />
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            新建页面
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {snapshot.state === 'error' && <Alert severity="error">{snapshot.error}</Alert>}
        <Paper variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>页面标题</TableCell>
                <TableCell>地址</TableCell>
                <TableCell>版本</TableCell>
                <TableCell>状态</TableCell>
                <TableCell>修改时间</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {snapshot.shown.map((page) => (
                <TableRow
                  key={page.pageId}
                  hover
                  sx={{ cursor: 'pointer' }}
                  data-testid="designer-page"
                  onClick={() => onOpen(page.pageId)}
                >
                  <TableCell>
                    <Stack direction="row" spacing={1} alignItems="center">
                      {page.isHomePage && (
                        <HomeIcon fontSize="small" color="primary" titleAccess="首页" />
                      )}
                      <span>{page.title}</span>
                      {page.pageType === MASTER_PAGE_TYPE && (
                        <Chip size="small" variant="outlined" label="母版页" />
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ color: 'text.secondary' }}>{page.url}</TableCell>
                  <TableCell>{page.version}</TableCell>
                  <TableCell>
                    {page.publishedVersion === null ? (
                      <Chip size="small" label="未发布" />
                    ) : page.publishedVersion === page.version ? (
                      <Chip size="small" color="success" variant="outlined" label="已发布" />
                    ) : (
                      <Chip
                        size="small"
                        color="warning"
                        variant="outlined"
                        label={`已发布 v${page.publishedVersion}`}
                      />
                    )}
                  </TableCell>
                  <TableCell sx={{ color: 'text.secondary' }}>
                    {new Date(page.lastModified).toLocaleString('zh-CN')}
                  </TableCell>
                  <TableCell align="right" onClick={(e) => e.stopPropagation()}>
                    <IconButton
                      size="small"
                      aria-label="更多操作"
                      onClick={(e) => setMenu({ anchor: e.currentTarget, page })}
                    >
                      <MoreVertIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
              {snapshot.state === 'ready' && snapshot.shown.length === 0 && (
                <TableRow>
                  <TableCell
                    colSpan={6}
                    sx={{ textAlign: 'center', color: 'text.secondary', py: 4 }}
                  >
                    没有找到页面
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Paper>
      </Box>
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            if (menu) setDialog({ kind: 'rename', page: menu.page });
            setMenu(null);
          }}
        >
          重命名
        </MenuItem>
        <MenuItem onClick={() => menu && run(() => model.duplicate(menu.page.pageId))}>
          创建副本
        </MenuItem>
        <MenuItem
          disabled={menu?.page.isHomePage}
          onClick={() => menu && run(() => model.setHome(menu.page.pageId))}
        >
          设为首页
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            if (menu) setDialog({ kind: 'delete', page: menu.page });
            setMenu(null);
          }}
        >
          删除
        </MenuItem>
      </Menu>
      {dialog?.kind === 'create' && (
        <PageDialog
          title="新建页面"
          initial={{ title: '', url: '' }}
          templates={snapshot.pages}
          onClose={() => setDialog(null)}
          onSubmit={async (page) => {
            const created = await model.create(page);
            onOpen(created.pageId);
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <PageDialog
          title="重命名页面"
          initial={{ title: dialog.page.title, url: dialog.page.url ?? '' }}
          onClose={() => setDialog(null)}
          onSubmit={(page) =>
            model.rename(dialog.page.pageId, { title: page.title, url: page.url || undefined })
          }
        />
      )}
      {dialog?.kind === 'delete' && (
        <Dialog open onClose={() => setDialog(null)}>
          <DialogTitle>删除页面</DialogTitle>
          <DialogContent>
            <DialogContentText>
              删除「{dialog.page.title}」和它的所有版本？此操作不能撤销。
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)}>取消</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => {
                const page = dialog.page;
                setDialog(null);
                run(() => model.remove(page.pageId));
              }}
            >
              删除
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </ConsoleFrame>
  );
}
