import bidiFactory from 'bidi-js';
import type { PdfFont } from './pdf-fonts';
import { fontRuns, type TextRun } from './pdf-text-runs';

// Arabic and Hebrew are written right to left, and a name may mix them with Latin letters and digits
// ("Qatar Airways الخطوط 2026"). pdfkit lays a line out left to right as typed, so each line is put in the
// order it is read with the Unicode Bidirectional Algorithm (bidi-js): the line's runs are reordered (rule L2)
// and fontkit shapes each run, joining Arabic letters. fontkit returns a run of a right-to-left script
// (Arabic, Hebrew) already reversed, from its first letter's script; any other run is drawn as given. So a run
// is handed over reversed exactly when what fontkit does and what the line needs differ: a right-to-left
// run of spaces and brackets, or a left-to-right run of Arabic-Indic digits. Decision 080.

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

/** Letters and controls of the scripts written right to left (Hebrew to N'Ko, presentation forms). */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\u200f\u202b\u202e\u2067\ufb1d-\ufdff\ufe70-\ufefc]/u;

/** fontkit's choice of a run's script: its first character that belongs to one script. */
const FIRST_OF_A_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}]/u;
const SCRIPT_FONTKIT_REVERSES =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** A paragraph runs right to left when its first letter does (rules P2 and P3). */
export function paragraphDirection(text: string): Direction {
  if (!RIGHT_TO_LEFT.test(text)) return 'ltr';
  return bidi.getEmbeddingLevels(text).paragraphs[0]!.level % 2 === 1 ? 'rtl' : 'ltr';
}

interface LevelledRun extends TextRun {
  level: number;
}

/** Rule L2: from the highest level down to the lowest odd one, reverse every stretch at that level or above. */
function reorder(runs: LevelledRun[]): LevelledRun[] {
  const levels = runs.map((run) => run.level);
  const lowest = Math.min(...levels);
  for (let level = Math.max(...levels); level >= lowest + (lowest % 2 === 0 ? 1 : 0); level -= 1) {
    for (let start = 0; start < runs.length;) {
      let end = start;
      while (end < runs.length && runs[end]!.level >= level) end += 1;
      if (end > start) runs.splice(start, end - start, ...runs.slice(start, end).reverse());
      start = end + 1;
    }
  }
  return runs;
}

/** Reversed by grapheme: a mark stays after the letter it sits on. */
const reversed = (text: string) => (text.match(/\P{M}\p{M}*|\p{M}+/gu) ?? []).reverse().join('');

function fontkitReverses(text: string): boolean {
  const first = FIRST_OF_A_SCRIPT.exec(text)?.[0];
  return first !== undefined && SCRIPT_FONTKIT_REVERSES.test(first);
}

/**
 * One line's runs in the order they are drawn, left to right, each as fontkit must be given it; a line of
 * `direction` 'ltr' without right-to-left letters is its font runs as typed.
 */
export function visualRuns(font: PdfFont, line: string, direction: Direction): TextRun[] {
  const runs = fontRuns(font, line);
  if (direction === 'ltr' && !RIGHT_TO_LEFT.test(line)) return runs;
  const embedding = bidi.getEmbeddingLevels(line, direction);
  // Brackets face the other way in right-to-left text (rule L4). They print in Noto Sans, which fontkit lays
  // out left to right, so they are turned here.
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const levelled: LevelledRun[] = [];
  let at = 0;
  for (const run of runs) {
    let current: LevelledRun | undefined;
    for (const char of run.text) {
      const level = embedding.levels[at]!;
      const shown = mirrored.get(at) ?? char;
      at += char.length;
      if (current?.level === level) current.text += shown;
      else levelled.push((current = { font: run.font, text: shown, level }));
    }
  }
  return reorder(levelled).map(({ font: runFont, text, level }) => ({
    font: runFont,
    text: (level % 2 === 1) === fontkitReverses(text) ? text : reversed(text),
  }));
}
