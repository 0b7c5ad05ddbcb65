// Reads `.cpuprofile` files (node --cpu-prof, e.g. BENCH_CPU_PROF of bench:api) and prints the
// functions with the most self time, and the files (packages) that time is spent in.
//
//   node scripts/lib/cpu-profile-top.mjs <file.cpuprofile>... [--top 30] [--last 10]
//
// --last S counts only the last S seconds of samples (the load, not the start-up before it).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args.splice(at, 2)[1]) : fallback;
};
const top = option('--top', 30);
const lastSeconds = option('--last', Infinity);

for (const file of args) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  // samples[i] ran for timeDeltas[i] µs (the delta belongs to the sample it precedes).
  const from = profile.endTime - lastSeconds * 1e6;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from) continue;
    const id = profile.samples[i];
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map();
  const byPlace = new Map();
  for (const [id, us] of selfUs) {
    const { callFrame } = byId.get(id);
    const url = callFrame.url.replace(/^file:\/\//, '').replace(/.*node_modules\//, 'nm:');
    const name = `${callFrame.functionName || '(anonymous)'} ${url ? `${url}:${callFrame.lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const place = url.startsWith('nm:')
      ? url
          .split('/')
          .slice(0, url.startsWith('nm:@') ? 2 : 1)
          .join('/')
      : url || callFrame.functionName;
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  }
  const show = (title, map) => {
    console.log(`\n${title}`);
    for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`);
    }
  };
  console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
  show('self time by function', byFunction);
  show('self time by file / package', byPlace);
}
