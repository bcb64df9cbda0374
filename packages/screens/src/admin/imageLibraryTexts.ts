/**
 * The media library screen's texts (issue 27, spec 2 §7.5). The upload messages are spec 1 §5's
 * and come from `@tessera/validation` (IMAGE_UPLOAD_MESSAGES); the server's refusals are shown
 * in its own words. The labels below are ours (the spec names the calls, not their labels).
 */
export const IMAGE_LIBRARY_TEXTS = {
  title: '媒体库',
  images: '图片',
  videos: '视频',
  enclosures: '附件',
  categories: '图片分类',
  allImages: '全部图片',
  addCategory: '新增分类',
  addSubCategory: '新增子分类',
  renameCategory: '重命名',
  removeCategory: '删除分类',
  categoryName: '分类名称',
  categoryNameRequired: '请输入分类名称',
  parentCategory: '上级分类',
  topLevel: '（顶级分类）',
  search: '搜索文件名',
  upload: '上传图片',
  uploadHint: '支持 jpeg、jpg、png、gif，单张不超过 10.00 M；JPEG、PNG 会压缩为 WebP',
  uploaded: (count: number) => `已上传 ${count} 张图片`,
  chooseCategoryFirst: '请先在左侧选择一个图片分类',
  setDefault: '设为默认',
  isDefault: '默认',
  defaultSet: '已设为默认图片',
  replace: '替换',
  replaced: '已替换图片',
  remove: '删除',
  removed: '已删除',
  removeImageTitle: '删除图片',
  removeImageConfirm: (name: string) => `确定删除图片“${name}”吗？删除后不能恢复。`,
  checkingUsages: '正在查找引用这张图片的页面…',
  usedBy: (count: number) => `以下 ${count} 个页面引用了这张图片，删除后这些页面将无法显示它：`,
  unused: '没有页面引用这张图片。',
  design: '设计稿',
  published: '已发布',
  removeCategoryConfirm: (name: string) => `确定删除分类“${name}”吗？`,
  save: '保存',
  cancel: '取消',
  confirm: '确定',
  empty: '这个分类还没有图片',
  noMatch: '没有文件名符合的图片',
  compressed: (before: string, after: string) => `${before} → ${after}`,
  dimensions: (width: number, height: number) => `${width}×${height}`,
  copyUrl: '复制地址',
  copied: '已复制图片地址',
} as const;

/** A byte count as a person reads it: B, KB (one decimal) or MB (two decimals, spec 1 §5). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} M`;
}
