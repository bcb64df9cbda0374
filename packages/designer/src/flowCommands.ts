import type * as Y from 'yjs';
import { DesignerError } from './DesignerError.js';
import {
  flowParts,
  flowPlaceOf,
  writeFlowNodeMap,
  type FlowNodeView,
  type FlowParts,
} from './flowDocument.js';
import { copyJson } from './pageDocument.js';

/** The node types the "+" between two nodes adds. */
export type AddableFlowNodeType = 'approver' | 'cc' | 'route';

/**
 * Names of the nodes the designer adds (DingTalk's; the spec names only START 申请人 and END).
 * A condition branch is 条件1, 条件2, … in priority order; the default branch 其他情况.
 */
export const FLOW_NODE_NAMES = Object.freeze({
  approver: '审批人',
  cc: '抄送人',
  route: '条件分支',
  branch: (n: number) => `条件${n}`,
  defaultBranch: '其他情况',
});

/** The keys of a node only the structural commands change. */
const STRUCTURE_KEYS = new Set(['key', 'type', 'next', 'branches', 'isDefault']);
const MOVABLE = new Set(['approver', 'cc', 'route']);

/**
 * The named commands of a flow document (the DingTalk-style tree of spec 2 §3 Workflow,
 * jsonDetail). Each is one transaction of the designer's origin, so the history undoes exactly
 * one command (or the merged keystrokes of one property field).
 */
export interface FlowCommands {
  /**
   * Adds a node after `afterKey` (START, an approver, a CC, a route — after its join — or a
   * branch, at the branch's head); answers its key. A route comes with two branches: 条件1 and
   * the default branch 其他情况.
   */
  addNode(afterKey: string, type: AddableFlowNodeType): string;
  /** Removes an approver, CC or route (a route with every step of its branches). */
  removeNode(key: string): void;
  /** Swaps an approver, CC or route with its neighbour in the same chain (-1 up, +1 down). */
  moveNode(key: string, delta: -1 | 1): void;
  /** Adds a condition branch to a route, last before the default branch; answers its key. */
  addBranch(routeKey: string): string;
  /**
   * Removes a condition branch with its steps. With two branches left the route goes, and the
   * other branch's steps take its place in the chain. The default branch cannot be removed.
   */
  removeBranch(branchKey: string): void;
  /**
   * Puts a condition branch at a priority (1 = evaluated first) among its route's condition
   * branches, the others keeping their order; the default branch stays last. A priority out of
   * range is clamped.
   */
  placeBranch(branchKey: string, priority: number): void;
  /** Sets a setting of a node or branch (name, assignee, mode, condition, …); `undefined` removes it. */
  setNode(key: string, setting: string, value: unknown): void;
}

/** Options of {@link flowCommands}. */
export interface FlowCommandOptions {
  /** The transaction origin of this designer's commands (its history tracks only these). */
  origin: unknown;
  /** Makes a node key, which becomes the compiled step's stepUuid (default `crypto.randomUUID`). */
  newId?: () => string;
}

/**
 * The commands of a flow document.
 *
 * @example
 * const commands = flowCommands(doc, { origin: ME });
 * const key = commands.addNode('start', 'approver');
 * commands.setNode(key, 'assignee', { kind: 'supervisor', level: 1 });
 */
