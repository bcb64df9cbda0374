import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
} from '@mui/material';
import type { UserSummary } from '@tessera/protocol';
import type { UserAdminChoices } from '../../admin/userAdminModel.js';
import {
  checkUserForm,
  departmentRows,
  userFormOf,
  type UserFormErrors,
  type UserFormValues,
} from '../../admin/userForm.js';
import { USER_ADMIN_TEXTS as T } from '../../admin/userAdminTexts.js';
import { IdsField } from './IdsField.js';

/**
 * 新增用户 / 编辑用户 (spec 2 §3 User, §7.3 "User admin: POST add, update"): the sign-in names,
 * contact, the app's departments, roles, tags, post and rank, the user scope and the expiry; a
 * password only when adding. Spec 2 §5's phone rule is checked before the call; the server's
 * refusal (a taken phone, a password the scope's policy refuses) is shown in the dialog.
 */
export function UserDialog({
  user,
  choices,
  onClose,
  onSave,
}: {
  /** The user being edited, null to add one. */
  user: UserSummary | null;
  choices: UserAdminChoices;
  onClose: () => void;
  onSave: (values: UserFormValues) => Promise<unknown>;
}) {
  const [values, setValues] = useState(() => userFormOf(user));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((before) => ({ ...before, [key]: value }));
    setErrors((before) => ({ ...before, [key]: undefined }));
  };
  const text = (key: keyof UserFormValues & string, label: string, extra = {}) => (
    <TextField
      size="small"
      label={label}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      {...extra}
    />
  );
  const submit = async () => {
    const found = checkUserForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setRefusal(null);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const departments = departmentRows(choices.departments).map((row) => ({
    id: row.id,
    label: row.label,
    depth: row.depth,
  }));
  const named = (items: { id: string; name: string }[]) =>
    items.map((each) => ({ id: each.id, label: each.name }));
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="user-dialog">
      <DialogTitle>{user ? T.edit : T.add}</DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="user-dialog-refusal">
            {refusal}
          </Alert>
        )}
        <Box
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, pt: 1 }}
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {text('nickName', '姓名', { autoFocus: true })}
          {text('userName', '用户名', { placeholder: '留空时为手机号码' })}
          {text('phone', '手机号码', { required: !values.userName.trim() })}
          {text('email', '邮箱')}
          {text('userType', '用户域', {
            helperText: errors.userType ?? '账号所属的用户域，默认 default',
          })}
          {user ? (
            <Box />
          ) : (
            text('password', '初始密码', {
              type: 'password',
              autoComplete: 'new-password',
              helperText: '留空则先以短信验证码登录；须符合该用户域的密码策略',
            })
          )}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <IdsField
              label="部门"
              choices={departments}
              value={values.departmentIds}
              onChange={(ids) => set('departmentIds', ids)}
            />
          </Box>
          <IdsField
            label="角色"
            choices={named(choices.roles)}
            value={values.roleIds}
            onChange={(ids) => set('roleIds', ids)}
          />
          <IdsField
            label="标签"
            choices={named(choices.tags)}
            value={values.tagIds}
            onChange={(ids) => set('tagIds', ids)}
          />
          <TextField
            select
            size="small"
            label="岗位"
            value={values.postId}
            onChange={(event) => set('postId', event.target.value)}
          >
            <MenuItem value="">（无）</MenuItem>
            {choices.posts.map((each) => (
              <MenuItem key={each.id} value={each.id}>
                {each.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="职级"
            value={values.rankId}
            onChange={(event) => set('rankId', event.target.value)}
          >
            <MenuItem value="">（无）</MenuItem>
            {choices.ranks.map((each) => (
              <MenuItem key={each.id} value={each.id}>
                {each.name}
              </MenuItem>
            ))}
          </TextField>
          {text('headImageUrl', '头像地址', { placeholder: 'https://…' })}
          {text('expireDate', '到期日期', {
            type: 'date',
            helperText: errors.expireDate ?? `留空为${T.neverExpires}`,
            slotProps: { inputLabel: { shrink: true } },
          })}
          {!user && (
            <FormControlLabel
              control={
                <Switch
                  checked={values.isEnable}
                  onChange={(event) => set('isEnable', event.target.checked)}
                />
              }
              label="创建后立即启用"
            />
          )}
          <button type="submit" hidden />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
