/**
 * Illustrations for the full seed (banners, covers, cards, icons, avatars, logos, blog images),
 * drawn in code in the visual identity of artwork.mjs: the indigo / violet / teal / amber palette,
 * round-capped strokes, soft blobs and a dotted grid. No fonts, no third-party art.
 */
import {mark, palette as p, strokeText, svg, textWidth} from './artwork.mjs'

/** Line icons in a 48-unit box (stroke drawn by `icon()`; `fill:` prefixes mark filled shapes). */
const ICONS = {
  wave: 'M6 24v0M13 17v14M20 10v28M27 15v18M34 19v10M41 24v0',
  text: 'M8 12h32M8 20h26M8 28h32M8 36h18',
  image: '<rect x="5" y="8" width="38" height="32" rx="5"/><path d="M5 34l11-11 8 8 6-6 13 13"/><circle cx="32" cy="17" r="4"/>',
  video: '<rect x="4" y="12" width="28" height="24" rx="5"/><path d="M32 21l12-7v20l-12-7"/>',
  bank: 'M5 18L24 7l19 11zM10 22v13M19 22v13M29 22v13M38 22v13M5 40h38',
  bag: 'M9 16h30l-3 26H12zM17 16v-3a7 7 0 0 1 14 0v3',
  pizza:
    '<path d="M24 44L6 11a34 34 0 0 1 36 0z"/><path d="M9 16a30 30 0 0 1 30 0"/><circle cx="21" cy="24" r="2.5"/><circle cx="28" cy="31" r="2.5"/><circle cx="27" cy="20" r="2"/>',
  car: '<path d="M5 32v-7l5-11h28l5 11v7z"/><path d="M5 25h38"/><circle cx="14" cy="34" r="4"/><circle cx="34" cy="34" r="4"/>',
  health: 'M18 6h12v12h12v12H30v12H18V30H6V18h12z',
  plane: 'M4 27l38-15c3-1 4 2 2 3L30 26l-3 15-5-3 1-10-9 4-2 6-4-2 1-7z',
  shield: 'M24 4l16 6v12c0 10-7 18-16 22C15 40 8 32 8 22V10zM17 24l5 5 9-10',
  browser: '<rect x="4" y="8" width="40" height="32" rx="5"/><path d="M4 17h40M10 12.5h0M15 12.5h0M20 12.5h0M12 26h14M12 32h22"/>',
  record: '<circle cx="24" cy="24" r="18"/><circle cx="24" cy="24" r="8" fill="currentColor"/>',
  chart: 'M6 42h36M10 42V28M19 42V20M28 42V26M37 42V12M8 20l10-8 9 7 12-11',
  globe: '<circle cx="24" cy="24" r="18"/><path d="M6 24h36M24 6c-8 9-8 27 0 36M24 6c8 9 8 27 0 36"/>',
  people: '<circle cx="17" cy="16" r="6"/><circle cx="33" cy="18" r="5"/><path d="M5 40c1-8 6-12 12-12s11 4 12 12M29 30c2-2 4-3 6-3 5 0 8 4 9 10"/>',
  bot: '<rect x="8" y="14" width="32" height="26" rx="8"/><path d="M24 14V7M19 25v2M29 25v2M18 33h12"/><circle cx="24" cy="6" r="2"/>',
  chat: 'M8 10h32a4 4 0 0 1 4 4v16a4 4 0 0 1-4 4H22l-10 8v-8H8a4 4 0 0 1-4-4V14a4 4 0 0 1 4-4zM13 20h22M13 26h14',
  bell: 'M12 34V22a12 12 0 0 1 24 0v12l4 4H8zM20 42a4 4 0 0 0 8 0M24 6v4',
  doc: 'M12 4h16l10 10v30H12zM28 4v10h10M18 24h14M18 31h14M18 38h8',
  pen: 'M8 40l4-12L32 8l8 8-20 20zM28 12l8 8M6 44h36',
  star: 'M24 5l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z',
  idcard: '<rect x="4" y="10" width="40" height="28" rx="5"/><circle cx="16" cy="22" r="5"/><path d="M9 33c1-4 4-6 7-6s6 2 7 6M28 19h10M28 25h10M28 31h6"/>',
  chocolate: '<rect x="10" y="5" width="28" height="38" rx="3"/><path d="M10 15h28M10 25h28M10 35h28M24 5v38"/>',
  camera: '<rect x="4" y="14" width="40" height="26" rx="5"/><circle cx="24" cy="27" r="8"/><path d="M16 14l3-6h10l3 6"/>',
  clipboard: '<rect x="8" y="8" width="32" height="36" rx="4"/><path d="M18 8V5h12v3M15 20l3 3 5-6M27 20h8M15 32l3 3 5-6M27 32h8"/>',
  speaker: 'M6 18h8l12-9v30l-12-9H6zM32 17a9 9 0 0 1 0 14M37 12a16 16 0 0 1 0 24',
  truck: '<path d="M4 12h24v22H4zM28 20h9l7 8v6H28z"/><circle cx="12" cy="36" r="4"/><circle cx="36" cy="36" r="4"/>',
  wrench: 'M30 6a10 10 0 0 0-9 14L6 35l7 7 15-15a10 10 0 0 0 14-9l-6 6-6-2-2-6z',
  calendar: '<rect x="5" y="9" width="38" height="33" rx="5"/><path d="M5 19h38M15 5v8M33 5v8M14 27h4M22 27h4M30 27h4M14 34h4M22 34h4"/>',
  steering: '<circle cx="24" cy="24" r="18"/><circle cx="24" cy="24" r="5"/><path d="M6 22c6-3 12-3 13 0M42 22c-6-3-12-3-13 0M24 29v13"/>',
  testtube: 'M18 4h12M20 4v30a4 4 0 0 0 8 0V4M20 22h8M36 14v26M32 18h8',
  rupee: 'M14 8h20M14 16h20M14 8c14 0 14 16 0 16h-2l16 18',
  spark: 'M24 4l4 14 14 6-14 6-4 14-4-14-14-6 14-6z',
  clock: '<circle cx="24" cy="24" r="18"/><path d="M24 12v12l8 5"/>',
  layers: 'M24 6l19 10-19 10L5 16zM5 24l19 10 19-10M5 32l19 10 19-10',
  headset: 'M8 28v-4a16 16 0 0 1 32 0v4M8 28h6v10H8zM34 28h6v10h-6zM40 38c0 4-4 6-10 6h-4',
  rocket: 'M24 4c8 6 11 16 8 28H16C13 20 16 10 24 4zM16 32l-6 6 2-10M32 32l6 6-2-10M20 38l4 6 4-6M24 16h0',
  target: '<circle cx="24" cy="24" r="18"/><circle cx="24" cy="24" r="11"/><circle cx="24" cy="24" r="4"/><path d="M24 24L42 6M36 6h6v6"/>',
  code: 'M16 14L6 24l10 10M32 14l10 10-10 10M27 8l-6 32',
  loop: 'M38 18a15 15 0 0 0-27-4M10 30a15 15 0 0 0 27 4M11 6v8h8M37 42v-8h-8',
  network:
    '<circle cx="10" cy="12" r="4"/><circle cx="10" cy="36" r="4"/><circle cx="24" cy="24" r="4"/><circle cx="38" cy="12" r="4"/><circle cx="38" cy="36" r="4"/><path d="M14 14l6 8M14 34l6-8M28 22l6-8M28 26l6 8M10 16v16M38 16v16"/>',
  mic: '<rect x="17" y="4" width="14" height="24" rx="7"/><path d="M10 22a14 14 0 0 0 28 0M24 36v8M17 44h14"/>',
  listedit: 'M6 10h22M6 20h22M6 30h14M30 40l2-8 10-10 6 6-10 10z',
  accent: 'M4 24h4M10 16v16M16 20v8M22 12v24M28 18v12M34 14v20M40 20v8M44 24h0',
  nametag: '<rect x="4" y="12" width="40" height="26" rx="5"/><path d="M4 20h40M12 28h24M12 33h14"/>',
  ssml: 'M14 14L4 24l10 10M34 14l10 10-10 10M20 20h8M20 28h8',
  slider: 'M6 16h36M6 32h36',
  sliderKnobs: '<circle cx="16" cy="16" r="5" fill="currentColor"/><circle cx="32" cy="32" r="5" fill="currentColor"/>',
  phone: '<rect x="13" y="4" width="22" height="40" rx="5"/><path d="M21 38h6"/>',
  hotel: 'M6 42V12h22v30M28 20h14v22M12 18h4M20 18h4M12 26h4M20 26h4M12 34h4M34 27h4M34 34h4M4 42h40',
  burger: 'M8 20a16 12 0 0 1 32 0zM6 26h36M8 32h32a0 0 0 0 1 0 0c0 4-3 7-7 7H15c-4 0-7-3-7-7z',
  check: '<circle cx="24" cy="24" r="18"/><path d="M16 24l6 6 11-12"/>',
  play: '<circle cx="24" cy="24" r="19"/><path d="M20 16l12 8-12 8z" fill="currentColor"/>',
  book: 'M6 8h14a4 4 0 0 1 4 4v30a4 4 0 0 0-4-4H6zM42 8H28a4 4 0 0 0-4 4v30a4 4 0 0 1 4-4h14z',
  school: 'M4 18L24 8l20 10-20 10zM12 22v10c4 4 20 4 24 0V22M44 18v12',
  newspaper:
    '<rect x="4" y="8" width="34" height="34" rx="3"/><path d="M38 16h6v22a4 4 0 0 1-8 0M10 16h22M10 24h10M10 31h10M10 38h22"/><rect x="24" y="23" width="8" height="9"/>',
  growth: 'M6 40l12-12 8 8 16-18M34 18h8v8',
  handshake: 'M4 22l8-8 8 4 6-4 8 2 10 8M4 22l10 12c2 2 4 2 6 0l2-2 2 2c2 2 4 2 6 0l8-8M20 30l4 4',
}

