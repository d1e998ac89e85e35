/**
 * Synthesises the demo conversations with espeak-ng and encodes them as Opus in Ogg (24 kbit/s
 * mono), deterministically (fixed Ogg serial number), so a rebuild yields byte-identical files.
 *
 * Voices (docs/decisions/0010-content-model.md):
 *   India (IN): espeak-ng "hi" (Hindi), the bot with the female variant f3, the customer with m3.
 *   US:         espeak-ng "en-us", the bot with f3, the customer with m3.
 *
 * Needs the Debian packages espeak-ng, sox and opus-tools (opusenc).
 */
import {execFileSync} from 'node:child_process'
import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const VOICES = {
  india: {bot: {voice: 'hi+f3', pitch: 55, speed: 150}, customer: {voice: 'hi+m3', pitch: 40, speed: 150}},
  us: {bot: {voice: 'en-us+f3', pitch: 55, speed: 160}, customer: {voice: 'en-us+m3', pitch: 40, speed: 160}},
}

const RATE = 22050
export const GAP_SECONDS = 0.45

function run(cmd, args) {
  execFileSync(cmd, args, {stdio: ['ignore', 'ignore', 'pipe']})
}

export function checkAudioTools() {
  const missing = []
  for (const [cmd, pkg] of [
    ['espeak-ng', 'espeak-ng'],
    ['sox', 'sox'],
    ['opusenc', 'opus-tools'],
  ]) {
    try {
      execFileSync(cmd, ['--version'], {stdio: 'ignore'})
    } catch {
      missing.push(pkg)
    }
  }
  if (missing.length > 0) {
    throw new Error(`Audio synthesis needs the Debian packages: ${missing.join(', ')} (apt-get install -y ${missing.join(' ')})`)
  }
}

/** One conversation ([speaker, text] lines) in the `accent` voices ("india" or "us") as an Ogg Opus buffer. */
export function synthesiseConversation(lines, accent) {
  const voices = VOICES[accent]
  if (!voices) throw new Error(`Unknown accent ${accent}`)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kathana-audio-'))
  try {
    const gap = path.join(dir, 'gap.wav')
    run('sox', ['-R', '-n', '-r', String(RATE), '-c', '1', '-b', '16', gap, 'trim', '0', String(GAP_SECONDS)])
    const parts = [gap]
    for (const [i, [speaker, text]] of lines.entries()) {
      const v = voices[speaker]
      if (!v) throw new Error(`Unknown speaker ${speaker}`)
      const out = path.join(dir, `line-${i}.wav`)
      run('espeak-ng', ['-v', v.voice, '-p', String(v.pitch), '-s', String(v.speed), '-w', out, text])
      parts.push(out, gap)
    }
    const wav = path.join(dir, 'all.wav')
    run('sox', ['-R', '-D', ...parts, '-r', String(RATE), '-c', '1', '-b', '16', wav])
    const ogg = path.join(dir, 'all.ogg')
    run('opusenc', ['--quiet', '--bitrate', '24', '--serial', '1', '--downmix-mono', wav, ogg])
    return readFileSync(ogg)
  } finally {
    rmSync(dir, {recursive: true, force: true})
  }
}

/** A plain-text transcript of a conversation ("Bot: …", "Customer: …"). */
export function transcript(lines) {
  return lines.map(([speaker, text]) => `${speaker === 'bot' ? 'Bot' : 'Customer'}: ${text}`).join('\n')
}
