/**
 * Debian's `pocketsphinx_batch` (pocketsphinx 5prealpha): where its files are, and its segment
 * output (`-hypseg`) read back — the words with their start frames and acoustic scores.
 * decoder-pool.server.ts runs the processes.
 */

export interface PocketsphinxPaths {
  /** The pocketsphinx_batch binary. */
  batchBinary: string;
  /** Acoustic model folder (en-us). */
  hmmDir: string;
  /** General English language model and its dictionary (used when there is no phrase list). */
  lmPath: string;
  dictPath: string;
}

interface Segment {
  word: string;
  startFrame: number;
  endFrame: number;
  acoustic: number;
}

export interface Decode {
  /** Recognised words without fillers or silences, pronunciation variants folded ('that(2)' → 'that'). */
  words: string[];
  segments: Segment[];
  /** Total acoustic score of the best path (log domain, pocketsphinx units). */
  acoustic: number;
  frames: number;
  /** Frames covered by words other than silence and fillers. */
  speechFrames: number;
}

const FILLER = /^(<s>|<\/s>|<sil>|\[[A-Z]+\]|\(NULL\)|NULL)$/i;

export function parseHypseg(line: string): Omit<Decode, "words"> & { words: string[] } {
  const tokens = line.trim().split(/\s+/);
  // uttid S scale T total A acoustic L lm  (sf ascr lscr word)*  ef
  const aIndex = tokens.indexOf("A");
  const acoustic = aIndex >= 0 ? Number(tokens[aIndex + 1]) : NaN;
  const body = tokens.slice(9);
  const segments: Segment[] = [];
  for (let i = 0; i + 3 < body.length; i += 4) {
    segments.push({ startFrame: Number(body[i]), acoustic: Number(body[i + 1]), word: body[i + 3]!, endFrame: 0 });
  }
  const frames = Number(body[body.length - 1]);
  segments.forEach((segment, i) => {
    segment.endFrame = i + 1 < segments.length ? segments[i + 1]!.startFrame : frames;
  });
  const speech = segments.filter((s) => !FILLER.test(s.word));
  return {
    words: speech.map((s) => s.word.replace(/\(\d+\)$/, "")),
    segments,
    acoustic,
    frames: Number.isFinite(frames) ? frames : 0,
    speechFrames: speech.reduce((sum, s) => sum + (s.endFrame - s.startFrame), 0),
  };
}
