import {BlockContentIcon} from '@sanity/icons/BlockContent'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {validateHref} from '../../lib/validation'

/**
 * Portable Text for long-form pages (legal text now, blog bodies later): paragraphs, two heading
 * levels, bullet and numbered lists, bold/italic and links.
 */
export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  icon: BlockContentIcon,
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        {title: 'Paragraph', value: 'normal'},
        {title: 'Heading', value: 'h2'},
        {title: 'Subheading', value: 'h3'},
      ],
      lists: [
        {title: 'Bullet list', value: 'bullet'},
        {title: 'Numbered list', value: 'number'},
      ],
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
                description: 'A site path ("/contact"), a full https:// address or a mailto: address.',
                validation: (rule) =>
                  rule.required().custom((value: string | undefined) => (value && /^mailto:[^\s@]+@[^\s@]+$/.test(value) ? true : validateHref(value))),
              }),
            ],
          }),
        ],
      },
    }),
  ],
})
