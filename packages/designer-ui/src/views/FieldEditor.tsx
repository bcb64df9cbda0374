import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { checkField, type ItemEditor, type PropertyField } from '@tessera/designer';
import { ImageField } from './ImageField.js';
import { ListEditorField } from './ListEditor.js';

/** A field of the bound data source, offered by a `boundField` editor. */
export interface BoundFieldOption {
  name: string;
  label: string;
}

/**
 * How a value changes: `step` marks an edit that is a history step of its own (adding, removing
 * or moving a list item, an upload), not typing to be merged with the next keys.
 */
export type ValueChange = (value: unknown, options?: { step?: boolean }) => void;

/** One declared property: the editor its declaration names, with the check's error in place. */
export function FieldEditor({
  field,
  value,
  onChange,
  boundFields = [],
}: {
  field: PropertyField;
  value: unknown;
  onChange: ValueChange;
  boundFields?: readonly BoundFieldOption[];
}) {
  return (
    <ValueEditor
      label={field.label}
      editor={field.editor}
      error={checkField(field, value)}
      testId={`field-${field.path.join('.')}`}
      value={value}
      onChange={onChange}
      boundFields={boundFields}
    />
  );
}

/** The editor of one value: a declared property or a field of a list item. */
export function ValueEditor({
  label,
  editor,
  error,
  testId,
  value,
  onChange,
  boundFields,
}: {
  label: string;
  editor: ItemEditor;
  error: string | null;
  testId: string;
  value: unknown;
  onChange: ValueChange;
  boundFields: readonly BoundFieldOption[];
}) {
  switch (editor.kind) {
    case 'list':
      return (
        <ListEditorField
          label={label}
          editor={editor}
          error={error}
          testId={testId}
          value={value}
          onChange={onChange}
          boundFields={boundFields}
        />
      );
    case 'image':
      return (
        <ImageField
          label={label}
          value={value}
          testId={testId}
          onChange={(next) => onChange(next, { step: true })}
        />
      );
    case 'boundField':
      return (
        <TextField
          select
          size="small"
          fullWidth
          label={label}
          value={typeof value === 'string' ? value : ''}
          error={!!error}
          helperText={error ?? (boundFields.length === 0 ? '先在“数据”中绑定数据源' : undefined)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': testId } }}
        >
          <MenuItem value="">
            <em>不选</em>
          </MenuItem>
          {typeof value === 'string' &&
            value !== '' &&
            !boundFields.some((f) => f.name === value) && (
              <MenuItem value={value}>{value}</MenuItem>
            )}
          {boundFields.map((option) => (
            <MenuItem key={option.name} value={option.name}>
              {option.label || option.name}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'switch':
      return (
        <FormControlLabel
          data-testid={testId}
          control={
            <Switch
              size="small"
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
            />
          }
          label={label}
          slotProps={{ typography: { fontSize: 13 } }}
        />
      );
    case 'select':
      return (
        <TextField
          select
          size="small"
          fullWidth
          label={label}
          value={value ?? ''}
          error={!!error}
          helperText={error}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': testId } }}
        >
          {editor.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'number':
      return (
        <TextField
          size="small"
          fullWidth
          type="number"
          label={label}
          value={value ?? ''}
          error={!!error}
          helperText={error}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          slotProps={{
            htmlInput: {
              min: editor.min,
              max: editor.max,
              step: editor.step,
              'data-testid': testId,
            },
          }}
        />
      );
    case 'color':
      return (
        <Stack direction="row" spacing={1} alignItems="center">
          <input
            type="color"
            aria-label={label}
            value={typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : '#ffffff'}
            onChange={(e) => onChange(e.target.value)}
            style={{ width: 36, height: 32, border: 'none', background: 'none', padding: 0 }}
          />
          <TextField
            size="small"
            fullWidth
            label={label}
            value={value ?? ''}
            error={!!error}
            helperText={error}
            onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': testId } }}
          />
        </Stack>
      );
    default:
      return (
        <TextField
          size="small"
          fullWidth
          label={label}
          placeholder={editor.placeholder}
          multiline={editor.multiline}
          minRows={editor.multiline ? 2 : undefined}
          value={value ?? ''}
          error={!!error}
          helperText={error}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': testId } }}
        />
      );
  }
}
