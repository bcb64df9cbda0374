import { useEffect, useState } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { Role, UserSummary } from '@tessera/protocol';
import {
  checkRoleForm,
  roleFormOf,
  type RoleFormErrors,
  type RoleFormValues,
} from '../../admin/roleAdminModel.js';
import { ROLE_ADMIN_TEXTS as T } from '../../admin/roleAdminTexts.js';
import { userDisplayName } from '../../admin/userAdminTexts.js';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** 新增角色 / 编辑角色: name, code, sort; the server's refusal stays in the dialog. */
export function RoleDialog({
  role,
  onClose,
  onSave,
}: {
  /** The role edited, `null` for a new one. */
  role: Role | null;
  onClose: () => void;
  onSave: (values: RoleFormValues) => Promise<unknown>;
}) {
  const [values, setValues] = useState<RoleFormValues>(() => roleFormOf(role));
  const [errors, setErrors] = useState<RoleFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof RoleFormValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((before) => ({ ...before, [name]: event.target.value }));
      // A field's message goes once it is edited; the next 保存 checks again.
      setErrors((before) => ({ ...before, [name]: undefined }));
    },
    error: errors[name] !== undefined,
    helperText: errors[name],
  });
  const save = async () => {
    const found = checkRoleForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setRefusal(null);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const locked = role?.isSystemBuiltIn === true;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="role-dialog">
      <DialogTitle>{role ? T.edit : T.add}</DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="role-dialog-refusal">
            {refusal}
          </Alert>
        )}
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={T.name} size="small" required autoFocus {...field('name')} />
          <TextField
            label={T.code}
            size="small"
            required
            disabled={locked}
            {...field('code')}
            helperText={
              errors.code ?? (locked ? '系统内置角色的编码不能修改' : '字母开头，如 auditor')
            }
          />
          <TextField label={T.sort} size="small" {...field('sort')} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" disableElevation onClick={() => void save()} disabled={busy}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 添加成员: searches the users and adds the ticked ones to the role. */
export function AddMembersDialog({
  roleName,
  memberIds,
  findUsers,
  onClose,
  onAdd,
}: {
  roleName: string;
  /** The role's users now (shown ticked and fixed). */
  memberIds: string[];
  findUsers: (keyWord: string) => Promise<UserSummary[]>;
  onClose: () => void;
  onAdd: (userIds: string[]) => Promise<unknown>;
}) {
  const [keyWord, setKeyWord] = useState('');
  const [users, setUsers] = useState<UserSummary[] | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = (text: string) =>
    findUsers(text).then(setUsers, (error: unknown) => {
      setUsers([]);
      setRefusal(messageOf(error));
    });
  const search = (text: string) => {
    setUsers(null);
    void load(text);
  };
  // The first users when the dialog opens (the picker's own call, once).
  useEffect(() => void load(''), []); // eslint-disable-line react-hooks/exhaustive-deps
  const add = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await onAdd(picked);
      onClose();
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="members-dialog">
      <DialogTitle>
        {T.addMembers}
        <Typography variant="body2" color="text.secondary">
          {roleName}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mb: 1.5, pt: 0.5 }}>
          <TextField
            size="small"
            fullWidth
            placeholder={T.findUsers}
            value={keyWord}
            onChange={(event) => setKeyWord(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') search(keyWord);
            }}
            slotProps={{
              htmlInput: { 'aria-label': '搜索用户' },
              input: {
                startAdornment: (
                  <SearchIcon fontSize="small" sx={{ mr: 1, color: 'text.disabled' }} />
                ),
              },
            }}
          />
          <Button variant="outlined" onClick={() => search(keyWord)}>
            {T.search}
          </Button>
        </Stack>
        <Box
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, height: 320, overflow: 'auto' }}
        >
          {users === null ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress size={24} />
            </Box>
          ) : users.length === 0 ? (
            <Typography color="text.secondary" align="center" sx={{ py: 6 }}>
              {T.noUsersFound}
            </Typography>
          ) : (
            <List dense disablePadding>
              {users.map((user) => {
                const member = memberIds.includes(user.id);
                const checked = member || picked.includes(user.id);
                const name = userDisplayName(user);
                return (
                  <ListItemButton
                    key={user.id}
                    disabled={member}
                    onClick={() =>
                      setPicked((before) =>
                        before.includes(user.id)
                          ? before.filter((each) => each !== user.id)
                          : [...before, user.id],
                      )
                    }
                    data-testid="member-choice"
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Checkbox
                        size="small"
                        edge="start"
                        checked={checked}
                        tabIndex={-1}
                        inputProps={{ 'aria-label': `选择 ${name}` }}
                      />
                    </ListItemIcon>
                    <Avatar
                      sx={{
                        width: 28,
                        height: 28,
                        fontSize: 13,
                        mr: 1.5,
                        bgcolor: 'primary.light',
                      }}
                    >
                      {name.slice(0, 1)}
                    </Avatar>
                    <ListItemText
                      primary={name}
                      secondary={[user.userName, user.phone].filter(Boolean).join(' · ')}
                    />
                    {member && (
                      <Typography variant="caption" color="text.secondary">
                        已是成员
                      </Typography>
                    )}
                  </ListItemButton>
                );
              })}
            </List>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, pl: 1 }}>
          已选 {picked.length} 人
        </Typography>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button
          variant="contained"
          disableElevation
          onClick={() => void add()}
          disabled={busy || picked.length === 0}
        >
          {T.addMembers}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
