import { memo } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Checkbox,
  Chip,
  Divider,
  Drawer,
  FormControlLabel,
  FormGroup,
  IconButton,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { FlowNodeView } from '@tessera/designer';
import type { FormFieldDefinition } from '@tessera/protocol';
import {
  APPLICANT_OPERATIONS,
  APPROVAL_MODES,
  APPROVER_OPERATIONS,
  DEFAULT_APPROVAL_MODE,
  DEFAULT_EMPTY_APPROVER,
  EMPTY_APPROVER_ACTIONS,
  FIELD_PERMISSIONS,
  MAX_SUPERVISOR_LEVEL,
  type ApplicantOperation,
  type ApproverOperation,
  type AssigneeKind,
  type AssigneeRule,
  type FieldPermission,
  type UserRef,
} from '@tessera/workflow';
import type { FlowDesignerModel, RoleRef } from '../model/flowDesignerModel.js';
import { usePickerSearch } from '../react/usePickerSearch.js';
import { FlowConditionEditor } from './FlowConditionEditor.js';
import {
  APPLICANT_OPERATION_LABELS,
  APPROVAL_MODE_LABELS,
  APPROVER_OPERATION_LABELS,
  ASSIGNEE_KIND_LABELS,
  EMPTY_APPROVER_LABELS,
  FIELD_PERMISSION_LABELS,
} from './flowLabels.js';

const KINDS: readonly AssigneeKind[] = [
  'users',
  'roles',
  'supervisor',
  'multiLevelSupervisor',
  'applicantChoice',
  'applicant',
];
const LEVELS = Array.from({ length: MAX_SUPERVISOR_LEVEL }, (_, i) => i + 1);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle2" sx={{ mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Members picked from the organisation (the user list searched by keyword). */
function MemberPicker({
  label,
  value,
  onChange,
  search,
}: {
  label: string;
  value: readonly UserRef[];
  onChange: (users: UserRef[]) => void;
  search: (keyWord: string) => Promise<UserRef[]>;
}) {
  const [picker, { keyWord, found }] = usePickerSearch(search);
  const options = found?.items ?? [];
  const loading = found?.keyWord !== keyWord;
  return (
    <Autocomplete
      multiple
      size="small"
      options={[...options]}
      loading={loading}
      value={[...value]}
      filterOptions={(list) => list}
      isOptionEqualToValue={(a, b) => a.userId === b.userId}
      getOptionLabel={(user) => user.userName}
      onInputChange={(_e, text) => picker.setKeyWord(text)}
      onChange={(_e, users) =>
        onChange(users.map(({ userId, userName }) => ({ userId, userName })))
      }
      renderValue={(users, getItemProps) =>
        users.map((user, index) => (
          <Chip size="small" label={user.userName} {...getItemProps({ index })} key={user.userId} />
        ))
      }
      renderInput={(params) => <TextField {...params} label={label} placeholder="搜索成员" />}
      noOptionsText="没有匹配的成员"
      loadingText="加载中…"
    />
  );
}

/** Roles picked from the app's roles (the list is small: filtered as typed, no server search). */
function RolePicker({
  value,
  roles,
  onChange,
}: {
  value: readonly string[];
  roles: readonly RoleRef[];
  onChange: (roleIds: string[]) => void;
}) {
  const known = new Map(roles.map((role) => [role.roleId, role]));
  return (
    <Autocomplete
      multiple
      size="small"
      options={[...roles]}
      value={value.map((roleId) => known.get(roleId) ?? { roleId, roleName: roleId })}
      isOptionEqualToValue={(a, b) => a.roleId === b.roleId}
      getOptionLabel={(role) => role.roleName}
      onChange={(_e, picked) => onChange(picked.map((role) => role.roleId))}
      renderValue={(picked, getItemProps) =>
        picked.map((role, index) => (
          <Chip size="small" label={role.roleName} {...getItemProps({ index })} key={role.roleId} />
        ))
      }
      renderInput={(params) => <TextField {...params} label="角色" placeholder="选择角色" />}
      noOptionsText="没有匹配的角色"
    />
  );
}

