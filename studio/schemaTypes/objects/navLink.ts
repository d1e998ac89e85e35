import {LinkIcon} from '@sanity/icons/Link'
import {defineField, defineType} from 'sanity'

import {validateHref} from '../../lib/validation'

/**
 * A menu or footer entry. The site derives the router state from it: `/demos/*` links open the
 * demo section, `/ourproducts` links scroll to `product` (or to the top), others to the top.
 */
export const navLink = defineType({
  name: 'navLink',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().min(1).max(60),
    }),
    defineField({
      name: 'href',
      title: 'Link to',
      type: 'string',
      description: 'A site path ("/demos/voice") or a full external address ("https://…").',
      validation: (rule) => rule.required().custom(validateHref),
    }),
    defineField({
      name: 'product',
      title: 'Product to scroll to',
      type: 'reference',
      to: [{type: 'product'}],
      description: 'Only for links to /ourproducts: the page scrolls to this product.',
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as {href?: string} | undefined
          return value && parent?.href !== '/ourproducts' ? 'A product can only be chosen for links to /ourproducts' : true
        }),
    }),
  ],
  preview: {
    select: {title: 'label', href: 'href', product: 'product.title'},
    prepare: ({title, href, product}) => ({
      title,
      subtitle: product ? `${href} → ${product}` : href,
    }),
  },
})
