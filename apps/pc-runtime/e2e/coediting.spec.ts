import { expect, test } from '@playwright/test';
import { DESIGNER_VIEWPORT, DesignerPage } from './pages/DesignerPage.js';
import { signInWithCookies } from './pages/signInWithCookies.js';
import { E2E_SERVER_ORIGIN } from './server/e2eOrigins.js';

// Live co-editing (issue 29) against the real server: two designers (two browser contexts, the
// demo administrator in each) on one page. Both add and drag controls at once, edit different
// controls and the same one; the page JSON converges in both tabs; undo in one tab never takes
// back the other's edit; the server restarts mid-session and both tabs carry on with the same
// document. Screenshots: e2e-artifacts/coedit-*.png.

/** A button control's own text (the cell also carries the selection's and colleagues' tags). */
const buttonText = (designer: DesignerPage, id: string) =>
  designer.byId(id).getByRole('button').textContent();

const VIEWPORT = DESIGNER_VIEWPORT;

test.describe('co-editing a page in the designer', () => {
  test('two designers edit one page live, converge, undo their own, and survive a server restart', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    const { designer: a, pageId } = await DesignerPage.onNewPage(
      page,
      baseURL!,
      '协同编辑页',
      `/coedited-${Date.now()}`,
    );
    await expect(a.status).toHaveText('已同步');

    const otherContext = await browser.newContext();
    await signInWithCookies(otherContext, baseURL!);
    const other = await otherContext.newPage();
    await other.setViewportSize(VIEWPORT);
    const b = new DesignerPage(other);
    await b.open(pageId);
    await expect(b.status).toHaveText('已同步');

    // Both add a button at once, each in its own spot; each tab sees both.
    await Promise.all([a.drag('Button', { x: 30, y: 20 }), b.drag('Button', { x: 30, y: 200 })]);
    await expect(a.control('Button')).toHaveCount(2);
    await expect(b.control('Button')).toHaveCount(2);
    const ids = await a
      .control('Button')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-control-id')!));
    // Which one is whose: the one B's undo history can take back is B's; we tell them by place.
    const tops = await Promise.all(ids.map(async (id) => (await a.byId(id).boundingBox())!.y));
    const [mine, theirs] = tops[0]! < tops[1]! ? [ids[0]!, ids[1]!] : [ids[1]!, ids[0]!];

    // Both drag their own button at once; each sees the other's move.
    const before = {
      mine: (await b.byId(mine).boundingBox())!,
      theirs: (await a.byId(theirs).boundingBox())!,
    };
    await Promise.all([a.dragBy(a.byId(mine), 300, 0), b.dragBy(b.byId(theirs), 300, 0)]);
    await expect
      .poll(async () => (await b.byId(mine).boundingBox())!.x - before.mine.x)
      .toBeGreaterThan(200);
    await expect
      .poll(async () => (await a.byId(theirs).boundingBox())!.x - before.theirs.x)
      .toBeGreaterThan(200);

    // Different controls: each edits its own button's text.
    await Promise.all([a.editLabel(mine, '甲的按钮'), b.editLabel(theirs, '乙的按钮')]);
    for (const tab of [a, b]) {
      await expect(tab.byId(mine)).toContainText('甲的按钮');
      await expect(tab.byId(theirs)).toContainText('乙的按钮');
    }
    await a.screenshot('e2e-artifacts/coedit-tab-a.png');
    await b.screenshot('e2e-artifacts/coedit-tab-b.png');

    // Presence: each sees the other's avatar; A's selection is outlined in A's colour on B's
    // canvas and in B's outline tree; A's pointer moves on B's canvas; the property A is typing
    // in says so on B's panel.
    await expect(page.getByTestId('presence-avatar')).toHaveCount(1);
    await expect(other.getByTestId('presence-avatar')).toHaveCount(1);
    const nameOfA = (await other.getByTestId('presence-avatar').getAttribute('data-peer-name'))!;
    await expect(b.byId(mine).getByTestId('remote-selection')).toBeVisible();
    await expect(b.byId(theirs).getByTestId('remote-selection')).toHaveCount(0);
    await expect(a.byId(theirs).getByTestId('remote-selection')).toBeVisible();
    const surface = (await page.getByTestId('design-surface').boundingBox())!;
    await page.mouse.move(surface.x + 400, surface.y + 300);
    await page.mouse.move(surface.x + 420, surface.y + 320, { steps: 4 });
    await expect(other.getByTestId('remote-pointer')).toBeVisible();
    await other.getByRole('tab', { name: '大纲' }).click();
    await expect(
      other
        .locator(`[data-testid="outline-item"][data-control-id="${mine}"]`)
        .getByTestId('outline-remote-selection'),
    ).toBeVisible();
    await b.byId(mine).click();
    await page.getByTestId('property-panel').getByLabel('文字').focus();
    await expect(other.getByTestId('peer-editing')).toHaveText(`${nameOfA} 正在编辑此属性`);
    await a.screenshot('e2e-artifacts/coedit-tab-a.png');
    await b.screenshot('e2e-artifacts/coedit-presence-b.png');
    await other.getByRole('tab', { name: '组件' }).click();

    // The same control, the same property, at once: both tabs end with the same value, one of
    // the two. A fill selects the field's text, then types over it: when the colleague's value
    // lands between the two steps (seen under load), the typing goes after it, as a person's
    // would, and both tabs end with that joined value instead.
    await Promise.all([a.editLabel(theirs, '甲改的'), b.editLabel(theirs, '乙改的')]);
    const outcomes = ['甲改的', '乙改的', '甲改的乙改的', '乙改的甲改的'];
    await expect
      .poll(async () => {
        const [x, y] = [await buttonText(a, theirs), await buttonText(b, theirs)];
        return x === y && x !== null && outcomes.includes(x);
      })
      .toBe(true);
    await expect(a.status).toHaveText('已同步');
    await expect(b.status).toHaveText('已同步');
    expect(await a.pageJson()).toBe(await b.pageJson());

    // B's last edit, then A undoes everything it did: A's button goes, B's stays as B left it.
    await b.editLabel(theirs, '乙最后的');
    await expect(a.byId(theirs)).toContainText('乙最后的');
    const undo = page.getByTestId('undo');
    for (let i = 0; i < 20 && (await undo.isEnabled()); i++) await undo.click();
    await expect(undo).toBeDisabled();
    for (const tab of [a, b]) {
      await expect(tab.byId(mine)).toHaveCount(0);
      await expect(tab.byId(theirs)).toContainText('乙最后的');
    }
    await expect(other.getByTestId('undo')).toBeEnabled();

    // The server restarts mid-session: both tabs go offline, reconnect and sync, and keep editing
    // the same document (what each had before, plus what each does after).
    const json = await a.pageJson();
    const restarted = await request.post(`${E2E_SERVER_ORIGIN}/e2e/restart`);
    expect(restarted.ok()).toBe(true);
    await expect(a.status).toHaveText('离线');
    await expect(b.status).toHaveText('离线');
    await a.screenshot('e2e-artifacts/coedit-offline-restart.png');
    await expect(a.status).toHaveText('已同步', { timeout: 60_000 });
    await expect(b.status).toHaveText('已同步', { timeout: 60_000 });
    expect(await a.pageJson()).toBe(json);
    expect(await b.pageJson()).toBe(json);
    await b.drag('Button', { x: 30, y: 20 });
    await expect(a.control('Button')).toHaveCount(2);
    await expect(b.status).toHaveText('已同步');
    expect(await a.pageJson()).toBe(await b.pageJson());
    await a.screenshot('e2e-artifacts/coedit-after-restart.png');

    // A fresh tab loads the room as it stands.
    await other.reload();
    await expect(b.control('Button')).toHaveCount(2);
    await expect(b.byId(theirs)).toContainText('乙最后的');
    await otherContext.close();
  });
});

