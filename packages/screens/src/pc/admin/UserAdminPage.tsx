import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import RefreshIcon from '@mui/icons-material/Refresh';
import RestoreFromTrashOutlinedIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import SearchIcon from '@mui/icons-material/Search';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import type { UserStateChange } from '@tessera/api';
import type { UserSummary } from '@tessera/protocol';
import { formatDateTime } from '@tessera/widgets';
import type {
  TriState,
  UserAdminModel,
  UserAdminSnapshot,
  UserSortField,
} from '../../admin/userAdminModel.js';
import {
  TRI_STATE_FILTERS,
  USER_ADMIN_TEXTS as T,
  userDisplayName,
  userStatusChips,
} from '../../admin/userAdminTexts.js';
import { ROLE_ADMIN_TEXTS as ROLE_TEXTS } from '../../admin/roleAdminTexts.js';
import { useUserAdmin } from '../../react/useUserAdmin.js';
import { ConsoleFrame } from '../ConsoleFrame.js';
import { UserCell } from './UserCell.js';
import { DepartmentTree } from './DepartmentTree.js';
import {
  ActivateDialog,
  AssignRoleDialog,
  ConfirmDialog,
  PasswordDialog,
} from './UserActionDialogs.js';
import { AdminPager } from './AdminListBar.js';
import { saveBlob } from './saveBlob.js';
import { UserAbilitiesDialog } from './UserAbilitiesDialog.js';
import { UserDialog } from './UserDialog.js';
import { UserImportDialog } from './UserImportDialog.js';

/** The dialog open over the list. */
type Open =
  | { kind: 'add' }
  | { kind: 'edit'; user: UserSummary }
  | { kind: 'remove'; user: UserSummary }
  | { kind: 'reset'; user: UserSummary }
  | { kind: 'activate'; user: UserSummary }
  | { kind: 'signOut'; user: UserSummary }
  | { kind: 'abilities'; user: UserSummary }
  | { kind: 'assignRole' }
  | { kind: 'import' }
  | null;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A filter of three choices (全部 / yes / no). */
function TriStateFilter({
  name,
  value,
  onChange,
}: {
  name: keyof typeof TRI_STATE_FILTERS;
  value: TriState;
  onChange: (value: TriState) => void;
}) {
  const texts = TRI_STATE_FILTERS[name];
  return (
    <TextField
      select
      size="small"
      label={texts.label}
      value={value}
      onChange={(event) => onChange(event.target.value as TriState)}
      sx={{ width: 116, bgcolor: 'background.paper' }}
      data-testid={`filter-${name}`}
    >
      <MenuItem value="">全部</MenuItem>
      <MenuItem value="true">{texts.yes}</MenuItem>
      <MenuItem value="false">{texts.no}</MenuItem>
    </TextField>
  );
}

