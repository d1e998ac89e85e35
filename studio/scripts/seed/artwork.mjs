/**
 * Seed artwork, drawn in code so the seed is reproducible and free of third-party assets.
 * One palette and one geometric stroke alphabet (no fonts needed) across all images.
 */

export const palette = {
  indigo: '#1e1b4b',
  indigoSoft: '#312e81',
  violet: '#6d28d9',
  violetLight: '#a78bfa',
  violetTint: '#ede9fe',
  violetMist: '#f5f3ff',
  teal: '#0d9488',
  tealLight: '#5eead4',
  tealTint: '#ccfbf1',
  amber: '#f59e0b',
  amberTint: '#fef3c7',
  white: '#ffffff',
}

/**
 * Stroke alphabet: each glyph is path data in a box 40 units tall (cap height) and `w` wide,
 * drawn with a round-capped stroke. Only the letters the artwork needs.
 */
const GLYPHS = {
  A: {w: 32, d: 'M0 40 L16 0 L32 40 M5.6 26 H26.4'},
  C: {w: 34, d: 'M34.1 5.9 A20 20 0 1 0 34.1 34.1'},
  E: {w: 24, d: 'M24 0 H0 V40 H24 M0 20 H20'},
  G: {w: 40, d: 'M34.1 5.9 A20 20 0 1 0 40 20 H24'},
  H: {w: 28, d: 'M0 0 V40 M28 0 V40 M0 20 H28'},
  I: {w: 0, d: 'M0 0 V40'},
  K: {w: 28, d: 'M0 0 V40 M27 0 L1 25 M10 16 L28 40'},
  L: {w: 24, d: 'M0 0 V40 H24'},
  M: {w: 36, d: 'M0 40 V0 L18 26 L36 0 V40'},
  N: {w: 28, d: 'M0 40 V0 L28 40 V0'},
  O: {w: 40, d: 'M20 0 A20 20 0 1 1 20 40 A20 20 0 1 1 20 0 Z'},
  S: {w: 28, d: 'M26 6 C22 0 6 -1 3 8 C0 17 10 19 14 20 C19 21 29 23 25 32 C22 41 6 41 1 34'},
  T: {w: 30, d: 'M0 0 H30 M15 0 V40'},
  V: {w: 32, d: 'M0 0 L16 40 L32 0'},
  B: {w: 26, d: 'M0 0 V40 H16 A10 10 0 0 0 16 20 H0 M0 0 H14 A10 10 0 0 1 14 20'},
  D: {w: 30, d: 'M0 0 V40 H10 A20 20 0 0 0 10 0 Z'},
  F: {w: 24, d: 'M24 0 H0 V40 M0 20 H20'},
  J: {w: 22, d: 'M22 0 V28 A11 11 0 0 1 0 30'},
  P: {w: 26, d: 'M0 40 V0 H14 A11 11 0 0 1 14 22 H0'},
  Q: {w: 40, d: 'M20 0 A20 20 0 1 1 20 40 A20 20 0 1 1 20 0 Z M26 28 L40 42'},
  R: {w: 26, d: 'M0 40 V0 H14 A11 11 0 0 1 14 22 H0 M12 22 L26 40'},
  U: {w: 28, d: 'M0 0 V26 A14 14 0 0 0 28 26 V0'},
  W: {w: 44, d: 'M0 0 L10 40 L22 8 L34 40 L44 0'},
  X: {w: 30, d: 'M0 0 L30 40 M30 0 L0 40'},
  Y: {w: 30, d: 'M0 0 L15 20 L30 0 M15 20 V40'},
  Z: {w: 28, d: 'M0 0 H28 L0 40 H28'},
  '&': {w: 30, d: 'M30 40 L6 14 A8 8 0 1 1 18 6 L4 28 A8 8 0 0 0 20 36 L28 26'},
  '-': {w: 16, d: 'M0 22 H16'},
  ' ': {w: 10, d: ''},
}

