import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO } from '@tessera/test-utils';
import { createMemoryStorage } from '@tessera/ports';
import { collaborationUrl, type DesignerSession } from '../model/designerSession.js';
import { startDesignerServer, until, type DesignerServer } from './designerServer.js';

// Two designers co-editing one page through the real server's collaboration socket: both
// sessions edit one shared document; each one's undo takes back only its own commands.

const PAGE = DEMO.pages.pcDetail;

describe('co-editing sessions against the reference server', () => {
  let designer: DesignerServer;

  function open(name = '设计者', warnings: string[] = []): Promise<DesignerSession> {
    return designer.open({
      pageId: PAGE,
      drafts: createMemoryStorage(),
      messages: { info: () => {}, warning: (text) => warnings.push(text), error: () => {} },
      collaborate: {
        url: collaborationUrl(designer.client),
        token: () => designer.accessToken,
        WebSocketPolyfill: WebSocket,
        user: () => ({ id: name, name }),
      },
    });
  }

  beforeAll(async () => {
    designer = await startDesignerServer();
  });
  afterAll(async () => {
    await designer?.close();
  });

  it('shares one document, says when it is synced, and undoes only my own commands', async () => {
    const mine = await open();
    const theirs = await open();
    expect(theirs.view.page()).toEqual(mine.view.page());

    const myButton = mine.commands.addControl({ typeName: 'Button', props: { label: '我的按钮' } });
    const theirText = theirs.commands.addControl({
      typeName: 'Text',
      props: { title: '同事的文字' },
    });
    const ids = (session: DesignerSession) => session.view.all().map((control) => control.id);
    await until(() => ids(mine).includes(theirText) && ids(theirs).includes(myButton));
    await until(() => mine.getSnapshot().collaboration === 'synced');
    expect(theirs.view.page()).toEqual(mine.view.page());

    // Ctrl+Z in my tab: my button goes, the colleague's text stays, in both tabs.
    mine.history.undo();
    await until(() => !ids(theirs).includes(myButton));
    expect(ids(mine)).toContain(theirText);
    expect(ids(theirs)).toContain(theirText);
    expect(mine.getSnapshot().canUndo).toBe(false);
    expect(theirs.getSnapshot().canUndo).toBe(true);
  });

  it('a save in one tab moves every tab to its version, and a later save needs no dialog', async () => {
    const mine = await open();
    const theirs = await open();
    const start = mine.getSnapshot().version;
    mine.commands.addControl({ typeName: 'Button', props: { label: '保存前' } });
    await until(() => theirs.getSnapshot().dirty);
    await mine.save();
    expect(mine.getSnapshot().version).toBe(start + 1);
    // The colleague's tab follows: the same version, nothing left to save.
    await until(() => theirs.getSnapshot().version === start + 1);
    expect(theirs.getSnapshot().dirty).toBe(false);

    // Both edit, and the tab still on the older version saves on top without a conflict.
    theirs.commands.addControl({ typeName: 'Text', props: { title: '同事' } });
    await until(() => mine.getSnapshot().dirty);
    await mine.save();
    await until(() => theirs.getSnapshot().version === start + 2);
    await theirs.save(); // nothing changed since: no call
    expect(theirs.getSnapshot().conflict).toBeNull();
    expect(theirs.getSnapshot().version).toBe(start + 2);
  });

  it('a control a colleague deletes while I edit it is deleted, my selection clears and I am told', async () => {
    const told: string[] = [];
    const mine = await open('李雷', told);
    const theirs = await open('韩梅梅');
    const button = mine.commands.addControl({ typeName: 'Button', props: { label: '要删的' } });
    await until(() => theirs.view.all().some((control) => control.id === button));
    mine.select([button]);
    await until(() =>
      theirs.presence!.getSnapshot().some((peer) => peer.selection.includes(button)),
    );

    theirs.commands.deleteControls([button]);
    await until(() => told.length > 0);
    expect(told).toEqual(['韩梅梅 删除了你正在编辑的控件']);
    expect(mine.getSnapshot().selection).toEqual([]);
    expect(mine.view.all().some((control) => control.id === button)).toBe(false);
    // My edit of it is refused and brings nothing back.
    expect(() => mine.commands.setProperty(button, ['props', 'label'], '改')).toThrow();
    await until(() => theirs.getSnapshot().collaboration === 'synced');
    expect(theirs.view.all().some((control) => control.id === button)).toBe(false);
  });

  it("a colleague's edit of one label changes that control only: the page's settings, data sources and control list stay the same objects", async () => {
    const mine = await open();
    const theirs = await open();
    const button = mine.commands.addControl({ typeName: 'Button', props: { label: '原来的' } });
    mine.commands.setPageSetting('layout', { cssData: { page: { bgColor: '#fafafa' } } });
    await until(() => theirs.view.control(button) !== undefined);
    await until(() => theirs.view.page().pageData.layout !== undefined);
    const before = theirs.view.page();
    const other = before.pageData.controls.find((control) => control.id !== button)!;

    mine.commands.setProperty(button, ['props', 'label'], '同事改的');
    await until(() => JSON.stringify(theirs.view.control(button)).includes('同事改的'));
    const after = theirs.view.page();
    // What the page panel, the data panel and the outline read is unchanged: they do not
    // re-render for it (README "Rendering").
    expect(after.pageData.layout).toBe(before.pageData.layout);
    expect(after.pageDataSource).toBe(before.pageDataSource);
    expect(theirs.view.control(other.id)).toBe(other);
    expect(theirs.view.all()).not.toBe(before.pageData.controls);
    // A change of a setting is a new object.
    mine.commands.setPageSetting('layout', { cssData: { page: { bgColor: '#000000' } } });
    await until(() => theirs.view.page().pageData.layout !== before.pageData.layout);
    expect(theirs.view.page().pageDataSource).toBe(before.pageDataSource);
  });
});
