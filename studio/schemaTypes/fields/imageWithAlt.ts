import {defineField} from 'sanity'

interface ImageWithAltOptions {
  name: string
  title: string
  description?: string
  required?: boolean
  group?: string
}

/**
 * The content model's `imageWithAlt`: a Sanity `image` (stored with `_type: "image"`) with the
 * hotspot tool on and a required `alt` text. A field helper rather than a named object type, so
 * stored images keep the standard `_type` that image tooling (and `@sanity/image-url`) expects.
 */
export function imageWithAlt({name, title, description, required = false, group}: ImageWithAltOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'image',
    options: {hotspot: true},
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        type: 'string',
        description: 'What the image shows, for people using screen readers and when the image cannot load.',
        validation: (rule) => rule.required().min(3).max(200),
      }),
    ],
    validation: (rule) => {
      const withAlt = rule
        .custom((value: {asset?: unknown; alt?: string} | undefined) => (value?.asset && !value.alt?.trim() ? 'Add alternative text to the image' : true))
        .error()
      return required ? withAlt.required().assetRequired() : withAlt
    },
  })
}
