/**
 * The voice benchmark's corpus, made at run time from Debian's synthesisers (nothing committed) and
 * cached under var/voice-corpus/. Two parts that share no voice and no out-of-list word:
 *   fit    — espeak-ng voices and festival's ked voice: thresholds are chosen on this part only;
 *   report — flite (kal, kal16, awb, rms, slt) and festival (kal, slt-hts, the Hindi voice nsk fed
 *            Devanagari): the figures the README publishes come from this part.
 * Every utterance is used clean and in five conditions (pink noise at 10 dB SNR, telephone band,
 * tempo 0.85 and 1.2, reverb); recordings without speech (silence, noises, hum, clicks, breath)
 * are generated for both parts. Needs espeak-ng, flite, festival (+ voices) and sox:
 * `bash scripts/setup/system-deps.sh bench` installs them.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const run = (cmd, args, input) =>
  new Promise((resolve, reject) => {
    const child = execFile(cmd, args, { encoding: "buffer", maxBuffer: 64 << 20, timeout: 60_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${cmd} ${args.join(" ")}: ${error.message} ${stderr}`)) : resolve(stdout),
    );
    if (input !== undefined) child.stdin.end(input);
  });

/** Out-of-list words of each part: everyday English, Indian places and names, near neighbours of listed words. */
export const OUT_OF_LIST = {
  fit: ["Banana", "Telephone", "Good morning", "Window", "Mumbai", "Umbrella", "Photographer", "Tata Nexon", "Monkey", "Kolkata", "Doctor", "Camel"],
  report: ["Laptop", "Teacher", "Chennai", "Bicycle", "Thank you", "Hyderabad", "Nurse", "Lion", "Computer", "Mango", "Ahmedabad", "Rabbit"],
};

/** Conditions applied to every clean utterance (sox effects; the noise is mixed separately). */
export const CONDITIONS = [
  { name: "clean", sox: [] },
  { name: "noise 10 dB", sox: [], noiseDb: 10 },
  { name: "telephone", sox: ["sinc", "300-3400", "rate", "8k"] },
  { name: "tempo 0.85", sox: ["tempo", "0.85"] },
  { name: "tempo 1.2", sox: ["tempo", "1.2"] },
  { name: "reverb", sox: ["reverb", "40", "50", "60"] },
];

/** Voices of each part. `devanagari` voices are fed the phrase rewritten in Devanagari. */
export const VOICES = {
  fit: [
    { source: "espeak-ng", voice: "en-us", speed: 150 },
    { source: "espeak-ng", voice: "en-gb", speed: 130 },
    { source: "espeak-ng", voice: "en-us+m3", speed: 170 },
    { source: "espeak-ng", voice: "en-gb-x-rp+f3", speed: 145 },
    { source: "espeak-ng", voice: "hi", speed: 150, devanagari: true },
    { source: "festival", voice: "ked_diphone" },
  ],
  report: [
    { source: "flite", voice: "kal" },
    { source: "flite", voice: "kal16" },
    { source: "flite", voice: "awb" },
    { source: "flite", voice: "rms" },
    { source: "flite", voice: "slt" },
    { source: "festival", voice: "kal_diphone" },
    { source: "festival", voice: "cmu_us_slt_arctic_hts" },
    { source: "festival", voice: "hindi_NSK_diphone", devanagari: true },
  ],
};

/** Recordings with no speech in them (each made once per part with its own seed). */
export const NO_SPEECH = [
  { name: "digital silence", sox: ["synth", "2", "sine", "0", "vol", "0"] },
  { name: "quiet room", sox: ["synth", "2", "pinknoise", "vol", "0.003"] },
  { name: "white noise", sox: ["synth", "2", "whitenoise", "vol", "0.3"] },
  { name: "pink noise", sox: ["synth", "2", "pinknoise", "vol", "0.5"] },
  { name: "brown noise", sox: ["synth", "2", "brownnoise", "vol", "0.5"] },
  { name: "mains hum 50 Hz", sox: ["synth", "2", "sine", "50", "sine", "150", "remix", "1,2", "vol", "0.3"] },
  { name: "hum 100 Hz + noise", sox: ["synth", "2", "sine", "100", "pinknoise", "remix", "1,2", "vol", "0.3"] },
  { name: "fan (low rumble)", sox: ["synth", "3", "brownnoise", "lowpass", "400", "vol", "0.6"] },
  { name: "breath", sox: ["synth", "2.5", "pinknoise", "sinc", "400-3000", "tremolo", "0.6", "90", "vol", "0.4"] },
  { name: "keyboard clicks", clicks: { perSecond: 7, seconds: 2.5 } },
  { name: "tap clicks", clicks: { perSecond: 2, seconds: 2 } },
  { name: "beep tone 1 kHz", sox: ["synth", "1.5", "sine", "1000", "vol", "0.3"] },
  // The same sounds starting or stopping inside the recording, so they rise above its own floor.
  { name: "hum switched on", sox: ["synth", "1.2", "sine", "100", "sine", "200", "remix", "1,2", "vol", "0.3", "pad", "1", "0"] },
  { name: "beep in silence", sox: ["synth", "0.4", "sine", "880", "vol", "0.4", "pad", "0.8", "0.8"] },
  { name: "noise burst", sox: ["synth", "0.3", "pinknoise", "vol", "0.8", "pad", "0.7", "1"] },
  {
    name: "breaths with pauses",
    sox: ["synth", "0.8", "pinknoise", "sinc", "300-2500", "fade", "t", "0.3", "0.8", "0.4", "vol", "0.5", "pad", "0.6", "0.6", "repeat", "1"],
  },
  { name: "fan switched on", sox: ["synth", "1.5", "brownnoise", "lowpass", "500", "vol", "0.6", "pad", "1", "0"] },
];

