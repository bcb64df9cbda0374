// The Form container, mobile flavour (spec 1 §2 Form-item renderer, §3 Form item, §4 adding
// mode, §5 checks): antd-mobile Form layout over the shared useFormWidget. The antd-mobile Form
// is the `<form>` (its submit runs our submit); its own field store is not used — values live in
// the data source, as on Pc.
import { Button, DotLoading, ErrorBlock, Form, NoticeBar } from 'antd-mobile';
import type { Control } from '@tessera/protocol';
import { FORM_TEXTS } from '../../forms/formTexts.js';
import { useFormWidget } from '../../forms/useFormWidget.js';
import { MobileFormItemField } from './MobileFormItemField.js';

/** Props of {@link MobileFormWidget}. */
export interface MobileFormWidgetProps {
  control: Control;
}

/**
 * The Form (typeName `Form`) on a phone: items as antd-mobile form rows (labels left at the
 * form's width, or on top), the check's message under each item, a full-width submit. Same
 * markup contract as the Pc form: `form-widget` (`data-mode`), `form-item` (`data-field`),
 * `form-item-error`, `form-value`, `form-submit`, `form-submit-error`.
 */
export function MobileFormWidget({ control }: MobileFormWidgetProps) {
  const form = useFormWidget(control);
  const { config } = form;
  if (!form.runtime.visible) return null;
  const body = () => {
    if (form.view === 'loading') {
      return (
        <div
          role="status"
          style={{ padding: 32, textAlign: 'center', color: 'var(--adm-color-weak)' }}
        >
          {FORM_TEXTS.loading}
          <DotLoading />
        </div>
      );
    }
    if (form.view === 'error' && !form.hasItem) {
      return (
        <div role="alert" style={{ padding: 16, color: 'var(--adm-color-danger)' }}>
          {form.errorMessage}
        </div>
      );
    }
    if (!form.hasItem) {
      return (
        <ErrorBlock
          status="empty"
          title={FORM_TEXTS.noRecord}
          description=""
          data-testid="form-empty"
        />
      );
    }
    return (
      <Form
        aria-label={config.title || undefined}
        onFinish={() => void form.submit()}
        layout={config.labelPosition === 'top' ? 'vertical' : 'horizontal'}
        style={{ '--prefix-width': `${config.labelWidth}px` }}
        footer={
          config.readOnly ? undefined : (
            <>
              {form.submitError ? (
                <NoticeBar
                  data-testid="form-submit-error"
                  color="error"
                  wrap
                  content={form.submitError}
                  style={{ marginBottom: 12 }}
                />
              ) : null}
              <Button
                type="submit"
                block
                color="primary"
                size="large"
                data-testid="form-submit"
                loading={form.submitting}
                disabled={form.submitting}
              >
                {config.submitText}
              </Button>
            </>
          )
        }
      >
        {form.items
          .filter((item) => item.model.visible)
          .map((item) => (
            <Form.Item
              key={item.model.field}
              label={
                <span id={`form-label-${control.id}-${item.model.field}`}>
                  {item.model.required && !item.readOnly ? (
                    <span aria-hidden style={{ color: 'var(--adm-color-danger)', marginRight: 2 }}>
                      *
                    </span>
                  ) : null}
                  {item.model.label}
                </span>
              }
              // antd-mobile draws its own mark only for fields in its store (ours are not).
              required={item.model.required && !item.readOnly}
              layout={
                item.model.kind === 'image-uploader' ||
                item.model.kind === 'video' ||
                item.model.kind === 'textarea'
                  ? 'vertical'
                  : undefined
              }
              description={
                <span
                  data-testid="form-item-error"
                  role={item.error ? 'alert' : undefined}
                  style={{ color: 'var(--adm-color-danger)' }}
                >
                  {item.error ?? ''}
                </span>
              }
            >
              <div
                data-testid="form-item"
                data-field={item.model.field}
                data-kind={item.model.kind}
                role="group"
                aria-labelledby={`form-label-${control.id}-${item.model.field}`}
              >
                <MobileFormItemField binding={item} />
              </div>
            </Form.Item>
          ))}
      </Form>
    );
  };
  return (
    <div
      data-testid="form-widget"
      data-mode={config.readOnly ? 'view' : 'edit'}
      style={{ height: '100%', overflowY: 'auto', background: '#fff' }}
    >
      {config.showTitle ? (
        <h2
          style={{
            margin: 0,
            padding: '12px 16px',
            fontSize: 16,
            fontWeight: 600,
            borderBottom: '1px solid var(--adm-color-border)',
          }}
        >
          {config.title}
        </h2>
      ) : null}
      {body()}
    </div>
  );
}
