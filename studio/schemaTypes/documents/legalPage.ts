import {LockIcon} from '@sanity/icons/Lock'
import {defineField, defineType} from 'sanity'

export const LEGAL_SLUGS = ['privacypolicy', 'termsofuse'] as const

/** Privacy policy and terms of use, at /privacypolicy and /termsofuse. */
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  icon: LockIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(80),
    }),
    defineField({
      name: 'slug',
      title: 'Route',
      type: 'slug',
      description: `The page address without "/": ${LEGAL_SLUGS.join(' or ')}.`,
      validation: (rule) =>
        rule
          .required()
          .custom((value: {current?: string} | undefined) =>
            !value?.current || (LEGAL_SLUGS as readonly string[]).includes(value.current) ? true : `Must be one of: ${LEGAL_SLUGS.join(', ')}`,
          )
          .error(),
    }),
    defineField({
      name: 'updatedAt',
      title: 'Last updated',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'richText',
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: {title: 'title', slug: 'slug.current', updatedAt: 'updatedAt'},
    prepare: ({title, slug, updatedAt}) => ({
      title,
      subtitle: `/${slug ?? '?'}${updatedAt ? ` · updated ${updatedAt}` : ''}`,
    }),
  },
})
