/**
 * Runs Debian's `pocketsphinx_batch` (pocketsphinx 5prealpha) on one 16 kHz mono WAV with either
 * a JSGF grammar or the general n-gram language model, and reads its segment output (`-hypseg`):
 * the words with their start frames and acoustic scores. One short-lived process per decode, so a
 * new phrase list needs no restart of anything, and a timed-out decode is simply killed.
 */
import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { SpeechRecognitionError } from "./errors";

export interface PocketsphinxPaths {
  /** The pocketsphinx_batch binary. */
  batchBinary: string;
  /** Acoustic model folder (en-us). */
  hmmDir: string;
  /** General English language model and its dictionary (used when there is no phrase list). */
  lmPath: string;
  dictPath: string;
}

export interface Segment {
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

export interface DecodeRequest {
  /** Folder holding `${utterance}.wav`; outputs are written beside it. */
  dir: string;
  utterance: string;
  /** A per-request grammar and dictionary, or null for the general language model. */
  grammar: { jsgf: string; dict: string } | null;
  /** Name used for the grammar/dictionary files (several decodes may share a folder). */
  name: string;
  signal: AbortSignal;
  extraArgs?: string[];
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

export async function runDecode(paths: PocketsphinxPaths, request: DecodeRequest): Promise<Decode> {
  const { dir, utterance, name } = request;
  const ctl = path.join(dir, `${name}.ctl`);
  const hyp = path.join(dir, `${name}.hyp`);
  const seg = path.join(dir, `${name}.seg`);
  const log = path.join(dir, `${name}.log`);
  await writeFile(ctl, `${utterance}\n`);
  const args = ["-ctl", ctl, "-cepdir", dir, "-cepext", ".wav", "-adcin", "yes", "-adchdr", "44", "-samprate", "16000"];
  args.push("-hmm", paths.hmmDir, "-hyp", hyp, "-hypseg", seg, "-logfn", log);
  if (request.grammar) {
    const jsgf = path.join(dir, `${name}.jsgf`);
    const dict = path.join(dir, `${name}.dict`);
    await Promise.all([writeFile(jsgf, request.grammar.jsgf), writeFile(dict, request.grammar.dict)]);
    args.push("-jsgf", jsgf, "-dict", dict);
  } else {
    args.push("-lm", paths.lmPath, "-dict", paths.dictPath);
  }
  args.push(...(request.extraArgs ?? []));

  await new Promise<void>((resolve, reject) => {
    if (request.signal.aborted) {
      reject(new SpeechRecognitionError("timeout", "The recognition was stopped before it started."));
      return;
    }
    const child = spawn(paths.batchBinary, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 4_000) stderr += chunk.toString();
    });
    const onAbort = () => child.kill("SIGKILL");
    request.signal.addEventListener("abort", onAbort, { once: true });
    child.on("error", (error) => {
      request.signal.removeEventListener("abort", onAbort);
      reject(new SpeechRecognitionError("unavailable", `The speech recogniser (pocketsphinx) cannot be started: ${error.message}`, { cause: error }));
    });
    child.on("close", (code, sig) => {
      request.signal.removeEventListener("abort", onAbort);
      if (request.signal.aborted) reject(new SpeechRecognitionError("timeout", "The recognition took too long and was stopped."));
      else if (code === 0) resolve();
      else reject(new SpeechRecognitionError("unavailable", `The speech recogniser failed (${sig ?? `exit ${code}`}). ${stderr.slice(0, 300)}`.trim()));
    });
  });

  const [segText, logText] = await Promise.all([readFile(seg, "utf8").catch(() => ""), readFile(log, "utf8").catch(() => "")]);
  const line = segText.split("\n").find((l) => l.startsWith(`${utterance} `));
  if (!line) {
    // No path through the grammar survived the beams: the utterance matches nothing.
    if (/ERROR/.test(logText) && !/no path|Final result does not match|not reach final/i.test(logText)) {
      const first = logText.split("\n").find((l) => l.includes("ERROR")) ?? "";
      throw new SpeechRecognitionError("unavailable", `The speech recogniser failed: ${first.slice(0, 200)}`);
    }
    return { words: [], segments: [], acoustic: -Infinity, frames: 0, speechFrames: 0 };
  }
  return parseHypseg(line);
}
