import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { RevealedPassword } from '../../admin/userAdminModel.js';
import { USER_ADMIN_TEXTS as T } from '../../admin/userAdminTexts.js';

/** A question before a write (删除, 重置密码); the server's refusal stays in the dialog. */
export function ConfirmDialog({
  title,
  text,
  confirm,
  danger,
  onClose,
  onConfirm,
  children,
}: {
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
  /** More of the question (a date field). */
  children?: ReactNode;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="confirm-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <DialogContentText>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          onClick={() => void run()}
          disabled={busy}
        >
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The password a reset answered (spec 2 §7.3 "password create"): shown this once, with a copy
 * button; closing forgets it (the model's `dismissPassword`).
 */
export function PasswordDialog({
  revealed,
  onClose,
}: {
  revealed: RevealedPassword;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(revealed.password).then(() => setCopied(true));
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="password-dialog">
      <DialogTitle>
        {T.passwordTitle}
        {revealed.name ? ` · ${revealed.name}` : ''}
      </DialogTitle>
      <DialogContent>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            bgcolor: 'grey.100',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 2,
            py: 1.5,
            mb: 2,
          }}
        >
          <Typography
            data-testid="one-time-password"
            sx={{ fontFamily: 'monospace', fontSize: 20, letterSpacing: 1, flex: 1 }}
          >
            {revealed.password}
          </Typography>
          <Tooltip title={copied ? T.copied : T.copy}>
            <IconButton onClick={copy} aria-label={T.copy}>
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <Alert severity="warning">{T.passwordOnce}</Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {T.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 设置有效期 (spec 2 §4 "activated with an expiry time"): a day, or never; dormancy is cleared. */
export function ActivateDialog({
  name,
  expireTime,
  onClose,
  onActivate,
}: {
  name: string;
  expireTime: string | null;
  onClose: () => void;
  onActivate: (expireTime: string | null) => Promise<unknown>;
}) {
  const [day, setDay] = useState(expireTime ? expireTime.slice(0, 10) : '');
  const [never, setNever] = useState(expireTime === null);
  return (
    <ConfirmDialog
      title={`${T.activate} · ${name}`}
      text="账号到期后不能登录；设置新的有效期会同时解除休眠。"
      confirm={T.save}
      onClose={onClose}
      onConfirm={() => onActivate(never || !day ? null : new Date(`${day}T23:59:59`).toISOString())}
    >
      <TextField
        size="small"
        type="date"
        label="到期日期"
        value={day}
        disabled={never}
        onChange={(event) => setDay(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mt: 2 }}
        fullWidth
      />
      <FormControlLabel
        control={<Checkbox checked={never} onChange={(event) => setNever(event.target.checked)} />}
        label={T.neverExpires}
      />
    </ConfirmDialog>
  );
}

/** 分配角色: one role for every selected user (the roles they hold stay); asked as a question. */
export function AssignRoleDialog({
  roles,
  count,
  onClose,
  onAssign,
}: {
  roles: { id: string; name: string }[];
  /** How many users are selected. */
  count: number;
  onClose: () => void;
  onAssign: (role: { id: string; name: string }) => Promise<unknown>;
}) {
  const [roleId, setRoleId] = useState('');
  const role = roles.find((each) => each.id === roleId);
  return (
    <ConfirmDialog
      title={`${T.bulkAssignRole} · ${T.selected(count)}`}
      text={T.assignRoleHint}
      confirm={T.bulkAssignRole}
      onClose={onClose}
      onConfirm={() => (role ? onAssign(role) : Promise.reject(new Error(T.chooseRole)))}
    >
      <TextField
        select
        fullWidth
        label={T.chooseRole}
        value={roleId}
        onChange={(event) => setRoleId(event.target.value)}
        sx={{ mt: 2 }}
      >
        {roles.map((each) => (
          <MenuItem key={each.id} value={each.id}>
            {each.name}
          </MenuItem>
        ))}
      </TextField>
    </ConfirmDialog>
  );
}