/** Width of `text` in glyph units (before scaling) with `gap` between letters. */
export function textWidth(text, gap = 12) {
  let width = 0
  for (const [i, ch] of [...text].entries()) {
    const glyph = GLYPHS[ch]
    if (!glyph) throw new Error(`No glyph for "${ch}"`)
    width += glyph.w + (i > 0 ? gap : 0)
  }
  return width
}

/** SVG group drawing `text` with its top-left at (x, y), `size` = cap height in pixels. */
export function strokeText(text, {x, y, size = 40, gap = 12, stroke, weight = 6}) {
  const scale = size / 40
  let cursor = 0
  const paths = []
  for (const ch of text) {
    const glyph = GLYPHS[ch]
    if (glyph.d) paths.push(`<path transform="translate(${cursor} 0)" d="${glyph.d}"/>`)
    cursor += glyph.w + gap
  }
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${stroke}" ` +
    `stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g>`
  )
}

const escapeXml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

export function svg(width, height, body, rawTitle) {
  const title = escapeXml(rawTitle)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">` +
    `<title>${title}</title>${body}</svg>\n`
  )
}

/** The mark: a speech bubble holding sound-wave bars on a violet-to-indigo tile. */
export function mark(x, y, size, idSuffix) {
  const s = size / 64
  const {violet, indigo, white, teal, amber} = palette
  return (
    `<defs><linearGradient id="tile${idSuffix}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${violet}"/><stop offset="1" stop-color="${indigo}"/></linearGradient></defs>` +
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect width="64" height="64" rx="16" fill="url(#tile${idSuffix})"/>` +
    `<path d="M22 14 H44 A9 9 0 0 1 53 23 V35 A9 9 0 0 1 44 44 H29 L19 53 V44.5 A9 9 0 0 1 11 35.6 V23 A9 9 0 0 1 20 14 Z" fill="${white}"/>` +
    `<rect x="19" y="26" width="5" height="6" rx="2.5" fill="${violet}"/>` +
    `<rect x="26.5" y="20" width="5" height="18" rx="2.5" fill="${teal}"/>` +
    `<rect x="34" y="23" width="5" height="12" rx="2.5" fill="${violet}"/>` +
    `<rect x="41.5" y="26.5" width="5" height="5" rx="2.5" fill="${amber}"/>` +
    `</g>`
  )
}

export function logoSvg() {
  const {indigo, violet} = palette
  const height = 80
  const word = 'KATHANA'
  const size = 30
  const scale = size / 40
  const wordX = 92
  const wordW = textWidth(word, 12) * scale
  const aiX = wordX + wordW + 18
  const aiW = textWidth('AI', 12) * scale
  const width = Math.ceil(aiX + aiW + 12)
  const y = (height - size) / 2
  return svg(
    width,
    height,
    mark(8, 8, 64, 'Logo') +
      strokeText(word, {x: wordX, y, size, gap: 12, stroke: indigo, weight: 7}) +
      strokeText('AI', {x: aiX, y, size, gap: 12, stroke: violet, weight: 7}),
    'Kathana AI',
  )
}

/** Developer services banner: a code window wired to three API nodes (voice, text, image). */
export function developerBannerSvg() {
  const p = palette
  const W = 1200
  const H = 630
  const dots = []
  for (let gx = 30; gx < W; gx += 40) {
    for (let gy = 30; gy < H; gy += 40) dots.push(`M${gx} ${gy}h0`)
  }
  const codeLines = [
    [0, 150, p.violetLight],
    [170, 90, p.tealLight],
    [0, 0, null],
    [30, 210, p.white],
    [30, 120, p.amber],
    [170, 140, p.tealLight],
    [60, 180, p.violetLight],
    [60, 90, p.white],
    [30, 70, p.tealLight],
    [0, 0, null],
    [30, 240, p.violetLight],
    [30, 110, p.amber],
    [0, 40, p.white],
  ]
  let line = 0
  const code = codeLines
    .map(([indent, len, color]) => {
      const yy = 228 + line++ * 22
      return color ? `<rect x="${170 + indent}" y="${yy}" width="${len}" height="10" rx="5" fill="${color}" opacity="0.9"/>` : ''
    })
    .join('')
  const node = (cx, cy, color, icon) =>
    `<circle cx="${cx}" cy="${cy}" r="62" fill="${color}" opacity="0.18"/>` +
    `<circle cx="${cx}" cy="${cy}" r="46" fill="${color}"/>` +
    `<g transform="translate(${cx - 24} ${cy - 24})" fill="none" stroke="${p.white}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${icon}</g>`
  const voice = 'M4 24v0M12 16v16M20 8v32M28 14v20M36 19v10M44 24v0'
  const text = 'M6 10h36M6 20h28M6 30h36M6 40h20'
  const image = '<rect x="4" y="6" width="40" height="36" rx="6"/><path d="M4 36l12-12 9 9 7-7 12 12"/><circle cx="33" cy="16" r="4"/>'
  const wire = (x2, y2) =>
    `<path d="M700 330 C790 330 800 ${y2} ${x2 - 62} ${y2}" fill="none" stroke="${p.violetLight}" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${p.indigo}"/>` +
      `<path d="${dots.join('')}" stroke="${p.violet}" stroke-width="3" stroke-linecap="round" opacity="0.45"/>` +
      `<circle cx="1080" cy="90" r="220" fill="${p.violet}" opacity="0.25"/>` +
      `<circle cx="120" cy="600" r="160" fill="${p.teal}" opacity="0.18"/>` +
      `<rect x="130" y="150" width="570" height="370" rx="20" fill="${p.indigoSoft}"/>` +
      `<rect x="130" y="150" width="570" height="48" rx="20" fill="${p.violet}"/>` +
      `<rect x="130" y="178" width="570" height="20" fill="${p.violet}"/>` +
      `<circle cx="162" cy="174" r="8" fill="${p.amber}"/><circle cx="188" cy="174" r="8" fill="${p.tealLight}"/><circle cx="214" cy="174" r="8" fill="${p.violetTint}"/>` +
      code +
      `<rect x="560" y="440" width="110" height="44" rx="22" fill="${p.amber}"/>` +
      `<path d="M600 462 h30 M618 450 l12 12 -12 12" fill="none" stroke="${p.indigo}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
      wire(960, 170) +
      wire(960, 330) +
      wire(960, 490) +
      node(960, 170, p.teal, `<path d="${voice}"/>`) +
      node(960, 330, p.violet, `<path d="${text}"/>`) +
      node(960, 490, p.amber, image),
    'Developer services: a code editor connected to voice, text and image APIs',
  )
}

/** Video demo illustration: a meeting window with a participant grid, live badge and controls. */
export function videoMeetingSvg() {
  const p = palette
  const W = 960
  const H = 640
  const tileColors = [p.violetTint, p.tealTint, p.amberTint, p.tealTint, p.violetTint, p.amberTint, p.amberTint, p.violetTint, p.tealTint]
  const personColors = [p.violet, p.teal, p.amber, p.indigoSoft, p.teal, p.violet, p.violet, p.amber, p.indigoSoft]
  const tiles = []
  for (let i = 0; i < 9; i++) {
    const col = i % 3
    const row = Math.floor(i / 3)
    const x = 110 + col * 196
    const y = 150 + row * 124
    const cx = x + 88
    tiles.push(
      `<rect x="${x}" y="${y}" width="176" height="108" rx="12" fill="${tileColors[i]}"` +
        (i === 4 ? ` stroke="${p.teal}" stroke-width="5"` : '') +
        `/>` +
        `<circle cx="${cx}" cy="${y + 42}" r="18" fill="${personColors[i]}"/>` +
        `<path d="M${cx - 34} ${y + 108} a34 30 0 0 1 68 0 Z" fill="${personColors[i]}"/>`,
    )
  }
  const control = (cx, fill, icon) =>
    `<circle cx="${cx}" cy="566" r="24" fill="${fill}"/>` +
    `<g fill="none" stroke="${p.white}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">${icon}</g>`
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${p.violetMist}"/>` +
      `<circle cx="880" cy="70" r="150" fill="${p.tealTint}"/>` +
      `<circle cx="60" cy="600" r="120" fill="${p.violetTint}"/>` +
      `<rect x="86" y="66" width="640" height="550" rx="24" fill="${p.indigo}" transform="translate(10 12)" opacity="0.18"/>` +
      `<rect x="86" y="66" width="640" height="550" rx="24" fill="${p.white}"/>` +
      `<rect x="86" y="66" width="640" height="64" rx="24" fill="${p.indigo}"/>` +
      `<rect x="86" y="106" width="640" height="24" fill="${p.indigo}"/>` +
      `<rect x="110" y="84" width="92" height="30" rx="15" fill="${p.amber}"/>` +
      `<circle cx="128" cy="99" r="6" fill="${p.indigo}"/>` +
      strokeText('LIVE', {x: 142, y: 91, size: 16, gap: 10, stroke: p.indigo, weight: 7}) +
      `<circle cx="682" cy="99" r="9" fill="${p.amber}"/><circle cx="682" cy="99" r="15" fill="none" stroke="${p.amber}" stroke-width="3" opacity="0.6"/>` +
      tiles.join('') +
      `<rect x="86" y="532" width="640" height="84" fill="${p.violetTint}"/>` +
      `<rect x="86" y="592" width="640" height="24" rx="24" fill="${p.violetTint}"/>` +
      control(316, p.violet, '<rect x="310" y="553" width="12" height="18" rx="6"/><path d="M304 566a12 12 0 0 0 24 0M316 578v5"/>') +
      control(376, p.violet, '<rect x="363" y="558" width="18" height="16" rx="3"/><path d="M381 563l8-4v14l-8-4"/>') +
      control(436, p.amber, '<circle cx="436" cy="566" r="7" fill="#ffffff"/>') +
      control(496, p.teal, '<rect x="484" y="556" width="24" height="17" rx="2"/><path d="M496 569v-8M492 565l4-4 4 4"/>') +
      `<path d="M810 300 a40 40 0 0 1 0 80 M828 280 a64 64 0 0 1 0 120 M846 260 a88 88 0 0 1 0 160" fill="none" stroke="${p.violet}" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="790" cy="340" r="16" fill="${p.violet}"/>` +
      `<g fill="${p.teal}"><circle cx="800" cy="480" r="10"/><circle cx="832" cy="480" r="10"/><circle cx="864" cy="480" r="10"/><circle cx="816" cy="508" r="10"/><circle cx="848" cy="508" r="10"/><circle cx="880" cy="508" r="10"/></g>`,
    'A video meeting with nine participants, recording on, streaming live to a large audience',
  )
}

