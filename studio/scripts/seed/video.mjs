/**
 * Short product videos for the seed: a still scene drawn in code with the conversation's live
 * waveform (ffmpeg's showwaves) over it, and the synthesised conversation as the soundtrack.
 * H.264 + AAC in MP4 (faststart), 960×540 at 15 fps, encoded single-threaded with bit-exact
 * flags so a rebuild yields the same bytes. Needs the Debian package ffmpeg.
 */
import {execFileSync} from 'node:child_process'
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {palette as p, svg} from './artwork.mjs'
import {icon} from './illustrations.mjs'

export const VIDEO_SIZE = [960, 540]

/** The still behind the waveform: the bot on the left, the person on the right. */
export function conversationFrame({title, left = 'bot', right = 'people', accent = p.violet, second = p.teal}) {
  const [W, H] = VIDEO_SIZE
  const badge = (cx, fill, name) =>
    `<circle cx="${cx}" cy="210" r="120" fill="${fill}" opacity="0.25"/>` +
    `<circle cx="${cx}" cy="210" r="92" fill="${fill}"/>` +
    icon(name, {x: cx - 54, y: 156, size: 108, color: p.white, weight: 3.2})
  const dots = []
  for (let x = 20; x < W; x += 40) for (let y = 20; y < H; y += 40) dots.push(`M${x} ${y}h0`)
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${p.indigo}"/>` +
      `<path d="${dots.join('')}" stroke="${p.violet}" stroke-width="3" stroke-linecap="round" opacity="0.45"/>` +
      `<circle cx="${W * 0.92}" cy="${H * 0.05}" r="210" fill="${accent}" opacity="0.3"/>` +
      `<circle cx="${W * 0.05}" cy="${H * 0.98}" r="170" fill="${second}" opacity="0.22"/>` +
      badge(230, accent, left) +
      badge(730, second, right) +
      `<path d="M350 210 H610" stroke="${p.violetLight}" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>` +
      `<rect x="160" y="392" width="640" height="110" rx="24" fill="${p.white}" opacity="0.08"/>`,
    title,
  )
}

export function checkVideoTools() {
  try {
    execFileSync('ffmpeg', ['-version'], {stdio: 'ignore'})
  } catch {
    throw new Error('Video generation needs the Debian package ffmpeg (apt-get install -y ffmpeg)')
  }
}

/** MP4 of `frame` (PNG bytes) with the waveform of `audio` (Ogg bytes) drawn live over it. */
export function renderVideo(frame, audio) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kathana-video-'))
  try {
    const still = path.join(dir, 'frame.png')
    const sound = path.join(dir, 'sound.ogg')
    const out = path.join(dir, 'video.mp4')
    writeFileSync(still, frame)
    writeFileSync(sound, audio)
    execFileSync(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        '-threads',
        '1',
        '-loop',
        '1',
        '-i',
        still,
        '-i',
        sound,
        '-filter_complex',
        `[1:a]showwaves=s=600x90:mode=cline:scale=sqrt:rate=15:colors=0x5eead4[w];[0:v][w]overlay=180:402:shortest=1,format=yuv420p[v]`,
        '-map',
        '[v]',
        '-map',
        '1:a',
        '-r',
        '15',
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-crf',
        '32',
        '-tune',
        'stillimage',
        '-threads',
        '1',
        '-c:a',
        'aac',
        '-b:a',
        '32k',
        '-ac',
        '1',
        '-movflags',
        '+faststart',
        '-shortest',
        '-fflags',
        '+bitexact',
        '-flags:v',
        '+bitexact',
        '-flags:a',
        '+bitexact',
        out,
      ],
      {stdio: ['ignore', 'ignore', 'pipe']},
    )
    return readFileSync(out)
  } finally {
    rmSync(dir, {recursive: true, force: true})
  }
}
