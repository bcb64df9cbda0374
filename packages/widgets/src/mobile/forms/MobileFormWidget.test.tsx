import { useEffect, useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import type { Control, ContentItem, Settings } from '@tessera/protocol';
import { createDataSourceScheduler } from '@tessera/datasources';
import type { DataSourceSubmitter, SubmitMutation } from '@tessera/datasources';
import { TesseraProvider } from '@tessera/react';
import { createRequestClient } from '@tessera/request';
import { createMessageQueue, type MessageQueue } from '../../messages/createMessageQueue.js';
import { MobileFormWidget } from './MobileFormWidget.js';

const FIELDS = [
  { name: 'title', fieldType: 'String' },
  { name: 'score', fieldType: 'Number' },
  { name: 'category', fieldType: 'String' },
  { name: 'visitDate', fieldType: 'DateTime' },
  { name: 'photos', fieldType: 'Image' },
];

const ITEMS = [
  { field: 'title', type: 'input', label: '标题', rules: [{ required: true }] },
  { field: 'score', type: 'input-number', label: '满意度', options: { step: 5, decimals: 1 } },
  {
    field: 'category',
    type: 'select',
    label: '反馈类型',
    rules: [{ required: true }],
    options: {
      options: [
        { label: '功能建议', value: 'suggestion' },
        { label: '问题报告', value: 'bug' },
      ],
    },
  },
  {
    field: 'visitDate',
    type: 'date',
    label: '到访日期',
    options: { ranges: [[{ operator: 'ge', value: { relative: 'now', days: 1 } }]] },
  },
  {
    field: 'photos',
    type: 'image-uploader',
    label: '截图',
    options: { length: 2, maxBytes: 1048576 },
  },
];

const formControl = (props: Record<string, unknown> = {}): Control =>
  ({
    id: 'form-1',
    parentId: null,
    typeName: 'Form',
    layout: { x: 0, y: 0, w: 12, h: 4 },
    props: { title: '反馈', items: ITEMS, ...props },
    bindInfo: { dsId: 'feedback' },
  }) as unknown as Control;

/** A submitter standing in for the content service's answer (the scheduler's submit seam). */
function submitter(sent: SubmitMutation[]): DataSourceSubmitter {
  return {
    async mutate(mutation) {
      sent.push(mutation);
      return {
        id: 'n1',
        contentId: 'c1',
        version: 1,
        status: 'Draft',
        data: {},
      } as unknown as ContentItem;
    },
    incrementField: async () => null,
    batch: async () => [],
  };
}

function Page({
  control,
  sent,
  messages,
}: {
  control: Control;
  sent: SubmitMutation[];
  messages: MessageQueue;
}) {
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
        submitter: submitter(sent),
      }),
    [sent],
  );
  // The real client of the media calls; these tests stop every file before it is sent
  // (size, count and format are checked first, spec 1 §5), so nothing goes out.
  const client = useMemo(
    () =>
      createRequestClient({
        baseUrl: 'http://127.0.0.1:9',
        messages,
        getContext: () => ({
          appId: 'app',
          subAppId: 'sub',
          pageId: 'page',
          subAppType: 'Mobile',
          envType: 'Runtime',
          currentPublishVersion: '1',
          accessToken: null,
        }),
      }),
    [messages],
  );
  useEffect(() => {
    void scheduler.load();
    return () => scheduler.dispose();
  }, [scheduler]);
  return (
    <TesseraProvider
      scheduler={scheduler}
      messages={messages}
      client={client}
      settings={{ appId: 'app', subAppId: 'sub', subAppType: 'Mobile' } as Settings}
    >
      <div style={{ width: 375 }}>
        <MobileFormWidget control={control} />
      </div>
    </TesseraProvider>
  );
}

async function renderForm(control = formControl()) {
  const sent: SubmitMutation[] = [];
  const messages = createMessageQueue();
  const screen = await render(<Page control={control} sent={sent} messages={messages} />);
  return { screen, sent, messages };
}

describe('MobileFormWidget (spec 1 §2 Form-item renderer, mobile)', () => {
  it('stops a submit with the messages under the items and sends nothing', async () => {
    const { screen, sent, messages } = await renderForm();
    await screen.getByTestId('form-submit').click();
    await expect.element(screen.getByText('标题不能为空')).toBeVisible();
    await expect.element(screen.getByText('反馈类型不能为空')).toBeVisible();
    expect(messages.getSnapshot().map((m) => m.text)).toContain('请检查表单中标红的内容');
    expect(sent).toHaveLength(0);
  });

  it('picks the select from a bottom picker and steps the number, then adds the entry', async () => {
    const { screen, sent } = await renderForm();
    await userEvent.fill(screen.getByRole('textbox', { name: '标题' }), '列表卡顿');
    await screen.getByRole('button', { name: '反馈类型' }).click();
    const picker = page.getByText('问题报告');
    await expect.element(picker).toBeVisible();
    // The wheel starts on the first option; choose the second by tapping it, then 确定.
    await picker.click();
    await page.getByText('确定').click();
    await expect
      .element(screen.getByRole('button', { name: '反馈类型' }))
      .toHaveTextContent('问题报告');
    await screen.getByRole('button', { name: '增加' }).first().click();
    await screen.getByTestId('form-submit').click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({
      type: 'add',
      contentData: { title: '列表卡顿', score: 0.5, category: 'bug' },
    });
  });

  it('keeps 确定 disabled for a date outside the ranges, marked 不可用', async () => {
    const { screen } = await renderForm();
    await screen.getByRole('button', { name: '到访日期' }).click();
    const sheet = page.getByTestId('date-picker');
    await expect.element(sheet).toBeVisible();
    // The wheel starts today; the range asks for tomorrow or later.
    await expect.element(sheet.getByTestId('date-picker-chosen')).toHaveTextContent('不可用');
    await expect.element(sheet.getByRole('button', { name: '确定' })).toBeDisabled();
  });

  it('shows the size message and keeps a refused format under the uploader until closed', async () => {
    const { screen, messages } = await renderForm();
    const album = screen.getByLabelText('从相册选择');
    const big = new File([new Uint8Array(2 * 1048576)], 'big.png', { type: 'image/png' });
    await userEvent.upload(album, [big]);
    await expect
      .poll(() => messages.getSnapshot().map((m) => m.text))
      .toContain('图片大小不能超过 1.00 M');
    const doc = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(album, [doc]);
    await expect
      .element(screen.getByTestId('form-upload-error'))
      .toHaveTextContent('上传失败，格式错误：notes.txt');
  });

  it('offers the camera and the album for images', async () => {
    const { screen } = await renderForm();
    await screen.getByRole('button', { name: '上传图片' }).click();
    await expect.element(page.getByText('拍照')).toBeVisible();
    await expect.element(page.getByText('从相册选择', { exact: true }).last()).toBeVisible();
    await expect.element(screen.getByLabelText('拍照')).toHaveAttribute('capture', 'environment');
  });

  it('shows values, not inputs, in view mode', async () => {
    const { screen } = await renderForm(formControl({ mode: 'view' }));
    await expect.element(screen.getByTestId('form-widget')).toHaveAttribute('data-mode', 'view');
    expect(screen.getByRole('textbox').query()).toBeNull();
    expect(screen.getByTestId('form-submit').query()).toBeNull();
  });
});
