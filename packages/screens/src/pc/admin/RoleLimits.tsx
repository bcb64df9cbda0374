import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { Role } from '@tessera/protocol';
import type { RoleAdminModel, RoleAdminSnapshot } from '../../admin/roleAdminModel.js';
import { ROLE_ADMIN_TEXTS as T } from '../../admin/roleAdminTexts.js';
import { departmentRows } from '../../admin/userForm.js';
import { IdsField } from './IdsField.js';
import { RolePanel } from './RolePanel.js';

/**
 * 限定部门: the departments the chosen role is limited to (spec 2 §6 "roles are limited to
 * departments (org tree)"): only holders in one of them or below one get the role's grants. A
 * built-in role cannot be limited (the server refuses; the panel says so instead of a picker).
 * Keyed by the role and its saved limits (a new draft when either changes).
 */
export function RoleLimits({
  role,
  snapshot,
  model,
  onSaved,
  onFailed,
}: {
  role: Role;
  snapshot: RoleAdminSnapshot;
  model: RoleAdminModel;
  onSaved: () => void;
  /** The server's refusal of the save. */
  onFailed: (error: unknown) => void;
}) {
  // The draft starts from the saved limits; the screen keys this panel by role and saved limits.
  const saved = snapshot.limits.map((each) => each.id);
  const [ids, setIds] = useState<string[]>(saved);
  const dirty = ids.join() !== saved.join();
  const choices = departmentRows(snapshot.departments).map((row) => ({
    id: row.id,
    label: row.label,
    depth: row.depth,
  }));
  return (
    <RolePanel
      title={T.limits}
      role={role}
      hint={T.limitsHint}
      testId="role-limits"
      actions={
        !role.isSystemBuiltIn && (
          <Button
            variant="contained"
            disableElevation
            onClick={() => void model.setLimits(ids).then(onSaved, onFailed)}
            disabled={!dirty || snapshot.busy}
          >
            {T.saveLimits}
          </Button>
        )
      }
    >
      <Box sx={{ px: 2, py: 1.5 }}>
        {role.isSystemBuiltIn ? (
          <Stack direction="row" spacing={1} alignItems="center" color="text.secondary">
            <LockOutlinedIcon fontSize="small" />
            <Typography variant="body2">{T.builtInNoLimits}</Typography>
          </Stack>
        ) : (
          <IdsField
            label={ids.length === 0 ? `${T.limits}（${T.noLimits}）` : T.limits}
            choices={choices}
            value={ids}
            onChange={setIds}
          />
        )}
      </Box>
    </RolePanel>
  );
}