export function flowCommands(doc: Y.Doc, options: FlowCommandOptions): FlowCommands {
  const parts: FlowParts = flowParts(doc);
  const newId = options.newId ?? (() => globalThis.crypto.randomUUID());
  const transact = (change: () => void) => doc.transact(change, options.origin);
  const mapOf = (key: string): Y.Map<unknown> => {
    const map = parts.nodes.get(key);
    if (!map) throw new DesignerError(`节点「${key}」不存在`);
    return map;
  };
  const typeOf = (key: string) => mapOf(key).get('type') as string | undefined;
  const nextOf = (key: string) => (mapOf(key).get('next') as string | null | undefined) ?? null;
  const branchesOf = (key: string) => [...((mapOf(key).get('branches') as string[]) ?? [])];
  const placeOf = (key: string) => {
    const place = flowPlaceOf(parts, key);
    if (!place) throw new DesignerError(`节点「${key}」不能移动或删除`);
    return place;
  };
  /** Every key under a node's branches (for a route) and its own key. */
  const subtree = (key: string): string[] => {
    const out = [key];
    for (const branch of branchesOf(key)) {
      out.push(branch);
      for (let at = nextOf(branch); at !== null; at = nextOf(at)) out.push(...subtree(at));
    }
    return out;
  };
  const branchView = (name: string, isDefault: boolean): FlowNodeView => {
    const view: FlowNodeView = { key: newId(), name, next: null };
    if (isDefault) view.isDefault = true;
    else view.condition = null;
    return view;
  };
  const nextBranchNumber = (routeKey: string) => {
    const names = new Set(branchesOf(routeKey).map((key) => mapOf(key).get('name')));
    let n = 1;
    while (names.has(FLOW_NODE_NAMES.branch(n))) n += 1;
    return n;
  };
  const isChainNode = (key: string | null): key is string =>
    key !== null && MOVABLE.has(typeOf(key) ?? '');

  return {
    addNode(afterKey, type) {
      const afterType = typeOf(afterKey);
      if (afterType === 'end') throw new DesignerError('结束节点之后不能添加节点');
      if (!MOVABLE.has(type)) throw new DesignerError(`不支持的节点类型「${type}」`);
      const key = newId();
      transact(() => {
        const after = mapOf(afterKey);
        const view: FlowNodeView = {
          key,
          type,
          name: FLOW_NODE_NAMES[type],
          next: nextOf(afterKey),
        };
        if (type === 'approver') view.assignee = { kind: 'users', users: [] };
        if (type === 'cc') view.recipients = { kind: 'users', users: [] };
        if (type === 'route') {
          const first = branchView(FLOW_NODE_NAMES.branch(1), false);
          const other = branchView(FLOW_NODE_NAMES.defaultBranch, true);
          writeFlowNodeMap(parts, first);
          writeFlowNodeMap(parts, other);
          view.branches = [first.key, other.key];
        }
        writeFlowNodeMap(parts, view);
        after.set('next', key);
      });
      return key;
    },
    removeNode(key) {
      if (!MOVABLE.has(typeOf(key) ?? '')) throw new DesignerError('开始和结束节点不能删除');
      const place = placeOf(key);
      transact(() => {
        mapOf(place.parent).set('next', nextOf(key));
        for (const each of subtree(key)) parts.nodes.delete(each);
      });
    },
    moveNode(key, delta) {
      if (!MOVABLE.has(typeOf(key) ?? '')) throw new DesignerError('开始和结束节点不能移动');
      const place = placeOf(key);
      if (delta < 0) {
        const previous = place.parent;
        if (!isChainNode(previous)) return; // first of its chain
        const before = placeOf(previous);
        transact(() => {
          mapOf(before.parent).set('next', key);
          mapOf(previous).set('next', nextOf(key));
          mapOf(key).set('next', previous);
        });
      } else {
        const following = nextOf(key);
        if (!isChainNode(following)) return; // last of its chain
        transact(() => {
          mapOf(place.parent).set('next', following);
          mapOf(key).set('next', nextOf(following));
          mapOf(following).set('next', key);
        });
      }
    },
    addBranch(routeKey) {
      if (typeOf(routeKey) !== 'route') throw new DesignerError('只能给条件分支添加条件');
      const view = branchView(FLOW_NODE_NAMES.branch(nextBranchNumber(routeKey)), false);
      transact(() => {
        const branches = branchesOf(routeKey);
        const at = branches.findIndex((each) => mapOf(each).get('isDefault') === true);
        branches.splice(at < 0 ? branches.length : at, 0, view.key);
        writeFlowNodeMap(parts, view);
        mapOf(routeKey).set('branches', branches);
      });
      return view.key;
    },
    removeBranch(branchKey) {
      if (mapOf(branchKey).get('isDefault') === true) throw new DesignerError('默认分支不能删除');
      const place = placeOf(branchKey);
      if (place.via !== 'branch') throw new DesignerError(`「${branchKey}」不是分支`);
      const routeKey = place.parent;
      const branches = branchesOf(routeKey).filter((each) => each !== branchKey);
      const removed = [branchKey];
      for (let at = nextOf(branchKey); at !== null; at = nextOf(at)) removed.push(...subtree(at));
      transact(() => {
        for (const each of removed) parts.nodes.delete(each);
        if (branches.length >= 2) {
          mapOf(routeKey).set('branches', branches);
          return;
        }
        // One branch left: the route goes, its remaining steps join the chain in its place.
        const join = nextOf(routeKey);
        const routePlace = placeOf(routeKey);
        const remaining = branches[0];
        let head = join;
        if (remaining !== undefined) {
          const first = nextOf(remaining);
          if (first !== null) {
            let tail = first;
            while (nextOf(tail) !== null) tail = nextOf(tail) as string;
            mapOf(tail).set('next', join);
            head = first;
          }
          parts.nodes.delete(remaining);
        }
        mapOf(routePlace.parent).set('next', head);
        parts.nodes.delete(routeKey);
      });
    },
    placeBranch(branchKey, priority) {
      const place = placeOf(branchKey);
      if (place.via !== 'branch') throw new DesignerError(`「${branchKey}」不是分支`);
      if (mapOf(branchKey).get('isDefault') === true) return;
      const branches = branchesOf(place.parent);
      const conditions = branches.filter((each) => mapOf(each).get('isDefault') !== true);
      const rest = conditions.filter((each) => each !== branchKey);
      const at = Math.min(Math.max(Math.trunc(priority) - 1, 0), rest.length);
      if (conditions[at] === branchKey) return;
      rest.splice(at, 0, branchKey);
      const defaults = branches.filter((each) => mapOf(each).get('isDefault') === true);
      transact(() => mapOf(place.parent).set('branches', [...rest, ...defaults]));
    },
    setNode(key, setting, value) {
      const map = mapOf(key);
      if (STRUCTURE_KEYS.has(setting)) throw new DesignerError(`节点的 ${setting} 不能直接设置`);
      if (value === undefined && !map.has(setting)) return;
      if (JSON.stringify(map.get(setting)) === JSON.stringify(value)) return;
      transact(() =>
        value === undefined ? map.delete(setting) : map.set(setting, copyJson(value)),
      );
    },
  };
}
