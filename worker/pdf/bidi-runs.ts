import bidiFactory from "bidi-js";

const bidi = bidiFactory();

/** Scripts the font engine lays out right to left (and shapes) by itself when a run holds one of their letters. */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

type Run = { text: string; level: number };

function levelRuns(line: string, levels: Uint8Array): Run[] {
  const runs: Run[] = [];
  for (let index = 0; index < line.length; index += 1) {
    const level = levels[index]!;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += line[index];
    else runs.push({ text: line[index]!, level });
  }
  return runs;
}

/** Unicode's rule L2 on whole runs: from the highest level down to the lowest odd one, each stretch at that level or above turns around. */
function visualOrder(runs: Run[]): Run[] {
  const ordered = [...runs];
  const levels = runs.map((run) => run.level);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 ? level : level + 1)));
  for (let level = Math.max(...levels); level >= lowestOdd; level -= 1) {
    for (let start = 0; start < ordered.length; start += 1) {
      if (ordered[start]!.level < level) continue;
      let end = start;
      while (end + 1 < ordered.length && ordered[end + 1]!.level >= level) end += 1;
      ordered.splice(start, end - start + 1, ...ordered.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return ordered;
}

/** Brackets face the other way in right-to-left text; the embedded fonts have no feature that turns them. */
const mirrored = (chars: string[]) => chars.map((char) => bidi.getMirroredCharacter(char) ?? char).join("");

/** A right-to-left run as the font engine is given it: turned here when no letter of it turns the engine around (brackets, dashes, spaces). */
const rightToLeft = (text: string) => (RTL_SCRIPT.test(text) ? mirrored([...text]) : mirrored([...text].reverse()));

/**
 * One line of mixed Arabic or Hebrew and Latin text as the pieces to draw from left to right. The font engine turns a
 * whole string around when it starts with a right-to-left letter, which mirrored "Marina 5" in "دبي Marina 5" and
 * turned 123 into 321; so each direction's run goes to it alone, in logical order, for it to lay out and shape.
 */
export function visualRuns(line: string): string[] {
  if (!RTL_SCRIPT.test(line)) return [line];
  const runs = visualOrder(levelRuns(line, bidi.getEmbeddingLevels(line).levels));
  return runs.map(({ text, level }) => (level % 2 ? rightToLeft(text) : text));
}
