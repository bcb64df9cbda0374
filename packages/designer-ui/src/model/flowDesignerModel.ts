import {
  createFlowDocument,
  createHistory,
  DesignerError,
  flowCommands,
  flowParts,
  flowScope,
  readFlowJson,
  readFlowNode,
  type AddableFlowNodeType,
  type FlowCommands,
  type FlowNodeView,
  type History,
} from '@tessera/designer';
import type { FormFieldDefinition } from '@tessera/protocol';
import { validateFlow, type FlowNode, type UserRef } from '@tessera/workflow';
import type * as Y from 'yjs';
import { createStore } from 'zustand/vanilla';

/**
 * The server calls the flow designer makes (spec 2 §7.2 designer-side workflow service, §7.3
 * users): injected, so the model runs in Node and the runtime passes the `@tessera/api`
 * functions. The workflow calls are authorized on the server (administrators only).
 */
export interface FlowDesignCalls {
  /** The workflow with its config (`jsonDetail` empty while never saved). */
  config(workFlowId: string): Promise<{
    displayName: string;
    formId: string | null;
    version: number | null;
    jsonDetail: unknown;
  }>;
  /** The fields of the workflow's form (conditions and field permissions are over them). */
  formFields(formId: string): Promise<FormFieldDefinition[]>;
  /** `saveconfig`: compiles, stores and publishes (a new version when instances run). */
  saveConfig(body: {
    id: string;
    jsonDetail: FlowNode;
    formId: string | null;
  }): Promise<{ version: number | null }>;
  /** Members of the organisation matching a keyword (the specified-members picker). */
  searchUsers(keyWord: string): Promise<UserRef[]>;
  /** The app's roles (role approvers: the server resolves each role's members). */
  roles(): Promise<RoleRef[]>;
}

/** A role as the role picker shows it. */
export interface RoleRef {
  roleId: string;
  roleName: string;
}

/** What the flow designer shows. */
export interface FlowDesignerSnapshot {
  state: 'loading' | 'ready' | 'error';
  error: string | null;
  /** The server refused the caller (403: not an administrator). */
  denied: boolean;
  displayName: string;
  formId: string | null;
  /** The published version (`null` before the first publish). */
  version: number | null;
  fields: readonly FormFieldDefinition[];
  /** The app's roles (offered as approvers and CC recipients). */
  roles: readonly RoleRef[];
  /** The START node's key. */
  root: string;
  /**
   * Every node and branch by key, successors named by key. An unchanged node keeps its object
   * from one snapshot to the next, so a memoised node card redraws only when it was edited.
   */
  nodes: Readonly<Record<string, FlowNodeView>>;
  /** The Chinese messages of `validateFlow` by node key; unchanged lists keep their object. */
  problems: Readonly<Record<string, readonly string[]>>;
  /** Problems not tied to a node. */
  flowProblems: readonly string[];
  selected: string | null;
  canUndo: boolean;
  canRedo: boolean;
  /** Changed since loaded or published. */
  dirty: boolean;
  saving: boolean;
  /** The last action's outcome for the toast (`null`: none). */
  toast: { ok: boolean; message: string } | null;
  /** Zoom factor of the canvas. */
  zoom: number;
}

/** Zoom steps of the canvas buttons. */
export const FLOW_ZOOM = { min: 0.5, max: 2, step: 0.1 } as const;

/** Texts of the flow designer (ours: the spec names only START 申请人 and END). */
export const FLOW_DESIGNER_TEXTS = {
  published: (version: number | null) =>
    version === null ? '流程已发布' : `流程已发布（版本 ${version}）`,
  fixFirst: (count: number) => `还有 ${count} 处需要完善，请先修改标红的节点`,
} as const;

const ME = Symbol('flow-designer');
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The jsonDetail tree of the node views (the shape `readFlowJson` answers), sharing their
 * objects' settings: for the checks and the dirty flag, without reading the document again.
 */
