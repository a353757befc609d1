import autocannon from "autocannon";
import { workerd } from "../bench/backups.mjs";

const ok = (status) => status >= 200 && status <= 299;

/**
 * One autocannon run of `requests` with `load` (overallRate, connections, duration; or connections and
 * amount), each connection starting at another kind. Latency and non-2xx answers per kind come from
 * each answer; the CPU time of the server's workerd processes (and the time they waited for a CPU) and of this process over the run;
 * whether wrangler reloaded the Worker meanwhile (it watches the files it bundled, so an edit elsewhere can restart it mid-run).
 */
export function drive({ base, group, logs }, requests, load) {
  const byKind = new Map(requests.map((request) => [request.kind, { samples: [], failures: 0, firstFailure: null }]));
  for (const request of requests) {
    request.onResponse = (status, body) => {
      if (!ok(status)) byKind.get(request.kind).firstFailure ??= `${status} ${String(body).slice(0, 200)}`;
    };
  }
  let started = 0;
  const startApart = (client) => {
    const first = started++ % requests.length;
    client.setRequests([...requests.slice(first), ...requests.slice(0, first)].map((request) => ({ ...request })));
  };
  const before = workerd(group);
  const logsBefore = logs.length;
  const clientCpu = process.cpuUsage();
  const instance = autocannon({ url: base, requests, timeout: 10, setupClient: startApart, ...load });
  instance.on("response", (client, status, _bytes, ms) => {
    const kind = byKind.get(client.requestIterator.currentRequest.kind);
    kind.samples.push(ms);
    if (!ok(status)) kind.failures += 1;
  });
  return new Promise((resolve, reject) => {
    instance.on("done", (result) => {
      const { user, system } = process.cpuUsage(clientCpu);
      const after = workerd(group);
      const cpu = { server: after.cpuMs - before.cpuMs, serverWaiting: after.waitMs - before.waitMs, client: (user + system) / 1000 };
      const reloaded = logs.slice(logsBefore).some((line) => line.includes("Reloading local server"));
      resolve({ rate: load.overallRate, byKind, answered: result.requests.total, errors: result.errors, timeouts: result.timeouts, cpu, reloaded });
    });
    instance.on("error", reject);
  });
}
