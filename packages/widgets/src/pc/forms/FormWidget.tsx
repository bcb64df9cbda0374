import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { Control } from '@tessera/protocol';
import { FORM_TEXTS } from '../../forms/formTexts.js';
import { useFormWidget } from '../../forms/useFormWidget.js';
import { FormItemField } from './FormItemField.js';
import { FormItemRow } from './FormItemRow.js';

/** Props of {@link FormWidget}. */
export interface FormWidgetProps {
  control: Control;
}

/**
 * The Form container (typeName `Form`): its items over the bound source's current item — the
 * new entry in adding mode, else the cursor item — editable or view-only, labels left or on top
 * at the configured width, checks on blur/change and a submit through the scheduler (add or
 * update), firing `submitSuccess`/`submitFail` and each item's `change`. Markup: root
 * `data-testid="form-widget"` (a `form` named by the title), submit button `form-submit`,
 * the server's refusal `form-submit-error`.
 */
export function FormWidget({ control }: FormWidgetProps) {
  const form = useFormWidget(control);
  const { config } = form;
  if (!form.runtime.visible) return null;
  const title = config.showTitle ? config.title : undefined;
  const body = () => {
    if (form.view === 'loading') {
      return (
        <Stack
          role="status"
          direction="row"
          spacing={1}
          alignItems="center"
          sx={{ py: 4, justifyContent: 'center', color: 'text.secondary' }}
        >
          <CircularProgress size={18} />
          <Typography variant="body2">{FORM_TEXTS.loading}</Typography>
        </Stack>
      );
    }
    if (form.view === 'error' && !form.hasItem) {
      return <Alert severity="error">{form.errorMessage}</Alert>;
    }
    if (!form.hasItem) {
      return (
        <Typography
          data-testid="form-empty"
          variant="body2"
          color="text.secondary"
          sx={{ py: 4, textAlign: 'center' }}
        >
          {FORM_TEXTS.noRecord}
        </Typography>
      );
    }
    return (
      <Stack spacing={0.5}>
        {form.items
          .filter((item) => item.model.visible)
          .map((item) => (
            <FormItemRow
              key={item.model.field}
              binding={item}
              labelPosition={config.labelPosition}
              labelWidth={config.labelWidth}
            >
              <FormItemField binding={item} />
            </FormItemRow>
          ))}
      </Stack>
    );
  };
  return (
    <Paper
      component="form"
      data-testid="form-widget"
      data-mode={config.readOnly ? 'view' : 'edit'}
      aria-label={config.title || undefined}
      noValidate
      elevation={0}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      {title ? (
        <Box sx={{ px: 3, py: 1.75, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
            {title}
          </Typography>
        </Box>
      ) : null}
      <Box sx={{ flex: 1, overflowY: 'auto', px: 3, pt: 2.5, pb: 1 }}>{body()}</Box>
      {!config.readOnly && form.hasItem ? (
        <Box sx={{ px: 3, py: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
          {form.submitError ? (
            <Alert data-testid="form-submit-error" severity="error" sx={{ mb: 1.5 }}>
              {form.submitError}
            </Alert>
          ) : null}
          <Box
            sx={{
              display: 'flex',
              pl: config.labelPosition === 'left' ? { sm: `${config.labelWidth + 16}px` } : 0,
            }}
          >
            <Button
              type="submit"
              variant="contained"
              data-testid="form-submit"
              disabled={form.submitting}
              startIcon={
                form.submitting ? <CircularProgress size={16} color="inherit" /> : undefined
              }
              sx={{ minWidth: 120 }}
            >
              {config.submitText}
            </Button>
          </Box>
        </Box>
      ) : null}
    </Paper>
  );
}