function treeOf(nodes: Readonly<Record<string, FlowNodeView>>, root: string): FlowNode {
  const chain = (first: string | null | undefined): FlowNode | null => {
    const list: Record<string, unknown>[] = [];
    const hasNext: boolean[] = [];
    for (let key = first; typeof key === 'string';) {
      const view = nodes[key];
      if (!view) break;
      const { next, branches, ...own } = view;
      const node: Record<string, unknown> = own;
      if (Array.isArray(branches)) {
        node.branches = branches.map((branchKey) => {
          const { next: branchNext, ...branch } = nodes[branchKey] ?? { key: branchKey };
          const out: Record<string, unknown> = branch;
          if (branchNext !== undefined) out.next = chain(branchNext as string | null);
          return out;
        });
      }
      list.push(node);
      hasNext.push(next !== undefined);
      key = next;
    }
    for (let i = list.length - 1; i >= 0; i -= 1) {
      if (hasNext[i]) list[i]!.next = list[i + 1] ?? null;
    }
    return (list[0] as unknown as FlowNode) ?? null;
  };
  return chain(root) as FlowNode;
}

/**
 * The flow designer's model (framework-free): loads a workflow's jsonDetail (the default
 * START 申请人 → END graph when empty) and its form's fields, edits the tree through the named
 * commands of `@tessera/designer` with a personal history, checks it with `validateFlow` after
 * every change (the messages go on the nodes), and publishes it with `saveconfig`.
 */
