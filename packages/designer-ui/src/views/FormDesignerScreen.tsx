import { useState, type DragEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  CircularProgress,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Paper,
  Snackbar,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import SaveIcon from '@mui/icons-material/Save';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { FORM_FIELD_TYPES, formFieldType, isRequiredField } from '@tessera/designer';
import type { FormDesignCalls, FormDesignTarget } from '../model/formDesignerModel.js';
import { useFormDesigner } from '../react/useFormDesigner.js';
import { DesignerBar, UndoRedoButtons } from './DesignerBar.js';
import { FormFieldProperties } from './FormFieldProperties.js';
import { FormLibraryDialog } from './FormLibraryDialog.js';
import { FormPreview } from './FormPreview.js';

const GROUPS = ['基础字段', '选择字段', '组织字段', '其他'] as const;
/** spec 2 §2.12 access-denied text (the server refuses non-administrators with 403). */
const PAGE_DENIED_MESSAGE = '您没有访问权限！';
const DRAG_TYPE = 'application/x-tessera-form-field';

/**
 * The form designer (/form-design/{workFlowId}, /custom-form-design): a palette of field types
 * (click or drag in), the form's fields in order (drag to reorder), the selected field's
 * properties, and a live Pc / 移动端 preview drawn with the approval pages' field widget.
 */
export function FormDesignerScreen({
  calls,
  target,
  onBack,
}: {
  calls: FormDesignCalls;
  target: FormDesignTarget;
  onBack?: () => void;
}) {
  const [model, snap] = useFormDesigner(calls, target);
  const [view, setView] = useState<'design' | 'pc' | 'mobile'>('design');
  const [library, setLibrary] = useState(false);
  const [dropAt, setDropAt] = useState<number | null>(null);
  if (snap.state === 'loading') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
        <CircularProgress />
      </Box>
    );
  }
  if (snap.state === 'error') {
    return (
      <Box sx={{ p: 4 }}>
        <Alert severity="error">{snap.denied ? PAGE_DENIED_MESSAGE : snap.error}</Alert>
      </Box>
    );
  }
  const fields = snap.form.fields;
  const selected = fields.find((f) => f.uuid === snap.selected) ?? null;
  const name = String(snap.form.name ?? '');
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    setDropAt(null);
    const data = event.dataTransfer.getData(DRAG_TYPE);
    if (!data) return;
    const [kind, value] = data.split(':') as [string, string];
    if (kind === 'new') model.addField(value, index);
    else {
      const from = fields.findIndex((f) => f.uuid === value);
      model.moveField(value, from < index ? index - 1 : index);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh', bgcolor: 'grey.100' }}>
      <DesignerBar title="表单设计" onBack={onBack}>
        <TextField
          size="small"
          variant="standard"
          value={name}
          onChange={(event) => model.setSetting('name', event.target.value)}
          onBlur={() => model.stopCapturing()}
          slotProps={{ htmlInput: { 'aria-label': '表单名称' } }}
          sx={{ ml: 2, width: 220 }}
        />
        {snap.dirty && <Chip size="small" label="未保存" color="warning" variant="outlined" />}
        <Box sx={{ flex: 1 }} />
        <Tabs value={view} onChange={(_e, v) => setView(v)} sx={{ minHeight: 40 }}>
          <Tab value="design" label="设计" sx={{ minHeight: 40 }} />
          <Tab value="pc" label="Pc 预览" sx={{ minHeight: 40 }} />
          <Tab value="mobile" label="移动端预览" sx={{ minHeight: 40 }} />
        </Tabs>
        <Box sx={{ flex: 1 }} />
        <UndoRedoButtons
          history={{
            canUndo: snap.canUndo,
            canRedo: snap.canRedo,
            undo: model.undo,
            redo: model.redo,
          }}
        />
        <Button startIcon={<LibraryBooksIcon />} onClick={() => setLibrary(true)}>
          分类与模板
        </Button>
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={snap.saving}
          onClick={() => void model.save()}
        >
          保存
        </Button>
      </DesignerBar>
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <Paper
          square
          elevation={0}
          sx={{ width: 220, borderRight: 1, borderColor: 'divider', overflow: 'auto' }}
        >
          <List dense data-testid="field-palette">
            {GROUPS.map((group) => (
              <li key={group}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader sx={{ lineHeight: '36px' }}>{group}</ListSubheader>
                  {FORM_FIELD_TYPES.filter((t) => t.group === group).map((type) => (
                    <ListItemButton
                      key={type.type}
                      draggable
                      onDragStart={(event) =>
                        event.dataTransfer.setData(DRAG_TYPE, `new:${type.type}`)
                      }
                      onClick={() => model.addField(type.type)}
                      sx={{ mx: 1, mb: 0.5, borderRadius: 1, border: 1, borderColor: 'divider' }}
                    >
                      <ListItemText primary={type.label} />
                    </ListItemButton>
                  ))}
                </ul>
              </li>
            ))}
          </List>
        </Paper>
        <Box sx={{ flex: 1, overflow: 'auto', p: 3 }}>
          {view === 'design' ? (
            <Paper
              variant="outlined"
              sx={{ maxWidth: 720, mx: 'auto', p: 2, minHeight: 400 }}
              data-testid="form-canvas"
              onDragOver={(event) => {
                event.preventDefault();
                if (fields.length === 0) setDropAt(0);
              }}
              onDrop={(event) => onDrop(event, dropAt ?? fields.length)}
            >
              {fields.length === 0 && (
                <Typography color="text.secondary" sx={{ textAlign: 'center', py: 8 }}>
                  从左侧点击或拖入字段，开始设计表单
                </Typography>
              )}
              <Stack spacing={1}>
                {fields.map((field, index) => {
                  const active = field.uuid === snap.selected;
                  return (
                    <Box
                      key={field.uuid}
                      data-testid="design-field"
                      data-field={field.name}
                      draggable
                      onDragStart={(event) =>
                        event.dataTransfer.setData(DRAG_TYPE, `move:${field.uuid}`)
                      }
                      onDragOver={(event) => {
                        event.preventDefault();
                        const box = event.currentTarget.getBoundingClientRect();
                        setDropAt(event.clientY < box.top + box.height / 2 ? index : index + 1);
                      }}
                      onClick={() => model.select(field.uuid)}
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1.5,
                        p: 1.5,
                        borderRadius: 1,
                        cursor: 'pointer',
                        border: 1,
                        borderColor: active ? 'primary.main' : 'divider',
                        bgcolor: active ? 'action.selected' : 'background.paper',
                        borderTop: dropAt === index ? 3 : 1,
                        borderTopColor: dropAt === index ? 'primary.main' : undefined,
                        '&:hover .field-delete': { visibility: 'visible' },
                      }}
                    >
                      <DragIndicatorIcon fontSize="small" color="action" sx={{ cursor: 'grab' }} />
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography variant="body2" sx={{ fontWeight: 500 }}>
                          {isRequiredField(field.rules) && (
                            <Box component="span" sx={{ color: 'error.main', mr: 0.5 }}>
                              *
                            </Box>
                          )}
                          {field.label}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {field.type === 'description'
                            ? String(field.options?.content ?? '')
                            : String(field.options?.placeholder ?? '') || field.name}
                        </Typography>
                      </Box>
                      <Chip size="small" label={formFieldType(field.type)?.label ?? field.type} />
                      <IconButton
                        className="field-delete"
                        aria-label={`删除${field.label}`}
                        size="small"
                        sx={{ visibility: active ? 'visible' : 'hidden' }}
                        onClick={(event) => {
                          event.stopPropagation();
                          model.removeField(field.uuid);
                        }}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  );
                })}
              </Stack>
            </Paper>
          ) : (
            <FormPreview fields={fields} device={view} name={name} />
          )}
        </Box>
        <Paper
          square
          elevation={0}
          sx={{ width: 320, borderLeft: 1, borderColor: 'divider', overflow: 'auto', p: 2 }}
        >
          {selected ? (
            <FormFieldProperties key={selected.uuid} model={model} field={selected} />
          ) : (
            <FormSettings model={model} />
          )}
        </Paper>
      </Box>
      <FormLibraryDialog
        open={library}
        onClose={() => setLibrary(false)}
        model={model}
        snapshot={snap}
      />
      <Snackbar
        open={snap.saved !== null}
        autoHideDuration={3000}
        onClose={model.dismissToast}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          severity={snap.saved?.ok ? 'success' : 'error'}
          onClose={model.dismissToast}
          variant="filled"
        >
          {snap.saved?.message}
        </Alert>
      </Snackbar>
    </Box>
  );
}

/** With no field selected: the form's own settings (form type, enabled). */
function FormSettings({ model }: { model: ReturnType<typeof useFormDesigner>[0] }) {
  const snap = model.getSnapshot();
  return (
    <Stack spacing={2} data-testid="form-settings">
      <Typography variant="overline" color="text.secondary">
        表单设置
      </Typography>
      <TextField
        select
        size="small"
        label="表单分类"
        value={String(snap.form.formTypeId ?? '')}
        onChange={(event) => model.setSetting('formTypeId', event.target.value)}
        slotProps={{ select: { native: true } }}
      >
        {snap.formTypes.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={snap.form.enabled !== false}
            onChange={(event) => model.setSetting('enabled', event.target.checked)}
          />
        }
        label="启用表单"
      />
      <Typography variant="body2" color="text.secondary">
        共 {snap.form.fields.length}{' '}
        个字段。点击字段编辑其属性；每个字段提交为一条审批字段数据（FieldUuid、FieldName、FieldAlias、FieldType）。
      </Typography>
    </Stack>
  );
}
