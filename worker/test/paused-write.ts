/**
 * Forces a race's interleaving instead of hoping parallel requests meet: one request runs with its
 * database paused at the batch that writes a table, and another request runs to its end there,
 * between the first one's read and its write.
 */
import { env } from "cloudflare:test";
import type { D1DatabaseSession, D1PreparedStatement } from "@cloudflare/workers-types";
import app from "../app";
import { ORIGIN } from "./http";

/** A JSON body, or a multipart form. */
export type Sent = { method: string; path: string; cookie: string; body: unknown };
export type PausedWrite = { answer: Response; meanwhile: Response; writeBatches: number };

const forward = <T extends object>(target: T, property: string | symbol) => {
  const value = Reflect.get(target, property);
  return typeof value === "function" ? value.bind(target) : value;
};

/**
 * Sends `sent`, runs `meanwhile` just before its first batch that writes `table`, then lets that
 * write go on. `writeBatches` counts the request's batches that wrote `table`: more than one means
 * its first write was overtaken and it tried again.
 */
export async function beforeWriteTo(table: string, meanwhile: () => Promise<Response>, sent: Sent): Promise<PausedWrite> {
  const writesTable = new RegExp(`^(update|insert into) "${table}"`);
  let writing = false;
  let writeBatches = 0;
  let other: Response | undefined;
  const paused = (session: D1DatabaseSession) =>
    new Proxy(session, {
      get(target, property) {
        if (property === "prepare") return (query: string) => ((writing ||= writesTable.test(query)), target.prepare(query));
        if (property !== "batch") return forward(target, property);
        return async (statements: D1PreparedStatement[]) => {
          if (writing) {
            writeBatches += 1;
            other ??= await meanwhile();
          }
          writing = false;
          return target.batch(statements);
        };
      },
    });
  const DB = new Proxy(env.DB, {
    get: (target, property) => (property === "withSession" ? (constraint?: string) => paused(target.withSession(constraint)) : forward(target, property)),
  });
  const form = sent.body instanceof FormData;
  const headers = { Origin: ORIGIN, Cookie: sent.cookie, ...(form ? {} : { "Content-Type": "application/json" }) };
  const body = sent.body instanceof FormData ? sent.body : JSON.stringify(sent.body);
  const answer = await app.request(`${ORIGIN}${sent.path}`, { method: sent.method, headers, body }, { ...env, DB });
  if (!other) throw new Error(`${sent.method} ${sent.path} answered ${answer.status} without writing to ${table}`);
  return { answer, meanwhile: other, writeBatches };
}
