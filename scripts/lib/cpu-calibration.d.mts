// Types for scripts/lib/cpu-calibration.mjs.
export function cpuMultiplierFor(benchmarkIndex: number): number;