/** Coming soon: a rocket lifting off above the words COMING SOON and a progress bar. */
export function comingSoonSvg() {
  const p = palette
  const W = 1200
  const H = 800
  const size = 64
  const gap = 14
  const scale = size / 40
  const wordsW = textWidth('COMING SOON', gap) * scale
  const stars = [
    [180, 140],
    [300, 260],
    [980, 180],
    [1060, 320],
    [860, 90],
    [240, 420],
    [1010, 470],
  ]
    .map(([x, y], i) => `<path d="M${x - 9} ${y}h18M${x} ${y - 9}v18" stroke="${i % 2 ? p.amber : p.violetLight}" stroke-width="4" stroke-linecap="round"/>`)
    .join('')
  return svg(
    W,
    H,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.violetMist}"/><stop offset="1" stop-color="${p.tealTint}"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      stars +
      `<path d="M300 520 C420 520 520 460 600 330" fill="none" stroke="${p.violetLight}" stroke-width="5" stroke-dasharray="4 16" stroke-linecap="round"/>` +
      `<g transform="translate(600 290) rotate(35)">` +
      `<path d="M-22 70 Q0 150 22 70 Z" fill="${p.amber}"/>` +
      `<path d="M-12 70 Q0 118 12 70 Z" fill="${p.amberTint}"/>` +
      `<path d="M-34 40 L-62 82 L-30 72 Z M34 40 L62 82 L30 72 Z" fill="${p.teal}"/>` +
      `<path d="M0 -120 C46 -80 44 10 34 76 H-34 C-44 10 -46 -80 0 -120 Z" fill="${p.violet}"/>` +
      `<path d="M0 -120 C22 -101 33 -72 38 -44 H-38 C-33 -72 -22 -101 0 -120 Z" fill="${p.indigo}"/>` +
      `<circle cx="0" cy="0" r="20" fill="${p.white}"/><circle cx="0" cy="0" r="12" fill="${p.tealLight}"/>` +
      `</g>` +
      strokeText('COMING SOON', {x: (W - wordsW) / 2, y: 560, size, gap, stroke: p.indigo, weight: 6}) +
      `<rect x="400" y="680" width="400" height="16" rx="8" fill="${p.violetTint}"/>` +
      `<rect x="400" y="680" width="280" height="16" rx="8" fill="${p.teal}"/>` +
      `<circle cx="680" cy="688" r="12" fill="${p.amber}"/>`,
    'Coming soon',
  )
}

