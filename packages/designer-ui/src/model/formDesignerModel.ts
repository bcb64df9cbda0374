import {
  createFormDocument,
  createHistory,
  DesignerError,
  formCommands,
  formScope,
  readFormJson,
  type FormCommands,
  type FormJson,
  type History,
} from '@tessera/designer';
import type {
  FormAnswer,
  FormFieldDefinition,
  FormTemplateAnswer,
  FormTypeAnswer,
} from '@tessera/protocol';
import type * as Y from 'yjs';
import { createStore } from 'zustand/vanilla';

/**
 * The server calls the form designer makes (spec 2 §7.4 Forms, the designer-side workflow
 * service): injected, so the model runs in Node and the runtime passes the `@tessera/api`
 * functions. Every one is authorized on the server (administrators only).
 */
export interface FormDesignCalls {
  /** The workflow's form id and name (`null` form: the workflow has none yet). */
  workflow(workFlowId: string): Promise<{ displayName: string; formId: string | null }>;
  form(formId: string): Promise<FormAnswer>;
  /** `updateform`: creates (no id) or updates; answers the stored form. */
  saveForm(body: Record<string, unknown>): Promise<FormAnswer>;
  /** Links a new form to its workflow (the workflow keeps its flow). */
  linkForm?(workFlowId: string, formId: string): Promise<void>;
  formTypes(): Promise<FormTypeAnswer[]>;
  createFormType(body: { name: string; sort?: number }): Promise<unknown>;
  templates(): Promise<FormTemplateAnswer[]>;
  createTemplate(body: {
    name: string;
    formTypeId: string;
    fields: FormFieldDefinition[];
  }): Promise<unknown>;
  setTemplateEnabled(id: string, enabled: boolean): Promise<unknown>;
}

/** What the form designer shows. */
export interface FormDesignerSnapshot {
  state: 'loading' | 'ready' | 'error';
  error: string | null;
  /** The server refused the caller (403: not an administrator); the screen shows access denied. */
  denied: boolean;
  /** The form as it is now (the document read back). */
  form: FormJson;
  selected: string | null;
  canUndo: boolean;
  canRedo: boolean;
  /** Changed since loaded or saved. */
  dirty: boolean;
  saving: boolean;
  /** The last save's outcome for the toast (`null`: none yet). */
  saved: { ok: boolean; message: string } | null;
  formTypes: readonly FormTypeAnswer[];
  templates: readonly FormTemplateAnswer[];
}

/** Where the designer was opened: a workflow's form, or a form of its own (`formId` or new). */
export type FormDesignTarget = { workFlowId: string } | { formId?: string | null };

const ME = Symbol('form-designer');
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Texts of the designer (ours: the spec has none for the designer). */
export const FORM_DESIGNER_TEXTS = {
  saved: '表单已保存',
  noFormType: '请先新建表单分类',
  untitled: '未命名表单',
} as const;

/**
 * The form designer's model (framework-free): loads the form of a workflow (or a form of its
 * own), edits it through the named commands of `@tessera/designer` with a personal history, and
 * saves it with `updateform`. The screen reads `getSnapshot` and calls the commands.
 */
