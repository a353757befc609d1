// `node scripts/h2-proxy.mjs --port=9465 --target=8865`: serves the app running on http://localhost:<target> over
// HTTP/2 at https://localhost:<port>, as Cloudflare serves it. Locally wrangler speaks HTTP/1.1, where a browser
// fetches at most six files from a host at a time, so a start's many small files wait for one another there as they
// would not in production. The certificate is self-signed and made by openssl at start, so only a browser told to
// ignore certificate errors accepts it (scripts/signed-in-start.mjs does), and a service worker never registers. It
// answers HTTP/1.1 too, for the scripts that seed an account through Playwright's API client.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({ options: { port: { type: "string", default: "9465" }, target: { type: "string", default: "8787" } } });
const target = Number(args.target);
const dir = mkdtempSync(join(tmpdir(), "h2-proxy-"));
const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=localhost"], { stdio: "ignore" });

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade"]);
const forwarded = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)));

const server = http2.createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true }, (request, response) => {
  // The app checks a write's Origin against its own, which is the one behind this proxy.
  const headers = { ...forwarded(request.headers), host: `localhost:${target}` };
  if (headers.origin) headers.origin = `http://localhost:${target}`;
  const upstream = http.request({ host: "127.0.0.1", port: target, method: request.method, path: request.url, headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, forwarded(answer.headers));
    answer.pipe(response);
  });
  upstream.on("error", () => response.destroy());
  request.pipe(upstream);
});
server.listen(Number(args.port), () => console.log(`https://localhost:${args.port} (HTTP/2) -> http://localhost:${target}`));
