import { useEffect, useMemo, useState, type ReactNode } from 'react';
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
  Link,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import type { InstanceListItem, WorkflowDefinitionAnswer } from '@tessera/protocol';
import { ConsoleFrame } from '@tessera/screens/pc';
import {
  flattenCategories,
  type WorkflowAdminModel,
  type WorkflowAdminSnapshot,
} from '../model/workflowAdminModel.js';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface WorkflowForm {
  displayName: string;
  category: string;
  memo: string;
}

/** New, edit or copy: the name, category and memo of a workflow. */
function WorkflowDialog({
  title,
  initial,
  categories,
  onClose,
  onSubmit,
}: {
  title: string;
  initial: WorkflowForm;
  categories: WorkflowAdminSnapshot['categories'];
  onClose: () => void;
  onSubmit: (value: WorkflowForm) => Promise<unknown>;
}) {
  const [chosen, setValue] = useState(initial);
  // Opened before the categories arrived: the first one is chosen once they are there.
  const value = {
    ...chosen,
    category: chosen.category || (flattenCategories(categories)[0]?.category.categoryId ?? ''),
  };
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ ...value, displayName: value.displayName.trim() });
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="workflow-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="流程名称"
            value={value.displayName}
            onChange={(e) => setValue({ ...value, displayName: e.target.value })}
            autoFocus
            required
          />
          <TextField
            select
            label="流程分类"
            value={value.category}
            onChange={(e) => setValue({ ...value, category: e.target.value })}
            required
          >
            {flattenCategories(categories).map(({ category, depth }) => (
              <MenuItem
                key={category.categoryId}
                value={category.categoryId}
                sx={{ pl: 2 + depth * 2 }}
              >
                {category.categoryName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="备注"
            value={value.memo}
            onChange={(e) => setValue({ ...value, memo: e.target.value })}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy || value.displayName.trim() === '' || value.category === ''}
        >
          确定
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A one-field dialog: a category's name. */
function NameDialog({
  title,
  initial,
  onClose,
  onSubmit,
}: {
  title: string;
  initial: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="category-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="分类名称"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoFocus
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={name.trim() === ''}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const STATUS_TEXT: Record<string, string> = {
  running: '审批中',
  returned: '已退回',
  approved: '已通过',
  rejected: '已拒绝',
  withdrawn: '已撤回',
  cancelled: '已作废',
};

/** The workflow's running instances. */
function InstancesDialog({
  workflow,
  load,
  onClose,
}: {
  workflow: WorkflowDefinitionAnswer;
  load: () => Promise<readonly InstanceListItem[]>;
  onClose: () => void;
}) {
  const [rows, setRows] = useState<readonly InstanceListItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (answer) => live && setRows(answer),
      (failure: unknown) => live && setError(messageOf(failure)),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="instances-dialog">
      <DialogTitle>{workflow.displayName} · 运行中的实例</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error}</Alert>}
        {rows && rows.length === 0 && <DialogContentText>没有运行中的实例</DialogContentText>}
        {rows && rows.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>申请人</TableCell>
                <TableCell>当前步骤</TableCell>
                <TableCell>当前审批人</TableCell>
                <TableCell>状态</TableCell>
                <TableCell>发起时间</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.workflowInstanceId}>
                  <TableCell>{row.applicantName}</TableCell>
                  <TableCell>{row.currentStepNames.join('、')}</TableCell>
                  <TableCell>{row.currentApproverNames.join('、')}</TableCell>
                  <TableCell>{STATUS_TEXT[row.processStatus] ?? row.processStatus}</TableCell>
                  <TableCell>{new Date(row.startedAt).toLocaleString('zh-CN')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}

type Open =
  | { kind: 'new' }
  | { kind: 'edit' | 'copy' | 'delete' | 'instances'; workflow: WorkflowDefinitionAnswer }
  | { kind: 'addCategory'; parentId?: string }
  | { kind: 'renameCategory'; id: string; name: string }
  | null;

/**
 * The workflow administration list (spec 2 §7.2 designer side): the category tree on the left,
 * the filtered, paged workflows on the right with create, edit, copy, enable toggle, drag to sort,
 * delete, the running instances, and links to the flow and form designers.
 */
export function WorkflowAdminScreen({
  model,
  snapshot,
  header,
  linkTo,
}: {
  model: WorkflowAdminModel;
  snapshot: WorkflowAdminSnapshot;
  /** The app's own header parts (its user menu). */
  header?: ReactNode;
  /** Renders a link to one of the app's addresses (the router's link). */
  linkTo: (href: string, text: string) => ReactNode;
}) {
  const [open, setOpen] = useState<Open>(null);
  const openId = open?.kind === 'instances' ? open.workflow.id : null;
  const loadInstances = useMemo(
    () => (openId ? () => model.instances(openId) : null),
    [model, openId],
  );
  const [error, setError] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [name, setName] = useState(snapshot.workFlowName);
  const run = (action: () => Promise<unknown>) => {
    setError(null);
    action().catch((failure: unknown) => setError(messageOf(failure)));
  };
  const close = () => setOpen(null);
  const categoryName = new Map(
    flattenCategories(snapshot.categories).map(({ category }) => [
      category.categoryId,
      category.categoryName,
    ]),
  );
  const chosen = snapshot.category;
  const rows = flattenCategories(snapshot.categories);

  return (
    <ConsoleFrame title="流程管理" header={header} testId="workflow-admin">
      {snapshot.state === 'error' && snapshot.items.length === 0 ? (
        <Box sx={{ maxWidth: 600, mx: 'auto', p: 6 }}>
          <Alert severity="error" data-testid="workflow-admin-denied">
            {snapshot.error}
          </Alert>
        </Box>
      ) : (
        <Stack direction="row" spacing={2} sx={{ p: 3, alignItems: 'flex-start' }}>
          <Paper variant="outlined" sx={{ width: 260, flexShrink: 0 }} data-testid="category-tree">
            <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1 }}>
              <Typography variant="subtitle2" sx={{ flex: 1 }}>
                流程分类
              </Typography>
              <Tooltip title="新增分类">
                <IconButton size="small" onClick={() => setOpen({ kind: 'addCategory' })}>
                  <AddIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
            <List dense disablePadding>
              <ListItemButton
                selected={chosen === ''}
                onClick={() => run(() => model.filter({ category: '' }))}
              >
                <ListItemText primary="全部分类" />
              </ListItemButton>
              {rows.map(({ category, depth }) => (
                <ListItemButton
                  key={category.categoryId}
                  selected={chosen === category.categoryId}
                  onClick={() => run(() => model.filter({ category: category.categoryId }))}
                  sx={{
                    pl: 2 + depth * 2,
                    '& .row-actions': { visibility: 'hidden' },
                    '&:hover .row-actions, &.Mui-selected .row-actions': { visibility: 'visible' },
                  }}
                >
                  <ListItemText primary={category.categoryName} />
                  <Box className="row-actions" onClick={(e) => e.stopPropagation()}>
                    <IconButton
                      size="small"
                      aria-label="上移"
                      onClick={() => run(() => model.moveCategory(category.categoryId, -1))}
                    >
                      <ArrowUpwardIcon sx={{ fontSize: 16 }} />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label="下移"
                      onClick={() => run(() => model.moveCategory(category.categoryId, 1))}
                    >
                      <ArrowDownwardIcon sx={{ fontSize: 16 }} />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label="重命名"
                      onClick={() =>
                        setOpen({
                          kind: 'renameCategory',
                          id: category.categoryId,
                          name: category.categoryName,
                        })
                      }
                    >
                      <EditIcon sx={{ fontSize: 16 }} />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label="删除分类"
                      onClick={() => run(() => model.removeCategory(category.categoryId))}
                    >
                      <DeleteIcon sx={{ fontSize: 16 }} />
                    </IconButton>
                  </Box>
                </ListItemButton>
              ))}
            </List>
          </Paper>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
              <TextField
                size="small"
                placeholder="按流程名称搜索"
                value={name}
                onChange={(e) => setName(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') run(() => model.filter({ workFlowName: name }));
                }}
                sx={{ width: 260, bgcolor: 'background.paper' }}
                slotProps={{ htmlInput: { 'aria-label': '流程名称' } }}
              />
              <TextField
                size="small"
                select
                label="状态"
                value={snapshot.isEnable}
                onChange={(e) =>
                  run(() =>
                    model.filter({ isEnable: e.target.value as WorkflowAdminSnapshot['isEnable'] }),
                  )
                }
                sx={{ width: 120, bgcolor: 'background.paper' }}
              >
                <MenuItem value="">全部</MenuItem>
                <MenuItem value="true">已启用</MenuItem>
                <MenuItem value="false">已停用</MenuItem>
              </TextField>
              <Button
                variant="outlined"
                onClick={() => run(() => model.filter({ workFlowName: name }))}
              >
                查询
              </Button>
              <Box sx={{ flex: 1 }} />
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setOpen({ kind: 'new' })}
              >
                新建流程
              </Button>
            </Stack>
            {error && (
              <Alert
                severity="error"
                onClose={() => setError(null)}
                sx={{ mb: 2 }}
                data-testid="workflow-admin-error"
              >
                {error}
              </Alert>
            )}
            <Paper variant="outlined">
              <Table size="small" data-testid="workflow-table">
                <TableHead>
                  <TableRow>
                    <TableCell width={32} />
                    <TableCell>流程名称</TableCell>
                    <TableCell>流程分类</TableCell>
                    <TableCell>版本</TableCell>
                    <TableCell>备注</TableCell>
                    <TableCell>启用</TableCell>
                    <TableCell align="right">操作</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {snapshot.items.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={7} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                        {snapshot.state === 'loading' ? '加载中…' : '没有符合条件的流程'}
                      </TableCell>
                    </TableRow>
                  )}
                  {snapshot.items.map((w) => (
                    <TableRow
                      key={w.id}
                      hover
                      data-testid="workflow-row"
                      draggable
                      onDragStart={() => setDragged(w.id)}
                      onDragOver={(e) => e.preventDefault()}
                      onDrop={() => {
                        if (dragged) run(() => model.move(dragged, w.id));
                        setDragged(null);
                      }}
                      sx={{ opacity: dragged === w.id ? 0.4 : 1 }}
                    >
                      <TableCell sx={{ cursor: 'grab', color: 'text.disabled' }}>
                        <DragIndicatorIcon fontSize="small" />
                      </TableCell>
                      <TableCell sx={{ fontWeight: 500 }}>{w.displayName}</TableCell>
                      <TableCell>{categoryName.get(w.category) ?? w.category}</TableCell>
                      <TableCell>
                        {w.version === null ? (
                          <Chip size="small" label="未发布" />
                        ) : (
                          <Chip
                            size="small"
                            color="primary"
                            variant="outlined"
                            label={`V${w.version}`}
                          />
                        )}
                      </TableCell>
                      <TableCell sx={{ color: 'text.secondary', maxWidth: 200 }}>
                        {w.memo}
                      </TableCell>
                      <TableCell>
                        <Switch
                          size="small"
                          checked={w.enabled}
                          disabled={snapshot.busy}
                          onChange={(e) => run(() => model.setEnabled(w.id, e.target.checked))}
                          slotProps={{ input: { 'aria-label': `启用 ${w.displayName}` } }}
                        />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Stack
                          direction="row"
                          spacing={1.5}
                          justifyContent="flex-end"
                          alignItems="center"
                        >
                          {linkTo(`/flow-design/${w.id}`, '流程设计')}
                          {linkTo(`/form-design/${w.id}`, '表单设计')}
                          <Link
                            component="button"
                            onClick={() => setOpen({ kind: 'instances', workflow: w })}
                          >
                            实例
                          </Link>
                          <Link
                            component="button"
                            onClick={() => setOpen({ kind: 'edit', workflow: w })}
                          >
                            编辑
                          </Link>
                          <Link
                            component="button"
                            onClick={() => setOpen({ kind: 'copy', workflow: w })}
                          >
                            复制
                          </Link>
                          <Link
                            component="button"
                            color="error"
                            onClick={() => setOpen({ kind: 'delete', workflow: w })}
                          >
                            删除
                          </Link>
                        </Stack>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <TablePagination
                component="div"
                count={snapshot.total}
                page={snapshot.page}
                rowsPerPage={snapshot.pageSize}
                rowsPerPageOptions={[10, 20, 50]}
                labelRowsPerPage="每页"
                labelDisplayedRows={({ from, to, count }) => `${from}-${to} / 共 ${count} 条`}
                onPageChange={(_, page) => run(() => model.setPage(page))}
                onRowsPerPageChange={(e) => run(() => model.setPage(0, Number(e.target.value)))}
              />
            </Paper>
          </Box>
        </Stack>
      )}
      {open?.kind === 'new' && (
        <WorkflowDialog
          title="新建流程"
          initial={{
            displayName: '',
            category: chosen || (rows[0]?.category.categoryId ?? ''),
            memo: '',
          }}
          categories={snapshot.categories}
          onClose={close}
          onSubmit={(value) => model.create(value)}
        />
      )}
      {open?.kind === 'edit' && (
        <WorkflowDialog
          title="编辑流程"
          initial={{
            displayName: open.workflow.displayName,
            category: open.workflow.category,
            memo: open.workflow.memo,
          }}
          categories={snapshot.categories}
          onClose={close}
          onSubmit={(value) => model.edit(open.workflow.id, value)}
        />
      )}
      {open?.kind === 'copy' && (
        <WorkflowDialog
          title="复制流程"
          initial={{
            displayName: `${open.workflow.displayName} 副本`,
            category: open.workflow.category,
            memo: open.workflow.memo,
          }}
          categories={snapshot.categories}
          onClose={close}
          onSubmit={(value) => model.copy({ sourceId: open.workflow.id, ...value })}
        />
      )}
      {open?.kind === 'delete' && (
        <Dialog open onClose={close} data-testid="delete-dialog">
          <DialogTitle>删除流程</DialogTitle>
          <DialogContent>
            <DialogContentText>确定删除流程「{open.workflow.displayName}」吗？</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>取消</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => {
                close();
                run(() => model.remove(open.workflow.id));
              }}
            >
              删除
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {open?.kind === 'instances' && loadInstances && (
        <InstancesDialog workflow={open.workflow} load={loadInstances} onClose={close} />
      )}
      {open?.kind === 'addCategory' && (
        <NameDialog
          title="新增分类"
          initial=""
          onClose={close}
          onSubmit={(n) => model.addCategory(n, open.parentId)}
        />
      )}
      {open?.kind === 'renameCategory' && (
        <NameDialog
          title="重命名分类"
          initial={open.name}
          onClose={close}
          onSubmit={(n) => model.renameCategory(open.id, n)}
        />
      )}
    </ConsoleFrame>
  );
}
