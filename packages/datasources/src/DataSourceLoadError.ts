/**
 * A source could not be loaded although the call itself succeeded: a data flow answered
 * `isSuccess: false` (spec 1 §7), or an answer had an unusable shape. The message is the
 * server's text, shown in the source's `error`.
 */
export class DataSourceLoadError extends Error {
  override readonly name = 'DataSourceLoadError';
  readonly dsId: string;

  constructor(dsId: string, message: string) {
    super(message);
    this.dsId = dsId;
  }
}
