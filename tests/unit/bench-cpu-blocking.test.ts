// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cpuBlockingMs, type TraceEvent } from '../bench/support/cpuBlocking';

const renderer = 7;
const main = 1;
const other = 2;

const threadName = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const fcpAt = (ts: number): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', pid: renderer, tid: main, ts });
/** A task at `ts` µs that took `wallMs` of wall time and `cpuMs` of the thread's CPU. */
const task = (ts: number, wallMs: number, cpuMs: number, tid = main): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: renderer,
  tid,
  ts,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

const threads = [threadName(renderer, main, 'CrRendererMain'), threadName(renderer, other, 'ServiceWorker thread')];

describe('blocking time from CPU time (npm run bench)', () => {
  it('counts each task after FCP by its CPU time times the slowdown, beyond 50 ms, whatever its wall time', () => {
    const events = [...threads, fcpAt(1_000), task(2_000, 49, 14), task(60_000, 30, 25), task(90_000, 20, 12)];
    // 14 × 4 = 56 → 6; 25 × 4 = 100 → 50; 12 × 4 = 48 → 0. Wall time × 4 would have made 146 + 70 + 30.
    expect(cpuBlockingMs(events, 4)).toBe(56);
    expect(cpuBlockingMs(events, 1)).toBe(0);
  });

  it('leaves out tasks before FCP and tasks of other threads', () => {
    const events = [...threads, task(500, 100, 100), fcpAt(1_000), task(2_000, 100, 100, other), task(3_000, 20, 20)];
    expect(cpuBlockingMs(events, 4)).toBe(30);
  });

  it('takes the last first contentful paint (the page, not the blank page Lighthouse opens first)', () => {
    const events = [...threads, fcpAt(1_000), task(2_000, 40, 40), fcpAt(5_000), task(6_000, 20, 20)];
    expect(cpuBlockingMs(events, 4)).toBe(30);
  });

  it('gives no figure without a first contentful paint or the page main thread', () => {
    expect(cpuBlockingMs([...threads, task(2_000, 40, 40)], 4)).toBeUndefined();
    expect(cpuBlockingMs([threads[1]!, fcpAt(1_000), task(2_000, 40, 40)], 4)).toBeUndefined();
  });
});
