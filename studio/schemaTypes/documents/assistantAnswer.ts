import {CommentIcon} from '@sanity/icons/Comment'
import {defineArrayMember, defineField, defineType} from 'sanity'

/**
 * An answer Kathana Assist gives for a question the pages answer badly: the ways visitors ask it,
 * a short answer, and the pages it links to. Published answers reach the assistant at once.
 */
export const assistantAnswer = defineType({
  name: 'assistantAnswer',
  title: 'Assistant answer',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'questions',
      title: 'Questions',
      type: 'array',
      description: 'The ways visitors ask it, in English or romanised Hindi. The first is the title.',
      of: [defineArrayMember({type: 'string', validation: (rule) => rule.min(3).max(200)})],
      validation: (rule) => rule.required().min(1).max(12),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'text',
      rows: 3,
      description: 'At most three sentences, only what the site itself says.',
      validation: (rule) => rule.required().min(20).max(500),
    }),
    defineField({
      name: 'links',
      title: 'Pages it links to',
      type: 'array',
      description: 'Shown as the sources of the answer, the first as the main one.',
      of: [defineArrayMember({type: 'navLink'})],
      validation: (rule) => rule.required().min(1).max(3),
    }),
  ],
  preview: {select: {title: 'questions.0', subtitle: 'answer'}},
})
