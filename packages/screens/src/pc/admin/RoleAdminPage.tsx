import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import type { Role, RoleUser } from '@tessera/protocol';
import type { RoleAdminModel, RoleAdminSnapshot } from '../../admin/roleAdminModel.js';
import { ROLE_ADMIN_TEXTS as T, roleStatusChips } from '../../admin/roleAdminTexts.js';
import { useRoleAdmin } from '../../react/useRoleAdmin.js';
import { ConsoleFrame } from '../ConsoleFrame.js';
import { RowAction } from './RowAction.js';
import { PanelList } from './PanelList.js';
import { UserCell } from './UserCell.js';
import { ScreenNotice, type Notice } from './ScreenNotice.js';
import { PageGrants } from './PageGrants.js';
import { RoleLimits } from './RoleLimits.js';
import { RolePanel } from './RolePanel.js';
import { AddMembersDialog, RoleDialog } from './RoleDialogs.js';
import { ConfirmDialog } from './UserActionDialogs.js';

/** The dialog open over the screen. */
type Open =
  | { kind: 'add' }
  | { kind: 'edit'; role: Role }
  | { kind: 'remove'; role: Role }
  | { kind: 'members'; role: Role }
  | { kind: 'removeMember'; role: Role; user: RoleUser }
  | null;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const memberName = (user: RoleUser) => user.nickName || user.userName;

