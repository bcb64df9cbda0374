import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SupervisorAccountOutlinedIcon from '@mui/icons-material/SupervisorAccountOutlined';
import type { DepartmentNode } from '@tessera/protocol';
import type {
  DepartmentAdminModel,
  DepartmentAdminSnapshot,
} from '../../admin/departmentAdminModel.js';
import { findDepartment, isWithin } from '../../admin/departmentMoves.js';
import { DEPARTMENT_TEXTS as T } from '../../admin/departmentTexts.js';
import { userDisplayName } from '../../admin/userAdminTexts.js';
import { useDepartmentAdmin } from '../../react/useDepartmentAdmin.js';
import { ConsoleFrame } from '../ConsoleFrame.js';
import { PanelList } from './PanelList.js';
import { UserCell } from './UserCell.js';
import { ScreenNotice, type Notice } from './ScreenNotice.js';
import { DepartmentDialog } from './DepartmentDialog.js';
import { DepartmentTree } from './DepartmentTree.js';
import { ConfirmDialog } from './UserActionDialogs.js';

type Open =
  | { kind: 'add'; parentId: string }
  | { kind: 'edit'; department: DepartmentNode }
  | { kind: 'remove'; department: DepartmentNode }
  | null;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The chosen department's card: name, parent, supervisor, state, and its members. */
