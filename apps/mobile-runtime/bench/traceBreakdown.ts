/*
 * What the page's main thread did between the content answer's end (the network's finish time of
 * the last `querygraphqls` call finished before the rows existed, the bench's responseEnd) and the
 * first frame painted after the rows existed (the bench's `tessera-bench:rows` mark): each task with its wall and CPU time and
 * the trace events that took most of it. Reads a trace written with BENCH_TRACE (README
 * "Benchmark"); CPU time is the thread's own, so it moves less than wall time on a loaded machine.
 */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: Record<string, unknown> & { functionName?: string } };
}

const ms = (us: number) => (us / 1000).toFixed(1);

/** The events inside `task`, each with its own time (its duration less its direct children's). */
function selfTimes(task: TraceEvent, events: TraceEvent[]): Map<string, number> {
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
  const inside = events
    .filter((e) => e !== task && e.ts >= task.ts && end(e) <= end(task))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { event: TraceEvent; own: number; name: string }[] = [];
  const close = () => {
    const top = stack.pop()!;
    self.set(top.name, (self.get(top.name) ?? 0) + top.own);
  };
  for (const event of inside) {
    while (stack.length && end(stack.at(-1)!.event) <= event.ts) close();
    if (stack.length) stack.at(-1)!.own -= event.dur ?? 0;
    const fn = event.args?.data?.functionName;
    stack.push({ event, own: event.dur ?? 0, name: fn ? `${event.name}(${fn})` : event.name });
  }
  while (stack.length) close();
  return self;
}

/** Prints the main thread's tasks from the answer's end to the first rows' frame. */
export function printTraceBreakdown(file: string): void {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as
    { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const urls = new Map<unknown, string>();
  for (const e of events)
    if (e.name === 'ResourceSendRequest')
      urls.set(e.args?.data?.requestId, String(e.args?.data?.url));
  const finishes = events.filter(
    (e) =>
      e.name === 'ResourceFinish' &&
      (urls.get(e.args?.data?.requestId) ?? '').includes('querygraphqls'),
  );
  const finishedAt = (e: TraceEvent) => Number(e.args?.data?.finishTime) * 1e6;
  const mark = events.find((e) => e.name === 'tessera-bench:rows');
  const finish = finishes
    .filter((e) => mark && finishedAt(e) < mark.ts)
    .sort((a, b) => finishedAt(b) - finishedAt(a))[0];
  if (!finish || !mark) {
    console.log('  trace: no content answer or rows mark found');
    return;
  }
  const start = finishedAt(finish);
  const main = events.filter((e) => e.pid === finish.pid && e.tid === finish.tid && e.ph === 'X');
  const paint = main.find((e) => e.name === 'Paint' && e.ts > mark.ts);
  const stop = paint ? paint.ts + (paint.dur ?? 0) : mark.ts;
  const tasks = main.filter(
    (e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) > start && e.ts < stop && (e.dur ?? 0) > 500,
  );
  let wall = 0;
  let cpu = 0;
  console.log(`  trace ${file}: main-thread tasks from the answer's end to the first rows' paint`);
  for (const task of tasks) {
    wall += task.dur ?? 0;
    cpu += task.tdur ?? 0;
    const top = [...selfTimes(task, main)]
      .filter(([, us]) => us > 500)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, us]) => `${name} ${ms(us)}`)
      .join(', ');
    console.log(
      `    +${ms(task.ts - start).padStart(6)} ms  ${ms(task.dur ?? 0).padStart(6)} ms wall ${ms(task.tdur ?? 0).padStart(6)} ms CPU  ${top}`,
    );
  }
  console.log(
    `    window ${ms(stop - start)} ms: tasks ${ms(wall)} ms wall, ${ms(cpu)} ms CPU; the rest is the thread waiting (throttling, other processes)`,
  );
}

if (process.argv[1]?.endsWith('traceBreakdown.ts')) printTraceBreakdown(process.argv[2] ?? '');
