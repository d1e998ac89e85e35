import {CommentIcon} from '@sanity/icons/Comment'
import {defineArrayMember, defineField, defineType} from 'sanity'

/**
 * How Kathana Assist reads questions and what it says around its answers: the greeting, the
 * questions the page suggests, the words the site treats as the same, the words visitors use for
 * each industry, the questions visitors ask with the page answering each, and the message when
 * the site does not answer a question.
 */
export const assistantSettings = defineType({
  name: 'assistantSettings',
  title: 'Assistant settings',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'greeting',
      title: 'Greeting',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().min(10).max(300),
    }),
    defineField({
      name: 'suggestedQuestions',
      title: 'Suggested first questions',
      type: 'array',
      of: [defineArrayMember({type: 'string', validation: (rule) => rule.min(3).max(100)})],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: 'declineMessage',
      title: 'When the site does not answer',
      type: 'string',
      description: 'Said instead of an answer, with the offer to talk to sales.',
      validation: (rule) => rule.required().min(10).max(200),
    }),
    defineField({
      name: 'synonyms',
      title: 'Synonyms',
      type: 'array',
      description: 'Each group: words and phrases that mean the same on this site (TTS, text to speech).',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'synonymGroup',
          title: 'Synonym group',
          fields: [
            defineField({
              name: 'terms',
              title: 'Words and phrases',
              type: 'array',
              of: [defineArrayMember({type: 'string', validation: (rule) => rule.min(1).max(60)})],
              validation: (rule) => rule.required().min(2).max(16),
            }),
          ],
          preview: {select: {title: 'terms.0', subtitle: 'terms.1'}},
        }),
      ],
      validation: (rule) => rule.max(100),
    }),
    defineField({
      name: 'industryWords',
      title: 'Words for each industry',
      type: 'array',
      description:
        'What visitors call an industry and its businesses ("hospital", "clinic", "diagnostic lab" for Healthcare): "I run a clinic" is answered with the industry page, and a follow-up may switch between industries. A brand listed here ("swiggy" for Restaurants) tells the industry of a visitor who names it; it does not let the assistant answer questions about that brand.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'industryWordGroup',
          title: 'Industry words',
          fields: [
            defineField({name: 'industry', title: 'Industry', type: 'reference', to: [{type: 'industry'}], validation: (rule) => rule.required()}),
            defineField({
              name: 'terms',
              title: 'Words and phrases',
              type: 'array',
              of: [defineArrayMember({type: 'string', validation: (rule) => rule.min(1).max(60)})],
              validation: (rule) => rule.required().min(1).max(200),
            }),
          ],
          preview: {select: {title: 'industry.tabLabel', subtitle: 'terms.0'}},
        }),
      ],
      validation: (rule) => rule.max(20),
    }),
    defineField({
      name: 'productWords',
      title: 'Words for each product',
      type: 'array',
      description:
        'What visitors call a product, and how they misspell it ("kathana meet", "webinar", "zoom alternative"): a question that names it is answered with the product.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'productWordGroup',
          title: 'Product words',
          fields: [
            defineField({name: 'product', title: 'Product', type: 'reference', to: [{type: 'product'}], validation: (rule) => rule.required()}),
            defineField({
              name: 'terms',
              title: 'Words and phrases',
              type: 'array',
              of: [defineArrayMember({type: 'string', validation: (rule) => rule.min(1).max(60)})],
              validation: (rule) => rule.required().min(1).max(40),
            }),
          ],
          preview: {select: {title: 'product.title', subtitle: 'terms.0'}},
        }),
      ],
      validation: (rule) => rule.max(20),
    }),
    defineField({
      name: 'demoWords',
      title: 'Words for each live demo',
      type: 'array',
      description: 'What visitors call a live demo ("tts", "read aloud" for text to speech): "I want to try …" is answered with the demo page.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'demoWordGroup',
          title: 'Demo words',
          fields: [
            defineField({name: 'medium', title: 'Demo (medium)', type: 'reference', to: [{type: 'medium'}], validation: (rule) => rule.required()}),
            defineField({
              name: 'terms',
              title: 'Words and phrases',
              type: 'array',
              of: [defineArrayMember({type: 'string', validation: (rule) => rule.min(1).max(60)})],
              validation: (rule) => rule.required().min(1).max(200),
            }),
          ],
          preview: {select: {title: 'medium.name', subtitle: 'terms.0'}},
        }),
      ],
      validation: (rule) => rule.max(20),
    }),
    defineField({
      name: 'visitorQuestions',
      title: 'Questions visitors ask',
      type: 'array',
      description:
        'Questions as visitors type them, each group with the page that answers them ("I can\u2019t remember my password" → /forgotpassword). A new question worded like these is answered with that page. Add the questions the assistant report lists as declined or unhelpful.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'visitorQuestionGroup',
          title: 'Questions and their page',
          fields: [
            defineField({
              name: 'href',
              title: 'Page',
              type: 'string',
              description: 'The path of the page, a demo, an industry (/bfsi) or a product (/ourproducts#kathana-meet).',
              validation: (rule) => rule.required().regex(/^\/[^\s]*$/, {name: 'site path'}),
            }),
            defineField({
              name: 'questions',
              title: 'Questions',
              type: 'array',
              of: [defineArrayMember({type: 'string', validation: (rule) => rule.min(2).max(200)})],
              // Many wordings of one need teach the assistant more than one (decision 0200).
              validation: (rule) => rule.required().min(1).max(1000),
            }),
          ],
          preview: {select: {title: 'href', subtitle: 'questions.0'}},
        }),
      ],
      validation: (rule) => rule.max(200),
    }),
    defineField({
      name: 'declinedQuestions',
      title: 'Questions the site does not answer',
      type: 'array',
      description:
        'Questions the pages do not answer although they sound close to them ("do you have an office in Pune?", "which banks are your clients?"). A question worded like these is declined with the offer to talk to sales.',
      of: [defineArrayMember({type: 'string', validation: (rule) => rule.min(2).max(200)})],
      validation: (rule) => rule.max(10000),
    }),
  ],
  preview: {prepare: () => ({title: 'Assistant settings'})},
})
