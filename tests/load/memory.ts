/**
 * Peak memory of every benchmark section (issue 21: ≤ 300 MB RSS in every run, both databases).
 *
 * While a bench runs, the Node processes it starts itself (the site's server from server.ts, or a
 * bench's own server script such as the chat and sports-stream servers) are looked at every
 * 250 ms: their VmHWM, the kernel's high-water mark of the resident set, so a peak between two
 * looks is not missed. Sections that run in process (reports, settlements, seeds) have this
 * process's own peak, reset when the section starts. report.ts adds each section's figures to the
 * `memory` table of docs/benchmarks.md when it writes the section.
 */
import { readdirSync, readFileSync, readlinkSync, realpathSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export interface SectionMemory {
  /** Highest peak RSS of a server process started during the section, MB (none when no server ran). */
  serverMb?: number;
  /** This process's peak RSS during the section, MB. */
  selfMb: number;
  /** Load average when the section started. */
  load: string;
}

const kb = (status: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
const node = realpathSync(process.execPath);

/** Peak RSS (kB) of each server process seen during the current section, by pid. */
const peaks = new Map<number, number>();
let sectionLoad = loadavg()[0]?.toFixed(1) ?? '';

/**
 * Children seen that do not run Node (a browser or other tool a bench started is not a server). A
 * child is only known not to run Node once it has started its program: just after the fork it is
 * still a copy of this process, so a child that looks like Node is looked at again each time.
 */
const notNode = new Set<number>();

/** This process's children that run Node, from the kernel's list of each thread's children. */
function nodeChildren(): number[] {
  const out: number[] = [];
  for (const task of readdirSync('/proc/self/task')) {
    let children: string;
    try {
      children = readFileSync(`/proc/self/task/${task}/children`, 'utf8');
    } catch {
      continue; // the thread ended
    }
    for (const pid of children.split(' ').filter(Boolean).map(Number)) {
      if (notNode.has(pid)) continue;
      try {
        if (readlinkSync(`/proc/${pid}/exe`) === node) out.push(pid);
        else notNode.add(pid);
      } catch {
        // Ended while it was looked at.
      }
    }
  }
  return out;
}

/** Records the servers' peaks now. */
export function lookAtServers(): void {
  for (const pid of nodeChildren()) {
    try {
      const hwm = kb(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmHWM');
      peaks.set(pid, Math.max(peaks.get(pid) ?? 0, hwm));
    } catch {
      // Ended between the two reads: its last look stands.
    }
  }
}

/** Starts a new section: forgets the servers' peaks and resets this process's high-water mark to its RSS now. */
export function startSection(): void {
  peaks.clear();
  notNode.clear();
  sectionLoad = loadavg()[0]?.toFixed(1) ?? '';
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Not allowed here: the process's peak then covers the run so far.
  }
}

/** The section's figures so far. */
export function sectionMemory(): SectionMemory {
  lookAtServers();
  const server = Math.max(0, ...peaks.values());
  return { ...(server ? { serverMb: Math.round(server / 1024) } : {}), selfMb: Math.round(kb(readFileSync('/proc/self/status', 'utf8'), 'VmHWM') / 1024), load: sectionLoad };
}

const HEAD = ['| section | server peak RSS MB | bench process peak RSS MB | measured (date, load average at the start) |', '|---|---|---|---|'];

/** The memory table with the row of `name` added or replaced (the other sections' rows kept, in their order). */
export function memoryTable(existing: string, name: string, m: SectionMemory, date = new Date().toISOString().slice(0, 10)): string {
  const row = `| ${name} | ${m.serverMb ?? '—'} | ${m.selfMb} | ${date}, ${m.load} |`;
  const rows = existing.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith(HEAD[0]!.slice(0, 12)));
  const at = rows.findIndex((l) => l.startsWith(`| ${name} |`));
  if (at >= 0) rows[at] = row;
  else rows.push(row);
  return [...HEAD, ...rows].join('\n');
}

startSection();
setInterval(lookAtServers, 250).unref();