/** Who the approvers (or CC recipients) are. */
function AssigneeEditor({
  rule,
  onChange,
  search,
  roles,
  isCc,
}: {
  rule: AssigneeRule | undefined;
  onChange: (rule: AssigneeRule) => void;
  search: (keyWord: string) => Promise<UserRef[]>;
  roles: readonly RoleRef[];
  isCc: boolean;
}) {
  const kind = rule?.kind ?? 'users';
  const change = (next: AssigneeKind) => {
    if (next === kind) return;
    if (next === 'users') onChange({ kind: 'users', users: [] });
    else if (next === 'roles') onChange({ kind: 'roles', roleIds: [] });
    else if (next === 'supervisor') onChange({ kind: 'supervisor', level: 1 });
    else if (next === 'multiLevelSupervisor') onChange({ kind: 'multiLevelSupervisor', levels: 2 });
    else if (next === 'applicantChoice') onChange({ kind: 'applicantChoice' });
    else if (next === 'applicant') onChange({ kind: 'applicant' });
  };
  const kinds = isCc ? KINDS.filter((k) => k !== 'applicantChoice') : KINDS;
  return (
    <>
      <RadioGroup
        row
        value={kind}
        onChange={(event) => change(event.target.value as AssigneeKind)}
        sx={{ mb: 1.5 }}
      >
        {kinds.map((each) => (
          <FormControlLabel
            key={each}
            value={each}
            control={<Radio size="small" />}
            label={ASSIGNEE_KIND_LABELS[each]}
            sx={{ width: '30%', mr: 0 }}
          />
        ))}
      </RadioGroup>
      {rule?.kind === 'users' && (
        <MemberPicker
          label={isCc ? '抄送人' : '审批人'}
          value={rule.users}
          onChange={(users) => onChange({ kind: 'users', users })}
          search={search}
        />
      )}
      {rule?.kind === 'supervisor' && (
        <TextField
          select
          size="small"
          fullWidth
          label="主管"
          value={rule.level}
          onChange={(event) => onChange({ kind: 'supervisor', level: Number(event.target.value) })}
        >
          {LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {level === 1 ? '直接主管' : `第 ${level} 级主管`}
            </MenuItem>
          ))}
        </TextField>
      )}
      {rule?.kind === 'multiLevelSupervisor' && (
        <TextField
          select
          size="small"
          fullWidth
          label="审批终点"
          value={rule.levels}
          onChange={(event) =>
            onChange({ kind: 'multiLevelSupervisor', levels: Number(event.target.value) })
          }
        >
          {LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {`从直接主管到第 ${level} 级主管`}
            </MenuItem>
          ))}
        </TextField>
      )}
      {rule?.kind === 'applicantChoice' && (
        <MemberPicker
          label="可选范围（不选则不限）"
          value={rule.candidates ?? []}
          onChange={(users) =>
            onChange(
              users.length
                ? { kind: 'applicantChoice', candidates: users }
                : { kind: 'applicantChoice' },
            )
          }
          search={search}
        />
      )}
      {rule?.kind === 'applicant' && (
        <Typography variant="body2" color="text.secondary">
          由发起人自己{isCc ? '接收抄送' : '审批'}
        </Typography>
      )}
      {rule?.kind === 'roles' && (
        <RolePicker
          value={rule.roleIds}
          roles={roles}
          onChange={(roleIds) => onChange({ kind: 'roles', roleIds })}
        />
      )}
    </>
  );
}

function OperationChecks<T extends string>({
  all,
  labels,
  value,
  fixed,
  onChange,
}: {
  all: readonly T[];
  labels: Record<T, string>;
  value: readonly T[];
  fixed?: T;
  onChange: (next: T[]) => void;
}) {
  return (
    <FormGroup row>
      {all.map((op) => (
        <FormControlLabel
          key={op}
          control={
            <Checkbox
              size="small"
              checked={value.includes(op)}
              disabled={op === fixed}
              onChange={(event) =>
                onChange(
                  all.filter((each) => (each === op ? event.target.checked : value.includes(each))),
                )
              }
            />
          }
          label={labels[op]}
        />
      ))}
    </FormGroup>
  );
}

