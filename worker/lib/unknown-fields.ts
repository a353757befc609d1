import type * as z from "zod";

type Def = { type: string; shape?: Record<string, z.ZodType>; catchall?: z.ZodType; in?: z.ZodType; out?: z.ZodType; innerType?: z.ZodType };

const defOf = (schema: z.ZodType) => schema._zod.def as Def;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The fields of `value` that `schema` does not name, as dotted paths, in objects nested at any depth: what a JSON write
 * refuses rather than passes over (a misspelt `expiresInDay` would otherwise leave a share with no end). An object
 * that keeps other fields (a catchall) takes any.
 */
export function unknownFields(schema: z.ZodType, value: unknown, path = ""): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case "object": {
      if (!isRecord(value)) return [];
      const open = def.catchall !== undefined && defOf(def.catchall).type !== "never";
      return Object.keys(value).flatMap((key) => {
        const field = def.shape && Object.hasOwn(def.shape, key) ? def.shape[key] : undefined;
        if (field) return unknownFields(field, value[key], `${path}${key}.`);
        return open ? [] : [`${path}${key}`];
      });
    }
    case "pipe": {
      const checked = def.in && defOf(def.in).type === "transform" ? def.out : def.in;
      return checked ? unknownFields(checked, value, path) : [];
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
      return def.innerType ? unknownFields(def.innerType, value, path) : [];
    default:
      return [];
  }
}
