/**
 * UUID version 7 (RFC 9562 §5.7): 48 bits of Unix time in milliseconds, the version (7), 12 bits
 * rand_a, the variant (binary 10) and 62 random bits. Ids made here sort by creation time; within
 * one millisecond rand_a counts up from a random start (RFC 9562 §6.2, method 1), so they stay in order.
 */
type Clock = () => number;
type Random = (bytes: Uint8Array) => Uint8Array;

const RAND_A_MAX = 0xfff;

export function uuidv7Factory(now: Clock = Date.now, random: Random = (bytes) => crypto.getRandomValues(bytes)) {
  let lastTime = -1;
  let lastRandA = 0;
  return function uuidv7(): string {
    const bytes = random(new Uint8Array(16));
    let time = now();
    let randA = ((bytes[6]! & 0x0f) << 8) | bytes[7]!;
    if (time <= lastTime) {
      time = lastTime;
      randA = lastRandA + 1;
      if (randA > RAND_A_MAX) {
        time += 1;
        randA = 0;
      }
    }
    lastTime = time;
    lastRandA = randA;
    for (let index = 5; index >= 0; index -= 1) {
      bytes[index] = time % 256;
      time = Math.floor(time / 256);
    }
    bytes[6] = 0x70 | (randA >> 8);
    bytes[7] = randA & 0xff;
    bytes[8] = 0x80 | (bytes[8]! & 0x3f);
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}

export const uuidv7 = uuidv7Factory();
