import {ArrowRightIcon} from '@sanity/icons/ArrowRight'
import {ShareIcon} from '@sanity/icons/Share'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'
import {stringField, textField} from '../fields/helpers'

/** Who speaks at a step of a call flow. */
export const CALL_FLOW_SPEAKERS = [
  {title: 'Bot', value: 'bot'},
  {title: 'Customer', value: 'customer'},
  {title: 'System (action in the background)', value: 'system'},
] as const

/** One step of a call flow: who acts and what happens, optionally only on a branch. */
export const callFlowStep = defineType({
  name: 'callFlowStep',
  title: 'Step',
  type: 'object',
  icon: ArrowRightIcon,
  fields: [
    defineField({
      name: 'speaker',
      title: 'Speaker',
      type: 'string',
      options: {list: [...CALL_FLOW_SPEAKERS], layout: 'radio', direction: 'horizontal'},
      validation: (rule) => rule.required(),
    }),
    textField({name: 'text', title: 'What happens', min: 3, max: 300, rows: 2}),
    stringField({
      name: 'branch',
      title: 'Branch condition',
      description:
        'Only for a step that happens on one path, e.g. "If the customer asks for more time". Consecutive steps with a condition form one decision, a column per condition.',
      required: false,
      max: 100,
    }),
  ],
  preview: {
    select: {speaker: 'speaker', text: 'text', branch: 'branch'},
    prepare: ({speaker, text, branch}) => ({
      title: `${speaker === 'bot' ? 'Bot' : speaker === 'customer' ? 'Customer' : 'System'}: ${text ?? ''}`,
      subtitle: branch ? `Branch: ${branch}` : undefined,
    }),
  },
})

/** A call-flow diagram as ordered, structured steps (the site draws it), with an optional image. */
export const callFlow = defineType({
  name: 'callFlow',
  title: 'Call flow',
  type: 'object',
  icon: ShareIcon,
  fields: [
    stringField({name: 'title', title: 'Title', max: 80}),
    textField({name: 'summary', title: 'Summary', required: false, max: 300, rows: 2}),
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      of: [defineArrayMember({type: 'callFlowStep'})],
      validation: (rule) => rule.required().min(3).max(20),
    }),
    imageWithAlt({
      name: 'diagram',
      title: 'Diagram image',
      description: 'Optional: an image of the flow, shown above the drawn steps (which stay available as text).',
    }),
  ],
  preview: {
    select: {title: 'title', steps: 'steps'},
    prepare: ({title, steps}) => ({title, subtitle: `${Array.isArray(steps) ? steps.length : 0} steps`}),
  },
})

/** A tab of an industry page: a label and the call flow it shows. */
export const useCaseTab = defineType({
  name: 'useCaseTab',
  title: 'Use-case tab',
  type: 'object',
  icon: ShareIcon,
  fields: [
    stringField({name: 'label', title: 'Tab label', max: 40}),
    defineField({
      name: 'isDefault',
      title: 'Selected when the page opens',
      type: 'boolean',
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'callFlow', title: 'Call flow', type: 'callFlow', validation: (rule) => rule.required()}),
  ],
  preview: {
    select: {title: 'label', isDefault: 'isDefault', flow: 'callFlow.title'},
    prepare: ({title, isDefault, flow}) => ({title: `${title}${isDefault ? ' (default)' : ''}`, subtitle: flow}),
  },
})
