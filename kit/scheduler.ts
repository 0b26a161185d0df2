/**
 * Who may run at once. Checks that read a resource share it; a check that writes it (or compares
 * reads before and after a write) holds it alone. A check is started when its locks are free and
 * a slot is (at most `size` checks run at once); locks are taken all at once and granted in the
 * order asked, so a waiting writer is not overtaken by later readers: nothing starves, and
 * nothing deadlocks, since a holder never waits for another lock. Setup steps ask first and take
 * no slot: many checks wait for them.
 */
export type LockSet = { read: readonly string[]; write: readonly string[] };

type Waiting = { read: Set<string>; write: Set<string>; slot: boolean; grant: () => void };

export class LockTable {
  private readonly readers = new Map<string, number>();
  private readonly writers = new Set<string>();
  private readonly queue: Waiting[] = [];
  private running = 0;

  constructor(private readonly size: number) {}

  acquire(locks: LockSet, { first = false, slot = false } = {}): Promise<() => void> {
    const write = new Set(locks.write);
    const read = new Set(locks.read.filter((name) => !write.has(name)));
    return new Promise((resolve) => {
      const request: Waiting = { read, write, slot, grant: () => resolve(() => this.release(request)) };
      if (first) this.queue.unshift(request);
      else this.queue.push(request);
      this.pump();
    });
  }

  private free(request: Waiting, earlier: Waiting[]): boolean {
    for (const name of request.write) {
      if (this.writers.has(name) || (this.readers.get(name) ?? 0) > 0) return false;
      if (earlier.some((other) => other.write.has(name) || other.read.has(name))) return false;
    }
    for (const name of request.read) {
      if (this.writers.has(name)) return false;
      if (earlier.some((other) => other.write.has(name))) return false;
    }
    return true;
  }

  private pump(): void {
    const waiting: Waiting[] = [];
    for (const request of [...this.queue]) {
      if (this.free(request, waiting) && (!request.slot || this.running < this.size)) {
        this.queue.splice(this.queue.indexOf(request), 1);
        for (const name of request.write) this.writers.add(name);
        for (const name of request.read) this.readers.set(name, (this.readers.get(name) ?? 0) + 1);
        if (request.slot) this.running += 1;
        request.grant();
      } else waiting.push(request);
    }
  }

  private release(request: Waiting): void {
    for (const name of request.write) this.writers.delete(name);
    for (const name of request.read) this.readers.set(name, (this.readers.get(name) ?? 1) - 1);
    if (request.slot) this.running -= 1;
    this.pump();
  }
}