/** Field permissions of an approver step (WF-M6): 可编辑 / 只读 / 隐藏, 只读 by default. */
function FieldPermissions({
  fields,
  value,
  onChange,
}: {
  fields: readonly FormFieldDefinition[];
  value: Record<string, FieldPermission>;
  onChange: (next: Record<string, FieldPermission>) => void;
}) {
  if (fields.length === 0) {
    return <Alert severity="info">流程还没有表单，请先在表单设计中添加字段</Alert>;
  }
  return (
    <Table size="small" data-testid="field-permissions">
      <TableHead>
        <TableRow>
          <TableCell>字段</TableCell>
          {FIELD_PERMISSIONS.map((p) => (
            <TableCell key={p} align="center" sx={{ whiteSpace: 'nowrap' }}>
              {FIELD_PERMISSION_LABELS[p]}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((field) => {
          const current = value[field.uuid] ?? 'read';
          return (
            <TableRow key={field.uuid} data-field={field.name}>
              <TableCell>{field.label}</TableCell>
              {FIELD_PERMISSIONS.map((p) => (
                <TableCell key={p} align="center" padding="checkbox">
                  <Radio
                    size="small"
                    checked={current === p}
                    onChange={() => onChange({ ...value, [field.uuid]: p })}
                    slotProps={{
                      input: { 'aria-label': `${field.label}${FIELD_PERMISSION_LABELS[p]}` },
                    }}
                  />
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * The settings below 节点名称. Typing a name changes only the name, so this part is kept as it
 * was (memoised on the node without its name): a keystroke redraws the name field and the card.
 */
const NodeSettings = memo(
  function NodeSettings({
    node,
    fields,
    roles,
    model,
  }: {
    node: FlowNodeView;
    fields: readonly FormFieldDefinition[];
    roles: readonly RoleRef[];
    model: FlowDesignerModel;
  }) {
    const type = node.type ?? 'branch';
    const set = (setting: string, value: unknown) => model.setNode(node.key, setting, value);
    const setNow = (setting: string, value: unknown) => {
      set(setting, value);
      model.stopCapturing();
    };
    return (
      <>
        {type === 'start' && (
          <>
            <Section title="发起人">
              <Typography variant="body2" color="text.secondary">
                所有人可发起
              </Typography>
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={node.requireDepartment === true}
                    onChange={(event) => setNow('requireDepartment', event.target.checked)}
                  />
                }
                label="发起时须选择部门"
              />
            </Section>
            <Section title="发起人可执行的操作">
              <OperationChecks<ApplicantOperation>
                all={APPLICANT_OPERATIONS}
                labels={APPLICANT_OPERATION_LABELS}
                value={
                  (node.operations as ApplicantOperation[] | undefined) ?? APPLICANT_OPERATIONS
                }
                onChange={(next) => setNow('operations', next)}
              />
            </Section>
          </>
        )}
        {(type === 'approver' || type === 'cc') && (
          <Section title={type === 'cc' ? '抄送人' : '审批人'}>
            <AssigneeEditor
              rule={(type === 'cc' ? node.recipients : node.assignee) as AssigneeRule | undefined}
              onChange={(rule) => setNow(type === 'cc' ? 'recipients' : 'assignee', rule)}
              search={model.searchUsers}
              roles={roles}
              isCc={type === 'cc'}
            />
          </Section>
        )}
        {type === 'approver' && (
          <>
            <Section title="多人审批时采用的审批方式">
              <RadioGroup
                value={(node.mode as string | undefined) ?? DEFAULT_APPROVAL_MODE}
                onChange={(event) => setNow('mode', event.target.value)}
              >
                {APPROVAL_MODES.map((mode) => (
                  <FormControlLabel
                    key={mode}
                    value={mode}
                    control={<Radio size="small" />}
                    label={APPROVAL_MODE_LABELS[mode]}
                  />
                ))}
              </RadioGroup>
            </Section>
            <Section title="审批人为空时">
              <RadioGroup
                row
                value={(node.emptyApprover as string | undefined) ?? DEFAULT_EMPTY_APPROVER}
                onChange={(event) => setNow('emptyApprover', event.target.value)}
              >
                {EMPTY_APPROVER_ACTIONS.map((action) => (
                  <FormControlLabel
                    key={action}
                    value={action}
                    control={<Radio size="small" />}
                    label={EMPTY_APPROVER_LABELS[action]}
                  />
                ))}
              </RadioGroup>
            </Section>
            <Section title="审批人可执行的操作">
              <OperationChecks<ApproverOperation>
                all={APPROVER_OPERATIONS}
                labels={APPROVER_OPERATION_LABELS}
                value={(node.operations as ApproverOperation[] | undefined) ?? APPROVER_OPERATIONS}
                fixed="PASS"
                onChange={(next) => setNow('operations', next)}
              />
            </Section>
            <Section title="表单字段权限">
              <FieldPermissions
                fields={fields}
                value={(node.fieldPermissions as Record<string, FieldPermission>) ?? {}}
                onChange={(next) => setNow('fieldPermissions', next)}
              />
            </Section>
          </>
        )}
        {type === 'branch' && node.isDefault === true && (
          <Alert severity="info">其他条件都不满足时进入此分支</Alert>
        )}
        {type === 'branch' && node.isDefault !== true && (
          <FlowConditionEditor
            value={node.condition}
            fields={fields}
            onChange={(next) => set('condition', next)}
          />
        )}
      </>
    );
  },
  (a, b) =>
    a.model === b.model &&
    a.fields === b.fields &&
    a.roles === b.roles &&
    JSON.stringify({ ...a.node, name: '' }) === JSON.stringify({ ...b.node, name: '' }),
);

/**
 * The selected node's settings in a drawer: its name, and by type the approvers (who, how
 * several decide, when nobody is found, the operations allowed, the field permissions), the CC
 * recipients, a branch's condition, or the applicant's options.
 */
export function FlowNodeDrawer({
  node,
  problems,
  fields,
  roles,
  model,
}: {
  node: FlowNodeView | null;
  problems: readonly string[];
  fields: readonly FormFieldDefinition[];
  roles: readonly RoleRef[];
  model: FlowDesignerModel;
}) {
  const open = node !== null && node.type !== 'end';
  const set = (setting: string, value: unknown) => {
    if (node) model.setNode(node.key, setting, value);
  };
  const type = node?.type ?? 'branch';
  const title =
    type === 'start'
      ? '发起人'
      : type === 'approver'
        ? '审批人设置'
        : type === 'cc'
          ? '抄送人设置'
          : type === 'route'
            ? '条件分支'
            : '条件设置';
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={() => model.select(null)}
      slotProps={{ paper: { sx: { width: 520 }, 'data-testid': 'flow-node-settings' } as object }}
    >
      {node && (
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Stack direction="row" alignItems="center" sx={{ px: 3, py: 1.5 }}>
            <Typography variant="h6" sx={{ flex: 1 }}>
              {title}
            </Typography>
            <IconButton aria-label="关闭" onClick={() => model.select(null)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Divider />
          <Box sx={{ flex: 1, overflow: 'auto', px: 3, py: 2 }}>
            {problems.length > 0 && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {problems.join('；')}
              </Alert>
            )}
            {type !== 'start' && (
              <TextField
                fullWidth
                size="small"
                label="节点名称"
                value={node.name}
                onChange={(event) => set('name', event.target.value)}
                onBlur={() => model.stopCapturing()}
                sx={{ mb: 3 }}
              />
            )}
            <NodeSettings node={node} fields={fields} roles={roles} model={model} />
          </Box>
        </Box>
      )}
    </Drawer>
  );
}