function Details({
  snapshot,
  department,
  onOpen,
}: {
  snapshot: DepartmentAdminSnapshot;
  department: DepartmentNode | null;
  onOpen: (open: NonNullable<Open>) => void;
}) {
  const root = snapshot.root;
  const parent =
    department && department.parentId && findDepartment(root, department.parentId)?.label;
  return (
    <Paper variant="outlined" data-testid="department-details">
      <Stack
        direction="row"
        alignItems="center"
        spacing={2}
        sx={{ px: 2.5, py: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flex: 1 }}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="h6" sx={{ fontWeight: 600 }} data-testid="department-title">
              {department?.label ?? root?.label ?? T.allDepartments}
            </Typography>
            {department?.isHide && <Chip size="small" label={T.hidden} />}
            {department?.disable && <Chip size="small" label={T.disabled} />}
          </Stack>
          {department && (
            <Stack direction="row" spacing={3} sx={{ mt: 0.75, color: 'text.secondary' }}>
              <Typography variant="body2">
                {T.parent}：{parent || root?.label || T.allDepartments}
              </Typography>
              <Stack direction="row" spacing={0.5} alignItems="center">
                <SupervisorAccountOutlinedIcon sx={{ fontSize: 18 }} />
                <Typography variant="body2" data-testid="department-supervisor">
                  {T.supervisor}：{department.supervisor?.name || T.noSupervisor}
                </Typography>
              </Stack>
              <Typography variant="body2">下级部门：{department.childNodeCount}</Typography>
            </Stack>
          )}
        </Box>
        {department ? (
          <>
            <Button
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
              onClick={() => onOpen({ kind: 'edit', department })}
            >
              {T.edit}
            </Button>
            <Button
              variant="outlined"
              startIcon={<CreateNewFolderOutlinedIcon />}
              onClick={() => onOpen({ kind: 'add', parentId: department.id })}
            >
              {T.addChild}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => onOpen({ kind: 'remove', department })}
            >
              {T.remove}
            </Button>
          </>
        ) : null}
      </Stack>
      <Stack direction="row" alignItems="baseline" sx={{ px: 2.5, pt: 2, pb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {T.members}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="department-member-count">
          {T.memberCount(snapshot.memberTotal)}
        </Typography>
      </Stack>
      <PanelList
        loading={snapshot.membersState === 'loading'}
        count={snapshot.members.length}
        emptyText={T.noMembers}
      >
        <Table size="small">
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50' } }}>
              <TableCell>用户</TableCell>
              <TableCell>手机号码</TableCell>
              <TableCell>所属部门</TableCell>
              <TableCell>岗位</TableCell>
              <TableCell>状态</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {snapshot.members.map((user) => (
              <TableRow key={user.id} hover data-testid="department-member" data-user={user.phone}>
                <TableCell>
                  <UserCell name={userDisplayName(user)} userName={user.userName} />
                </TableCell>
                <TableCell>{user.phone || '—'}</TableCell>
                <TableCell>{user.departments.map((d) => d.label).join('、') || '—'}</TableCell>
                <TableCell>{user.post?.name ?? '—'}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={user.isEnable ? '已启用' : '已停用'}
                    color={user.isEnable ? 'success' : 'default'}
                    variant="outlined"
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PanelList>
    </Paper>
  );
}

/**
 * /admin/departments, the administration console's Departments screen (spec 2 §3 Department,
 * §7.3 "Departments"; README "Administration console"): the tree under 所有部门 on the left (drag
 * a department before, after or into another; onto 所有部门 to the top level), 新增部门 /
 * 新增下级部门 / 编辑部门 (name, parent, supervisor) / 删除 (asked first; the server's refusal of a
 * department with children or members is shown in its words), and the chosen department's members.
 */
export function DepartmentAdminPage({
  header,
  nav,
  title = T.title,
}: {
  header?: ReactNode;
  nav?: ReactNode;
  title?: string;
}) {
  const [snapshot, model] = useDepartmentAdmin();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const close = () => setOpen(null);
  const chosen = findDepartment(snapshot.root, snapshot.chosenId);
  const drop = (model: DepartmentAdminModel) => ({
    canDrop: (draggedId: string, targetId: string) =>
      snapshot.root !== null && !isWithin(snapshot.root, draggedId, targetId),
    onDrop: (draggedId: string, targetId: string, place: 'before' | 'after' | 'inside') => {
      const label = findDepartment(snapshot.root, draggedId)?.label ?? '';
      setNotice(null);
      model.drop(draggedId, targetId, place).then(
        (moved) => moved && setNotice({ severity: 'success', text: T.moved(label) }),
        (error: unknown) => setNotice({ severity: 'error', text: messageOf(error) }),
      );
    },
  });

  if (snapshot.state === 'failed' && snapshot.denied) {
    return (
      <ConsoleFrame title={title} nav={nav} header={header} testId="department-admin">
        <Box sx={{ maxWidth: 560, mx: 'auto', p: 6 }}>
          <Alert severity="error" data-testid="department-admin-denied">
            {snapshot.error}
          </Alert>
        </Box>
      </ConsoleFrame>
    );
  }

  return (
    <ConsoleFrame title={title} nav={nav} header={header} testId="department-admin">
      <Stack direction="row" spacing={2} sx={{ p: 3, alignItems: 'flex-start' }}>
        <Box sx={{ flexShrink: 0 }}>
          <DepartmentTree
            root={snapshot.root}
            chosen={snapshot.chosenId}
            width={300}
            onChoose={(id) => {
              setNotice(null);
              void model.choose(id);
            }}
            drag={drop(model)}
            actions={(row) => (
              <>
                <Tooltip title={T.addChild}>
                  <IconButton
                    size="small"
                    aria-label={`${T.addChild} ${row.label}`}
                    onClick={() => setOpen({ kind: 'add', parentId: row.id })}
                    sx={{ p: 0.25 }}
                  >
                    <AddIcon sx={{ fontSize: 18 }} />
                  </IconButton>
                </Tooltip>
                <DragIndicatorIcon sx={{ fontSize: 18, color: 'text.disabled', ml: 0.25 }} />
              </>
            )}
          />
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mt: 1, px: 0.5, maxWidth: 300 }}
          >
            {T.dragHint}
          </Typography>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2 }}>
            <Typography variant="h6" sx={{ fontWeight: 600, flex: 1 }}>
              {T.title}
            </Typography>
            <Tooltip title="刷新">
              <IconButton onClick={() => void model.reload()} aria-label="刷新">
                <RefreshIcon />
              </IconButton>
            </Tooltip>
            <Button
              variant="contained"
              disableElevation
              startIcon={<AddIcon />}
              onClick={() => setOpen({ kind: 'add', parentId: snapshot.chosenId })}
            >
              {T.add}
            </Button>
          </Stack>
          <ScreenNotice
            notice={notice}
            onClose={() => setNotice(null)}
            failure={snapshot.state === 'failed' ? snapshot.error : null}
            testId="department-admin-notice"
          />
          {snapshot.state === 'loading' && !snapshot.root ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
              <CircularProgress size={28} />
            </Box>
          ) : (
            <Details snapshot={snapshot} department={chosen} onOpen={setOpen} />
          )}
        </Box>
      </Stack>
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <DepartmentDialog
          root={snapshot.root}
          department={open.kind === 'edit' ? open.department : null}
          parentId={open.kind === 'add' ? open.parentId : undefined}
          findUsers={model.findUsers}
          onClose={close}
          onSave={async (values) => {
            const before = open.kind === 'edit' ? open.department : null;
            const saved = await model.save(values, before);
            setNotice({
              severity: 'success',
              text: before ? T.saved(saved.label) : T.added(saved.label),
            });
          }}
        />
      )}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title={T.remove}
          text={T.confirmRemove(open.department.label)}
          confirm={T.remove}
          danger
          onClose={close}
          onConfirm={async () => {
            await model.remove(open.department.id);
            setNotice({ severity: 'success', text: T.removed(open.department.label) });
          }}
        />
      )}
    </ConsoleFrame>
  );
}
