import {defineField} from 'sanity'

import {validateHref} from '../../lib/validation'

interface TextOptions {
  name: string
  title: string
  description?: string
  group?: string
  min?: number
  max: number
  required?: boolean
  initialValue?: string
}

/** A one-line string with length limits (required unless `required: false`). */
export function stringField({name, title, description, group, min = 2, max, required = true, initialValue}: TextOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'string',
    initialValue,
    validation: (rule) => (required ? rule.required().min(min).max(max) : rule.min(min).max(max)),
  })
}

/** A multi-line plain text with length limits (required unless `required: false`). */
export function textField({name, title, description, group, min = 10, max, required = true, rows = 3}: TextOptions & {rows?: number}) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'text',
    rows,
    validation: (rule) => (required ? rule.required().min(min).max(max) : rule.min(min).max(max)),
  })
}

/** A site path ("/demos/image") or an https:// address. */
export function hrefField({
  name,
  title,
  description,
  group,
  required = false,
}: {
  name: string
  title: string
  description?: string
  group?: string
  required?: boolean
}) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'string',
    validation: (rule) => (required ? rule.required().custom(validateHref) : rule.custom(validateHref)),
  })
}

/** An absolute https:// address. */
export function urlField({
  name,
  title,
  description,
  group,
  required = false,
}: {
  name: string
  title: string
  description?: string
  group?: string
  required?: boolean
}) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'url',
    validation: (rule) => (required ? rule.required().uri({scheme: ['https']}) : rule.uri({scheme: ['https']})),
  })
}

/** A position in a list: integer from `min` to `max`. */
export function orderField({
  name = 'order',
  title = 'Position',
  min = 1,
  max = 100,
  group,
  description,
}: {name?: string; title?: string; min?: number; max?: number; group?: string; description?: string} = {}) {
  return defineField({
    name,
    title,
    description: description ?? `${min} is shown first.`,
    group,
    type: 'number',
    validation: (rule) => rule.required().integer().min(min).max(max),
  })
}
