// Lighthouse's simulated throttling multiplies every main-thread task it observed by a CPU slowdown
// (4x by default), a factor meant to bring a high-end desktop (benchmarkIndex 1500-2000) down to a
// mid-tier phone. On a slower host the same 4x describes a slower phone than intended. Lighthouse's
// docs (docs/throttling.md, "Calibrating the CPU slowdown") point to its calculator for the factor that
// targets the same phone from the host's benchmarkIndex; this is that calculator's mapping, piecewise
// linear through its anchor points: 150 -> 1x, 800 -> 2x, 1300 -> 3x, 1533 -> 4x, 2000 -> 6x.

/** The CPU slowdown that makes a host of this benchmarkIndex emulate Lighthouse's mid-tier phone. */
export function cpuMultiplierFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`not a benchmarkIndex: ${benchmarkIndex}`);
  const exact = benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : Math.max(1, 1 + (benchmarkIndex - 150) / 650);
  // One decimal: the benchmark itself varies by more than that from run to run.
  return Math.round(exact * 10) / 10;
}
