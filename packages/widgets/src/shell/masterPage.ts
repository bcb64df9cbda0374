// spec 1 §2 Routes / §3 Page: a master (template) page drawn around the page — templateId (all
// zeros = none), templatePageData (its controls and layout) and templateDataSource.
import { EMPTY_GUID, LAYOUT_REGION_PARENT_IDS, type Control } from '@tessera/protocol';
import type { LayoutRegion, PageLayoutDefinition } from './pageLayout.js';
import { layoutDefinitionOf } from './pageLayout.js';

/** The `parentId` that puts a control into a layout region instead of the main grid. */
export const REGION_PARENT_IDS = LAYOUT_REGION_PARENT_IDS satisfies Partial<
  Record<LayoutRegion, string>
>;

/** What the shell needs of a loaded page. */
export interface ShellPageInput {
  templateId?: string | null;
  pageData: { controls: readonly Control[]; layout?: unknown };
  templatePageData?: { controls: readonly Control[]; layout?: unknown } | null;
}

/** A page with its master page folded in: one layout and the controls of every region. */
export interface ComposedPage {
  /** Whether a master page is drawn around the page. */
  hasMaster: boolean;
  layout: PageLayoutDefinition | null;
  /** Master-page controls first, then the page's (each keeps its `parentId`). */
  controls: readonly Control[];
  /** The master page's root controls, drawn in main above the page. */
  masterControls: readonly Control[];
  /** The page's own controls. */
  pageControls: readonly Control[];
}

/** Whether `templateId` names a master page (spec 1 §3: all zeros = none). */
export function hasTemplateId(templateId: string | null | undefined): boolean {
  return typeof templateId === 'string' && templateId !== '' && templateId !== EMPTY_GUID;
}

/**
 * Folds the master page into the page (README "Page shell"). With a master page its layout is
 * used (template mode `global`, the default); a page whose `cssData.templateMode` is `custom`
 * keeps its own region styles over the master's. Controls in the header, aside and footer of
 * both pages go to those regions; the master's root controls are drawn in main above the page.
 *
 * @example
 * ```ts
 * const composed = composePage(page); // page from jsonpagedata
 * composed.hasMaster; // true when templateId is set and its page was answered
 * ```
 */
export function composePage(page: ShellPageInput): ComposedPage {
  const own = layoutDefinitionOf(page.pageData);
  const template = page.templatePageData;
  const pageControls = page.pageData.controls ?? [];
  if (!hasTemplateId(page.templateId) || !template) {
    return {
      hasMaster: false,
      layout: own,
      controls: pageControls,
      masterControls: [],
      pageControls,
    };
  }
  const master = layoutDefinitionOf(template);
  let layout = master ?? own;
  if (master && own?.cssData?.templateMode === 'custom') {
    layout = { ...master, cssData: { ...master.cssData, ...own.cssData } };
  }
  const masterControls = template.controls ?? [];
  return {
    hasMaster: true,
    layout,
    controls: [...masterControls, ...pageControls],
    masterControls,
    pageControls,
  };
}
