import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Divider,
  IconButton,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import AddIcon from '@mui/icons-material/Add';
import {
  checkControl,
  controlType,
  fieldValue,
  type ControlJson,
  type PropertyGroup,
} from '@tessera/designer';
import { useControlJson, useDesignerState, useSession } from '../react/DesignerContext.js';
import { DataSourceDialog, newDataSource, type EditedSource } from './DataSourceDialog.js';
import { EventsEditor } from './EventsEditor.js';
import { PagePanel } from './PagePanel.js';
import { PermissionEditor } from './PermissionEditor.js';
import { ReadOnlyFields } from './ReadOnlyFields.js';
import { FieldEditor, type BoundFieldOption } from './FieldEditor.js';
import { usePageDataSources } from './usePageDataSources.js';
import { EditedField } from './presenceViews.js';
import { useSchemaFields } from './useSchemaFields.js';

type PanelTab = PropertyGroup | 'events' | 'permission';

const TABS: readonly { value: PanelTab; label: string }[] = [
  { value: 'props', label: '属性' },
  { value: 'style', label: '样式' },
  { value: 'data', label: '数据' },
  { value: 'events', label: '事件' },
  { value: 'permission', label: '权限' },
];

function DataBinding({ control }: { control: ControlJson }) {
  const session = useSession();
  const sources = usePageDataSources();
  const [editing, setEditing] = useState<EditedSource | null>(null);
  const bindInfo = (control.bindInfo as Record<string, unknown> | undefined) ?? {};
  const dsId = typeof bindInfo.dsId === 'string' ? bindInfo.dsId : '';
  const bound = sources.find((s) => s.dsId === dsId);
  const fields = useSchemaFields(bound?.schemaName ?? null);
  const bindFields = controlType(control.typeName)?.bindFields ?? [];
  const fieldNameOf = (value: unknown) =>
    typeof value === 'string'
      ? value
      : ((value as { fieldName?: string } | undefined)?.fieldName ?? '');
  const save = (source: EditedSource) => {
    session.commands.putDataSource({ ...source });
    session.commands.setProperty(control.id, ['bindInfo', 'dsId'], source.dsId);
    session.history.stopCapturing();
    setEditing(null);
  };
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          select
          size="small"
          fullWidth
          label="数据源"
          value={dsId}
          onChange={(e) =>
            session.commands.setProperty(
              control.id,
              ['bindInfo', 'dsId'],
              e.target.value || undefined,
            )
          }
          slotProps={{ htmlInput: { 'data-testid': 'bind-ds' } }}
        >
          <MenuItem value="">
            <em>不绑定</em>
          </MenuItem>
          {sources.map((s) => (
            <MenuItem key={s.dsId} value={s.dsId}>
              {s.name || s.dsId}
            </MenuItem>
          ))}
        </TextField>
        {bound && (
          <IconButton aria-label="编辑数据源" onClick={() => setEditing(bound)}>
            <EditIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      <Button
        size="small"
        startIcon={<AddIcon />}
        data-testid="new-data-source"
        onClick={() => setEditing(newDataSource(crypto.randomUUID()))}
      >
        新建数据源
      </Button>
      {bound &&
        bindFields.map(({ key, label }) => (
          <TextField
            key={key}
            select
            size="small"
            label={label}
            value={fieldNameOf(bindInfo[key])}
            onChange={(e) =>
              session.commands.setProperty(
                control.id,
                ['bindInfo', key],
                e.target.value ? { fieldName: e.target.value } : undefined,
              )
            }
            slotProps={{ htmlInput: { 'data-testid': `bind-${key}` } }}
          >
            <MenuItem value="">
              <em>不显示</em>
            </MenuItem>
            {fields.map((field) => (
              <MenuItem key={field.name} value={field.name}>
                {field.label || field.name}
              </MenuItem>
            ))}
          </TextField>
        ))}
      {editing && (
        <DataSourceDialog
          open
          initial={editing}
          sources={sources}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
    </Stack>
  );
}

/** The fields of the source a control is bound to (what a `boundField` item editor offers). */
function useBoundFields(control: ControlJson | undefined): BoundFieldOption[] {
  const sources = usePageDataSources();
  const bindInfo = (control?.bindInfo as Record<string, unknown> | undefined) ?? {};
  const dsId = typeof bindInfo.dsId === 'string' ? bindInfo.dsId : '';
  const bound = sources.find((s) => s.dsId === dsId);
  const fields = useSchemaFields(bound?.schemaName ?? null);
  return useMemo(
    () => fields.map((field) => ({ name: field.name, label: field.label || field.name })),
    [fields],
  );
}

function ControlPanel({ id }: { id: string }) {
  const session = useSession();
  const control = useControlJson(id);
  const boundFields = useBoundFields(control);
  const [tab, setTab] = useState<PanelTab>('props');
  const declaration = control ? controlType(control.typeName) : undefined;
  const problems = useMemo(() => (control ? checkControl(control) : []), [control]);
  if (!control) return null;
  const fields = (declaration?.fields ?? []).filter((f) => f.group === tab);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2, pt: 1.5 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {declaration?.label ?? control.typeName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {control.typeName} · {control.id.slice(0, 8)}
        </Typography>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: PanelTab) => setTab(value)}
        variant="scrollable"
        sx={{
          minHeight: 40,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { minHeight: 40, minWidth: 56, px: 1.5 },
        }}
      >
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} data-testid={`panel-tab-${t.value}`} />
        ))}
      </Tabs>
      <Box sx={{ p: 2, overflow: 'auto', flex: 1 }}>
        <ReadOnlyFields>
          <Stack spacing={2} data-testid="property-panel">
            {(tab === 'props' || tab === 'style' || tab === 'data') &&
              fields.map((field) => (
                <EditedField key={field.path.join('.')} id={id} field={field.path.join('.')}>
                  <FieldEditor
                    field={field}
                    value={fieldValue(control, field)}
                    boundFields={boundFields}
                    onChange={(value, options) => {
                      // A list's add / remove / move or an upload is a history step of its own.
                      if (options?.step) session.history.stopCapturing();
                      session.commands.setProperty(
                        id,
                        field.path as [string, string, ...string[]],
                        value,
                      );
                      if (options?.step) session.history.stopCapturing();
                    }}
                  />
                </EditedField>
              ))}
            {tab === 'data' && declaration?.bindable && <DataBinding control={control} />}
            {tab === 'data' && !declaration?.bindable && fields.length === 0 && (
              <Typography color="text.secondary" fontSize={13}>
                该组件不绑定数据
              </Typography>
            )}
            {tab === 'events' && <EventsEditor control={control} />}
            {tab === 'permission' && <PermissionEditor control={control} />}
            {(tab === 'props' || tab === 'style') && fields.length === 0 && (
              <Typography color="text.secondary" fontSize={13}>
                没有可设置的{tab === 'props' ? '属性' : '样式'}
              </Typography>
            )}
            {problems.length > 0 && (
              <>
                <Divider />
                {problems.map((p) => (
                  <Typography key={p.path.join('.')} color="error" fontSize={12}>
                    {p.message}
                  </Typography>
                ))}
              </>
            )}
          </Stack>
        </ReadOnlyFields>
      </Box>
    </Box>
  );
}

/** The right-hand panel: the selected control's declared panels, or the page's when none. */
export function PropertyPanel({ onOpenPage }: { onOpenPage?: (pageId: string) => void }) {
  const selection = useDesignerState((s) => s.selection);
  if (selection.length === 1) return <ControlPanel key={selection[0]} id={selection[0]!} />;
  if (selection.length > 1) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          已选择 {selection.length} 个组件
        </Typography>
        <Typography color="text.secondary" fontSize={13} sx={{ mt: 1 }}>
          用工具栏的对齐与分布整理它们的位置。
        </Typography>
      </Box>
    );
  }
  return <PagePanel onOpenPage={onOpenPage} />;
}
