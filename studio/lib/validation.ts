import type {ValidationContext} from 'sanity'

import {apiVersion} from '../env'

/** Internal routes start with a single "/", external links are absolute https URLs. */
export const HREF_PATTERN = /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/

export function validateHref(value: string | undefined): true | string {
  if (!value) return true
  return HREF_PATTERN.test(value) ? true : 'Use a site path such as "/demos/voice" or a full https:// address'
}

/**
 * Custom rule: no other published document of `type` has the same value at `field`.
 * `field` is a fixed GROQ attribute path written in the schema (never user input).
 */
export function uniqueValue(type: string, field: string, label = field) {
  return async (value: unknown, context: ValidationContext): Promise<true | string> => {
    if (value === undefined || value === null || value === '') return true
    const id = context.document?._id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '')
    if (!id) return true
    const client = context.getClient({apiVersion})
    const clash = await client.fetch<number>(
      `count(*[_type == $type && ${field} == $value && _id != $id && !(_id in path("drafts.**")) && !(_id in path("versions.**"))])`,
      {type, value, id},
    )
    return clash === 0 ? true : `Another document already uses this ${label}`
  }
}
