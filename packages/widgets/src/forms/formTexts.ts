// The texts of the form widget. The spec gives the range marks (可用/不可用, spec 1 §2) and the
// validation and upload messages (packages/validation); the rest are ours (README "Forms").

/** Texts of the form container and its items. */
export const FORM_TEXTS = Object.freeze({
  /** The submit button (ours). */
  submit: '提交',
  /** Shown after a successful submit (ours; the approval pages use the same words). */
  submitted: '提交成功',
  /** Shown when a submit is stopped by the checks (ours). */
  invalid: '请检查表单中标红的内容',
  /** Default placeholders (ours). */
  inputPlaceholder: '请输入',
  selectPlaceholder: '请选择',
  /** The date picker's buttons (ours). */
  confirm: '确定',
  cancel: '取消',
  clear: '清空',
  /** spec 1 §2 date ranges: the marks of days inside / outside the ranges. */
  available: '可用',
  unavailable: '不可用',
  /** Image and video uploaders (ours). */
  uploadImage: '上传图片',
  uploadVideo: '上传视频',
  /** The mobile uploaders' sources (ours): the camera or the album. */
  camera: '拍照',
  album: '从相册选择',
  recordVideo: '拍摄',
  uploading: '上传中...',
  remove: '删除',
  preview: '预览',
  close: '关闭',
  /** A read-only item without a value (ours). */
  empty: '—',
  noImage: '暂无图片',
  noVideo: '暂无视频',
  /** A form bound to nothing, or to a source without a current item (ours). */
  noRecord: '暂无数据',
  /** Same as the lists' loading text (spec 1 §2 数据加载中...). */
  loading: '数据加载中...',
  /** Word counter of textarea/input with showWordLimit: `{n}/{max}`. */
  wordLimit: (count: number, max: number) => `${count}/${max}`,
  /** The picker's hours, minutes, seconds columns (ours). */
  hour: '时',
  minute: '分',
  second: '秒',
  weekdays: ['一', '二', '三', '四', '五', '六', '日'] as readonly string[],
  /** Calendar title `yyyy年M月`, year view `yyyy年`. */
  monthTitle: (year: number, month: number) => `${year}年${month}月`,
  yearTitle: (year: number) => `${year}年`,
  monthName: (month: number) => `${month}月`,
});
