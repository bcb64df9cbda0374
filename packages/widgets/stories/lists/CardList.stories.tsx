// The Card list widget (spec 1 §2 Card list, §4 Card list states): rank medals, thumbnails, title
// tags, description and tag lines, bottom buttons, the selection modes close / radio / check,
// the no-data modes, load more and pagination all.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Control } from '@tessera/protocol';
import { controlStory } from '../support/listStories.js';
import { messageEvent, storyControl } from '../support/storyControls.js';
import { coverImage, storyArticles } from '../support/storyData.js';
import { WidgetFrame } from '../support/WidgetFrame.js';

interface Args {
  control: Control;
}

const meta: Meta<Args> = {
  title: 'Lists/CardList',
  render: ({ control }) => <WidgetFrame control={control} width={640} />,
};
export default meta;

type Story = StoryObj<Args>;

const CARD_ITEM = {
  descList: [
    { label: '作者', fieldName: 'author' },
    { label: '发布时间', fieldName: 'publishedAt', fieldType: 'DateTime' },
  ],
  tagLines: [{ fieldName: 'keywords', wordLimit: 4 }],
  buttonList: [] as unknown[],
  tag0Visible: true,
  tag1Visible: true,
};

/** A Card list bound to `news` (cover, title, category and badge tags). */
function cards(props: Record<string, unknown>, events: readonly string[] = ['rowClick']): Control {
  return storyControl('CardList', {
    props: { titleIsShow: true, showRank: true, thumbnailSize: 64, cardItem: CARD_ITEM, ...props },
    bindInfo: {
      dsId: 'news',
      value1: { fieldName: 'cover' },
      value2: { fieldName: 'title' },
      value0: { fieldName: 'category' },
      value3: { fieldName: 'badge' },
    },
    cssData: { pagination: { pageSize: 3 } },
    events,
  });
}

const items = storyArticles(12);

/** close mode: rank medals gold / silver / bronze, bottom buttons, a hidden button left out. */
export const CloseWithButtons: Story = controlStory(
  {
    ...cards(
      {
        title: '排行榜',
        selectionMode: 'close',
        cardItem: {
          ...CARD_ITEM,
          buttonList: [
            { id: 'btn-view', text: '查看', visible: true, eventName: 'viewClick' },
            { id: 'btn-share', text: '分享', visible: true, eventName: 'shareClick' },
            { id: 'btn-hidden', text: '隐藏按钮', visible: false, eventName: 'hiddenClick' },
          ],
        },
      },
      [],
    ),
    events: ['rowClick', 'viewClick', 'shareClick', 'titleTagClick'].map((name) =>
      messageEvent(name),
    ),
  },
  { items },
);

/** radio mode: one card chosen (the cursor). */
export const Radio: Story = controlStory(
  cards({ title: '单选', selectionMode: 'radio', showRank: false, titleOneLine: false }),
  { items },
);

/** check mode: several cards chosen (the batch selection). */
export const Check: Story = controlStory(
  cards({ title: '多选', selectionMode: 'check', showRank: false }),
  { items },
);

/** pagination all with the largest thumbnail (clamped to 200). */
export const PaginationAll: Story = controlStory(
  cards({ title: '全部加载', paginationMode: 'all', thumbnailSize: 300 }),
  { items: items.slice(0, 5) },
);

/** More items than the page: 加载更多 (topN = 20 × counter until the total). */
export const LoadMore: Story = controlStory(cards({ title: '最新动态' }), {
  items: storyArticles(40),
});

/** 数据加载中... while the source loads. */
export const Loading: Story = controlStory(cards({ title: '加载中' }), { state: 'loading' });

/** The server's failure text. */
export const LoadError: Story = controlStory(cards({ title: '加载失败' }), {
  state: 'error',
  error: '数据源 news 加载失败：服务器繁忙',
});

/** No data, customTip with a picture. */
export const NoDataCustomTip: Story = controlStory(
  cards({
    title: '无数据时提示',
    noDataMode: 'customTip',
    noDataTip: '暂无推荐内容',
    noDataImage: coverImage(0),
  }),
  { items: [] },
);

/** No data, customTip without a picture: the default empty picture and 暂无数据. */
export const NoDataDefault: Story = controlStory(cards({ title: '无数据' }), { items: [] });

/** No data, hideWidget: nothing is drawn (the page closes the gap). */
export const NoDataHidden: Story = controlStory(
  cards({ title: '无数据时隐藏', noDataMode: 'hideWidget' }),
  { items: [] },
);
