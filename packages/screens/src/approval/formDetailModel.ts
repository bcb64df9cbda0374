import { castDraft } from 'immer';
import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import { addFormData, getFormDataInfo, getFormInfo, type WorkflowAppRef } from '@tessera/api';
import type { MessagesPort } from '@tessera/ports';
import type { FormAnswer, FormDataAnswer } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';
import {
  approvalFieldModels,
  emptyApprovalValues,
  toFormJsonData,
  type ApprovalFieldModel,
} from './approvalFields.js';
import {
  approvalFormCommands,
  type ApprovalFormCommands,
  type ApprovalFormState,
} from './approvalFormState.js';
import { APPROVAL_TEXTS } from './approvalTexts.js';

/** Input of {@link createFormDetailModel}. */
export interface FormDetailModelInput {
  client: RequestClient;
  app: WorkflowAppRef;
  messages: MessagesPort;
  /** The submission (query `id`). */
  id: string;
  /** Query `editable=1`. */
  editable: boolean;
}

/** What the form-detail page shows. */
export interface FormDetailSnapshot extends ApprovalFormState {
  state: 'loading' | 'ready' | 'failed';
  data: FormDataAnswer | null;
  formAnswer: FormAnswer | null;
  models: ApprovalFieldModel[];
  editable: boolean;
  saving: boolean;
}

/** The form-detail page's model. */
export interface FormDetailModel extends Model<FormDetailSnapshot>, ApprovalFormCommands {
  /** Checks the form, then addformdata with the id; 保存成功 or 保存失败！. */
  save(): Promise<boolean>;
}

/**
 * /frame/form-detail (spec 2 §2.12) as a framework-free model: a submitted form read-only, or
 * editable (`editable=1`) with a save that stores it again under its id.
 */
export function createFormDetailModel(input: FormDetailModelInput): FormDetailModel {
  const { client, app, messages, id, editable } = input;
  const store = createStore<FormDetailSnapshot>()(
    immer(() => ({
      state: 'loading' as const,
      data: null,
      formAnswer: null,
      models: [],
      values: {},
      errors: {},
      editable,
      saving: false,
    })),
  );
  const latest = createLatest();
  const form = approvalFormCommands(store.getState, ({ values, errors }) =>
    store.setState((draft) => {
      draft.values = values;
      draft.errors = errors;
    }),
  );

  const load = async () => {
    const submission = await getFormDataInfo(client, app, id);
    const formAnswer = await getFormInfo(client, app, submission.formId);
    return [submission, formAnswer] as const;
  };

  const save = async (): Promise<boolean> => {
    const { data, saving } = store.getState();
    if (!editable || !data || saving) return false;
    const invalid = form.validateForm();
    if (invalid) {
      messages.warning(invalid);
      return false;
    }
    store.setState((draft) => void (draft.saving = true));
    try {
      const { models, values } = store.getState();
      await addFormData(client, app, {
        id: data.id,
        formId: data.formId,
        jsonData: toFormJsonData(models, values),
        createdby: data.createdby,
        CreatedName: data.CreatedName,
      });
      messages.info(APPROVAL_TEXTS.saved);
      return true;
    } catch {
      messages.error(APPROVAL_TEXTS.saveFailed);
      return false;
    } finally {
      store.setState((draft) => void (draft.saving = false));
    }
  };

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      if (!id) {
        store.setState((draft) => void (draft.state = 'failed'));
        return latest.stop;
      }
      latest.run(
        load(),
        ([data, formAnswer]) => {
          // The submission, its form's models and their values in one change.
          const models = approvalFieldModels(formAnswer?.fields);
          store.setState((draft) => {
            Object.assign(draft, castDraft({ data, formAnswer, models }));
            draft.state = 'ready';
            draft.values = { ...emptyApprovalValues(models), ...(data.jsonData ?? {}) };
            draft.errors = {};
          });
        },
        () => store.setState((draft) => void (draft.state = 'failed')),
      );
      return latest.stop;
    },
    ...form,
    save,
  };
}