const tints = {violet: p.violetTint, teal: p.tealTint, amber: p.amberTint, indigo: p.violetMist}
const strong = {violet: p.violet, teal: p.teal, amber: p.amber, indigo: p.indigo}

/** An icon at (x, y), `size` pixels wide, in `color`. */
export function icon(name, {x, y, size, color, weight = 3.5}) {
  const body = ICONS[name]
  if (body === undefined) throw new Error(`No icon "${name}"`)
  const inner = body.startsWith('<') ? body : `<path d="${body}"/>`
  const extra = name === 'slider' ? ICONS.sliderKnobs : ''
  return (
    `<g transform="translate(${x} ${y}) scale(${size / 48})" fill="none" stroke="${color}" color="${color}" ` +
    `stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">${inner}${extra}</g>`
  )
}

function dots(W, H, step, color, opacity) {
  const d = []
  for (let x = step / 2; x < W; x += step) for (let y = step / 2; y < H; y += step) d.push(`M${x} ${y}h0`)
  return `<path d="${d.join('')}" stroke="${color}" stroke-width="${Math.max(2, step / 12)}" stroke-linecap="round" opacity="${opacity}"/>`
}

/** A chat bubble with sound bars: the conversation motif. */
function bubble(x, y, w, h, fill, bar, flip = false) {
  const tail = flip ? `M${x + w - 24} ${y + h} l14 16 v-16 z` : `M${x + 16} ${y + h} l0 16 14 -16 z`
  const bars = [0.35, 0.7, 1, 0.55, 0.8, 0.4]
    .map((k, i) => {
      const bh = (h - 24) * k
      return `<rect x="${x + 18 + i * ((w - 36) / 6)}" y="${y + h / 2 - bh / 2}" width="${(w - 36) / 6 - 6}" height="${bh}" rx="${(w - 36) / 12 - 3}" fill="${bar}"/>`
    })
    .join('')
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2.6}" fill="${fill}"/><path d="${tail}" fill="${fill}"/>${bars}`
}

