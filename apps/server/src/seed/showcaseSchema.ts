import type { SchemaField } from '../db/database.js';
import { demoArticleIds } from '../demo.js';
import { demoShowcaseIds } from '../demo.js';

/**
 * The showcase schema of the demo: one field of every type of spec 1 §3 Field, with the
 * properties each type uses (a Reference to `article` showing its title, OptionSet choices, an
 * auto serial number `SC-0001`, a required title).
 */
export const SHOWCASE_FIELDS: SchemaField[] = [
  {
    fieldId: 1,
    name: 'title',
    label: '名称',
    fieldType: 'String',
    properties: { isRequired: true, placeholder: '请输入名称', hints: '至多 50 个字' },
  },
  {
    fieldId: 2,
    name: 'serialNo',
    label: '编号',
    fieldType: 'String',
    isLocked: true,
    properties: { editor: 'AutoSerialNo', serialNo: { prefix: 'SC-', digits: 4 } },
  },
  { fieldId: 3, name: 'happenedAt', label: '发生时间', fieldType: 'DateTime' },
  { fieldId: 4, name: 'amount', label: '数量', fieldType: 'Number' },
  { fieldId: 5, name: 'location', label: '位置', fieldType: 'Geo' },
  { fieldId: 6, name: 'isActive', label: '启用', fieldType: 'Bool' },
  { fieldId: 7, name: 'isPublic', label: '公开', fieldType: 'Boolean' },
  { fieldId: 8, name: 'extra', label: '扩展信息', fieldType: 'Json', isHidden: true },
  { fieldId: 9, name: 'price', label: '价格', fieldType: 'Currency' },
  {
    fieldId: 10,
    name: 'relatedArticles',
    label: '相关文章',
    fieldType: 'Reference',
    properties: { schemaName: 'article', dataField: 'title' },
  },
  {
    fieldId: 11,
    name: 'level',
    label: '级别',
    fieldType: 'OptionSet',
    properties: {
      options: [
        { label: '低', value: 'low' },
        { label: '中', value: 'medium' },
        { label: '高', value: 'high' },
      ],
    },
  },
  { fieldId: 12, name: 'cover', label: '封面', fieldType: 'Image' },
  { fieldId: 13, name: 'attachment', label: '附件', fieldType: 'Enclosure' },
  { fieldId: 14, name: 'address', label: '地址', fieldType: 'Address' },
  { fieldId: 15, name: 'area', label: '地区', fieldType: 'Area' },
  { fieldId: 16, name: 'intro', label: '介绍视频', fieldType: 'Video' },
  { fieldId: 17, name: 'voice', label: '语音', fieldType: 'Audio' },
  { fieldId: 18, name: 'idCard', label: '身份证号', fieldType: 'IdentityCard' },
  { fieldId: 19, name: 'owner', label: '负责人', fieldType: 'User' },
  { fieldId: 20, name: 'department', label: '部门', fieldType: 'Department' },
  { fieldId: 21, name: 'postRank', label: '职级', fieldType: 'PostRank' },
  { fieldId: 22, name: 'tags', label: '标签', fieldType: 'Tag' },
  { fieldId: 23, name: 'roles', label: '角色', fieldType: 'Role' },
  { fieldId: 24, name: 'posts', label: '岗位', fieldType: 'Post', isDisabled: true },
];

const SHANGHAI = {
  province: { code: '310000', label: '上海市' },
  city: { code: '310100', label: '上海市' },
  state: { code: '310115', label: '浦东新区' },
};
const LEVELS = ['low', 'medium', 'high'] as const;

/**
 * Showcase item n (1..3): a value of the right shape for every field. Media and org-unit lists
 * stay empty (no files or accounts are seeded); references point at articles n and n+1.
 */
export function showcaseItem(n: number, created: Date) {
  return {
    ...demoShowcaseIds(n),
    created,
    data: {
      title: { iv: `示例 ${n}` },
      serialNo: { iv: `SC-${String(n).padStart(4, '0')}` },
      happenedAt: { iv: created.toISOString() },
      amount: { iv: n * 10 },
      location: { iv: { longitude: 121.5 + n / 100, latitude: 31.2 + n / 100 } },
      isActive: { iv: n !== 2 },
      isPublic: { iv: n === 1 },
      extra: { iv: { note: `第 ${n} 个示例`, rank: n } },
      price: { iv: n * 99.5 },
      relatedArticles: { iv: [demoArticleIds(n).contentId, demoArticleIds(n + 1).contentId] },
      level: { iv: [LEVELS[(n - 1) % LEVELS.length]] },
      cover: { iv: [] },
      attachment: { iv: [] },
      address: { iv: { ...SHANGHAI, detailedaddress: `世纪大道 ${n * 100} 号` } },
      area: { iv: SHANGHAI },
      intro: { iv: [] },
      voice: { iv: [] },
      idCard: { iv: `31011519900101${String(n).padStart(3, '0')}X` },
      owner: { iv: [] },
      department: { iv: [] },
      postRank: { iv: [] },
      tags: { iv: [] },
      roles: { iv: [] },
      posts: { iv: [] },
    },
  };
}
