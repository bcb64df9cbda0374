import { useMemo, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { FormFieldDefinition } from '@tessera/protocol';
import { approvalFieldModels, emptyApprovalValues } from '@tessera/screens';
import { ApprovalField, useApprovalForm } from '@tessera/screens/pc';

/** The preview's texts (ours). */
const TEXTS = { check: '校验表单', reset: '清空', valid: '校验通过' } as const;

function PreviewForm({ fields }: { fields: readonly FormFieldDefinition[] }) {
  const models = useMemo(
    () => approvalFieldModels(fields.filter((f) => f.type !== 'description')),
    [fields],
  );
  // The designer's default values (options.defaultValue) fill the empty form.
  const initial = useMemo(() => {
    const values = emptyApprovalValues(models);
    for (const field of fields) {
      const value = field.options?.defaultValue;
      if (value !== undefined && field.name in values) values[field.name] = value;
    }
    return values;
  }, [models, fields]);
  const form = useApprovalForm(models, initial);
  const [checked, setChecked] = useState<'idle' | 'ok' | 'failed'>('idle');
  return (
    <Stack spacing={0.5}>
      {fields.map((field) => {
        if (field.type === 'description') {
          return (
            <Typography key={field.uuid} variant="body2" color="text.secondary" sx={{ pb: 1.5 }}>
              {String(field.options?.content ?? field.label)}
            </Typography>
          );
        }
        const model = models.find((m) => m.uuid === field.uuid);
        return model ? <ApprovalField key={field.uuid} binding={form.bind(model)} /> : null;
      })}
      {checked === 'ok' && <Alert severity="success">{TEXTS.valid}</Alert>}
      <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
        <Button
          variant="contained"
          onClick={() => setChecked(form.validate() === null ? 'ok' : 'failed')}
        >
          {TEXTS.check}
        </Button>
        <Button
          onClick={() => {
            form.reset(initial);
            setChecked('idle');
          }}
        >
          {TEXTS.reset}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The live preview (VA-M1 messages, verbatim, from the approval pages' checks): the form drawn by the approval pages' own field widget (`ApprovalField` of
 * `@tessera/screens/pc`), with its spec 2 §5 checks on blur/change and on 校验表单. The preview
 * restarts (empty) whenever the design changes, so it always shows the form as designed.
 */
export function FormPreview({
  fields,
  device,
  name,
}: {
  fields: readonly FormFieldDefinition[];
  device: 'pc' | 'mobile';
  name: string;
}) {
  const key = JSON.stringify(fields);
  const body = <PreviewForm key={key} fields={fields} />;
  if (device === 'pc') {
    return (
      <Paper
        data-testid="form-preview"
        data-device="pc"
        variant="outlined"
        sx={{ p: 3, maxWidth: 720, mx: 'auto' }}
      >
        <Typography variant="h6" sx={{ mb: 2 }}>
          {name}
        </Typography>
        {body}
      </Paper>
    );
  }
  return (
    <Box
      data-testid="form-preview"
      data-device="mobile"
      sx={{
        width: 375,
        minHeight: 667,
        mx: 'auto',
        border: 10,
        borderColor: 'grey.900',
        borderRadius: 6,
        bgcolor: 'background.paper',
        overflow: 'hidden',
        boxShadow: 6,
      }}
    >
      <Box
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          py: 1.25,
          textAlign: 'center',
        }}
      >
        <Typography variant="subtitle1">{name}</Typography>
      </Box>
      <Box sx={{ p: 2 }}>{body}</Box>
    </Box>
  );
}
