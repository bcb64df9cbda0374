import type { CollaborationStatus } from '@tessera/designer';

/**
 * The co-editing states as the toolbar shows them (README "Co-editing"; the spec has no texts):
 * 在线 while joined with edits on their way, 已同步 when the server holds every edit of this tab,
 * 离线 while the socket is down (edits stay in the page and are sent on reconnect).
 */
export const COLLABORATION_CHIPS: Record<
  CollaborationStatus,
  { label: string; color: 'default' | 'success' | 'info' | 'warning'; title: string }
> = {
  connecting: { label: '离线', color: 'warning', title: '正在连接协同服务，修改保留在本页' },
  offline: {
    label: '离线',
    color: 'warning',
    title: '协同连接已断开，修改保留在本页，恢复后自动同步',
  },
  connected: { label: '在线', color: 'info', title: '已连接，修改正在同步' },
  synced: { label: '已同步', color: 'success', title: '所有修改已同步到服务器' },
};

/**
 * Shown under a property a colleague is editing (README "Presence"; the spec has no text):
 * 张三 正在编辑此属性, or 张三、李四 正在编辑此属性.
 */
export function editingText(names: readonly string[]): string {
  return `${names.join('、')} 正在编辑此属性`;
}

/**
 * A colleague's avatar tooltip (README "Presence"; the spec has no text): 张三（正在编辑）, or
 * 张三（只读） for one who joined without write and only watches.
 */
export function peerTitle(peer: { name: string; readOnly: boolean }): string {
  return `${peer.name}（${peer.readOnly ? '只读' : '正在编辑'}）`;
}

/**
 * The tooltip of the toolbar's 只读 mark (README "Co-editing"; the spec has no text): a designer
 * holding the designer read operation (查看设计) only sees the page live and edits nothing.
 */
export const READ_ONLY_TITLE = '只读：您可以查看页面和其他设计者的修改，但不能修改';
