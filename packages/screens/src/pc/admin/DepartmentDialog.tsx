import { useEffect, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { DepartmentNode, UserSummary } from '@tessera/protocol';
import {
  checkDepartmentForm,
  departmentFormOf,
  type DepartmentFormValues,
} from '../../admin/departmentAdminModel.js';
import { parentChoices } from '../../admin/departmentMoves.js';
import { DEPARTMENT_TEXTS as T } from '../../admin/departmentTexts.js';
import { userDisplayName } from '../../admin/userAdminTexts.js';

type Supervisor = { id: string; name: string };

/**
 * 新增部门 / 编辑部门: name, parent (any department but itself and those below it) and supervisor
 * (a user found by keyword); the server's refusal stays in the dialog.
 */
export function DepartmentDialog({
  root,
  department,
  parentId,
  findUsers,
  onClose,
  onSave,
}: {
  root: DepartmentNode | null;
  /** The department edited, `null` for a new one. */
  department: DepartmentNode | null;
  /** A new department's parent (`''`: the top level). */
  parentId?: string;
  findUsers: (keyWord: string) => Promise<UserSummary[]>;
  onClose: () => void;
  onSave: (values: DepartmentFormValues) => Promise<unknown>;
}) {
  const [values, setValues] = useState(() => departmentFormOf(department, parentId));
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [keyWord, setKeyWord] = useState('');
  const [options, setOptions] = useState<Supervisor[]>([]);
  useEffect(() => {
    let live = true;
    findUsers(keyWord).then(
      (users) =>
        live && setOptions(users.map((user) => ({ id: user.id, name: userDisplayName(user) }))),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [findUsers, keyWord]);
  const save = async () => {
    const found = checkDepartmentForm(values).label;
    setError(found);
    if (found) return;
    setBusy(true);
    setRefusal(null);
    try {
      await onSave(values);
      onClose();
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="department-dialog">
      <DialogTitle>{department ? T.edit : T.add}</DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="department-dialog-refusal">
            {refusal}
          </Alert>
        )}
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={T.label}
            required
            autoFocus
            value={values.label}
            onChange={(event) => {
              setValues((before) => ({ ...before, label: event.target.value }));
              setError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void save();
            }}
            error={error !== undefined}
            helperText={error}
          />
          <TextField
            select
            label={T.parent}
            value={values.parentId}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) =>
              setValues((before) => ({ ...before, parentId: event.target.value }))
            }
          >
            <MenuItem value="">{root?.label || T.allDepartments}</MenuItem>
            {parentChoices(root, department?.id ?? null).map((choice) => (
              <MenuItem key={choice.id} value={choice.id} sx={{ pl: 2 + (choice.depth + 1) * 2 }}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            options={options}
            value={values.supervisor}
            onChange={(_event, supervisor) => setValues((before) => ({ ...before, supervisor }))}
            onInputChange={(_event, text, reason) => {
              if (reason === 'input') setKeyWord(text);
            }}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            getOptionLabel={(option) => option.name}
            filterOptions={(all) => all}
            noOptionsText="没有找到用户"
            renderInput={(params) => (
              <TextField {...params} label={T.supervisor} placeholder={T.chooseSupervisor} />
            )}
          />
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
