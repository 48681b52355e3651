/** Starts the built site (`dist/server/index.js`) as its own process, as an operator would. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface SpawnedSite {
  readonly url: string;
  readonly process: ChildProcess;
  readonly output: string[];
  /** Resolves with the exit code. */
  readonly exited: Promise<number | null>;
}

export function spawnSite(environment: Record<string, string>): Promise<SpawnedSite> {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ACCESS_LOG: 'off', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site did not start:\n${output.join('')}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const url = /site listening on (http:\/\/\S+)/.exec(output.join(''))?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, process: child, output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the site exited with ${code}:\n${output.join('')}`));
    });
  });
}
