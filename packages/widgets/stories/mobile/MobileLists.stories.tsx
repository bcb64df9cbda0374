// The mobile lists (spec 1 §2 List widget, Card list widget; §4 Card list states) at 375 px:
// the List with covers and operations, the Card list in each selection mode and with load more.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Control } from '@tessera/protocol';
import { controlStory } from '../support/listStories.js';
import { MobileFrame } from '../support/MobileFrame.js';
import { storyControl } from '../support/storyControls.js';
import { storyArticles } from '../support/storyData.js';

interface Args {
  control: Control;
}

const meta: Meta<Args> = {
  title: 'Mobile/Lists',
  render: ({ control }) => <MobileFrame control={control} />,
  // A phone page: no catalogue padding around the 375 px column.
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<Args>;

const items = storyArticles(12);

function list(props: Record<string, unknown>): Control {
  return storyControl('List', {
    props: {
      title: '新闻动态',
      showPic: true,
      operationStatus: 'iconNumber',
      operateList: [{ label: '点赞' }, { label: '评论' }, { label: '分享' }],
      ...props,
    },
    bindInfo: {
      dsId: 'news',
      title: 'title',
      description: 'summary',
      cover: 'cover',
      bottom: 'author',
    },
    cssData: { pagination: { pageSize: 4 }, coverImage: { height: 72 } },
    events: ['rowClick', 'operationOneClick'],
    extra: {
      bindInfos: {
        operationOneBindInfo: { dsId: 'news', fieldName: 'likes' },
        operationTwoBindInfo: { dsId: 'news', fieldName: 'comments' },
        operationThereBindInfo: { dsId: 'news', fieldName: 'shares' },
      },
    },
  });
}

/** Rows with covers, bottom line and operations; 查看更多 (more rows than the page). */
export const ListRows: Story = controlStory(list({}), { items });

/** Pagination all: rows load 20 more as the foot comes into view. */
export const ListLoadMore: Story = controlStory(list({ paginationMode: 'all', showPic: false }), {
  items: storyArticles(30),
});

/** The empty picture with the designer's tip. */
export const ListEmpty: Story = controlStory(list({ dataForm: { diyTips: '还没有发布动态' } }), {
  items: [],
});

const CARD_ITEM = {
  descList: [
    { label: '作者', fieldName: 'author' },
    { label: '发布时间', fieldName: 'publishedAt', fieldType: 'DateTime' },
  ],
  tagLines: [{ fieldName: 'keywords', wordLimit: 4 }],
  buttonList: [
    { id: 'btn-view', text: '查看', visible: true, eventName: 'viewClick' },
    { id: 'btn-share', text: '分享', visible: true, eventName: 'shareClick' },
  ],
  tag0Visible: true,
  tag1Visible: true,
};

function cards(props: Record<string, unknown>, pageSize = 4): Control {
  return storyControl('CardList', {
    props: { titleIsShow: true, showRank: true, thumbnailSize: 56, cardItem: CARD_ITEM, ...props },
    bindInfo: {
      dsId: 'news',
      value1: { fieldName: 'cover' },
      value2: { fieldName: 'title' },
      value0: { fieldName: 'category' },
      value3: { fieldName: 'badge' },
    },
    cssData: { pagination: { pageSize } },
    events: ['rowClick', 'viewClick', 'shareClick'],
  });
}

/** close mode: medals, title tags, description and tag lines, bottom buttons, 查看更多. */
export const CardsRanked: Story = controlStory(cards({ title: '排行榜', selectionMode: 'close' }), {
  items,
});

/** radio mode: one card chosen. */
export const CardsRadio: Story = controlStory(
  cards({ title: '单选', selectionMode: 'radio', showRank: false }),
  { items },
);

/** check mode: the chosen count in the title bar. */
export const CardsCheck: Story = controlStory(
  cards({ title: '多选', selectionMode: 'check', showRank: false }),
  { items },
);

/** Pagination all: load more to the end (我是有底线的~); pull down to refresh. */
export const CardsLoadMore: Story = controlStory(
  cards({ title: '全部加载', paginationMode: 'all', showRank: false }, 5),
  { items: storyArticles(8) },
);

/** No data: the designer's tip. */
export const CardsEmpty: Story = controlStory(
  cards({ title: '无数据', noDataTip: '暂无推荐内容' }),
  { items: [] },
);
