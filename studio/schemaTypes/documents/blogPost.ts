import {DocumentTextIcon} from '@sanity/icons/DocumentText'
import {defineField, defineType} from 'sanity'

import {uniqueValue} from '../../lib/validation'
import {imageWithAlt} from '../fields/imageWithAlt'

/** A blog article, published at /blogs/{blogId}. */
export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'blogId',
      title: 'Article number',
      type: 'number',
      description: 'The number in the address /blogs/{number}, 1 to 4.',
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .max(4)
          .custom(uniqueValue('blogPost', 'blogId', 'number')),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().min(5).max(120),
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      description: 'One or two sentences for the blog list.',
      validation: (rule) => rule.required().min(40).max(400),
    }),
    imageWithAlt({name: 'coverImage', title: 'Cover image', required: true}),
    defineField({
      name: 'publishedAt',
      title: 'Published on',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(80),
    }),
    defineField({
      name: 'body',
      title: 'Article',
      type: 'blogBody',
      description: 'Up to seven paragraphs, with up to four images between them.',
    }),
  ],
  orderings: [{title: 'Number', name: 'blogIdAsc', by: [{field: 'blogId', direction: 'asc'}]}],
  preview: {
    select: {title: 'title', id: 'blogId', media: 'coverImage'},
    prepare: ({title, id, media}) => ({title, subtitle: `/blogs/${id ?? '?'}`, media}),
  },
})
