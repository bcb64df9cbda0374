import { useEffect, useMemo, useState } from 'react';
import { addFormData, getFormDataInfo, getFormInfo } from '@tessera/api';
import type { FormAnswer, FormDataAnswer } from '@tessera/protocol';
import { useMessages } from '@tessera/react';
import { approvalFieldModels, emptyApprovalValues, toFormJsonData } from './approvalFields.js';
import type { ApprovalFieldModel } from './approvalFields.js';
import { APPROVAL_TEXTS } from './approvalTexts.js';
import type { ApprovalCalls } from './useApprovalCalls.js';
import { useApprovalForm, type ApprovalForm } from './useApprovalForm.js';

/** What the form-detail page shows and does. */
export interface FormDetail {
  state: 'loading' | 'ready' | 'failed';
  data: FormDataAnswer | null;
  formAnswer: FormAnswer | null;
  models: ApprovalFieldModel[];
  form: ApprovalForm;
  editable: boolean;
  saving: boolean;
  /** Checks the form, then addformdata with the id; 保存成功 or 保存失败！. */
  save: () => Promise<boolean>;
}

/**
 * /frame/form-detail (spec 2 §2.12): a submitted form read-only, or editable (`editable=1`)
 * with a save that stores it again under its id.
 */
export function useFormDetail(input: {
  calls: ApprovalCalls;
  id: string;
  editable: boolean;
}): FormDetail {
  const { calls, id, editable } = input;
  const { client, app } = calls;
  const messages = useMessages();
  const [state, setState] = useState<FormDetail['state']>('loading');
  const [data, setData] = useState<FormDataAnswer | null>(null);
  const [formAnswer, setFormAnswer] = useState<FormAnswer | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    if (!id) {
      setState('failed');
      return;
    }
    (async () => {
      const submission = await getFormDataInfo(client, app, id);
      const form = await getFormInfo(client, app, submission.formId);
      return [submission, form] as const;
    })().then(
      ([submission, form]) => {
        if (!live) return;
        setData(submission);
        setFormAnswer(form);
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [client, app, id]);

  const models = useMemo(() => approvalFieldModels(formAnswer?.fields), [formAnswer]);
  const form = useApprovalForm(models);
  const { reset } = form;
  useEffect(() => {
    reset({ ...emptyApprovalValues(models), ...(data?.jsonData ?? {}) });
  }, [models, data, reset]);

  const save = async () => {
    if (!editable || !data || saving) return false;
    const invalid = form.validate();
    if (invalid) {
      messages.warning(invalid);
      return false;
    }
    setSaving(true);
    try {
      await addFormData(client, app, {
        id: data.id,
        formId: data.formId,
        jsonData: toFormJsonData(models, form.values),
        createdby: data.createdby,
        CreatedName: data.CreatedName,
      });
      messages.info(APPROVAL_TEXTS.saved);
      return true;
    } catch {
      messages.error(APPROVAL_TEXTS.saveFailed);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { state, data, formAnswer, models, form, editable, saving, save };
}