/** The roles on the left (spec 2 §3 Role): the virtual root 所有角色, then every role. */
function RoleTree({
  snapshot,
  onChoose,
}: {
  snapshot: RoleAdminSnapshot;
  onChoose: (id: string) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ width: 240, flexShrink: 0 }} data-testid="role-tree">
      <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5, pb: 1, color: 'text.secondary' }}>
        {T.roles}
      </Typography>
      <List dense disablePadding sx={{ pb: 1 }}>
        <ListItemButton
          selected={snapshot.chosenId === ''}
          onClick={() => onChoose('')}
          sx={{ pl: 1.5 }}
        >
          <AdminPanelSettingsOutlinedIcon fontSize="small" sx={{ mr: 1, color: 'primary.main' }} />
          <ListItemText
            primary={snapshot.rootName}
            slotProps={{ primary: { sx: { fontWeight: 600 } } }}
          />
        </ListItemButton>
        {snapshot.roles.map((role) => (
          <ListItemButton
            key={role.id}
            selected={snapshot.chosenId === role.id}
            onClick={() => onChoose(role.id)}
            sx={{ pl: 4.5 }}
          >
            <ShieldOutlinedIcon
              sx={{
                fontSize: 18,
                mr: 1,
                color: role.isEnable ? 'text.secondary' : 'text.disabled',
              }}
            />
            <ListItemText
              primary={role.name}
              slotProps={{
                primary: { sx: { color: role.isEnable ? 'text.primary' : 'text.disabled' } },
              }}
            />
            {role.isSystemBuiltIn && (
              <Tooltip title={T.builtInLocked}>
                <LockOutlinedIcon
                  sx={{ fontSize: 16, color: 'text.disabled' }}
                  aria-label={T.builtIn}
                />
              </Tooltip>
            )}
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}

/** One role's row: its name (a built-in one locked), code, state, members and actions. */
function RoleRow({
  role,
  chosen,
  busy,
  onChoose,
  onOpen,
  onToggle,
}: {
  role: Role;
  chosen: boolean;
  busy: boolean;
  onChoose: () => void;
  onOpen: (open: NonNullable<Open>) => void;
  onToggle: () => void;
}) {
  return (
    <TableRow
      hover
      selected={chosen}
      onClick={onChoose}
      sx={{ cursor: 'pointer' }}
      data-testid="role-row"
      data-role={role.name}
    >
      <TableCell>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {role.name}
          </Typography>
          {role.isSystemBuiltIn && (
            <Tooltip title={T.builtInLocked}>
              <LockOutlinedIcon sx={{ fontSize: 16, color: 'text.disabled' }} />
            </Tooltip>
          )}
        </Stack>
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>{role.code}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} data-testid="role-status">
          {roleStatusChips(role).map((chip) => (
            <Chip
              key={chip.text}
              size="small"
              label={chip.text}
              color={chip.tone}
              variant={chip.tone === 'default' ? 'filled' : 'outlined'}
            />
          ))}
        </Stack>
      </TableCell>
      <TableCell data-testid="role-user-count">{T.userCount(role.userCount)}</TableCell>
      <TableCell sx={{ color: 'text.secondary' }}>{role.sort}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
        <RowAction
          label={T.edit}
          icon={<EditOutlinedIcon fontSize="small" />}
          onClick={() => onOpen({ kind: 'edit', role })}
        />
        <RowAction
          label={T.addMembers}
          icon={<GroupAddOutlinedIcon fontSize="small" />}
          onClick={() => {
            onChoose();
            onOpen({ kind: 'members', role });
          }}
        />
        <RowAction
          label={role.isEnable ? T.disable : T.enable}
          icon={
            role.isEnable ? (
              <BlockIcon fontSize="small" />
            ) : (
              <CheckCircleOutlineIcon fontSize="small" color="success" />
            )
          }
          onClick={onToggle}
          disabled={busy}
        />
        <RowAction
          label={T.remove}
          icon={<DeleteOutlineIcon fontSize="small" />}
          onClick={() => onOpen({ kind: 'remove', role })}
          danger
        />
      </TableCell>
    </TableRow>
  );
}

/** The chosen role's users, with 添加成员 and 移出 per user. */
function Members({
  role,
  snapshot,
  onOpen,
}: {
  role: Role;
  snapshot: RoleAdminSnapshot;
  onOpen: (open: NonNullable<Open>) => void;
}) {
  return (
    <RolePanel
      title={T.members}
      role={role}
      hint={role.isEnable ? '持有该角色的用户' : '该角色已停用，成员暂不获得它的任何权限'}
      testId="role-members"
      actions={
        <Button
          variant="outlined"
          startIcon={<GroupAddOutlinedIcon />}
          onClick={() => onOpen({ kind: 'members', role })}
        >
          {T.addMembers}
        </Button>
      }
    >
      <PanelList
        loading={snapshot.membersState === 'loading'}
        count={snapshot.members.length}
        emptyText={T.noMembers}
        space={4}
      >
        <Table size="small">
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50' } }}>
              <TableCell>用户</TableCell>
              <TableCell>手机号码</TableCell>
              <TableCell align="right">操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {snapshot.members.map((user) => (
              <TableRow key={user.id} hover data-testid="member-row" data-user={user.phone}>
                <TableCell>
                  <UserCell name={memberName(user)} userName={user.userName} />
                </TableCell>
                <TableCell>{user.phone || '—'}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    startIcon={<PersonRemoveOutlinedIcon fontSize="small" />}
                    onClick={() => onOpen({ kind: 'removeMember', role, user })}
                  >
                    {T.removeMember}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PanelList>
    </RolePanel>
  );
}

/** The toolbar: the role name search, refresh and 新增角色. */
function Toolbar({ model, onAdd }: { model: RoleAdminModel; onAdd: () => void }) {
  const [keyWord, setKeyWord] = useState('');
  const search = () => void model.search(keyWord);
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2 }}>
      <TextField
        size="small"
        placeholder={T.keyWord}
        value={keyWord}
        onChange={(event) => setKeyWord(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search();
        }}
        slotProps={{
          htmlInput: { 'aria-label': T.keyWord },
          input: {
            startAdornment: <SearchIcon fontSize="small" sx={{ mr: 1, color: 'text.disabled' }} />,
          },
        }}
        sx={{ width: 280, bgcolor: 'background.paper' }}
      />
      <Button variant="contained" disableElevation onClick={search}>
        {T.search}
      </Button>
      <Box sx={{ flex: 1 }} />
      <Tooltip title="刷新">
        <IconButton onClick={() => void model.reload()} aria-label="刷新">
          <RefreshIcon />
        </IconButton>
      </Tooltip>
      <Button variant="contained" disableElevation startIcon={<AddIcon />} onClick={onAdd}>
        {T.add}
      </Button>
    </Stack>
  );
}

/**
 * /admin/roles, the administration console's Roles screen (spec 2 §3 Role, §6, §7.3 "Roles";
 * README "Administration console"): the roles under 所有角色 on the left and in the table,
 * 新增角色 / 编辑角色, 启用 / 停用, 删除 (asked first), and the chosen role's members (添加成员,
 * 移出). Built-in roles carry a lock; the server refuses their delete and disable, and its message
 * is shown. A non-administrator's list is refused by the server: the screen shows its refusal
 * (the Pc runtime's request client goes on to /deny).
 */
export function RoleAdminPage({
  header,
  nav,
  title = T.title,
  subAppName,
}: {
  header?: ReactNode;
  /** The sub-app whose pages and operations are granted, as the tree's root names it (none: no grants tree). */
  subAppName?: string;
  /** Links to the console's other screens (the frame shows them after the title). */
  nav?: ReactNode;
  title?: string;
}) {
  const [snapshot, model] = useRoleAdmin();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const failed = (error: unknown) => setNotice({ severity: 'error', text: messageOf(error) });
  const run = (action: () => Promise<unknown>, success: string) => {
    setNotice(null);
    action().then(() => setNotice({ severity: 'success', text: success }), failed);
  };
  const close = () => setOpen(null);
  const chosen = snapshot.roles.find((each) => each.id === snapshot.chosenId) ?? null;
  const choose = (id: string) => {
    if (id !== snapshot.chosenId) void model.choose(id);
  };

  if (snapshot.state === 'failed' && snapshot.roles.length === 0 && snapshot.denied) {
    return (
      <ConsoleFrame title={title} nav={nav} header={header} testId="role-admin">
        <Box sx={{ maxWidth: 560, mx: 'auto', p: 6 }}>
          <Alert severity="error" data-testid="role-admin-denied">
            {snapshot.error}
          </Alert>
        </Box>
      </ConsoleFrame>
    );
  }

  return (
    <ConsoleFrame title={title} nav={nav} header={header} testId="role-admin">
      <Stack direction="row" spacing={2} sx={{ p: 3, alignItems: 'flex-start' }}>
        <RoleTree snapshot={snapshot} onChoose={choose} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Toolbar model={model} onAdd={() => setOpen({ kind: 'add' })} />
          <ScreenNotice
            notice={notice}
            onClose={() => setNotice(null)}
            failure={snapshot.state === 'failed' ? snapshot.error : null}
            testId="role-admin-notice"
          />
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" data-testid="role-table">
                <TableHead>
                  <TableRow
                    sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}
                  >
                    <TableCell>{T.name}</TableCell>
                    <TableCell>{T.code}</TableCell>
                    <TableCell>状态</TableCell>
                    <TableCell>{T.members}</TableCell>
                    <TableCell>{T.sort}</TableCell>
                    <TableCell align="right">操作</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {snapshot.state === 'loading' && snapshot.roles.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={6} align="center" sx={{ py: 6 }}>
                        <CircularProgress size={28} />
                      </TableCell>
                    </TableRow>
                  ) : snapshot.roles.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={6} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                        {T.empty}
                      </TableCell>
                    </TableRow>
                  ) : (
                    snapshot.roles.map((role) => (
                      <RoleRow
                        key={role.id}
                        role={role}
                        chosen={role.id === snapshot.chosenId}
                        busy={snapshot.busy}
                        onChoose={() => choose(role.id)}
                        onOpen={setOpen}
                        onToggle={() =>
                          run(
                            () => model.setEnabled(role.id, !role.isEnable),
                            role.isEnable ? T.disabled(role.name) : T.enabled(role.name),
                          )
                        }
                      />
                    ))
                  )}
                </TableBody>
              </Table>
            </TableContainer>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}
            >
              共 {snapshot.roles.length} 个角色
            </Typography>
          </Paper>
          {chosen ? (
            <>
              <Members role={chosen} snapshot={snapshot} onOpen={setOpen} />
              <RoleLimits
                key={`${chosen.id}:${snapshot.limits.map((each) => each.id).join()}`}
                role={chosen}
                snapshot={snapshot}
                model={model}
                onSaved={() => setNotice({ severity: 'success', text: T.limitsSaved(chosen.name) })}
                onFailed={failed}
              />
              {subAppName !== undefined && (
                <PageGrants
                  role={chosen}
                  snapshot={snapshot}
                  model={model}
                  subAppName={subAppName}
                  onSaved={() =>
                    setNotice({ severity: 'success', text: T.grantsSaved(chosen.name) })
                  }
                  onFailed={failed}
                />
              )}
            </>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, px: 0.5 }}>
              {T.chooseRole}
            </Typography>
          )}
        </Box>
      </Stack>
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <RoleDialog
          role={open.kind === 'edit' ? open.role : null}
          onClose={close}
          onSave={async (values) => {
            const before = open.kind === 'edit' ? open.role : null;
            const saved = await model.save(values, before);
            setNotice({
              severity: 'success',
              text: before ? T.saved(saved.name) : T.added(saved.name),
            });
          }}
        />
      )}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title={T.remove}
          text={T.confirmRemove(open.role.name)}
          confirm={T.remove}
          danger
          onClose={close}
          onConfirm={async () => {
            await model.remove(open.role.id);
            setNotice({ severity: 'success', text: T.removed(open.role.name) });
          }}
        />
      )}
      {open?.kind === 'members' && (
        <AddMembersDialog
          roleName={open.role.name}
          memberIds={open.role.id === snapshot.chosenId ? snapshot.members.map((m) => m.id) : []}
          findUsers={(keyWord) => model.findUsers(keyWord)}
          onClose={close}
          onAdd={async (userIds) => {
            await model.addMembers(userIds);
            setNotice({
              severity: 'success',
              text: T.membersAdded(userIds.length, open.role.name),
            });
          }}
        />
      )}
      {open?.kind === 'removeMember' && (
        <ConfirmDialog
          title={T.removeMember}
          text={T.confirmRemoveMember(memberName(open.user), open.role.name)}
          confirm={T.removeMember}
          danger
          onClose={close}
          onConfirm={async () => {
            await model.removeMember(open.user.id);
            setNotice({
              severity: 'success',
              text: T.memberRemoved(memberName(open.user), open.role.name),
            });
          }}
        />
      )}
    </ConsoleFrame>
  );
}