export function createFlowDesignerModel(input: {
  calls: FlowDesignCalls;
  workFlowId: string;
  newId?: () => string;
}) {
  const { calls, workFlowId } = input;
  const store = createStore<FlowDesignerSnapshot>(() => ({
    state: 'loading',
    error: null,
    denied: false,
    displayName: '',
    formId: null,
    version: null,
    fields: [],
    roles: [],
    root: '',
    nodes: {},
    problems: {},
    flowProblems: [],
    selected: null,
    canUndo: false,
    canRedo: false,
    dirty: false,
    saving: false,
    toast: null,
    zoom: 1,
  }));
  let doc: Y.Doc | null = null;
  let commands: FlowCommands | null = null;
  let history: History | null = null;
  let savedJson = '';
  let stopped = false;
  // The keys whose maps changed since the last snapshot (`null`: read every node). Only they are
  // read again, so an unchanged node keeps its object and a memoised card does not redraw.
  let dirty: Set<string> | null = null;

  const refresh = () => {
    if (!doc || !history) return;
    const parts = flowParts(doc);
    const before = store.getState();
    let nodes: Record<string, FlowNodeView>;
    if (dirty === null) {
      nodes = {};
      for (const key of parts.nodes.keys()) nodes[key] = readFlowNode(parts, key);
    } else {
      nodes = { ...before.nodes };
      for (const key of dirty) {
        if (parts.nodes.has(key)) nodes[key] = readFlowNode(parts, key);
        else delete nodes[key];
      }
    }
    dirty = new Set();
    const root = parts.settings.get('root') as string;
    const tree = treeOf(nodes, root);
    const grouped: Record<string, string[]> = {};
    const flowProblems: string[] = [];
    for (const problem of validateFlow(tree)) {
      if (problem.key === null || !(problem.key in nodes)) flowProblems.push(problem.message);
      else (grouped[problem.key] ??= []).push(problem.message);
    }
    const problems: Record<string, readonly string[]> = {};
    for (const [key, list] of Object.entries(grouped)) {
      const previous = before.problems[key];
      problems[key] = previous && previous.join('\n') === list.join('\n') ? previous : list;
    }
    const { canUndo, canRedo } = history.getSnapshot();
    store.setState({
      root,
      nodes,
      problems,
      flowProblems,
      canUndo,
      canRedo,
      dirty: JSON.stringify(tree) !== savedJson,
      selected: before.selected !== null && before.selected in nodes ? before.selected : null,
    });
  };

  const open = (jsonDetail: unknown) => {
    history?.destroy();
    doc = createFlowDocument(jsonDetail);
    commands = flowCommands(doc, { origin: ME, newId: input.newId });
    history = createHistory(doc, { origin: ME, scope: flowScope(doc) });
    flowParts(doc).nodes.observeDeep((events) => {
      for (const event of events) {
        if (event.target === flowParts(doc!).nodes) {
          for (const key of (event as Y.YMapEvent<unknown>).keysChanged) dirty?.add(key);
        } else if (typeof event.path[0] === 'string') dirty?.add(event.path[0]);
      }
    });
    doc.on('update', refresh);
    history.subscribe(refresh);
    savedJson = JSON.stringify(readFlowJson(doc));
    dirty = null;
    refresh();
  };

  async function load(): Promise<void> {
    try {
      const [config, roles] = await Promise.all([calls.config(workFlowId), calls.roles()]);
      const fields = config.formId ? await calls.formFields(config.formId) : [];
      if (stopped) return;
      open(config.jsonDetail);
      store.setState({
        state: 'ready',
        error: null,
        displayName: config.displayName,
        formId: config.formId,
        version: config.version,
        fields,
        roles,
      });
    } catch (error) {
      if (stopped) return;
      const status = (error as { status?: unknown } | null)?.status;
      store.setState({ state: 'error', error: messageOf(error), denied: status === 403 });
    }
  }

  /** Runs a command as one history step; a refused one becomes the toast, the tree unchanged. */
  const run = <T>(change: (c: FlowCommands) => T, ends = true): T | undefined => {
    if (!commands) return undefined;
    try {
      return change(commands);
    } catch (error) {
      if (!(error instanceof DesignerError)) throw error;
      store.setState({ toast: { ok: false, message: error.message } });
      return undefined;
    } finally {
      if (ends) history?.stopCapturing();
    }
  };

  /** Every problem count; the messages are on the nodes. */
  const problemCount = () => {
    const { problems, flowProblems } = store.getState();
    return Object.values(problems).reduce((sum, list) => sum + list.length, flowProblems.length);
  };

  async function publish(): Promise<boolean> {
    if (!doc || store.getState().saving) return false;
    const count = problemCount();
    if (count > 0) {
      store.setState({ toast: { ok: false, message: FLOW_DESIGNER_TEXTS.fixFirst(count) } });
      return false;
    }
    store.setState({ saving: true });
    try {
      const jsonDetail = readFlowJson(doc);
      const answer = await calls.saveConfig({
        id: workFlowId,
        jsonDetail,
        formId: store.getState().formId,
      });
      savedJson = JSON.stringify(jsonDetail);
      refresh();
      store.setState({
        saving: false,
        version: answer.version,
        toast: { ok: true, message: FLOW_DESIGNER_TEXTS.published(answer.version) },
      });
      return true;
    } catch (error) {
      // The server's own message (a refused compile, 403 …) as it came.
      store.setState({ saving: false, toast: { ok: false, message: messageOf(error) } });
      return false;
    }
  }

  const setZoom = (zoom: number) =>
    store.setState({
      zoom: Math.round(Math.min(FLOW_ZOOM.max, Math.max(FLOW_ZOOM.min, zoom)) * 10) / 10,
    });

  return {
    store,
    getSnapshot: () => store.getState(),
    subscribe: (listener: () => void) => store.subscribe(listener),
    load,
    publish,
    select: (key: string | null) => store.setState({ selected: key }),
    addNode(afterKey: string, type: AddableFlowNodeType) {
      const key = run((c) => c.addNode(afterKey, type));
      if (key && type !== 'route') store.setState({ selected: key });
      return key;
    },
    removeNode: (key: string) => run((c) => c.removeNode(key)),
    moveNode: (key: string, delta: -1 | 1) => run((c) => c.moveNode(key, delta)),
    addBranch: (routeKey: string) => run((c) => c.addBranch(routeKey)),
    removeBranch: (branchKey: string) => run((c) => c.removeBranch(branchKey)),
    placeBranch: (branchKey: string, priority: number) =>
      run((c) => c.placeBranch(branchKey, priority)),
    /** Sets a node setting; keystrokes of one field merge into one step until `stopCapturing`. */
    setNode: (key: string, setting: string, value: unknown) =>
      run((c) => c.setNode(key, setting, value), false),
    undo: () => history?.undo(),
    redo: () => history?.redo(),
    stopCapturing: () => history?.stopCapturing(),
    zoomIn: () => setZoom(store.getState().zoom + FLOW_ZOOM.step),
    zoomOut: () => setZoom(store.getState().zoom - FLOW_ZOOM.step),
    zoomReset: () => setZoom(1),
    searchUsers: (keyWord: string) => calls.searchUsers(keyWord),
    dismissToast: () => store.setState({ toast: null }),
    /** The tree as it would be published. */
    tree: (): FlowNode | null => (doc ? readFlowJson(doc) : null),
    stop() {
      stopped = true;
      history?.destroy();
    },
  };
}

/** The flow designer's model. */
export type FlowDesignerModel = ReturnType<typeof createFlowDesignerModel>;
