export declare const nginxBinary: string;
export interface RunningNginx {
  readonly origin: string;
  readonly pid: number;
  stop(): void;
}
export declare function startNginx(upstreams: readonly string[], options?: { readonly workers?: number }): Promise<RunningNginx>;