/**
 * A light card scene: tinted background, blobs, dotted grid, a round badge holding `iconName`
 * and, when `talk` is set, a bot/customer pair of chat bubbles.
 */
export function cardScene({W, H, title, accent = 'violet', second = 'teal', iconName, talk = true, extraIcons = []}) {
  const a = strong[accent]
  const b = strong[second]
  const r = Math.min(W, H) * 0.24
  const cx = talk ? W * 0.36 : W / 2
  const cy = H / 2
  const bw = W * 0.3
  const bh = H * 0.16
  const satellites = extraIcons
    .map((name, i) => {
      const s = Math.min(W, H) * 0.12
      const pos = [
        [W * 0.1, H * 0.12],
        [W * 0.08, H * 0.7],
        [W * 0.58, H * 0.08],
      ][i % 3]
      return (
        `<rect x="${pos[0]}" y="${pos[1]}" width="${s * 1.5}" height="${s * 1.5}" rx="${s * 0.4}" fill="${p.white}" opacity="0.9"/>` +
        icon(name, {x: pos[0] + s * 0.25, y: pos[1] + s * 0.25, size: s, color: i % 2 ? a : b, weight: 3.5})
      )
    })
    .join('')
  return svg(
    W,
    H,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tints[accent]}"/><stop offset="1" stop-color="${p.white}"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      dots(W, H, Math.round(Math.min(W, H) / 14), a, 0.18) +
      `<circle cx="${W * 0.88}" cy="${H * 0.12}" r="${H * 0.42}" fill="${b}" opacity="0.14"/>` +
      `<circle cx="${W * 0.06}" cy="${H * 0.96}" r="${H * 0.36}" fill="${a}" opacity="0.12"/>` +
      satellites +
      `<circle cx="${cx}" cy="${cy}" r="${r * 1.28}" fill="${a}" opacity="0.16"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${a}"/>` +
      icon(iconName, {x: cx - r * 0.58, y: cy - r * 0.58, size: r * 1.16, color: p.white, weight: 3.2}) +
      (talk ? bubble(W * 0.6, H * 0.2, bw, bh, p.white, a) + bubble(W * 0.62, H * 0.56, bw * 0.85, bh, b, p.white, true) : ''),
    title,
  )
}

