import { useEffect, useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import type { Control, ContentItem } from '@tessera/protocol';
import { createDataSourceScheduler } from '@tessera/datasources';
import type { DataSourceSubmitter, SubmitMutation } from '@tessera/datasources';
import { TesseraProvider } from '@tessera/react';
import { createMessageQueue } from '../../messages/createMessageQueue.js';
import { FormWidget } from './FormWidget.js';

const FIELDS = [
  { name: 'title', fieldType: 'String' },
  { name: 'score', fieldType: 'Number' },
];

const formControl = (props: Record<string, unknown> = {}): Control =>
  ({
    id: 'form-1',
    parentId: null,
    typeName: 'Form',
    layout: { x: 0, y: 0, w: 6, h: 4 },
    props: {
      title: '反馈',
      items: [
        { field: 'title', type: 'input', label: '标题', rules: [{ required: true }] },
        {
          field: 'score',
          type: 'input-number',
          label: '满意度',
          options: { step: 5, decimals: 1 },
        },
      ],
      ...props,
    },
    bindInfo: { dsId: 'feedback' },
  }) as unknown as Control;

/** A submitter standing in for the content service's answer: it refuses or saves. */
function submitter(refusal: string | null, sent: SubmitMutation[]): DataSourceSubmitter {
  return {
    async mutate(mutation) {
      sent.push(mutation);
      if (refusal) throw new Error(refusal);
      return {
        id: 'n1',
        contentId: 'c1',
        version: 1,
        status: 'Draft',
        data: Object.fromEntries(
          Object.entries(mutation.contentData ?? {}).map(([k, v]) => [k, { iv: v }]),
        ),
      } as unknown as ContentItem;
    },
    incrementField: async () => null,
    batch: async () => [],
  };
}

function Page({
  control,
  refusal,
  sent,
}: {
  control: Control;
  refusal: string | null;
  sent: SubmitMutation[];
}) {
  const messages = useMemo(() => createMessageQueue(), []);
  const scheduler = useMemo(
    () =>
      createDataSourceScheduler({
        dataSources: [
          {
            dsId: 'feedback',
            schemaName: 'feedback',
            usages: ['add'],
            isAddingData: true,
            chooseFields: FIELDS,
          },
        ],
        loader: async () => ({ total: 0, items: [] }),
        submitter: submitter(refusal, sent),
      }),
    [refusal, sent],
  );
  useEffect(() => {
    void scheduler.load();
    return () => scheduler.dispose();
  }, [scheduler]);
  return (
    <TesseraProvider scheduler={scheduler} messages={messages}>
      <FormWidget control={control} />
    </TesseraProvider>
  );
}

describe('FormWidget (spec 1 §2 Form-item renderer)', () => {
  it('stops a submit with the messages under the items and sends nothing', async () => {
    const sent: SubmitMutation[] = [];
    const screen = await render(<Page control={formControl()} refusal={null} sent={sent} />);
    await screen.getByTestId('form-submit').click();
    await expect.element(screen.getByText('标题不能为空')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('adds the new entry and starts a fresh one (spec 1 §4 adding mode)', async () => {
    const sent: SubmitMutation[] = [];
    const screen = await render(<Page control={formControl()} refusal={null} sent={sent} />);
    await userEvent.fill(screen.getByRole('textbox', { name: '标题' }), '列表卡顿');
    await screen.getByRole('button', { name: '增加' }).click();
    await screen.getByTestId('form-submit').click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({
      type: 'add',
      schemaName: 'feedback',
      contentData: { title: '列表卡顿', score: 0.5 },
    });
    await expect.element(screen.getByRole('textbox', { name: '标题' })).toHaveValue('');
  });

  it('keeps the values and shows the server refusal when a write is refused', async () => {
    const sent: SubmitMutation[] = [];
    const screen = await render(
      <Page control={formControl()} refusal="字段 title 的值过长" sent={sent} />,
    );
    await userEvent.fill(screen.getByRole('textbox', { name: '标题' }), '列表卡顿');
    await screen.getByTestId('form-submit').click();
    await expect
      .element(screen.getByTestId('form-submit-error'))
      .toHaveTextContent('字段 title 的值过长');
    await expect.element(screen.getByRole('textbox', { name: '标题' })).toHaveValue('列表卡顿');
    expect(sent).toHaveLength(1);
  });

  it('shows values, not inputs, in view mode', async () => {
    const screen = await render(
      <Page control={formControl({ mode: 'view' })} refusal={null} sent={[]} />,
    );
    await expect.element(screen.getByTestId('form-widget')).toHaveAttribute('data-mode', 'view');
    expect(screen.getByRole('textbox').query()).toBeNull();
    expect(screen.getByTestId('form-submit').query()).toBeNull();
  });
});
