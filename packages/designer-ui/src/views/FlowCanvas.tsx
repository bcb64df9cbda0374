import { memo, useState, type MouseEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import type { ConditionSet, SingleCondition } from '@tessera/conditions';
import { FLOW_NODE_NAMES, type AddableFlowNodeType, type FlowNodeView } from '@tessera/designer';
import type { FormFieldDefinition } from '@tessera/protocol';
import type { ApprovalMode, AssigneeRule } from '@tessera/workflow';
import type { FlowDesignerModel, RoleRef } from '../model/flowDesignerModel.js';
import { APPROVAL_MODE_SHORT, assigneeSummary, conditionSummary } from './flowLabels.js';

/** The canvas background: the branch boxes' cover lines are drawn in it. */
export const FLOW_CANVAS_BG = '#f5f5f7';
const LINE = '#cacaca';
const TITLE_COLORS: Record<string, string> = {
  start: '#576a95',
  approver: '#ff943e',
  cc: '#3296fa',
};

// DingTalk's tree drawn with flexbox: a column per chain, a row of branch columns per route,
// connector lines as pseudo-elements, "+" buttons on the lines.
const css = `
.flow-tree { display: flex; flex-direction: column; align-items: center; padding: 32px 80px 80px; min-width: min-content; }
.flow-chain { display: flex; flex-direction: column; align-items: center; flex: 1 0 auto; }
.flow-node { position: relative; z-index: 1; width: 220px; background: #fff; border-radius: 8px;
  box-shadow: 0 2px 5px rgba(0,0,0,.1); cursor: pointer; outline: 2px solid transparent;
  transition: box-shadow .2s, outline-color .2s; text-align: left; }
.flow-node:hover { box-shadow: 0 4px 14px rgba(0,0,0,.18); }
.flow-node.is-selected { outline-color: #3296fa; }
.flow-node.is-invalid { outline-color: #f25643; box-shadow: 0 0 0 4px rgba(242,86,67,.15); }
.flow-node-title { display: flex; align-items: center; gap: 4px; height: 30px; padding: 0 6px 0 12px;
  color: #fff; font-size: 13px; border-radius: 8px 8px 0 0; }
.flow-node-title .flow-node-name { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.flow-node-actions { display: none; }
.flow-node:hover .flow-node-actions, .flow-node:focus-within .flow-node-actions { display: flex; }
.flow-node-actions .MuiIconButton-root { color: inherit; padding: 2px; }
.flow-node-body { display: flex; align-items: center; min-height: 24px; padding: 12px; font-size: 14px;
  color: #111f2c; line-height: 1.5; word-break: break-all; }
.flow-node-body .is-empty { color: #9aa5b1; }
.flow-node-error { display: flex; gap: 4px; align-items: flex-start; padding: 0 12px 10px; color: #f25643;
  font-size: 12px; line-height: 1.4; }
.flow-branch-card .flow-node-title { color: #15bc83; background: #fff; height: 34px; font-weight: 600;
  border-bottom: 1px solid #f0f0f0; }
.flow-branch-card .flow-node-title .flow-node-actions .MuiIconButton-root { color: #8b95a1; }
.flow-branch-card .flow-priority { color: #8b95a1; font-weight: 400; font-size: 12px; }
.flow-branch-card.is-default .flow-node-title { color: #8b95a1; }
.flow-branch-card[draggable='true'] .flow-node-title { cursor: grab; }
.flow-branch-card.is-dragged { opacity: .5; }
.flow-branch-card.is-drop-target { outline: 2px dashed #15bc83; }
.flow-add { position: relative; display: flex; justify-content: center; align-self: stretch;
  padding: 28px 0 36px; flex: 0 0 auto; }
.flow-add::before { content: ''; position: absolute; top: 0; bottom: 0; left: 50%; width: 2px;
  transform: translateX(-50%); background: ${LINE}; }
.flow-add .flow-add-button { position: relative; z-index: 1; width: 30px; height: 30px; color: #fff;
  background: #3296fa; box-shadow: 0 2px 4px rgba(0,0,0,.15); transition: transform .15s; }
.flow-add .flow-add-button:hover { background: #1e83e9; transform: scale(1.1); }
.flow-route { display: flex; flex-direction: column; align-items: center; align-self: stretch; }
.flow-branches { position: relative; display: flex; margin-top: 16px; border-top: 2px solid ${LINE};
  border-bottom: 2px solid ${LINE}; }
.flow-add-branch { position: absolute !important; top: -17px; left: 50%; transform: translateX(-50%);
  z-index: 2; background: #fff !important; border-radius: 16px !important; white-space: nowrap;
  box-shadow: 0 2px 4px rgba(0,0,0,.1); }
.flow-branch-col { position: relative; display: flex; flex-direction: column; align-items: center;
  padding: 36px 48px 0; background: ${FLOW_CANVAS_BG}; }
.flow-branch-col::before { content: ''; position: absolute; top: 0; bottom: 0; left: 50%; width: 2px;
  transform: translateX(-50%); background: ${LINE}; }
.flow-cover { position: absolute; width: 50%; height: 6px; background: ${FLOW_CANVAS_BG}; }
.flow-cover.top-left { top: -4px; left: 0; } .flow-cover.bottom-left { bottom: -4px; left: 0; }
.flow-cover.top-right { top: -4px; right: 0; } .flow-cover.bottom-right { bottom: -4px; right: 0; }
.flow-end { display: flex; flex-direction: column; align-items: center; gap: 6px; color: #8b95a1;
  font-size: 14px; }
.flow-end-dot { width: 12px; height: 12px; border-radius: 50%; background: #dbdcdc; }
`;

/** What the canvas draws with: the snapshot's parts and the model's commands. */
interface CanvasProps {
  model: FlowDesignerModel;
  nodes: Readonly<Record<string, FlowNodeView>>;
  problems: Readonly<Record<string, readonly string[]>>;
  selected: string | null;
  fields: readonly FormFieldDefinition[];
  /** The app's roles, for the names of role approvers. */
  roles: readonly RoleRef[];
}

const NONE: readonly string[] = [];

/** The "+" on a connector line: adds an approver, a CC or a condition branch after `after`. */
const AddButton = memo(function AddButton({
  after,
  model,
}: {
  after: string;
  model: FlowDesignerModel;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const add = (type: AddableFlowNodeType) => {
    setAnchor(null);
    model.addNode(after, type);
  };
  const items: { type: AddableFlowNodeType; icon: ReactNode; color: string }[] = [
    { type: 'approver', icon: <PersonOutlineIcon />, color: TITLE_COLORS.approver! },
    { type: 'cc', icon: <SendOutlinedIcon />, color: TITLE_COLORS.cc! },
    { type: 'route', icon: <CallSplitIcon />, color: '#15bc83' },
  ];
  return (
    <div className="flow-add">
      <IconButton
        className="flow-add-button"
        aria-label="添加节点"
        data-after={after}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'center', horizontal: 'right' }}
        transformOrigin={{ vertical: 'center', horizontal: 'left' }}
      >
        {items.map((item) => (
          <MenuItem key={item.type} onClick={() => add(item.type)} sx={{ minWidth: 160 }}>
            <ListItemIcon sx={{ color: item.color }}>{item.icon}</ListItemIcon>
            <ListItemText primary={FLOW_NODE_NAMES[item.type]} />
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
});

/** One of a card's small actions (a click on it does not also open the card's settings). */
function CardAction({
  title,
  label = title,
  onClick,
  children,
}: {
  title: string;
  /** The accessible name, when it differs from the tooltip. */
  label?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={title}>
      <IconButton
        aria-label={label}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

function Problems({ list }: { list: readonly string[] }) {
  if (list.length === 0) return null;
  return (
    <div className="flow-node-error" data-testid="flow-node-problem">
      <ErrorOutlineIcon sx={{ fontSize: 14, mt: '1px' }} />
      <span>{list.join('；')}</span>
    </div>
  );
}

/** The card of START, an approver or a CC node. Memoised: it redraws only when its node changed. */
const NodeCard = memo(function NodeCard({
  node,
  problems,
  selected,
  roles,
  model,
  renders,
}: {
  node: FlowNodeView;
  problems: readonly string[];
  selected: boolean;
  roles: readonly RoleRef[];
  model: FlowDesignerModel;
  renders?: (key: string) => void;
}) {
  renders?.(node.key);
  const type = node.type as 'start' | 'approver' | 'cc';
  let body: string | null;
  let empty = '';
  if (type === 'start') body = '所有人';
  else {
    const rule = (type === 'cc' ? node.recipients : node.assignee) as AssigneeRule | undefined;
    body = assigneeSummary(rule, roles);
    empty = type === 'cc' ? '请选择抄送人' : '请设置审批人';
    const mode = node.mode as ApprovalMode | undefined;
    if (body && type === 'approver' && rule?.kind === 'users' && rule.users.length > 1) {
      body += `（${APPROVAL_MODE_SHORT[mode ?? 'sequential']}）`;
    }
  }
  const classes = ['flow-node', selected && 'is-selected', problems.length > 0 && 'is-invalid'];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-testid="flow-node"
      data-key={node.key}
      data-type={type}
      data-name={node.name}
      data-invalid={problems.length > 0 ? 'true' : undefined}
      role="button"
      tabIndex={0}
      onClick={() => model.select(node.key)}
      onKeyDown={(event) => event.key === 'Enter' && model.select(node.key)}
    >
      <div className="flow-node-title" style={{ background: TITLE_COLORS[type] }}>
        {type === 'approver' && <PersonOutlineIcon sx={{ fontSize: 16 }} />}
        {type === 'cc' && <SendOutlinedIcon sx={{ fontSize: 14 }} />}
        <span className="flow-node-name">{node.name}</span>
        {type !== 'start' && (
          <span className="flow-node-actions">
            <CardAction title="上移" onClick={() => model.moveNode(node.key, -1)}>
              <KeyboardArrowUpIcon sx={{ fontSize: 16 }} />
            </CardAction>
            <CardAction title="下移" onClick={() => model.moveNode(node.key, 1)}>
              <KeyboardArrowDownIcon sx={{ fontSize: 16 }} />
            </CardAction>
            <CardAction title="删除" onClick={() => model.removeNode(node.key)}>
              <CloseIcon sx={{ fontSize: 16 }} />
            </CardAction>
          </span>
        )}
      </div>
      <div className="flow-node-body">
        {body ? <span>{body}</span> : <span className="is-empty">{empty}</span>}
      </div>
      <Problems list={problems} />
    </div>
  );
});

function conditionsOf(node: FlowNodeView): SingleCondition[] {
  const set = node.condition as ConditionSet | null | undefined;
  if (!set) return [];
  return [...(Array.isArray(set) ? set : (set as { conditions: SingleCondition[] }).conditions)];
}

/**
 * The condition branch being dragged to a new priority (HTML5 drag and drop): its route and key.
 * A drag belongs to one canvas at a time, and dragover events cannot read the drag's data.
 */
let draggedBranch: { route: string; key: string } | null = null;

/**
 * The card of a route branch: its name, priority and condition. A condition branch is dragged
 * onto another of its route to take that priority; ‹ › move it one place from the keyboard.
 */
const BranchCard = memo(function BranchCard({
  route,
  node,
  problems,
  selected,
  priority,
  count,
  fields,
  model,
  renders,
}: {
  route: string;
  node: FlowNodeView;
  problems: readonly string[];
  selected: boolean;
  priority: number;
  count: number;
  fields: readonly FormFieldDefinition[];
  model: FlowDesignerModel;
  renders?: (key: string) => void;
}) {
  renders?.(node.key);
  const [drag, setDrag] = useState<'dragged' | 'target' | null>(null);
  const isDefault = node.isDefault === true;
  const summary = isDefault ? '其他条件进入此流程' : conditionSummary(conditionsOf(node), fields);
  const classes = [
    'flow-node',
    'flow-branch-card',
    isDefault && 'is-default',
    selected && 'is-selected',
    problems.length > 0 && 'is-invalid',
    drag === 'dragged' && 'is-dragged',
    drag === 'target' && 'is-drop-target',
  ];
  const accepts = () =>
    !isDefault && draggedBranch?.route === route && draggedBranch.key !== node.key;
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-testid="flow-branch"
      data-key={node.key}
      data-name={node.name}
      data-invalid={problems.length > 0 ? 'true' : undefined}
      role="button"
      tabIndex={0}
      draggable={!isDefault}
      onClick={() => model.select(node.key)}
      onKeyDown={(event) => event.key === 'Enter' && model.select(node.key)}
      onDragStart={(event) => {
        if (isDefault) return;
        draggedBranch = { route, key: node.key };
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', node.name ?? node.key);
        setDrag('dragged');
      }}
      onDragEnd={() => {
        draggedBranch = null;
        setDrag(null);
      }}
      onDragOver={(event) => {
        if (!accepts()) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (drag !== 'target') setDrag('target');
      }}
      onDragLeave={() => drag === 'target' && setDrag(null)}
      onDrop={(event) => {
        if (!accepts() || !draggedBranch) return;
        event.preventDefault();
        setDrag(null);
        model.placeBranch(draggedBranch.key, priority);
      }}
    >
      <div className="flow-node-title">
        {!isDefault && priority > 1 && (
          <span className="flow-node-actions">
            <CardAction
              title="优先级提高"
              label="左移"
              onClick={() => model.placeBranch(node.key, priority - 1)}
            >
              <ChevronLeftIcon sx={{ fontSize: 16 }} />
            </CardAction>
          </span>
        )}
        <span className="flow-node-name">{node.name}</span>
        <span className="flow-priority">{isDefault ? '默认' : `优先级${priority}`}</span>
        {!isDefault && (
          <span className="flow-node-actions">
            {priority < count - 1 && (
              <CardAction
                title="优先级降低"
                label="右移"
                onClick={() => model.placeBranch(node.key, priority + 1)}
              >
                <ChevronRightIcon sx={{ fontSize: 16 }} />
              </CardAction>
            )}
            <CardAction title="删除" label="删除分支" onClick={() => model.removeBranch(node.key)}>
              <CloseIcon sx={{ fontSize: 16 }} />
            </CardAction>
          </span>
        )}
      </div>
      <div className="flow-node-body">
        {summary ? <span>{summary}</span> : <span className="is-empty">请设置条件</span>}
      </div>
      <Problems list={problems} />
    </div>
  );
});

/** A chain of nodes from `first`, each followed by its "+", until the chain ends. */
function Chain(
  props: CanvasProps & { first: string | null | undefined; renders?: (key: string) => void },
) {
  const { nodes, first } = props;
  const out: ReactNode[] = [];
  for (let key = first; typeof key === 'string'; key = nodes[key]?.next) {
    const node = nodes[key];
    if (!node) break;
    if (node.type === 'end') {
      out.push(
        <div key={key} className="flow-end" data-testid="flow-end" data-key={key}>
          <div className="flow-end-dot" />
          <span>{node.name}</span>
        </div>,
      );
      break;
    }
    out.push(
      node.type === 'route' ? (
        <Route key={key} {...props} route={node} />
      ) : (
        <NodeCard
          key={key}
          node={node}
          problems={props.problems[key] ?? NONE}
          selected={props.selected === key}
          roles={props.roles}
          model={props.model}
          renders={props.renders}
        />
      ),
      <AddButton key={`${key}+`} after={key} model={props.model} />,
    );
  }
  return <>{out}</>;
}

/** 添加条件 of a route (memoised: an edit elsewhere does not redraw the routes' buttons). */
const AddBranchButton = memo(function AddBranchButton({
  routeKey,
  model,
}: {
  routeKey: string;
  model: FlowDesignerModel;
}) {
  return (
    <Button
      className="flow-add-branch"
      size="small"
      variant="outlined"
      color="success"
      onClick={() => model.addBranch(routeKey)}
    >
      添加条件
    </Button>
  );
});

/** A route: 添加条件, a column per branch (its card, its "+" and its steps), the join. */
function Route(props: CanvasProps & { route: FlowNodeView; renders?: (key: string) => void }) {
  const { route, nodes, model } = props;
  const branches = route.branches ?? [];
  const routeProblems = props.problems[route.key] ?? NONE;
  return (
    <div className="flow-route" data-testid="flow-route" data-key={route.key}>
      <div className="flow-branches">
        <AddBranchButton routeKey={route.key} model={model} />
        {branches.map((branchKey, index) => {
          const branch = nodes[branchKey];
          if (!branch) return null;
          const first = index === 0;
          const last = index === branches.length - 1;
          return (
            <div key={branchKey} className="flow-branch-col">
              {first && <div className="flow-cover top-left" />}
              {first && <div className="flow-cover bottom-left" />}
              {last && <div className="flow-cover top-right" />}
              {last && <div className="flow-cover bottom-right" />}
              <BranchCard
                route={route.key}
                node={branch}
                problems={props.problems[branchKey] ?? NONE}
                selected={props.selected === branchKey}
                priority={index + 1}
                count={branches.length}
                fields={props.fields}
                model={model}
                renders={props.renders}
              />
              <AddButton after={branchKey} model={model} />
              <div className="flow-chain">
                <Chain {...props} first={branch.next} />
              </div>
            </div>
          );
        })}
      </div>
      {routeProblems.length > 0 && (
        <Typography
          variant="caption"
          color="error"
          data-testid="flow-node-problem"
          sx={{ mt: 1, px: 1, bgcolor: '#fff', borderRadius: 1, position: 'relative', zIndex: 1 }}
        >
          {routeProblems.join('；')}
        </Typography>
      )}
    </div>
  );
}

/**
 * The flow tree (DingTalk style): START at the top, END at the bottom, a "+" between nodes, a
 * route as a row of branch columns. `renders` is called with a node's key each time its card
 * draws (the benchmark counts redraws).
 */
export function FlowCanvas(props: CanvasProps & { root: string; renders?: (key: string) => void }) {
  return (
    <Box className="flow-tree" data-testid="flow-canvas">
      <style>{css}</style>
      <div className="flow-chain">
        <Chain {...props} first={props.root} />
      </div>
    </Box>
  );
}
