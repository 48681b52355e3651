/** The processes a process started (Linux /proc), with their command lines: how tests find the back office's process a site started. */
import { readFileSync } from 'node:fs';

export interface ChildProcessInfo {
  readonly pid: number;
  readonly command: string;
}

export function childProcesses(pid: number): ChildProcessInfo[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return children.flatMap((child) => {
    try {
      return [{ pid: Number(child), command: readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').join(' ').trim() }];
    } catch {
      // Ended between the two reads.
      return [];
    }
  });
}
