import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { ControlJson } from '@tessera/designer';
import { WIDGET_EVENTS } from '@tessera/widgets';
import { useSession } from '../react/DesignerContext.js';
import { usePageDataSources } from './usePageDataSources.js';

/** The events a control can fire, by name (the widget kit's names). */
const EVENT_LABELS: Record<string, string> = {
  [WIDGET_EVENTS.click]: '点击',
  [WIDGET_EVENTS.rowClick]: '行点击',
  [WIDGET_EVENTS.operationOneClick]: '操作一点击',
  [WIDGET_EVENTS.operationTwoClick]: '操作二点击',
  [WIDGET_EVENTS.operationThereClick]: '操作三点击',
  [WIDGET_EVENTS.submitSuccess]: '提交成功',
};

/** The action types the editor writes (the event runner's built-in ones, spec 1 §4). */
const ACTION_TYPES: readonly { typeName: string; label: string }[] = [
  { typeName: 'showMessage', label: '提示消息' },
  { typeName: 'navigate', label: '打开页面' },
  { typeName: 'refreshDataSource', label: '刷新数据源' },
  { typeName: 'setVariable', label: '设置页面变量' },
  { typeName: 'goBack', label: '返回' },
];

/** Condition operators offered on a variable (spec 1 §3 Condition). */
const CONDITION_ACTIONS: readonly { value: string; label: string }[] = [
  { value: 'eq', label: '等于' },
  { value: 'ne', label: '不等于' },
  { value: 'gt', label: '大于' },
  { value: 'lt', label: '小于' },
  { value: 'contains', label: '包含' },
  { value: 'existnotempty', label: '不为空' },
];

interface Action {
  id: string;
  name: string;
  typeName: string;
  params?: Record<string, unknown>;
  timeOut?: number;
  conditions?: { conditions: Condition[]; isStopNext?: boolean } | null;
}
interface Condition {
  leftExp: { source: 'variable'; name: string };
  action: string;
  rightExp?: { source: 'const'; value: unknown };
}
interface EventDef {
  eventName: string;
  label?: string;
  actions: Action[];
  timeSetting?: { timeSettingOpen: boolean; timeNum?: number };
}

