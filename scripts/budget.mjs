// `node scripts/budget.mjs [out]`: the first-load JS budget check `npm test` runs after the build.
// Prints the table and exits 1 when any route is over its budget (185 KiB gzip for /, /home, /login,
// /register; 200 KiB for the rest). A size, not a timing: the same on any machine.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { budgetTable, measureRoutes } from './lib/budget.mjs';
import { ROOT } from './lib/stack.mjs';

const out = path.resolve(ROOT, process.argv[2] ?? 'out');
if (!existsSync(out)) {
  console.error(`No export at ${out}: run \`npx next build --webpack\` first.`);
  process.exit(1);
}
const rows = measureRoutes(out);
console.log('First-load JS per route (gzip -9 of every <script src> the page loads)');
console.log(budgetTable(rows));
const over = rows.filter((r) => r.status === 'over');
const held = rows.filter((r) => r.status === 'held');
console.log(
  `${rows.length} routes: ${rows.length - over.length - held.length} within budget, ${held.length} over target but within their no-growth limit, ${over.length} over` +
    (over.length ? `: ${over.map((r) => r.route).join(', ')}` : ''),
);
process.exit(over.length ? 1 : 0);