export function createFormDesignerModel(input: {
  calls: FormDesignCalls;
  target: FormDesignTarget;
  newId?: () => string;
}) {
  const { calls, target } = input;
  const empty: FormJson = { fields: [] };
  const store = createStore<FormDesignerSnapshot>(() => ({
    state: 'loading',
    error: null,
    denied: false,
    form: empty,
    selected: null,
    canUndo: false,
    canRedo: false,
    dirty: false,
    saving: false,
    saved: null,
    formTypes: [],
    templates: [],
  }));
  let doc: Y.Doc | null = null;
  let commands: FormCommands | null = null;
  let history: History | null = null;
  let savedJson = '';
  let stopped = false;

  const refresh = () => {
    if (!doc || !history) return;
    const form = readFormJson(doc);
    const { canUndo, canRedo } = history.getSnapshot();
    const selected = store.getState().selected;
    store.setState({
      form,
      canUndo,
      canRedo,
      dirty: JSON.stringify(form) !== savedJson,
      selected: form.fields.some((f) => f.uuid === selected) ? selected : null,
    });
  };

  const open = (json: FormJson) => {
    history?.destroy();
    doc = createFormDocument(json);
    commands = formCommands(doc, { origin: ME, newId: input.newId });
    history = createHistory(doc, { origin: ME, scope: formScope(doc) });
    doc.on('update', refresh);
    history.subscribe(refresh);
    savedJson = JSON.stringify(readFormJson(doc));
    refresh();
  };

  const formJsonOf = (form: FormAnswer): FormJson => ({
    id: form.id,
    name: form.name,
    formTypeId: form.formTypeId,
    templateId: form.templateId,
    enabled: form.enabled,
    fields: form.fields,
  });

  async function loadLists() {
    const [formTypes, templates] = await Promise.all([calls.formTypes(), calls.templates()]);
    if (!stopped) store.setState({ formTypes, templates });
    return formTypes;
  }

  async function load(): Promise<void> {
    try {
      const formTypes = await loadLists();
      let json: FormJson;
      if ('workFlowId' in target) {
        const workflow = await calls.workflow(target.workFlowId);
        json = workflow.formId
          ? formJsonOf(await calls.form(workflow.formId))
          : {
              name: workflow.displayName,
              formTypeId: formTypes[0]?.id ?? null,
              enabled: true,
              fields: [],
            };
      } else if (target.formId) {
        json = formJsonOf(await calls.form(target.formId));
      } else {
        json = {
          name: FORM_DESIGNER_TEXTS.untitled,
          formTypeId: formTypes[0]?.id ?? null,
          enabled: true,
          fields: [],
        };
      }
      if (stopped) return;
      open(json);
      store.setState({ state: 'ready', error: null });
    } catch (error) {
      if (stopped) return;
      const status = (error as { status?: unknown } | null)?.status;
      store.setState({ state: 'error', error: messageOf(error), denied: status === 403 });
    }
  }

  /** Runs a command; a refused one (duplicate name …) becomes the toast, the form unchanged. */
  const run = <T>(change: (c: FormCommands) => T): T | undefined => {
    if (!commands) return undefined;
    try {
      return change(commands);
    } catch (error) {
      if (!(error instanceof DesignerError)) throw error;
      store.setState({ saved: { ok: false, message: error.message } });
      return undefined;
    }
  };

  async function save(): Promise<boolean> {
    if (!doc || store.getState().saving) return false;
    const form = readFormJson(doc);
    if (!form.formTypeId) {
      store.setState({ saved: { ok: false, message: FORM_DESIGNER_TEXTS.noFormType } });
      return false;
    }
    store.setState({ saving: true });
    try {
      const { updated: _updated, ...body } = form;
      const answer = await calls.saveForm(body);
      if ('workFlowId' in target && !form.id && calls.linkForm) {
        await calls.linkForm(target.workFlowId, answer.id);
      }
      // The stored id of a new form goes into the document (not an undo step).
      if (!form.id) doc.transact(() => doc!.getMap('formSettings').set('id', answer.id), 'load');
      savedJson = JSON.stringify(readFormJson(doc));
      refresh();
      store.setState({ saving: false, saved: { ok: true, message: FORM_DESIGNER_TEXTS.saved } });
      return true;
    } catch (error) {
      store.setState({ saving: false, saved: { ok: false, message: messageOf(error) } });
      return false;
    }
  }

  const guard = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await loadLists();
    } catch (error) {
      store.setState({ saved: { ok: false, message: messageOf(error) } });
    }
  };

  return {
    store,
    getSnapshot: () => store.getState(),
    subscribe: (listener: () => void) => store.subscribe(listener),
    load,
    save,
    select: (uuid: string | null) => store.setState({ selected: uuid }),
    addField(type: string, index?: number) {
      const uuid = run((c) => c.addField(type, index));
      history?.stopCapturing();
      if (uuid) store.setState({ selected: uuid });
      return uuid;
    },
    removeField: (uuid: string) => {
      run((c) => c.removeField(uuid));
      history?.stopCapturing();
    },
    moveField: (uuid: string, index: number) => {
      run((c) => c.moveField(uuid, index));
      history?.stopCapturing();
    },
    setField: (uuid: string, key: string, value: unknown) =>
      run((c) => c.setField(uuid, key, value)),
    setOption: (uuid: string, key: string, value: unknown) =>
      run((c) => c.setOption(uuid, key, value)),
    setRule: (uuid: string, kind: string, rule: Record<string, unknown> | undefined) =>
      run((c) => c.setRule(uuid, kind, rule)),
    setSetting: (key: string, value: unknown) => run((c) => c.setSetting(key, value)),
    /** Starts the form from a template: its fields (copied) and its id. */
    applyTemplate(template: FormTemplateAnswer) {
      run((c) => {
        for (const field of [...store.getState().form.fields]) c.removeField(field.uuid);
        for (const field of template.fields) {
          const uuid = c.addField(field.type);
          c.setField(uuid, 'label', field.label);
          for (const [key, value] of Object.entries(field.options ?? {}))
            c.setOption(uuid, key, value);
          for (const rule of field.rules ?? []) {
            if (typeof rule.kind === 'string') c.setRule(uuid, rule.kind, rule);
            else if (rule.required === true) c.setRule(uuid, 'required', { kind: 'required' });
          }
        }
        c.setSetting('templateId', template.id);
      });
      history?.stopCapturing();
    },
    undo: () => history?.undo(),
    redo: () => history?.redo(),
    /** Ends the current history step (a property field lost focus). */
    stopCapturing: () => history?.stopCapturing(),
    dismissToast: () => store.setState({ saved: null }),
    createFormType: (name: string) =>
      guard(() => calls.createFormType({ name, sort: store.getState().formTypes.length + 1 })),
    saveAsTemplate(name: string) {
      const form = store.getState().form;
      return guard(() =>
        calls.createTemplate({
          name,
          formTypeId: String(form.formTypeId ?? ''),
          fields: form.fields,
        }),
      );
    },
    setTemplateEnabled: (id: string, enabled: boolean) =>
      guard(() => calls.setTemplateEnabled(id, enabled)),
    stop() {
      stopped = true;
      history?.destroy();
    },
  };
}

/** The form designer's model. */
export type FormDesignerModel = ReturnType<typeof createFormDesignerModel>;