test.describe('co-editing offline', () => {
  test('a tab that goes offline keeps its edits, even closed, and sends them when back', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const { designer: a, pageId } = await DesignerPage.onNewPage(
      page,
      baseURL!,
      '离线编辑页',
      `/offline-${Date.now()}`,
    );
    const otherContext = await browser.newContext({ viewport: VIEWPORT });
    await signInWithCookies(otherContext, baseURL!);
    let other = await otherContext.newPage();
    let b = new DesignerPage(other);
    await b.open(pageId);
    await expect(b.status).toHaveText('已同步');

    // B goes offline: the chip says so at once; B's edits stay in B's tab.
    await otherContext.setOffline(true);
    await expect(b.status).toHaveText('离线');
    await b.drag('Button', { x: 30, y: 20 });
    const offlineId = (await b.control('Button').getAttribute('data-control-id'))!;
    await b.editLabel(offlineId, '离线时加的');
    await a.drag('Button', { x: 30, y: 200 });
    await expect(a.control('Button')).toHaveCount(1);
    await expect(b.control('Button')).toHaveCount(1);
    await b.screenshot('e2e-artifacts/coedit-offline.png');

    // Back online: both tabs hold both buttons, the same page JSON.
    await otherContext.setOffline(false);
    await expect(b.status).toHaveText('已同步');
    await expect(a.control('Button')).toHaveCount(2);
    await expect(a.byId(offlineId)).toContainText('离线时加的');
    await expect(b.control('Button')).toHaveCount(2);
    expect(await a.pageJson()).toBe(await b.pageJson());

    // Offline again, an edit, and the tab is closed before the network comes back: the edit
    // waits in the browser (IndexedDB) and reaches the room when the page is opened again.
    await otherContext.setOffline(true);
    await expect(b.status).toHaveText('离线');
    await b.editLabel(offlineId, '关掉前改的');
    await expect
      .poll(() =>
        other.evaluate(async (id) => {
          // The room's own database (one per room, named after it).
          const room = (await indexedDB.databases()).find((each) =>
            each.name?.endsWith(`/page/${id}`),
          )?.name;
          if (!room) return false;
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open(room);
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
          });
          const store = db.transaction('updates').objectStore('updates');
          const all = await new Promise<Uint8Array[]>((resolve) => {
            const request = store.getAll();
            request.onsuccess = () => resolve(request.result as Uint8Array[]);
          });
          db.close();
          // The edit's text is in one of the stored updates (Yjs keeps strings as UTF-8).
          const text = new TextDecoder();
          return all.some((update) => text.decode(update).includes('关掉前改的'));
        }, pageId),
      )
      .toBe(true);
    await other.close();
    await expect(a.byId(offlineId)).toContainText('离线时加的');
    await otherContext.setOffline(false);
    other = await otherContext.newPage();
    b = new DesignerPage(other);
    await b.open(pageId);
    await expect(a.byId(offlineId)).toContainText('关掉前改的');
    await expect(b.status).toHaveText('已同步');
    expect(await a.pageJson()).toBe(await b.pageJson());
    await otherContext.close();
  });
});
