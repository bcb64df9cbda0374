// Events and permissions wired (spec 1 §4 Event execution, §6): an action chain with a delay, a
// condition that stops its chain, an operation blocked with a fixed or an expression message, a
// control hidden by the Visible mode and one shown to a user who holds the operation.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Control, ControlPermissionSet } from '@tessera/protocol';
import { listSource } from '../support/listStories.js';
import { storyControl } from '../support/storyControls.js';
import { storyArticles } from '../support/storyData.js';
import { WidgetFrame } from '../support/WidgetFrame.js';

interface Args {
  control: Control;
}

const meta: Meta<Args> = {
  title: 'Events/Events and permissions',
  render: ({ control }) => <WidgetFrame control={control} width={480} />,
};
export default meta;

type Story = StoryObj<Args>;

/** An operation no demo user holds (as the demo seed's article.export). */
const LOCKED = 'article.export';

function showMessage(id: string, name: string, params: Record<string, unknown>, extra = {}) {
  return { id, name, typeName: 'showMessage', params, ...extra };
}

function button(label: string, actions: unknown[]): Control {
  return {
    ...storyControl('Button', { id: 'event-button', props: { label } }),
    events: [{ eventName: 'click', actions }],
  };
}

function list(id: string, title: string, events: unknown[] = []): Control {
  return {
    ...storyControl('List', {
      id,
      props: { title, titleIsShow: true },
      bindInfo: { dsId: 'news', title: 'title', description: 'summary' },
      cssData: { pagination: { pageSize: 3 } },
    }),
    events,
  };
}

function story(control: Control, permissionSets: ControlPermissionSet[] = []): Story {
  return {
    args: { control },
    parameters: {
      page: {
        controls: [control],
        permissionSets,
        sources: { news: listSource({ items: storyArticles(6) }) },
      },
    },
  };
}

/** Clicks the story's one button. */
const clickButton: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button'));
};

/** Clicks the first row of the list; the page shows `text`. */
function clickFirstRow(text: string | RegExp): Story['play'] {
  return async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByRole('listitem');
    await userEvent.click(within(rows[0]!).getByRole('button'));
    await expect(await within(document.body).findByText(text)).toBeInTheDocument();
  };
}

/** Actions run in order; the second waits its delay (timeOut, seconds). */
export const ActionChain: Story = {
  ...story(
    button('链式动作', [
      showMessage('a1', '开始', { text: '正在保存...' }),
      showMessage('a2', '完成', { text: '保存成功' }, { timeOut: 1 }),
    ]),
  ),
  play: clickButton,
};

/** An unmet condition with isStopNext stops the chain (logged 动作:[检查审批]未满足执行条件). */
export const ConditionStopsChain: Story = {
  ...story(
    button('需审批的动作', [
      showMessage(
        'a1',
        '检查审批',
        { text: '审批已通过，继续执行' },
        {
          conditions: {
            isStopNext: true,
            conditions: [
              {
                leftExp: { source: 'variable', name: 'approved' },
                action: 'eq',
                rightExp: { source: 'const', value: 'yes' },
                fieldType: 'String',
              },
            ],
          },
        },
      ),
      showMessage('a2', '后续提示', { text: '审批后的后续动作' }),
    ]),
  ),
  play: async (context) => {
    await clickButton(context);
    // The unmet condition is written to the run log, and nothing of the chain is shown.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(within(document.body).queryByText('审批已通过，继续执行')).toBeNull();
    await expect(within(document.body).queryByText('审批后的后续动作')).toBeNull();
  },
};

function lockedRowClick(noPermissionTip: Record<string, unknown>) {
  return [
    {
      eventName: 'rowClick',
      label: '导出文章',
      operationId: LOCKED,
      noPermissionTip,
      actions: [showMessage('a1', '导出', { text: '已导出' })],
    },
  ];
}

const availableLocked = (controlId: string): ControlPermissionSet => ({
  controlId,
  controlMode: 'Available',
  enablePermission: true,
  operationPermissionList: [{ operId: LOCKED }],
});

/** Available mode: the row click's operation is blocked with a fixed text. */
export const BlockedWithText: Story = {
  ...story(
    list(
      'locked-text',
      '导出（固定提示）',
      lockedRowClick({ type: 'text', text: '您没有导出文章的权限' }),
    ),
    [availableLocked('locked-text')],
  ),
  play: clickFirstRow('您没有导出文章的权限'),
};

/** Available mode: the message is an expression over the user and the payload. */
export const BlockedWithExpression: Story = {
  ...story(
    list(
      'locked-expression',
      '导出（表达式提示）',
      lockedRowClick({
        type: 'expression',
        expression: "user.nickName + '，您没有导出权限：' + payload.title",
      }),
    ),
    [availableLocked('locked-expression')],
  ),
  play: clickFirstRow(/^管理员，您没有导出权限：/),
};

/** Visible mode without the operation: the control is not drawn. */
export const HiddenByPermission = story(list('hidden', '仅导出权限可见'), [
  {
    controlId: 'hidden',
    controlMode: 'Visible',
    enablePermission: true,
    operationPermissionList: [{ operId: LOCKED }],
  },
]);
