/**
 * What a loader throws to stop rendering its page: an error status (the error page is shown
 * with that status) or a redirect. Thrown before the shell is flushed, so the status is real.
 */
export class PageResponse extends Error {
  readonly status: number;
  readonly location: string | undefined;

  private constructor(status: number, location?: string) {
    super(location ? `redirect ${status} to ${location}` : `page status ${status}`);
    this.name = 'PageResponse';
    this.status = status;
    this.location = location;
  }

  static notFound(): PageResponse {
    return new PageResponse(404);
  }

  static unauthorized(): PageResponse {
    return new PageResponse(401);
  }

  static redirect(location: string, status: 301 | 302 | 303 | 307 | 308 = 302): PageResponse {
    return new PageResponse(status, location);
  }

  get isRedirect(): boolean {
    return this.location !== undefined;
  }
}
