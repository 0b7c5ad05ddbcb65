// `npm run measure --details`: what Lighthouse's simulated LCP waited for, read from Lantern's simulator.

/**
 * What Lighthouse's simulated LCP waits for (--details): the last nodes of the simulation it scored
 * (Lantern's pessimistic LCP graph: the requests that finished before the observed largest paint, the
 * tasks of 10 ms or more that evaluated their scripts or laid out the page, and what started them),
 * by simulated end time. Read right after the run, while the simulator still holds its timings.
 */
export function lcpPath(Simulator, last = 8) {
  const timings = Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  if (!timings) return [];
  const nodes = [...timings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const bytes = nodes.reduce((sum, [node]) => sum + (node.type === 'network' ? (node.request.transferSize ?? 0) : 0), 0);
  const cpu = nodes.reduce((sum, [node, t]) => sum + (node.type === 'cpu' ? t.endTime - t.startTime : 0), 0);
  const describe = ([node, t]) => {
    const span = `${String(Math.round(t.startTime)).padStart(5)}-${String(Math.round(t.endTime)).padStart(5)} ms`;
    if (node.type !== 'cpu') return `${span}  ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} (${kib(node.request.transferSize ?? 0)})`;
    const scripts = [
      ...new Set(
        node.childEvents
          .map((e) => e.args?.data?.url)
          .filter(Boolean)
          .map((u) => String(u).split('/').pop().slice(0, 30)),
      ),
    ];
    return `${span}  task ${Math.round(node.duration / 1000)} ms observed${scripts.length ? ` (${scripts.slice(0, 3).join(', ')})` : ''}`;
  };
  return [
    `simulated LCP path: ${nodes.length} nodes, ${kib(bytes)} downloaded, ${Math.round(cpu)} ms of main thread; the last ${last}:`,
    ...nodes.slice(-last).map((entry) => `  ${describe(entry)}`),
  ];
}