/** A filter of several ids (roles, tags). */
function IdsFilter({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: { id: string; name: string }[];
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const picked = event.target.value as unknown as string[] | string;
        onChange(typeof picked === 'string' ? picked.split(',') : picked);
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (ids) =>
            (ids as string[])
              .map((id) => choices.find((each) => each.id === id)?.name ?? id)
              .join('、'),
        },
      }}
      sx={{ width: 150, bgcolor: 'background.paper' }}
    >
      {choices.map((each) => (
        <MenuItem key={each.id} value={each.id}>
          <Checkbox size="small" checked={value.includes(each.id)} sx={{ p: 0, mr: 1 }} />
          {each.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The row's menu of state changes and the password reset. */
function RowMenu({
  user,
  onChange,
  onOpen,
}: {
  user: UserSummary;
  onChange: (change: UserStateChange) => void;
  onOpen: (open: NonNullable<Open>) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const item = (text: string, icon: ReactNode, run: () => void, color?: string) => (
    <MenuItem
      onClick={() => {
        setAnchor(null);
        run();
      }}
      sx={color ? { color } : undefined}
    >
      <ListItemIcon sx={color ? { color } : undefined}>{icon}</ListItemIcon>
      <ListItemText>{text}</ListItemText>
    </MenuItem>
  );
  const entries = user.isDeleted
    ? [
        item(T.recover, <RestoreFromTrashOutlinedIcon fontSize="small" />, () =>
          onChange('recover'),
        ),
      ]
    : [
        user.isEnable
          ? item(T.disable, <BlockIcon fontSize="small" />, () => onChange('disable'))
          : item(T.enable, <CheckCircleOutlineIcon fontSize="small" />, () => onChange('enable')),
        ...(user.lockoutEnabled
          ? [item(T.unlock, <LockOpenOutlinedIcon fontSize="small" />, () => onChange('unlock'))]
          : []),
        item(T.resetPassword, <KeyOutlinedIcon fontSize="small" />, () =>
          onOpen({ kind: 'reset', user }),
        ),
        item(T.activate, <EventOutlinedIcon fontSize="small" />, () =>
          onOpen({ kind: 'activate', user }),
        ),
        item(T.signOut, <LogoutIcon fontSize="small" />, () => onOpen({ kind: 'signOut', user })),
        item(ROLE_TEXTS.abilities, <VerifiedUserOutlinedIcon fontSize="small" />, () =>
          onOpen({ kind: 'abilities', user }),
        ),
        item(
          T.remove,
          <DeleteOutlineIcon fontSize="small" />,
          () => onOpen({ kind: 'remove', user }),
          'error.main',
        ),
      ];
  return (
    <>
      <IconButton
        size="small"
        aria-label="更多操作"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries}
      </Menu>
    </>
  );
}

/** The list's toolbar: keyword and the other filters of spec 2 §7.3 "User admin". */
function Filters({ snapshot, model }: { snapshot: UserAdminSnapshot; model: UserAdminModel }) {
  const { filters } = snapshot;
  const [keyWord, setKeyWord] = useState(filters.keyWord);
  const [userType, setUserType] = useState(filters.userType);
  const search = () => void model.filter({ keyWord, userType });
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1.5}>
        <TextField
          size="small"
          placeholder={T.keyWord}
          value={keyWord}
          onChange={(event) => setKeyWord(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search();
          }}
          slotProps={{
            htmlInput: { 'aria-label': '关键字' },
            input: {
              startAdornment: (
                <SearchIcon fontSize="small" sx={{ mr: 1, color: 'text.disabled' }} />
              ),
            },
          }}
          sx={{ width: 320, bgcolor: 'background.paper' }}
        />
        <TextField
          size="small"
          placeholder="用户域"
          value={userType}
          onChange={(event) => setUserType(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search();
          }}
          slotProps={{ htmlInput: { 'aria-label': '用户域' } }}
          sx={{ width: 140, bgcolor: 'background.paper' }}
        />
        <Button variant="contained" disableElevation onClick={search}>
          {T.search}
        </Button>
        <Button
          onClick={() => {
            setKeyWord('');
            setUserType('');
            void model.resetFilters();
          }}
        >
          {T.resetFilters}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!filters.isDeleted && (
          <TriStateFilter
            name="isEnable"
            value={filters.isEnable}
            onChange={(isEnable) => void model.filter({ isEnable })}
          />
        )}
        <TriStateFilter
          name="lockedOut"
          value={filters.lockedOut}
          onChange={(lockedOut) => void model.filter({ lockedOut })}
        />
        <TriStateFilter
          name="online"
          value={filters.online}
          onChange={(online) => void model.filter({ online })}
        />
        <TriStateFilter
          name="dormant"
          value={filters.dormant}
          onChange={(dormant) => void model.filter({ dormant })}
        />
        <IdsFilter
          label="角色"
          choices={snapshot.roles}
          value={filters.roles}
          onChange={(roles) => void model.filter({ roles })}
        />
        <IdsFilter
          label="标签"
          choices={snapshot.tags}
          value={filters.tags}
          onChange={(tags) => void model.filter({ tags })}
        />
      </Stack>
    </Stack>
  );
}

/** A header cell the list sorts by (the server sorts: spec 2 §7.3 SortField, SortOrder). */
function SortableCell({
  field,
  label,
  snapshot,
  model,
}: {
  field: UserSortField;
  label: string;
  snapshot: UserAdminSnapshot;
  model: UserAdminModel;
}) {
  const active = snapshot.sort?.field === field;
  return (
    <TableCell sortDirection={active ? snapshot.sort!.order : false}>
      <TableSortLabel
        active={active}
        direction={active ? snapshot.sort!.order : 'asc'}
        onClick={() => void model.sortBy(field)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/** One user's row. */
function UserRow({
  user,
  selected,
  onSelect,
  onChange,
  onOpen,
}: {
  user: UserSummary;
  selected: boolean;
  onSelect: () => void;
  onChange: (change: UserStateChange) => void;
  onOpen: (open: NonNullable<Open>) => void;
}) {
  const name = userDisplayName(user);
  return (
    <TableRow
      hover
      selected={selected}
      data-testid="user-row"
      data-user={user.phone || user.userName}
    >
      <TableCell padding="checkbox">
        <Checkbox
          size="small"
          checked={selected}
          onChange={onSelect}
          inputProps={{ 'aria-label': `选择 ${name}` }}
        />
      </TableCell>
      <TableCell>
        <UserCell name={name} userName={user.userName} imageUrl={user.headImageUrl} size={32} />
      </TableCell>
      <TableCell>{user.phone || '—'}</TableCell>
      <TableCell sx={{ maxWidth: 200 }}>
        <Typography variant="body2" noWrap title={user.email}>
          {user.email || '—'}
        </Typography>
      </TableCell>
      <TableCell>{user.departments.map((each) => each.label).join('、') || '—'}</TableCell>
      <TableCell>{user.roles.map((each) => each.name).join('、') || '—'}</TableCell>
      <TableCell>
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          data-testid="user-status"
        >
          {userStatusChips(user).map((chip) => (
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
      <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
        {user.lastLoginAt ? formatDateTime(user.lastLoginAt, 'yyyy-MM-dd HH:mm') : '从未登录'}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {!user.isDeleted && (
          <Tooltip title={T.edit}>
            <IconButton
              size="small"
              aria-label={T.edit}
              onClick={() => onOpen({ kind: 'edit', user })}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <RowMenu user={user} onChange={onChange} onOpen={onOpen} />
      </TableCell>
    </TableRow>
  );
}

/**
 * /admin/users, the administration console's People screen (spec 2 §3 User, §7.3 "User admin";
 * README "Administration console"): the department tree, the filters, the paged list with its
 * selection, and the dialogs of each write. A non-administrator's list is refused by the server:
 * the screen shows its refusal (the Pc runtime's request client goes on to /deny).
 */
export function UserAdminPage({
  header,
  nav,
  title = T.title,
}: {
  header?: ReactNode;
  /** Links to the console's other screens (the frame shows them after the title). */
  nav?: ReactNode;
  title?: string;
}) {
  const [snapshot, model] = useUserAdmin();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<{ severity: 'error' | 'success'; text: string } | null>(
    null,
  );
  const run = (action: () => Promise<unknown>, success?: string) => {
    setNotice(null);
    action().then(
      () => success && setNotice({ severity: 'success', text: success }),
      (error: unknown) => setNotice({ severity: 'error', text: messageOf(error) }),
    );
  };
  const { filters, items, selected } = snapshot;
  const close = () => setOpen(null);
  const bulk = (change: UserStateChange) =>
    run(async () => {
      const report = await model.bulk(change);
      setNotice({ severity: 'success', text: T.bulkDone(report.done) });
    });

  if (snapshot.state === 'failed' && snapshot.items.length === 0 && snapshot.denied) {
    return (
      <ConsoleFrame title={title} nav={nav} header={header} testId="user-admin">
        <Box sx={{ maxWidth: 560, mx: 'auto', p: 6 }}>
          <Alert severity="error" data-testid="user-admin-denied">
            {snapshot.error}
          </Alert>
        </Box>
      </ConsoleFrame>
    );
  }

  return (
    <ConsoleFrame title={title} nav={nav} header={header} testId="user-admin">
      <Stack direction="row" spacing={2} sx={{ p: 3, alignItems: 'flex-start' }}>
        <DepartmentTree
          root={snapshot.departments}
          chosen={filters.departmentId}
          onChoose={(departmentId) => {
            setNotice(null);
            void model.filter({ departmentId });
          }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" alignItems="center" sx={{ mb: 1.5 }}>
            <Tabs
              value={filters.isDeleted ? 'bin' : 'users'}
              onChange={(_, tab) => {
                setNotice(null);
                void model.filter({ isDeleted: tab === 'bin', isEnable: '' });
              }}
              sx={{ flex: 1, minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
            >
              <Tab value="users" label={T.users} />
              <Tab value="bin" label={T.recycleBin} />
            </Tabs>
            <Tooltip title="刷新">
              <IconButton onClick={() => void model.reload()} aria-label="刷新" sx={{ mr: 1 }}>
                <RefreshIcon />
              </IconButton>
            </Tooltip>
            <Button
              variant="outlined"
              startIcon={<FileUploadOutlinedIcon />}
              onClick={() => setOpen({ kind: 'import' })}
              sx={{ mr: 1 }}
            >
              {T.importUsers}
            </Button>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              onClick={() =>
                run(async () => {
                  const { blob, fileName } = await model.exportList();
                  saveBlob(blob, fileName);
                })
              }
              sx={{ mr: 1 }}
            >
              {T.exportList}
            </Button>
            <Button
              variant="contained"
              disableElevation
              startIcon={<AddIcon />}
              onClick={() => setOpen({ kind: 'add' })}
            >
              {T.add}
            </Button>
          </Stack>
          <Filters snapshot={snapshot} model={model} />
          {notice && (
            <Alert
              severity={notice.severity}
              onClose={() => setNotice(null)}
              sx={{ mb: 2 }}
              data-testid="user-admin-notice"
            >
              {notice.text}
            </Alert>
          )}
          {snapshot.state === 'failed' && !notice && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {snapshot.error}
            </Alert>
          )}
          <Paper variant="outlined">
            {selected.length > 0 && (
              <Stack
                direction="row"
                spacing={1}
                alignItems="center"
                sx={{
                  px: 2,
                  py: 1,
                  bgcolor: 'primary.50',
                  borderBottom: 1,
                  borderColor: 'divider',
                  background: 'rgba(25,118,210,0.06)',
                }}
                data-testid="bulk-bar"
              >
                <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
                  {T.selected(selected.length)}
                </Typography>
                {filters.isDeleted ? (
                  <Button size="small" onClick={() => bulk('recover')} disabled={snapshot.busy}>
                    {T.bulkRecover}
                  </Button>
                ) : (
                  <>
                    <Button size="small" onClick={() => bulk('enable')} disabled={snapshot.busy}>
                      {T.bulkEnable}
                    </Button>
                    <Button size="small" onClick={() => bulk('disable')} disabled={snapshot.busy}>
                      {T.bulkDisable}
                    </Button>
                    <Button
                      size="small"
                      onClick={() => setOpen({ kind: 'assignRole' })}
                      disabled={snapshot.busy}
                    >
                      {T.bulkAssignRole}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => bulk('remove')}
                      disabled={snapshot.busy}
                    >
                      {T.bulkRemove}
                    </Button>
                  </>
                )}
                <Box sx={{ flex: 1 }} />
                <Button size="small" color="inherit" onClick={() => model.clearSelection()}>
                  {T.clearSelection}
                </Button>
              </Stack>
            )}
            <TableContainer>
              <Table size="small" data-testid="user-table">
                <TableHead>
                  <TableRow
                    sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}
                  >
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={items.length > 0 && selected.length === items.length}
                        indeterminate={selected.length > 0 && selected.length < items.length}
                        onChange={() => model.toggleSelected(null)}
                        inputProps={{ 'aria-label': '全选' }}
                      />
                    </TableCell>
                    <SortableCell field="userName" label="用户" snapshot={snapshot} model={model} />
                    <SortableCell
                      field="phone"
                      label="手机号码"
                      snapshot={snapshot}
                      model={model}
                    />
                    <SortableCell field="email" label="邮箱" snapshot={snapshot} model={model} />
                    <TableCell>部门</TableCell>
                    <TableCell>角色</TableCell>
                    <TableCell>状态</TableCell>
                    <SortableCell
                      field="lastLoginAt"
                      label="最后登录"
                      snapshot={snapshot}
                      model={model}
                    />
                    <TableCell align="right">操作</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {snapshot.state === 'loading' && items.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={9} align="center" sx={{ py: 6 }}>
                        <CircularProgress size={28} />
                      </TableCell>
                    </TableRow>
                  ) : items.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={9} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                        {T.empty}
                      </TableCell>
                    </TableRow>
                  ) : (
                    items.map((user) => (
                      <UserRow
                        key={user.id}
                        user={user}
                        selected={selected.includes(user.id)}
                        onSelect={() => model.toggleSelected(user.id)}
                        onOpen={setOpen}
                        onChange={(change) =>
                          run(
                            () => model.change(user.id, change),
                            `${userDisplayName(user)}：已${CHANGE_TEXTS[change]}`,
                          )
                        }
                      />
                    ))
                  )}
                </TableBody>
              </Table>
            </TableContainer>
            <AdminPager
              total={snapshot.total}
              pageIndex={snapshot.pageIndex}
              pageSize={snapshot.pageSize}
              onPage={(pageIndex, pageSize) =>
                void (pageSize !== snapshot.pageSize
                  ? model.setPageSize(pageSize)
                  : model.setPage(pageIndex))
              }
              unit="个用户"
              rowsPerPageLabel="每页"
            />
          </Paper>
        </Box>
      </Stack>
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <UserDialog
          user={open.kind === 'edit' ? open.user : null}
          choices={snapshot}
          onClose={close}
          onSave={(values) => model.save(values, open.kind === 'edit' ? open.user.id : undefined)}
        />
      )}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title={T.remove}
          text={T.confirmRemove(userDisplayName(open.user))}
          confirm={T.remove}
          danger
          onClose={close}
          onConfirm={async () => {
            await model.change(open.user.id, 'remove');
            setNotice({ severity: 'success', text: `${userDisplayName(open.user)}：已删除` });
          }}
        />
      )}
      {open?.kind === 'reset' && (
        <ConfirmDialog
          title={T.resetPassword}
          text={T.confirmReset(userDisplayName(open.user))}
          confirm={T.resetPassword}
          onClose={close}
          onConfirm={() => model.resetPassword(open.user.id)}
        />
      )}
      {open?.kind === 'activate' && (
        <ActivateDialog
          name={userDisplayName(open.user)}
          expireTime={open.user.expireTime}
          onClose={close}
          onActivate={(expireTime) => model.activate(open.user.id, expireTime)}
        />
      )}
      {open?.kind === 'signOut' && (
        <ConfirmDialog
          title={T.signOut}
          text={T.confirmSignOut(userDisplayName(open.user))}
          confirm={T.signOut}
          onClose={close}
          onConfirm={async () => {
            const { ended } = await model.signOut(open.user.id);
            setNotice({
              severity: 'success',
              text: T.signedOut(userDisplayName(open.user), ended),
            });
          }}
        />
      )}
      {open?.kind === 'abilities' && (
        <UserAbilitiesDialog
          userId={open.user.id}
          userLabel={userDisplayName(open.user)}
          onClose={close}
        />
      )}
      {open?.kind === 'assignRole' && (
        <AssignRoleDialog
          roles={snapshot.roles}
          count={selected.length}
          onClose={close}
          onAssign={async (role) => {
            const { done } = await model.assignRole(role.id);
            setNotice({ severity: 'success', text: T.roleAssigned(role.name, done) });
          }}
        />
      )}
      {open?.kind === 'import' && (
        <UserImportDialog onClose={close} onImported={() => void model.reload()} />
      )}
      {snapshot.revealed && (
        <PasswordDialog revealed={snapshot.revealed} onClose={() => model.dismissPassword()} />
      )}
    </ConsoleFrame>
  );
}

/** What a row's change did, for the notice (已禁用 …). */
const CHANGE_TEXTS: Record<UserStateChange, string> = {
  enable: '启用',
  disable: '禁用',
  unlock: '解锁',
  remove: '删除',
  recover: '恢复',
};