function ActionEditor({
  action,
  onChange,
  onRemove,
}: {
  action: Action;
  onChange: (action: Action) => void;
  onRemove: () => void;
}) {
  const sources = usePageDataSources();
  const params = action.params ?? {};
  const condition = action.conditions?.conditions[0];
  const setParams = (change: Record<string, unknown>) =>
    onChange({ ...action, params: { ...params, ...change } });
  const setCondition = (next: Condition | null) =>
    onChange({ ...action, conditions: next ? { conditions: [next], isStopNext: true } : null });
  return (
    <Card variant="outlined" data-testid="event-action">
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack spacing={1.25}>
          <Stack direction="row" spacing={1} alignItems="center">
            <TextField
              select
              size="small"
              label="动作"
              fullWidth
              value={action.typeName}
              onChange={(e) => {
                const type = ACTION_TYPES.find((t) => t.typeName === e.target.value);
                onChange({
                  ...action,
                  typeName: e.target.value,
                  name: type?.label ?? e.target.value,
                  params: {},
                });
              }}
              slotProps={{ htmlInput: { 'data-testid': 'action-type' } }}
            >
              {ACTION_TYPES.map((t) => (
                <MenuItem key={t.typeName} value={t.typeName}>
                  {t.label}
                </MenuItem>
              ))}
            </TextField>
            <IconButton size="small" aria-label="删除动作" onClick={onRemove}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
          {action.typeName === 'showMessage' && (
            <TextField
              size="small"
              label="提示文字"
              value={String(params.text ?? '')}
              onChange={(e) => setParams({ text: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'action-text' } }}
            />
          )}
          {action.typeName === 'navigate' && (
            <TextField
              size="small"
              label="页面地址"
              placeholder="/articles"
              value={String(params.url ?? '')}
              onChange={(e) => setParams({ url: e.target.value })}
            />
          )}
          {action.typeName === 'refreshDataSource' && (
            <TextField
              select
              size="small"
              label="数据源"
              value={(params.dsIds as string[] | undefined) ?? []}
              onChange={(e) => {
                const value = e.target.value as unknown as string[] | string;
                setParams({ dsIds: typeof value === 'string' ? value.split(',') : value });
              }}
              slotProps={{ select: { multiple: true } }}
            >
              {sources.map((s) => (
                <MenuItem key={s.dsId} value={s.dsId}>
                  {s.name || s.dsId}
                </MenuItem>
              ))}
            </TextField>
          )}
          {action.typeName === 'setVariable' && (
            <Stack direction="row" spacing={1}>
              <TextField
                size="small"
                label="变量名"
                value={String(params.name ?? '')}
                onChange={(e) => setParams({ name: e.target.value })}
              />
              <TextField
                size="small"
                label="值"
                value={String(params.value ?? '')}
                onChange={(e) => setParams({ value: e.target.value })}
              />
            </Stack>
          )}
          <TextField
            size="small"
            type="number"
            label="延时（秒）"
            value={action.timeOut ?? ''}
            onChange={(e) =>
              onChange({
                ...action,
                timeOut: e.target.value === '' ? undefined : Number(e.target.value),
              })
            }
            slotProps={{ htmlInput: { min: 0 } }}
          />
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={!!condition}
                onChange={(e) =>
                  setCondition(
                    e.target.checked
                      ? {
                          leftExp: { source: 'variable', name: '' },
                          action: 'eq',
                          rightExp: { source: 'const', value: '' },
                        }
                      : null,
                  )
                }
                slotProps={{ input: { 'aria-label': '执行条件' } }}
              />
            }
            label="满足条件时执行"
            slotProps={{ typography: { fontSize: 13 } }}
          />
          {condition && (
            <Stack direction="row" spacing={1} data-testid="action-condition">
              <TextField
                size="small"
                label="页面变量"
                value={condition.leftExp.name}
                onChange={(e) =>
                  setCondition({
                    ...condition,
                    leftExp: { source: 'variable', name: e.target.value },
                  })
                }
                slotProps={{ htmlInput: { 'data-testid': 'condition-variable' } }}
              />
              <TextField
                select
                size="small"
                label="比较"
                sx={{ minWidth: 96 }}
                value={condition.action}
                onChange={(e) => setCondition({ ...condition, action: e.target.value })}
              >
                {CONDITION_ACTIONS.map((c) => (
                  <MenuItem key={c.value} value={c.value}>
                    {c.label}
                  </MenuItem>
                ))}
              </TextField>
              {condition.action !== 'existnotempty' && (
                <TextField
                  size="small"
                  label="值"
                  value={String(condition.rightExp?.value ?? '')}
                  onChange={(e) =>
                    setCondition({
                      ...condition,
                      rightExp: { source: 'const', value: e.target.value },
                    })
                  }
                  slotProps={{ htmlInput: { 'data-testid': 'condition-value' } }}
                />
              )}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The control's events and their action chains (spec 1 §3 Control events, §4 Events). */
export function EventsEditor({ control }: { control: ControlJson }) {
  const session = useSession();
  const events = (Array.isArray(control.events) ? control.events : []) as EventDef[];
  const write = (next: EventDef[]) =>
    session.commands.setField(control.id, 'events', next.length ? next : undefined);
  const setEvent = (index: number, event: EventDef) =>
    write(events.map((e, i) => (i === index ? event : e)));
  const newAction = (): Action => ({
    id: crypto.randomUUID().slice(0, 8),
    name: '提示消息',
    typeName: 'showMessage',
    params: { text: '' },
  });
  return (
    <Stack spacing={1.5} data-testid="events-editor">
      {events.map((event, index) => (
        <Box
          key={index}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }}
          data-testid="event"
        >
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
            <TextField
              select
              size="small"
              label="事件"
              fullWidth
              value={event.eventName}
              onChange={(e) => setEvent(index, { ...event, eventName: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'event-name' } }}
            >
              {Object.entries(EVENT_LABELS).map(([name, label]) => (
                <MenuItem key={name} value={name}>
                  {label}（{name}）
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              size="small"
              aria-label="删除事件"
              onClick={() => write(events.filter((_, i) => i !== index))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Stack spacing={1}>
            {event.actions.map((action, a) => (
              <ActionEditor
                key={action.id}
                action={action}
                onChange={(next) =>
                  setEvent(index, {
                    ...event,
                    actions: event.actions.map((x, i) => (i === a ? next : x)),
                  })
                }
                onRemove={() =>
                  setEvent(index, { ...event, actions: event.actions.filter((_, i) => i !== a) })
                }
              />
            ))}
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() =>
                setEvent(index, { ...event, actions: [...event.actions, newAction()] })
              }
            >
              添加动作
            </Button>
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={event.timeSetting?.timeSettingOpen ?? false}
                  onChange={(e) =>
                    setEvent(index, {
                      ...event,
                      timeSetting: {
                        timeSettingOpen: e.target.checked,
                        timeNum: event.timeSetting?.timeNum ?? 2,
                      },
                    })
                  }
                />
              }
              label={`节流${event.timeSetting?.timeSettingOpen ? `（${event.timeSetting.timeNum ?? 2} 秒）` : ''}`}
              slotProps={{ typography: { fontSize: 13 } }}
            />
          </Stack>
        </Box>
      ))}
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddIcon />}
        data-testid="add-event"
        onClick={() => {
          write([...events, { eventName: WIDGET_EVENTS.click, actions: [newAction()] }]);
          session.history.stopCapturing();
        }}
      >
        添加事件
      </Button>
      {events.length === 0 && (
        <Typography color="text.secondary" fontSize={13}>
          设计模式下事件不会执行；发布后在页面上生效。
        </Typography>
      )}
    </Stack>
  );
}
