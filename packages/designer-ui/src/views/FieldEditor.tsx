import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import type { PropertyField } from '@tessera/designer';

/** One declared property: the editor its declaration names, with the check's error in place. */
export function FieldEditor({
  field,
  value,
  onChange,
}: {
  field: PropertyField;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const error = field.check?.(value) ?? null;
  const { editor } = field;
  const testId = `field-${field.path.join('.')}`;
  switch (editor.kind) {
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
          label={field.label}
          slotProps={{ typography: { fontSize: 13 } }}
        />
      );
    case 'select':
      return (
        <TextField
          select
          size="small"
          fullWidth
          label={field.label}
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
          label={field.label}
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
            aria-label={field.label}
            value={typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : '#ffffff'}
            onChange={(e) => onChange(e.target.value)}
            style={{ width: 36, height: 32, border: 'none', background: 'none', padding: 0 }}
          />
          <TextField
            size="small"
            fullWidth
            label={field.label}
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
          label={field.label}
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
