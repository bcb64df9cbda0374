import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@tessera/test-utils';
import { getPageData, savePage } from '@tessera/api';
import { createMemoryStorage } from '@tessera/ports';
import type { RequestClient } from '@tessera/request';
import type { DesignerSession } from '../model/designerSession.js';
import {
  PC_DESIGN as pc,
  startDesignerServer,
  until,
  type DesignerServer,
} from './designerServer.js';

// The designer's session against the real server on loopback, as the demo administrator (who has
// the designer operation): load, edit, save with the version, a colleague's save in between, and
// the autosave draft of a visit that ended without saving.

const PAGE = DEMO.pages.pcHome;

describe('designer session against the reference server', () => {
  let designer: DesignerServer;
  let client: RequestClient;
  const shown: string[] = [];
  const drafts = createMemoryStorage();

  function open(storage = drafts): Promise<DesignerSession> {
    return designer.open({
      pageId: PAGE,
      drafts: storage,
      messages: {
        info: (t) => void shown.push(t),
        warning: (t) => void shown.push(t),
        error: (t) => void shown.push(t),
      },
      draftDelay: 0,
    });
  }

  beforeAll(async () => {
    designer = await startDesignerServer({
      info: () => {},
      warning: () => {},
      error: (t) => void shown.push(t),
    });
    client = designer.client;
  });
  afterAll(async () => {
    await designer?.close();
  });

  it('loads the page, marks an edit dirty, saves with the version and keeps the new one', async () => {
    const session = await open();
    const before = session.getSnapshot();
    expect(before).toMatchObject({ dirty: false, saveState: 'done', canUndo: false });
    const id = session.commands.addControl({ typeName: 'Button', props: { label: '新按钮' } });
    expect(session.getSnapshot()).toMatchObject({ dirty: true, canUndo: true });
    const saving = session.save();
    expect(session.getSnapshot().saveState).toBe('doing');
    // A second save while one is on its way is skipped (spec 1 §4 Page save).
    await session.save();
    await saving;
    const after = session.getSnapshot();
    expect(after).toMatchObject({ dirty: false, saveState: 'done', version: before.version + 1 });
    const stored = await getPageData(client, pc, PAGE);
    expect(stored.version).toBe(before.version + 1);
    expect(stored.pageData.controls.find((c) => c.id === id)).toMatchObject({
      typeName: 'Button',
      props: { label: '新按钮' },
    });
    // Nothing changed: no call at all.
    await session.save();
    expect((await getPageData(client, pc, PAGE)).version).toBe(before.version + 1);
    // Undo goes back past the save point: dirty again.
    session.history.undo();
    expect(session.getSnapshot().dirty).toBe(true);
    session.history.redo();
    expect(session.getSnapshot().dirty).toBe(false);
  });

  it('keeps the work when a colleague saved first, then re-applies it on top of their version', async () => {
    const mine = await open();
    const theirs = await getPageData(client, pc, PAGE);
    const myButton = mine.commands.addControl({ typeName: 'Button', props: { label: '我的按钮' } });
    // A colleague saves a new control in between.
    const colleague = {
      id: 'colleague-control',
      typeName: 'Button',
      parentId: null,
      layout: { x: 0, y: 9, w: 4, h: 1 },
      props: { label: '同事的按钮' },
    };
    await savePage(client, pc, {
      pageId: PAGE,
      version: theirs.version,
      data: JSON.stringify({
        ...theirs.pageData,
        controls: [...theirs.pageData.controls, colleague],
      }),
      dataSource: JSON.stringify(theirs.pageDataSource),
    });
    await mine.save();
    const refused = mine.getSnapshot();
    expect(refused.conflict?.message).toContain('页面已被修改');
    expect(refused).toMatchObject({ dirty: true, canUndo: true });
    expect(mine.view.control(myButton)).toBeDefined();
    await mine.reloadAndReapply();
    const merged = mine.getSnapshot();
    expect(merged.conflict).toBeNull();
    expect(merged.version).toBe(theirs.version + 1);
    expect(mine.view.control(myButton)).toMatchObject({ props: { label: '我的按钮' } });
    expect(mine.view.control('colleague-control')).toMatchObject({
      props: { label: '同事的按钮' },
    });
    await mine.save();
    const stored = await getPageData(client, pc, PAGE);
    expect(stored.version).toBe(theirs.version + 2);
    const ids = stored.pageData.controls.map((c) => c.id);
    expect(ids).toContain(myButton);
    expect(ids).toContain('colleague-control');
  });

  it('overwrites a newer version when the designer chooses to', async () => {
    const mine = await open();
    const theirs = await getPageData(client, pc, PAGE);
    await savePage(client, pc, {
      pageId: PAGE,
      version: theirs.version,
      data: JSON.stringify({ ...theirs.pageData, controls: [] }),
      dataSource: JSON.stringify(theirs.pageDataSource),
    });
    mine.commands.addControl({ typeName: 'List' });
    await mine.save();
    expect(mine.getSnapshot().conflict).not.toBeNull();
    await mine.overwrite();
    expect(mine.getSnapshot()).toMatchObject({
      conflict: null,
      dirty: false,
      version: theirs.version + 2,
    });
    const stored = await getPageData(client, pc, PAGE);
    expect(stored.pageData.controls.length).toBe(theirs.pageData.controls.length + 1);
  });

  it('puts back the unsaved work of a visit that ended without saving', async () => {
    const storage = createMemoryStorage();
    const first = await open(storage);
    const id = first.commands.addControl({ typeName: 'Button', props: { label: '草稿按钮' } });
    await until(
      () =>
        storage.getItem(`tessera-designer-draft:${DEMO.appId}:${DEMO.pcSubAppId}:${PAGE}`) !== null,
    );
    designer.leave(first);
    shown.length = 0;
    const second = await open(storage);
    expect(second.getSnapshot()).toMatchObject({ draftRestored: true, dirty: true });
    expect(second.view.control(id)).toMatchObject({ props: { label: '草稿按钮' } });
    expect(shown).toContain('已恢复上次未保存的修改');
    await second.save();
    expect(
      storage.getItem(`tessera-designer-draft:${DEMO.appId}:${DEMO.pcSubAppId}:${PAGE}`),
    ).toBeNull();
  });
});
