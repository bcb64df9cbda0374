// The visible-range picker's records (spec 1 §3 Visible-range item, visible config, custom config).

/** The kinds of item a visible range holds (spec 1 §3 Visible-range item `type`). */
export type VisibleRangeType =
  'department' | 'member' | 'role' | 'post' | 'tag' | 'rank' | 'schema_field';

/** One item of the picker's tree and of the selection (spec 1 §3 Visible-range item). */
export interface VisibleRangeItem {
  /** Unique in its tree: the record id (a member under two departments is one id, two nodes). */
  id: string;
  label: string;
  /** What is stored when the item is chosen (the record id, or a schema field's value). */
  value: string;
  type: VisibleRangeType;
  /** Depth in the tree, 0 at the top. */
  level: number;
  parentId: string | null;
  children?: VisibleRangeItem[];
  /**
   * Whether the item can be chosen; false for the department nodes that only group the members
   * of the member mode. Missing means true.
   */
  selectable?: boolean;
}

/** One built-in mode of the picker as designed (spec 1 §3 "Visible config: name, value, multi, isShow"). */
export interface VisibleConfigEntry {
  /** The radio's label, e.g. 部门. */
  name?: string;
  /** The mode: department, member, role, post, tag or rank. */
  value: VisibleRangeType;
  /** Multi-select (checkboxes, 全选) or single-select (one choice replacing the previous). */
  multi?: boolean;
  /** Drawn as a radio; false hides the mode. Missing means shown. */
  isShow?: boolean;
}

/**
 * A schema_field mode as designed (spec 1 §3 "Custom: title, fieldName, fieldLabel, fieldType,
 * dsId, multi, isShow"): the items of a page data source, valued by `fieldName` and labelled by
 * `fieldLabel`.
 */
export interface CustomVisibleConfig {
  title?: string;
  fieldName: string;
  fieldLabel?: string;
  fieldType?: string;
  dsId: string;
  multi?: boolean;
  isShow?: boolean;
}

/** One mode as the dialog draws it: a radio, where its items come from, and how they are chosen. */
export interface VisibleRangeMode {
  /** Unique among the modes: the type, or `schema_field:{dsId}:{fieldName}`. */
  key: string;
  title: string;
  type: VisibleRangeType;
  multi: boolean;
  /** The schema_field source, for custom modes only. */
  custom?: CustomVisibleConfig;
}
