/** A command or a page the document cannot take; the document is left as it was. */
export class DesignerError extends Error {
  override name = 'DesignerError';
}