/** A dark banner scene; layout adapts to the aspect ratio (phone art is taller than wide). */
export function bannerScene({W, H, title, iconName, satellites, accent = 'violet', second = 'teal'}) {
  const a = strong[accent]
  const b = strong[second]
  const portrait = H > W * 0.9
  const cx = portrait ? W / 2 : W * 0.72
  const cy = portrait ? H * 0.66 : H / 2
  const r = Math.min(W, H) * (portrait ? 0.2 : 0.2)
  const orbit = portrait ? Math.min(r * 2, W * 0.34) : r * 2
  const sats = satellites
    .map((name, i) => {
      const angle = -Math.PI / 2 + (i * 2 * Math.PI) / satellites.length
      const sx = cx + Math.cos(angle) * orbit
      const sy = cy + Math.sin(angle) * orbit * (portrait ? 0.8 : 0.85)
      const sr = r * 0.42
      const fill = [p.teal, p.amber, p.violetLight, p.tealLight][i % 4]
      return (
        `<path d="M${cx} ${cy} L${sx} ${sy}" stroke="${p.violetLight}" stroke-width="${Math.max(2, r / 40)}" stroke-dasharray="2 ${r / 8}" stroke-linecap="round"/>` +
        `<circle cx="${sx}" cy="${sy}" r="${sr}" fill="${fill}"/>` +
        icon(name, {x: sx - sr * 0.6, y: sy - sr * 0.6, size: sr * 1.2, color: p.indigo, weight: 3.6})
      )
    })
    .join('')
  const textBlock = portrait
    ? `<rect x="${W * 0.1}" y="${H * 0.1}" width="${W * 0.8}" height="${H * 0.05}" rx="${H * 0.025}" fill="${p.white}" opacity="0.18"/>` +
      `<rect x="${W * 0.2}" y="${H * 0.18}" width="${W * 0.6}" height="${H * 0.035}" rx="${H * 0.0175}" fill="${p.white}" opacity="0.12"/>`
    : `<rect x="${W * 0.07}" y="${H * 0.3}" width="${W * 0.34}" height="${H * 0.07}" rx="${H * 0.035}" fill="${p.white}" opacity="0.16"/>` +
      `<rect x="${W * 0.07}" y="${H * 0.42}" width="${W * 0.26}" height="${H * 0.05}" rx="${H * 0.025}" fill="${p.white}" opacity="0.1"/>` +
      `<rect x="${W * 0.07}" y="${H * 0.58}" width="${W * 0.12}" height="${H * 0.09}" rx="${H * 0.045}" fill="${p.amber}" opacity="0.85"/>`
  return svg(
    W,
    H,
    `<defs><linearGradient id="bn" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.indigo}"/><stop offset="1" stop-color="${p.indigoSoft}"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#bn)"/>` +
      dots(W, H, Math.round(Math.min(W, H) / 12), p.violet, 0.45) +
      `<circle cx="${W * 0.92}" cy="${H * 0.08}" r="${Math.min(W, H) * 0.45}" fill="${a}" opacity="0.35"/>` +
      `<circle cx="${W * 0.04}" cy="${H * 0.98}" r="${Math.min(W, H) * 0.35}" fill="${b}" opacity="0.25"/>` +
      textBlock +
      sats +
      `<circle cx="${cx}" cy="${cy}" r="${r * 1.3}" fill="${a}" opacity="0.35"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${a}"/>` +
      icon(iconName, {x: cx - r * 0.58, y: cy - r * 0.58, size: r * 1.16, color: p.white, weight: 3.2}),
    title,
  )
}