/** A 16-bit mono WAV of clicks: short decaying impulses at random times (seeded). */
function clickTrack({ perSecond, seconds }, seed) {
  const rate = 16_000;
  const samples = new Int16Array(Math.round(seconds * rate));
  let state = seed >>> 0 || 1;
  const random = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round((random() - 0.5) * 60); // faint room noise
  const count = Math.max(1, Math.round(perSecond * seconds));
  for (let c = 0; c < count; c++) {
    const at = Math.floor(random() * (samples.length - 400));
    const amp = 8000 + random() * 16000;
    for (let k = 0; k < 240; k++) samples[at + k] += Math.round(amp * Math.exp(-k / 30) * (random() * 2 - 1));
  }
  const data = Buffer.from(samples.buffer);
  const header = Buffer.alloc(44);
  header.write("RIFFxxxxWAVEfmt ", 0, "latin1");
  header.writeUInt32LE(36 + data.length, 4);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "latin1");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

async function synthesise(voice, text, file) {
  if (voice.source === "espeak-ng") {
    writeFileSync(file, await run("espeak-ng", ["--stdout", "-v", voice.voice, "-s", String(voice.speed), text]));
  } else if (voice.source === "flite") {
    await run("flite", ["-voice", voice.voice, "-t", text, "-o", file]);
  } else {
    // festival's Hindi voice has no nukta letters or chandrabindu: फ़ → फ, ड़ → ड, ँ → ं.
    const said = voice.devanagari
      ? text
          .normalize("NFD")
          .replace(/\u093C/g, "")
          .replace(/\u0901/g, "\u0902")
      : text;
    await run("text2wave", ["-o", file, "-eval", `(voice_${voice.voice})`], said);
  }
}

/** Mean square of the loudest 50 % of 10 ms frames: the speech's level, not the silence around it. */
function speechPower(samples) {
  const frame = 160;
  const powers = [];
  for (let i = 0; i + frame <= samples.length; i += frame) {
    let s = 0;
    for (let k = i; k < i + frame; k++) s += samples[k] * samples[k];
    powers.push(s / frame);
  }
  powers.sort((a, b) => b - a);
  const top = powers.slice(0, Math.max(1, Math.floor(powers.length / 2)));
  return top.reduce((a, b) => a + b, 0) / top.length;
}

function readPcm16(buffer) {
  const dataAt = buffer.indexOf("data", 12, "latin1");
  const bytes = buffer.subarray(dataAt + 8);
  return { header: buffer.subarray(0, dataAt + 8), samples: new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + (bytes.length & ~1))) };
}

/** Mixes sox's `color` noise ("pinknoise", "whitenoise"…) into a 16 kHz mono WAV at `snrDb` against the speech's level. */
async function addNoise(file, out, snrDb, seed, color = "pinknoise") {
  const speech = readPcm16(readFileSync(file));
  const seconds = speech.samples.length / 16_000;
  const noiseWav = await run(
    "sox",
    ["-n", "-r", "16000", "-c", "1", "-b", "16", "-t", "wav", "-", "synth", String(seconds), color, "vol", "0.5"],
    undefined,
  ).catch(() => null);
  const noise = noiseWav ? readPcm16(noiseWav).samples : new Int16Array(speech.samples.length);
  // sox's noise generator is not seedable from the command line: shift it by the seed instead.
  const shift = seed % Math.max(1, noise.length);
  const gain = Math.sqrt(speechPower(speech.samples) / Math.max(1e-9, speechPower(noise)) / 10 ** (snrDb / 10));
  const mixed = new Int16Array(speech.samples.length);
  for (let i = 0; i < mixed.length; i++) {
    const v = speech.samples[i] + gain * noise[(i + shift) % noise.length];
    mixed[i] = Math.max(-32768, Math.min(32767, Math.round(v)));
  }
  writeFileSync(out, Buffer.concat([speech.header, Buffer.from(mixed.buffer)]));
}

