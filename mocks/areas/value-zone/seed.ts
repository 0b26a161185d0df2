import type { PointSource } from '@octoss/contract/points';
import { dayMs, demoUserId, type AreaSeed } from '../../shared/seeding';

/** The demo trader's points history; the sandbox starts with none. */
export const valueZoneSeed: AreaSeed = {
  demo({ db, now, stream }) {
    // 30 entries ending at the user's 2847 points.
    const random = stream(31);
    const sources: PointSource[] = ['PAYBACK', 'ACADEMY', 'PAYBACK', 'REFERRAL', 'PAYBACK'];
    const deltas = Array.from({ length: 30 }, (_, index) => {
      const source = sources[index % sources.length]!;
      const delta =
        source === 'REFERRAL'
          ? 100 + Math.floor(random() * 150)
          : source === 'ACADEMY'
            ? 25 + Math.floor(random() * 60)
            : 10 + Math.floor(random() * 40);
      return { source, delta };
    });
    const total = deltas.reduce((sum, entry) => sum + entry.delta, 0);
    let balance = 2847 - total;
    deltas.forEach(({ source, delta }, index) => {
      balance += delta;
      db.pointsEntry.create({
        id: `pts-${String(index + 1).padStart(3, '0')}`,
        userId: demoUserId,
        at: now - (30 - index) * 2 * dayMs,
        source,
        delta,
        balance,
        noteId: `${source.toLowerCase()}-activity`,
      });
    });
  },
  testnet() {},
};
