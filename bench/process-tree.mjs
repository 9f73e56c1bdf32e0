// Process-tree figures read from /proc, shared by the build and develop sections: the processes
// under a root, their memory, their CPU time; and the median of a series of runs.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Every process id in the tree rooted at `pid` (from /proc/<pid>/stat's ppid field). */
export function tree(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process exited meanwhile
    }
  }
  const all = [];
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    all.push(p);
    stack.push(...(children.get(p) ?? []));
  }
  return all;
}

export function rssBytes(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Proportional set size: shared pages split between the processes sharing them. */
export function pssBytes(pid) {
  try {
    const m = /Pss:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds (user + sys) used so far by a running tree: each live process's own time plus what
 * its finished, reaped children used.
 */
export function treeCpuSeconds(pid) {
  let ticks = 0;
  for (const p of tree(pid)) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime are fields 14-17 of stat (index 11-14 after the command)
      ticks += fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
    } catch {
      // the process exited meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
