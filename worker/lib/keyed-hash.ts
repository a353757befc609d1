import type { Db } from "../db/client";
import { type AppSecretName, appSecret } from "../db/queries/app-secrets";

const keys = new Map<AppSecretName, Promise<CryptoKey>>();

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));

function hmacKey(db: Db, name: AppSecretName): Promise<CryptoKey> {
  let key = keys.get(name);
  if (!key) {
    key = appSecret(db, name).then((secret) => crypto.subtle.importKey("raw", hexBytes(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]));
    key.catch(() => keys.delete(name));
    keys.set(name, key);
  }
  return key;
}

/** HMAC-SHA-256 of `text` under the secret `name`, its first 128 bits in hex: unguessable and unlinkable without the database. */
export async function keyedHash(db: Db, name: AppSecretName, text: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(db, name), new TextEncoder().encode(text)));
  return [...mac.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
