/**
 * WebVTT captions for the seed videos, timed from the synthesised speech itself: every line of a
 * conversation is spoken again by espeak-ng (same voice, pitch and speed as audio.mjs, so the same
 * length) and measured with sox, and the cue times follow audio.mjs's layout (a gap, a line, a gap…).
 * Long lines are split at sentence or clause ends into cues of at most two short caption lines,
 * their time shared by length. Needs the Debian packages espeak-ng and sox.
 */
import {execFileSync} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {GAP_SECONDS, VOICES} from './audio.mjs'

const MAX_CUE_CHARS = 84

/** Seconds of speech in each line, as synthesiseConversation would speak it. */
export function lineDurations(lines, accent) {
  const voices = VOICES[accent]
  if (!voices) throw new Error(`Unknown accent ${accent}`)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kathana-captions-'))
  try {
    return lines.map(([speaker, text], i) => {
      const v = voices[speaker]
      if (!v) throw new Error(`Unknown speaker ${speaker}`)
      const out = path.join(dir, `line-${i}.wav`)
      execFileSync('espeak-ng', ['-v', v.voice, '-p', String(v.pitch), '-s', String(v.speed), '-w', out, text], {stdio: 'ignore'})
      return Number(execFileSync('sox', ['--i', '-D', out], {encoding: 'utf8'}).trim())
    })
  } finally {
    rmSync(dir, {recursive: true, force: true})
  }
}

/** Splits a spoken line into caption-sized pieces at sentence ends (। ? ! .), then at commas. */
export function splitCaption(text) {
  if (text.length <= MAX_CUE_CHARS) return [text]
  const pieces = text
    .match(/[^.?!।]+[.?!।]*\s*/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [text]
  const out = []
  for (const piece of pieces) {
    const parts = piece.length > MAX_CUE_CHARS ? piece.split(/(?<=,)\s+/) : [piece]
    for (const part of parts) {
      const last = out.at(-1)
      if (last && `${last} ${part}`.length <= MAX_CUE_CHARS) out[out.length - 1] = `${last} ${part}`
      else out.push(part)
    }
  }
  return out
}

function timestamp(seconds) {
  const ms = Math.round(seconds * 1000)
  const h = String(Math.floor(ms / 3600000)).padStart(2, '0')
  const m = String(Math.floor(ms / 60000) % 60).padStart(2, '0')
  const s = String(Math.floor(ms / 1000) % 60).padStart(2, '0')
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, '0')}`
}

/** Escapes the three characters WebVTT cue text reserves. */
const escapeCue = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * A WebVTT file for `lines` ([speaker, text]) spoken one after another with GAP_SECONDS of
 * silence around each; `speakers` names the speakers in voice spans (<v Bot>), which players show
 * or read out, so a viewer knows who is talking.
 */
export function webVtt(lines, durations, speakers) {
  const cues = []
  let t = GAP_SECONDS
  for (const [i, [speaker, text]] of lines.entries()) {
    const pieces = splitCaption(text)
    const total = pieces.reduce((sum, p) => sum + p.length, 0)
    let start = t
    for (const piece of pieces) {
      const end = start + (durations[i] * piece.length) / total
      cues.push(`${timestamp(start)} --> ${timestamp(end)}\n<v ${speakers[speaker]}>${escapeCue(piece)}</v>`)
      start = end
    }
    t += durations[i] + GAP_SECONDS
  }
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${cue}`).join('\n\n')}\n`
}
