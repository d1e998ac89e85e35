/**
 * A tiny notation for Portable Text in the seed: h2(), h3(), p(), ul(), ol(), with inline
 * **bold** and [label](href) links. Every block, span and link gets a stable `_key` derived
 * from the document prefix and the position, so regenerating the seed gives the same keys.
 */
import {createHash} from 'node:crypto'

export function stableKey(...parts) {
  return createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 12)
}

const INLINE = /(\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/

function inline(text, blockKey) {
  const markDefs = []
  const children = []
  const parts = text.split(INLINE).filter((part) => part !== '')
  for (const [i, part] of parts.entries()) {
    const key = stableKey(blockKey, 'span', i)
    const bold = /^\*\*(.+)\*\*$/.exec(part)
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part)
    if (bold) {
      children.push({_type: 'span', _key: key, text: bold[1], marks: ['strong']})
    } else if (link) {
      const markKey = stableKey(blockKey, 'link', i)
      markDefs.push({_type: 'link', _key: markKey, href: link[2]})
      children.push({_type: 'span', _key: key, text: link[1], marks: [markKey]})
    } else {
      children.push({_type: 'span', _key: key, text: part, marks: []})
    }
  }
  return {markDefs, children}
}

const block = (style, text, extra = {}) => ({style, text, ...extra})

export const h2 = (text) => [block('h2', text)]
export const h3 = (text) => [block('h3', text)]
export const p = (text) => [block('normal', text)]
export const ul = (items) => items.map((text) => block('normal', text, {listItem: 'bullet', level: 1}))
export const ol = (items) => items.map((text) => block('normal', text, {listItem: 'number', level: 1}))

/** Portable Text blocks for `entries` (each the result of h2/h3/p/ul/ol). */
export function portableText(prefix, entries) {
  return entries.flat().map(({style, text, listItem, level}, i) => {
    const key = stableKey(prefix, 'block', i)
    const {markDefs, children} = inline(text, key)
    return {
      _type: 'block',
      _key: key,
      style,
      ...(listItem ? {listItem, level} : {}),
      markDefs,
      children,
    }
  })
}
