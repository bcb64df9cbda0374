// The catalogue's fixed content: demo articles and people in the wire shapes of spec 1 §3.
import type { ContentItem } from '@tessera/protocol';

/** A content item whose custom fields hold `{ iv }` values (spec 1 §3 Content item). */
export function storyItem(id: string, fields: Record<string, unknown>): ContentItem {
  const data: Record<string, { iv: unknown }> = {};
  for (const [name, value] of Object.entries(fields)) data[name] = { iv: value };
  return {
    id,
    contentId: `content-${id}`,
    version: 1,
    created: '2026-03-02T08:30:00Z',
    createdBy: 'sub:admin',
    lastModified: '2026-03-02T09:15:00Z',
    lastModifiedBy: 'sub:admin',
    status: 'Published',
    data,
  };
}

const TITLES = [
  '2026 年度产品路线图发布',
  '低代码平台新版本上线说明',
  '关于开展信息安全培训的通知',
  '第三季度经营数据分析',
  '员工关怀计划正式启动',
  '数据中心迁移完成公告',
  '新版审批流程使用指南',
  '优秀团队评选结果公示',
  '春季招聘工作安排',
  '办公区域调整通知',
  '客户满意度调研报告',
  '技术分享会：前端性能优化',
];

const SUMMARIES = [
  '本年度将围绕页面设计器、运行时性能与移动端体验三条主线推进。',
  '新版本支持响应式栅格、主题切换以及更多事件动作。',
  '请各部门于本周五前完成线上课程与考试。',
  '营收同比增长 18%，新签客户数创历史新高。',
  '包括健康体检、弹性工作与家庭开放日等多项内容。',
  '全部业务系统已平稳切换至新机房，服务不受影响。',
  '发起、审批、退回与重新提交的完整操作说明。',
  '感谢每一位为项目交付付出努力的伙伴。',
  '面向高校应届生开放研发、产品与设计岗位。',
  '三层东区将于下周一起进行改造，请提前做好安排。',
  '整体满意度 92 分，响应速度获得客户一致好评。',
  '从首屏加载、渲染与交互三个维度分享实践经验。',
];

/** A cover picture as an inline SVG (the catalogue loads nothing from the network). */
export function coverImage(index: number): string {
  const hues = [210, 174, 28, 320, 84, 4];
  const hue = hues[index % hues.length] ?? 210;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,62%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue + 30},70%,42%)"/></linearGradient></defs>` +
    `<rect width="320" height="200" fill="url(#g)"/>` +
    `<circle cx="250" cy="60" r="34" fill="rgba(255,255,255,.35)"/>` +
    `<path d="M0 170 L90 110 L160 150 L230 95 L320 160 L320 200 L0 200 Z" fill="rgba(255,255,255,.45)"/>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * `count` demo articles: title, summary, cover, author, views, likes and comments (the fields
 * the list and card list bind), with realistic Chinese text.
 */
export function storyArticles(count: number): ContentItem[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index % TITLES.length;
    const round = Math.floor(index / TITLES.length);
    const suffix = round === 0 ? '' : `（${round + 1}）`;
    return storyItem(`article-${index + 1}`, {
      title: `${TITLES[n]}${suffix}`,
      summary: SUMMARIES[n],
      description: SUMMARIES[n],
      cover: coverImage(index),
      author: ['管理员', '张三', '李四', '王五'][index % 4],
      views: [1280, 36, 4521, 987, 12, 2048][index % 6],
      // Above 999 the operations show the first three digits and '+' (spec 1 §2 List).
      likes: [1000, 12345, 8, 310, 0, 57][index % 6],
      comments: [12, 3, 1500, 45, 0, 7][index % 6],
      shares: [5, 88, 0, 1024, 3, 19][index % 6],
      category: ['技术', '产品', '设计', '运营'][index % 4],
      badge: ['官方推荐', '', '年度最受欢迎的低代码实践案例', '新', '', '精选'][index % 6],
      keywords: [
        '低代码,可视化搭建平台,React',
        '数据源,工作流引擎',
        '设计系统,主题,响应式栅格布局',
      ][index % 3],
      publishedAt: `2026-03-${String((index % 28) + 1).padStart(2, '0')}T09:00:00Z`,
    });
  });
}
