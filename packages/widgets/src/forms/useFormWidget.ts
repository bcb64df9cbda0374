// The headless Form: its items over the bound data source's current item (spec 1 §4: the cursor
// item, or the new entry in adding mode), checks on blur/change (spec 1 §5) and the submit
// through the scheduler (spec 1 §7 add/update; §5 submit transform inside the scheduler).
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Control } from '@tessera/protocol';
import { useDataSource, useDataSourceScheduler, useMessages } from '@tessera/react';
import type { ContentItem } from '@tessera/protocol';
import { useControl, type ControlRuntime } from '../controls/useControl.js';
import { WIDGET_EVENTS } from '../controls/widgetEvents.js';
import { sourceView, type SourceView } from '../internals/sourceView.js';
import { readFormConfig, type FormConfig } from './formConfig.js';
import { formItemModel, validateItem, type FormItemModel } from './formItemModel.js';
import { FORM_TEXTS } from './formTexts.js';

/** One item with its current value and message, and what its view calls. */
export interface FormItemBinding {
  model: FormItemModel;
  value: unknown;
  error: string | null;
  /** Not editable: the form is view-only or the item's `isEdit` is false. */
  readOnly: boolean;
  /** Writes the value into the source's current item (marks it changed, spec 1 §4). */
  onChange(value: unknown): void;
  /** Runs the blur checks (input, textarea, number). */
  onBlur(): void;
}

/** What {@link useFormWidget} answers. */
export interface FormWidgetState {
  config: FormConfig;
  runtime: ControlRuntime;
  view: SourceView;
  /** The source has a current item (or new entry) to show. */
  hasItem: boolean;
  /** spec 1 §4 adding mode: the form writes a new record. */
  adding: boolean;
  items: FormItemBinding[];
  submitting: boolean;
  /** The server's refusal of the last submit, shown in the form until the next one. */
  submitError: string | null;
  errorMessage: string | null;
  submit(): Promise<boolean>;
}

function valueOf(item: ContentItem | undefined, field: string): unknown {
  const data = item?.data as Record<string, { iv?: unknown } | undefined> | undefined;
  return data?.[field]?.iv;
}

/**
 * The state of a Form control. Values live in the data source (the scheduler's store), so a
 * refused write loses nothing: the form shows the same values with the server's message.
 */
export function useFormWidget(control: Control): FormWidgetState {
  const config = useMemo(() => readFormConfig(control), [control]);
  const runtime = useControl(control);
  const source = useDataSource(config.dsId);
  const scheduler = useDataSourceScheduler();
  const messages = useMessages();
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const models = useMemo(() => config.items.map(formItemModel), [config.items]);

  const position = source?.cursor.position ?? -1;
  const current = source?.result.items[position];
  const currentRef = useRef(current);
  currentRef.current = current;

  const check = useCallback(
    (model: FormItemModel, value: unknown, trigger?: 'blur' | 'change') =>
      setErrors((before) => ({ ...before, [model.field]: validateItem(model, value, trigger) })),
    [],
  );

  const items = useMemo(
    () =>
      models.map((model): FormItemBinding => {
        const value = valueOf(current, model.field);
        return {
          model,
          value,
          error: errors[model.field] ?? null,
          readOnly: config.readOnly || !model.editable,
          onChange(next) {
            if (!config.dsId || !scheduler) return;
            scheduler.editField(config.dsId, model.field, next);
            // spec 1 §5: date and select (and the uploaders) check on change.
            if (model.trigger === 'change') check(model, next, 'change');
            else if (errors[model.field]) check(model, next, 'blur');
            void runtime.fire(WIDGET_EVENTS.change, { field: model.field, value: next });
          },
          onBlur() {
            if (model.trigger === 'blur')
              check(model, valueOf(currentRef.current, model.field), 'blur');
          },
        };
      }),
    [models, current, errors, config.readOnly, config.dsId, scheduler, check, runtime],
  );

  const submit = useCallback(async (): Promise<boolean> => {
    if (config.readOnly || !config.dsId || !scheduler || submitting) return false;
    const item = currentRef.current;
    const found: Record<string, string | null> = {};
    for (const model of models) {
      if (!model.visible || !model.editable) continue;
      found[model.field] = validateItem(model, valueOf(item, model.field));
    }
    setErrors(found);
    const failed = Object.entries(found).filter(([, message]) => message !== null);
    if (failed.length > 0) {
      messages.warning(FORM_TEXTS.invalid);
      void runtime.fire(WIDGET_EVENTS.submitFail, { errors: Object.fromEntries(failed) });
      return false;
    }
    const wasNew = Boolean((item as { __new?: boolean } | undefined)?.__new);
    setSubmitting(true);
    setSubmitError(null);
    try {
      const saved = await scheduler.submit(config.dsId);
      messages.info(FORM_TEXTS.submitted);
      // spec 1 §4: adding mode is on again after creating a record — a fresh entry to fill.
      if (wasNew) scheduler.createItem(config.dsId);
      setErrors({});
      void runtime.fire(WIDGET_EVENTS.submitSuccess, saved);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setSubmitError(message);
      void runtime.fire(WIDGET_EVENTS.submitFail, { message });
      return false;
    } finally {
      setSubmitting(false);
    }
  }, [config.readOnly, config.dsId, scheduler, submitting, models, messages, runtime]);

  const view = sourceView(config.dsId, source?.status);
  return {
    config,
    runtime,
    view,
    hasItem: current !== undefined,
    adding: source?.isAddingData ?? false,
    items,
    submitting,
    submitError,
    errorMessage: source?.error ?? null,
    submit,
  };
}
