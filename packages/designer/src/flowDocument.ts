import {
  normalizeJsonDetail,
  WORKFLOW_MESSAGES,
  type BranchNode,
  type FlowNode,
} from '@tessera/workflow';
import * as Y from 'yjs';
import { DesignerError } from './DesignerError.js';
import { copyJson, isPlainObject } from './pageDocument.js';

/**
 * The shared types of a flow document: the jsonDetail tree (spec 2 §3 Workflow; the node tree of
 * `@tessera/workflow`) stored flat, one map per node, so that an edit of one node's settings
 * changes only that node's map (a colleague's edit of another node merges, and a view redraws
 * only the edited node).
 */
export interface FlowParts {
  /** `root`: the key of the START node. */
  settings: Y.Map<unknown>;
  /**
   * Every node and every route branch by key: its own keys as JSON, `next` as the key of the
   * following node (`null` when it has none; absent when the loaded node had no `next`), and a
   * route's `branches` as the list of its branch keys in priority order. A branch has no `type`.
   */
  nodes: Y.Map<Y.Map<unknown>>;
}

/** One node (or branch) as the designer reads it: its own settings, successors named by key. */
export type FlowNodeView = Record<string, unknown> & {
  key: string;
  name: string;
  /** Absent on a branch. */
  type?: FlowNode['type'];
  next?: string | null;
  branches?: string[];
};

/** The parts of a flow document. */
export function flowParts(doc: Y.Doc): FlowParts {
  return { settings: doc.getMap('flowSettings'), nodes: doc.getMap('flowNodes') };
}

/** The shared types of a flow document a history tracks (`createHistory(doc, { scope })`). */
export function flowScope(doc: Y.Doc): Y.AbstractType<unknown>[] {
  const parts = flowParts(doc);
  return [parts.settings, parts.nodes] as Y.AbstractType<unknown>[];
}

/** Writes one node's own keys as a new map (inside the caller's transaction). */
export function writeFlowNodeMap(parts: FlowParts, view: FlowNodeView): void {
  if (typeof view.key !== 'string' || view.key === '') {
    throw new DesignerError(WORKFLOW_MESSAGES.missingKey);
  }
  if (parts.nodes.has(view.key)) throw new DesignerError(WORKFLOW_MESSAGES.duplicateKey(view.key));
  const map = new Y.Map<unknown>();
  parts.nodes.set(view.key, map);
  for (const [key, value] of Object.entries(view)) {
    if (value !== undefined) map.set(key, copyJson(value));
  }
}

/** Writes a chain (and every branch under it) iteratively: a long chain must not exhaust the stack. */
function writeChain(parts: FlowParts, first: unknown): string | null {
  const firstKey = isPlainObject(first) ? (first.key as string) : null;
  let node: unknown = first;
  while (node !== null && node !== undefined) {
    if (!isPlainObject(node)) throw new DesignerError(WORKFLOW_MESSAGES.nodeNotObject);
    const { next, branches, ...own } = node;
    const view = { ...own } as FlowNodeView;
    if (Array.isArray(branches)) {
      view.branches = branches.map((branch) => {
        if (!isPlainObject(branch)) throw new DesignerError(WORKFLOW_MESSAGES.nodeNotObject);
        const { next: branchNext, ...branchOwn } = branch;
        const branchView = { ...branchOwn } as FlowNodeView;
        if ('next' in branch) branchView.next = writeChain(parts, branchNext);
        writeFlowNodeMap(parts, branchView);
        return branchView.key;
      });
    }
    if ('next' in node) {
      view.next = isPlainObject(next) ? (next.key as string) : ((next as null | undefined) ?? null);
    }
    writeFlowNodeMap(parts, view);
    node = next;
  }
  return firstKey;
}

/**
 * A flow document (one `Y.Doc` per workflow) from a stored jsonDetail; an empty one (missing,
 * `null`, `''`, `{}`) becomes the default START 申请人 → END graph (spec 1 §4 Workflow graph).
 * Loading is a transaction of `origin` (not this designer's), so it is never an undo step.
 *
 * @throws DesignerError for a node without a key or a key used twice (the flat store needs both).
 * @example
 * const doc = createFlowDocument(config.jsonDetail);
 * readFlowJson(doc); // deep-equal to the tree it was made from
 */
export function createFlowDocument(jsonDetail: unknown, origin: unknown = 'load'): Y.Doc {
  const tree = normalizeJsonDetail(jsonDetail);
  const doc = new Y.Doc();
  doc.transact(() => {
    const parts = flowParts(doc);
    parts.settings.set('root', writeChain(parts, tree));
  }, origin);
  return doc;
}

/** One node's own settings (successors as keys); a copy. */
export function readFlowNode(parts: FlowParts, key: string): FlowNodeView {
  const map = parts.nodes.get(key);
  if (!map) throw new DesignerError(`节点「${key}」不存在`);
  const view: Record<string, unknown> = {};
  for (const [name, value] of map.entries()) view[name] = copyJson(value);
  return view as FlowNodeView;
}

/** The jsonDetail tree of the document (lossless: what was loaded, changed only by commands). */
export function readFlowJson(doc: Y.Doc): FlowNode {
  const parts = flowParts(doc);
  const buildChain = (first: string | null | undefined): FlowNode | null => {
    const chain: Record<string, unknown>[] = [];
    const hasNext: boolean[] = [];
    let key = first;
    while (typeof key === 'string') {
      const { next, branches, ...own } = readFlowNode(parts, key);
      const node: Record<string, unknown> = { ...own };
      if (Array.isArray(branches)) {
        node.branches = branches.map((branchKey) => {
          const { next: branchNext, ...branch } = readFlowNode(parts, branchKey);
          const out: Record<string, unknown> = { ...branch };
          if (branchNext !== undefined) out.next = buildChain(branchNext);
          return out as unknown as BranchNode;
        });
      }
      chain.push(node);
      hasNext.push(next !== undefined);
      key = next;
    }
    for (let i = chain.length - 1; i >= 0; i -= 1) {
      if (hasNext[i]) chain[i]!.next = (chain[i + 1] as unknown) ?? null;
    }
    return (chain[0] as unknown as FlowNode) ?? null;
  };
  return buildChain(parts.settings.get('root') as string) as FlowNode;
}

/** Where a node hangs: the node whose `next` it is, or the route whose branch it is. */
export interface FlowPlace {
  parent: string;
  via: 'next' | 'branch';
}

/** The place of `key` in the tree (`null` for the root or an unknown key). */
export function flowPlaceOf(parts: FlowParts, key: string): FlowPlace | null {
  for (const [parent, map] of parts.nodes.entries()) {
    if (map.get('next') === key) return { parent, via: 'next' };
    const branches = map.get('branches');
    if (Array.isArray(branches) && branches.includes(key)) return { parent, via: 'branch' };
  }
  return null;
}
