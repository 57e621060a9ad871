// `npm run bench`: every part in turn (API reads, checkout, client), one table each, then a
// summary against the budgets (bench/README.md, 'Budgets'). Results: bench/results/latest.json.
import { benchApi, printApi } from './api.mjs';
import { benchCheckout, printCheckout } from './checkout.mjs';
import { benchClient, printClient } from './client.mjs';
import { RESULTS_FILE, readResults } from './lib/results.mjs';

const api = await benchApi();
printApi(api);
const checkout = await benchCheckout();
printCheckout(checkout);
const client = await benchClient();
printClient(client);

const { machine } = readResults();
console.log(
  `\nSummary (${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}); details in ${RESULTS_FILE}`,
);
console.table({
  'API reads': { budget: 'ratio ≥ 0.6, p99 ≤ 1.5× bare or < 30 ms', met: api.withinBudget },
  Checkout: { budget: 'HTTP ≥ 0.5× bare, 0 oversold', met: checkout.withinBudget },
  Client: {
    budget: 'landing JS ≤ 170 KB gzip, Lighthouse perf ≥ 95, a11y ≥ 95',
    met: client.withinBudget,
  },
});
if (checkout.oversold > 0) process.exitCode = 1;
