import { useEffect, useState, useSyncExternalStore } from 'react';
import { FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { listOperations } from '@tessera/api';
import type { ControlJson } from '@tessera/designer';
import type { ControlPermissionSet, OperationSummary } from '@tessera/protocol';
import { useRequestClient, useSettings } from '@tessera/react';
import { useSession } from '../react/DesignerContext.js';

/** The page setting that holds the control permission sets while the page is designed. */
export const PERMISSION_SETS_SETTING = 'controlPermissionSetList';

const NO_SETS: ControlPermissionSet[] = [];

/** spec 1 §6 control modes: hidden without the operation, or shown but not usable. */
const MODES = [
  { value: 'Visible', label: '无权限时隐藏（Visible）' },
  { value: 'Available', label: '无权限时不可用（Available）' },
] as const;

/** The control's permission set (spec 1 §6): on or off, its mode and the operations it needs. */
export function PermissionEditor({ control }: { control: ControlJson }) {
  const session = useSession();
  const client = useRequestClient();
  const settings = useSettings();
  const [operations, setOperations] = useState<OperationSummary[]>([]);
  const sets = useSyncExternalStore(session.view.subscribeStructure, () => {
    const value = session.view.page().pageData[PERMISSION_SETS_SETTING];
    return (Array.isArray(value) ? value : NO_SETS) as ControlPermissionSet[];
  });
  useEffect(() => {
    let current = true;
    listOperations(client, settings)
      .then((list) => current && setOperations(list))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [client, settings]);

  const set = sets.find((s) => s.controlId === control.id) ?? {
    controlId: control.id,
    controlMode: 'Visible',
    enablePermission: false,
    operationPermissionList: [],
  };
  const write = (next: ControlPermissionSet) => {
    const others = sets.filter((s) => s.controlId !== control.id);
    session.commands.setPageSetting(PERMISSION_SETS_SETTING, [...others, next]);
  };
  return (
    <Stack spacing={1.5} data-testid="permission-editor">
      <FormControlLabel
        control={
          <Switch
            checked={set.enablePermission}
            onChange={(e) => write({ ...set, enablePermission: e.target.checked })}
            slotProps={{ input: { 'aria-label': '启用权限控制' } }}
          />
        }
        label="启用权限控制"
      />
      <TextField
        select
        size="small"
        label="控制方式"
        disabled={!set.enablePermission}
        value={set.controlMode}
        onChange={(e) => write({ ...set, controlMode: e.target.value })}
        slotProps={{ htmlInput: { 'data-testid': 'permission-mode' } }}
      >
        {MODES.map((m) => (
          <MenuItem key={m.value} value={m.value}>
            {m.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="所需操作"
        disabled={!set.enablePermission}
        value={set.operationPermissionList.map((o) => o.operId)}
        onChange={(e) => {
          const value = e.target.value as unknown as string[] | string;
          const ids = typeof value === 'string' ? value.split(',') : value;
          write({ ...set, operationPermissionList: ids.map((operId) => ({ operId })) });
        }}
        slotProps={{
          select: { multiple: true },
          htmlInput: { 'data-testid': 'permission-operations' },
        }}
      >
        {operations.map((o) => (
          <MenuItem key={o.operationId} value={o.operationId}>
            {o.name}（{o.operationId}）
          </MenuItem>
        ))}
      </TextField>
      <Typography color="text.secondary" fontSize={12}>
        没有所选操作的用户
        {set.controlMode === 'Available' ? '看得到此组件但不能使用' : '看不到此组件'}。
      </Typography>
    </Stack>
  );
}
