/** A rule that cannot be served; the site refuses to start and names the row. */
export class RedirectTableError extends Error {
  readonly row: number;

  constructor(source: string, row: number, reason: string) {
    super(`${source} row ${row}: ${reason}`);
    this.name = 'RedirectTableError';
    this.row = row;
  }
}