/** A square feature icon tile. */
export function iconTile({iconName, title, accent = 'violet', size = 200}) {
  const a = strong[accent]
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${size * 0.24}" fill="${tints[accent]}"/>` +
      `<circle cx="${size * 0.78}" cy="${size * 0.22}" r="${size * 0.16}" fill="${a}" opacity="0.16"/>` +
      icon(iconName, {x: size * 0.22, y: size * 0.22, size: size * 0.56, color: a, weight: 3.4}),
    title,
  )
}

/** An abstract avatar: initials on a gradient disc (never a face). */
export function avatar({initials, title, accent = 'violet', second = 'teal', size = 200}) {
  const a = strong[accent]
  const b = strong[second]
  const cap = size * 0.26
  const w = textWidth(initials, 10) * (cap / 40)
  return svg(
    size,
    size,
    `<defs><linearGradient id="av" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
      `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="url(#av)"/>` +
      `<circle cx="${size * 0.8}" cy="${size * 0.2}" r="${size * 0.12}" fill="${p.white}" opacity="0.18"/>` +
      strokeText(initials, {x: (size - w) / 2, y: (size - cap) / 2, size: cap, gap: 10, stroke: p.white, weight: 7}),
    title,
  )
}

const SHAPES = {
  circle: (c) => `<circle cx="30" cy="30" r="22" fill="${c}"/>`,
  diamond: (c) => `<path d="M30 6 L54 30 L30 54 L6 30 Z" fill="${c}"/>`,
  hexagon: (c) => `<path d="M30 6 L51 18 V42 L30 54 L9 42 V18 Z" fill="${c}"/>`,
  leaf: (c) => `<path d="M8 52 C8 20 24 8 52 8 C52 36 40 52 8 52 Z" fill="${c}"/>`,
  arches: (c) => `<path d="M8 52 V30 A22 22 0 0 1 52 30 V52 H40 V30 A10 10 0 0 0 20 30 V52 Z" fill="${c}"/>`,
  rings: (c) =>
    `<circle cx="22" cy="30" r="14" fill="none" stroke="${c}" stroke-width="7"/><circle cx="38" cy="30" r="14" fill="none" stroke="${c}" stroke-width="7"/>`,
}

/** A fictional partner wordmark for the logo strip: a shape and the name in the stroke alphabet. */
export function wordmark({name, title, shape, color}) {
  const H = 120
  const cap = 30
  const w = textWidth(name, 10) * (cap / 40)
  const W = Math.ceil(96 + w + 24)
  return svg(
    W,
    H,
    `<g transform="translate(20 30)">${SHAPES[shape](color)}</g>` +
      strokeText(name, {x: 96, y: (H - cap) / 2, size: cap, gap: 10, stroke: p.indigo, weight: 6.5}),
    title,
  )
}

/** A poster for a video: a player frame with a play button over a card scene motif. */
export function videoPoster({W, H, title, iconName, accent = 'violet', second = 'teal'}) {
  const a = strong[accent]
  const b = strong[second]
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${p.indigo}"/>` +
      dots(W, H, Math.round(H / 12), p.violet, 0.4) +
      `<circle cx="${W * 0.85}" cy="${H * 0.15}" r="${H * 0.4}" fill="${a}" opacity="0.4"/>` +
      `<circle cx="${W * 0.1}" cy="${H * 0.9}" r="${H * 0.3}" fill="${b}" opacity="0.3"/>` +
      icon(iconName, {x: W * 0.12, y: H * 0.25, size: H * 0.22, color: p.violetLight, weight: 3}) +
      bubble(W * 0.6, H * 0.6, W * 0.28, H * 0.16, p.white, a) +
      `<circle cx="${W / 2}" cy="${H / 2}" r="${H * 0.14}" fill="${p.white}"/>` +
      `<path d="M${W / 2 - H * 0.04} ${H / 2 - H * 0.06} L${W / 2 + H * 0.07} ${H / 2} L${W / 2 - H * 0.04} ${H / 2 + H * 0.06} Z" fill="${a}"/>` +
      `<rect x="${W * 0.06}" y="${H * 0.9}" width="${W * 0.88}" height="${H * 0.015}" rx="${H * 0.0075}" fill="${p.white}" opacity="0.3"/>` +
      `<rect x="${W * 0.06}" y="${H * 0.9}" width="${W * 0.3}" height="${H * 0.015}" rx="${H * 0.0075}" fill="${p.amber}"/>`,
    title,
  )
}
