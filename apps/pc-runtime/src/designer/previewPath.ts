/** spec 1 §2 /page/{id}: a page as designed (Preview environment), or one saved version of it. */
export function previewPath(pageId: string, version?: number): string {
  return version === undefined ? `/page/${pageId}` : `/page/${pageId}?version=${version}`;
}
