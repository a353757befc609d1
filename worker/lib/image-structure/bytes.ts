/** Byte readers and the verdict every image format's structure check gives. */
export const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
export const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
export const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
export const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
export const u32le = (b: Uint8Array, at: number) => u24le(b, at) + b[at + 3]! * 0x1000000;
export const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

/**
 * A structure that holds together: its pixel size, and the fewest bytes its image data could take
 * for that size (the format's best possible compression, or a floor where the format has none).
 */
export type ImageStructure = { width: number; height: number; dataBytes: number; minDataBytes: number };

/** `unsupported` is not a picture we take (415); `damaged` is one of our formats that is incomplete or inconsistent (422). */
export type ImageFault = { fault: "unsupported" | "damaged"; problem: string };

export const damaged = (problem: string): ImageFault => ({ fault: "damaged", problem });
export const unsupported = (problem: string): ImageFault => ({ fault: "unsupported", problem });
export const trailingData = damaged("has data after the end of the image.");
export const isFault = (value: ImageStructure | ImageFault): value is ImageFault => "fault" in value;