/**
 * The site's default share card (Open Graph / Twitter): 1200×630, the mark, the wordmark and the
 * tagline in the stroke alphabet (capitals, so the tagline's comma is dropped; the alt text
 * carries the exact words). Rasterised to JPEG by build-seed: link previews do not read SVG.
 */
export const SHARE_TAGLINE_LINES = ['CONVERSATIONAL MULTIMODAL AI', 'FOR VOICE TEXT IMAGE & VIDEO']

export function shareCardSvg() {
  const p = palette
  const W = 1200
  const H = 630
  const left = 96
  const word = 'KATHANA'
  const wordSize = 64
  const wordGap = 14
  const wordW = textWidth(word, wordGap) * (wordSize / 40)
  const tagSize = 30
  const tagGap = 11
  const bars = [18, 46, 30, 74, 52, 96, 64, 38, 84, 56, 28, 66, 44, 20]
    .map((h, i) => {
      const colors = [p.violetLight, p.tealLight, p.amber]
      return `<rect x="${left + i * 30}" y="${548 - h / 2}" width="14" height="${h}" rx="7" fill="${colors[i % 3]}"/>`
    })
    .join('')
  return svg(
    W,
    H,
    `<defs><linearGradient id="shareBg" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${p.indigo}"/><stop offset="1" stop-color="${p.indigoSoft}"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#shareBg)"/>` +
      `<circle cx="1090" cy="90" r="260" fill="${p.violet}" opacity="0.35"/>` +
      `<circle cx="1010" cy="600" r="170" fill="${p.teal}" opacity="0.22"/>` +
      mark(left, 92, 132, 'Share') +
      strokeText(word, {x: left + 168, y: 126, size: wordSize, gap: wordGap, stroke: p.white, weight: 7}) +
      strokeText('AI', {x: left + 168 + wordW + 34, y: 126, size: wordSize, gap: wordGap, stroke: p.violetLight, weight: 7}) +
      SHARE_TAGLINE_LINES.map((line, i) =>
        strokeText(line, {x: left, y: 300 + i * 66, size: tagSize, gap: tagGap, stroke: i === 0 ? p.tealLight : p.violetTint, weight: 5}),
      ).join('') +
      bars,
    'Kathana AI: Conversational Multimodal AI for Voice, Text, Image and Video',
  )
}
