import {BlockContentIcon} from '@sanity/icons/BlockContent'
import {ImageIcon} from '@sanity/icons/Image'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {validateHref} from '../../lib/validation'

/** SPEC.md §2 Blogs: up to seven paragraphs and up to four inline images. */
export const BLOG_MAX_PARAGRAPHS = 7
export const BLOG_MAX_IMAGES = 4

/**
 * Portable Text of a blog article: paragraphs (bold, italic, links) and inline images with alt
 * text and an optional caption.
 */
export const blogBody = defineType({
  name: 'blogBody',
  title: 'Article text',
  type: 'array',
  icon: BlockContentIcon,
  of: [
    defineArrayMember({
      type: 'block',
      styles: [{title: 'Paragraph', value: 'normal'}],
      lists: [],
      marks: {
        decorators: [
          {title: 'Bold', value: 'strong'},
          {title: 'Italic', value: 'em'},
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Link to',
                type: 'string',
                validation: (rule) => rule.required().custom(validateHref),
              }),
            ],
          }),
        ],
      },
    }),
    defineArrayMember({
      name: 'blogImage',
      title: 'Image',
      type: 'image',
      icon: ImageIcon,
      options: {hotspot: true},
      fields: [
        defineField({
          name: 'alt',
          title: 'Alternative text',
          type: 'string',
          validation: (rule) => rule.required().min(3).max(200),
        }),
        defineField({name: 'caption', title: 'Caption', type: 'string', validation: (rule) => rule.max(160)}),
      ],
      validation: (rule) => rule.required().assetRequired(),
    }),
  ],
  validation: (rule) =>
    rule.required().custom((value: Array<{_type?: string}> | undefined) => {
      if (!value) return true
      const paragraphs = value.filter((b) => b._type === 'block').length
      const images = value.filter((b) => b._type === 'blogImage').length
      if (paragraphs < 1) return 'Write at least one paragraph'
      if (paragraphs > BLOG_MAX_PARAGRAPHS) return `At most ${BLOG_MAX_PARAGRAPHS} paragraphs (this has ${paragraphs})`
      if (images > BLOG_MAX_IMAGES) return `At most ${BLOG_MAX_IMAGES} images (this has ${images})`
      return true
    }),
})
