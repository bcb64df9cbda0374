import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { LabelPosition } from '../../forms/formConfig.js';
import type { FormItemBinding } from '../../forms/useFormWidget.js';

/** Props of {@link FormItemRow}. */
export interface FormItemRowProps {
  binding: FormItemBinding;
  labelPosition: LabelPosition;
  labelWidth: number;
  children: ReactNode;
}

/**
 * One item's row: the label (left at the form's width, or on top; spec 1 §2 "label position and
 * width from form config"), a required mark, the control and the check's message under it.
 * Markup: `data-testid="form-item"`, `data-field`; the message is `data-testid="form-item-error"`.
 */
export function FormItemRow({ binding, labelPosition, labelWidth, children }: FormItemRowProps) {
  const { model, error } = binding;
  const left = labelPosition === 'left';
  const labelId = `form-label-${model.field}`;
  return (
    <Box
      data-testid="form-item"
      data-field={model.field}
      data-kind={model.kind}
      role="group"
      aria-labelledby={labelId}
      sx={{
        display: 'grid',
        gridTemplateColumns: left ? { xs: '1fr', sm: `${labelWidth}px minmax(0, 1fr)` } : '1fr',
        columnGap: 2,
        rowGap: 0.75,
        alignItems: 'start',
      }}
    >
      <Typography
        id={labelId}
        component="div"
        variant="body2"
        sx={{
          color: 'text.secondary',
          fontWeight: 500,
          lineHeight: '20px',
          pt: left ? { sm: 1 } : 0,
          textAlign: left ? { xs: 'left', sm: 'right' } : 'left',
          wordBreak: 'break-all',
        }}
      >
        {model.required && !binding.readOnly ? (
          <Box component="span" sx={{ color: 'error.main', mr: 0.5 }} aria-hidden>
            *
          </Box>
        ) : null}
        {model.label}
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        {children}
        <Typography
          data-testid="form-item-error"
          role={error ? 'alert' : undefined}
          variant="caption"
          component="div"
          sx={{ color: 'error.main', minHeight: 20, lineHeight: '20px', pt: 0.25 }}
        >
          {error ?? ''}
        </Typography>
      </Box>
    </Box>
  );
}
