/**
 * Which phone Lighthouse's mobile preset makes of this machine. Its CPU slowdown is a constant 4x,
 * relative to the machine it runs on; Lighthouse's guide to calibrating it (`docs/throttling.md` in
 * its repository: "Benchmarking CPU Power", "Calibrating the CPU slowdown") puts a benchmark index of
 * 1,500 to 2,000 in its high-end desktop class, which 4x takes to its mid-tier phone, and suggests
 * 2x for its low-end desktop class (1,000 to 1,500). So a faster machine makes a faster phone of
 * the same 4x, and a slower one a slower phone: the same build scores higher on the first.
 */
export function phoneAtFourTimes(benchmarkIndex: number): string {
  if (benchmarkIndex > 2000)
    return "faster than its high-end desktop class, so the phone's 4x is a faster phone than its mid-tier one";
  if (benchmarkIndex >= 1500) return "its high-end desktop class, where the phone's 4x is its mid-tier phone";
  if (benchmarkIndex >= 1000)
    return "its low-end desktop class, where it suggests 2x: the phone's 4x is a slower phone than its mid-tier one";
  return "slower than its desktop classes: the phone's 4x is a much slower phone than its mid-tier one";
}