/** Louder noise than the corpus' 10 dB, for `bench:voice -- --heavy-noise` (made once per corpus, cached beside it). */
export const HEAVY_NOISE = [
  { name: "white noise 5 dB", color: "whitenoise", snrDb: 5 },
  { name: "white noise 0 dB", color: "whitenoise", snrDb: 0 },
  { name: "pink noise 5 dB", color: "pinknoise", snrDb: 5 },
  { name: "pink noise 0 dB", color: "pinknoise", snrDb: 0 },
];

/** The clean speech of `manifest` under every HEAVY_NOISE condition: more manifest entries. */
export async function heavyNoiseVariants(manifest, log = () => {}) {
  const clean = manifest.filter((m) => m.condition === "clean" && m.kind !== "none");
  const out = [];
  let made = 0;
  for (const [h, noise] of HEAVY_NOISE.entries()) {
    for (const [i, item] of clean.entries()) {
      const file = item.file.replace(/-clean\.wav$/, `-heavy${h}.wav`);
      if (!existsSync(file)) {
        await addNoise(item.file, file, noise.snrDb, 104_729 * (i + 1) + h, noise.color);
        made++;
      }
      out.push({ ...item, condition: noise.name, file });
    }
  }
  if (made) log(`heavy noise: ${made} recordings made`);
  return out;
}

/**
 * Builds (or reuses) the corpus for `categories` ({name: phrases}); `toDevanagari` rewrites a
 * phrase for the Hindi voices. Returns the manifest: one entry per recording.
 */
export async function buildVoiceCorpus({ root, categories, toDevanagari, log = () => {} }) {
  const key = createHash("sha256")
    .update(JSON.stringify({ categories, OUT_OF_LIST, CONDITIONS, VOICES, NO_SPEECH, v: 3 }))
    .digest("hex")
    .slice(0, 12);
  const dir = path.join(root, "var", "voice-corpus", key);
  const manifestFile = path.join(dir, "manifest.json");
  if (existsSync(manifestFile)) return JSON.parse(readFileSync(manifestFile, "utf8"));
  mkdirSync(dir, { recursive: true });
  const manifest = [];
  let n = 0;
  for (const split of ["fit", "report"]) {
    const utterances = [
      ...Object.entries(categories).flatMap(([category, phrases]) => phrases.map((phrase) => ({ kind: "in", category, text: phrase }))),
      // Each out-of-list word is asked against one category (in turn), skipping any that lists it.
      ...OUT_OF_LIST[split].map((text, i) => {
        const names = Object.keys(categories).filter((c) => !categories[c].some((p) => p.toLowerCase() === text.toLowerCase()));
        return { kind: "out", category: names[i % names.length], text };
      }),
    ];
    for (const [v, voice] of VOICES[split].entries()) {
      for (const utterance of utterances) {
        const spoken = voice.devanagari ? toDevanagari(utterance.text) : utterance.text;
        const base = path.join(dir, `${split}-${v}-${createHash("sha1").update(utterance.text).digest("hex").slice(0, 8)}`);
        const raw = `${base}-raw.wav`;
        await synthesise(voice, spoken, raw);
        // One format for every source before the conditions: 16 kHz mono 16-bit.
        const clean = `${base}-clean.wav`;
        await run("sox", [raw, "-r", "16000", "-c", "1", "-b", "16", clean]);
        for (const [c, condition] of CONDITIONS.entries()) {
          let file = clean;
          if (condition.noiseDb !== undefined) {
            file = `${base}-c${c}.wav`;
            await addNoise(clean, file, condition.noiseDb, 7919 * (n + 1));
          } else if (condition.sox.length) {
            file = `${base}-c${c}.wav`;
            await run("sox", [clean, file, ...condition.sox]);
          }
          manifest.push({
            split,
            kind: utterance.kind,
            category: utterance.category,
            expected: utterance.kind === "in" ? utterance.text : null,
            utterance: utterance.text,
            source: voice.source,
            voice: voice.voice,
            condition: condition.name,
            file,
          });
          n++;
        }
      }
      log(`${split}: ${voice.source} ${voice.voice} done (${n} recordings)`);
    }
    for (const [i, noise] of NO_SPEECH.entries()) {
      const file = path.join(dir, `${split}-none-${i}.wav`);
      if (noise.clicks) writeFileSync(file, clickTrack(noise.clicks, split === "fit" ? 11 + i : 101 + i));
      else await run("sox", ["-n", "-r", "16000", "-c", "1", "-b", "16", file, ...noise.sox]);
      const categoryNames = Object.keys(categories);
      manifest.push({
        split,
        kind: "none",
        category: categoryNames[i % categoryNames.length],
        expected: null,
        utterance: noise.name,
        source: "sox",
        voice: "-",
        condition: noise.name,
        file,
      });
    }
  }
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return manifest;
}
