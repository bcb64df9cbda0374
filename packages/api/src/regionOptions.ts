import type { AddressArea, RegionNode, RegionRef } from '@tessera/protocol';

/** One option of a cascade picker (antd-mobile `CascadePicker`/`Cascader`, MUI lists alike). */
export interface RegionCascadeOption {
  label: string;
  value: string;
  children?: RegionCascadeOption[];
}

/**
 * The region tree as cascade-picker options: `{ label, value: code, children? }`, leaves
 * without `children`.
 *
 * @example
 * ```ts
 * const options = regionCascadeOptions(await getRegionTree(client));
 * // <CascadePicker options={options} value={areaCodes(address.area)} … />
 * ```
 */
export function regionCascadeOptions(tree: readonly RegionNode[]): RegionCascadeOption[] {
  return tree.map((node) =>
    node.children
      ? { label: node.label, value: node.code, children: regionCascadeOptions(node.children) }
      : { label: node.label, value: node.code },
  );
}

/**
 * The address `area` (spec 2 §3) of a picked path of codes, province first: each node goes to
 * the member of its level (1 province, 2 city, 3 state). Null when the path is empty, does not
 * follow the tree, or stops before a leaf (the form says 请选择省/市/区, spec 2 §5).
 */
export function areaFromCodes(
  tree: readonly RegionNode[],
  codes: readonly string[],
): AddressArea | null {
  let level: readonly RegionNode[] | undefined = tree;
  const picked: RegionNode[] = [];
  for (const code of codes) {
    const node: RegionNode | undefined = level?.find((n) => n.code === code);
    if (!node) return null;
    picked.push(node);
    level = node.children;
  }
  const last = picked.at(-1);
  if (!last || last.children) return null;
  const at = (n: number): RegionRef | null => {
    const node = picked.find((p) => p.level === n);
    return node ? { code: node.code, label: node.label } : null;
  };
  const province = at(1);
  return province ? { province, city: at(2), state: at(3) } : null;
}

/** The picker value of an `area`: its codes, province first (members that are null left out). */
export function areaCodes(area: AddressArea | null | undefined): string[] {
  if (!area) return [];
  return [area.province, area.city, area.state]
    .filter((ref): ref is RegionRef => ref !== null && ref !== undefined)
    .map((ref) => ref.code);
}
