/**
 * Kathana Assist's settings and a handful of curated answers (issue 27). Everything the answers
 * say is said elsewhere on the site too; they exist for questions the pages answer badly.
 */
import {stableKey} from './portableText.mjs'
import {INDUSTRY_WORDS} from './industry-words.mjs'
import {ROUNDS} from './visitor-questions.mjs'

const link = (prefix, label, href) => ({_type: 'navLink', _key: stableKey(prefix, label, href), label, href})

const SYNONYMS = [
  ['text to speech', 'tts', 'text-to-speech', 'speech synthesis', 'read aloud'],
  ['speech recognition', 'asr', 'voice recognition', 'speech to text', 'stt'],
  ['voicebot', 'voice bot', 'ivr', 'calling bot', 'phone bot', 'robocall'],
  ['emi', 'loan instalment', 'loan installment', 'instalment', 'installment'],
  ['image recognition', 'photo recognition', 'food photo', 'picture recognition'],
  ['video conferencing', 'video call', 'video meeting', 'meeting'],
  ['survey', 'feedback survey', 'questionnaire'],
  ['announce', 'announcement', 'broadcast'],
  ['assist', 'chatbot', 'chat bot', 'virtual assistant', 'website assistant'],
  ['api', 'apis', 'rest api', 'developer'],
  ['careers', 'jobs', 'job', 'vacancy', 'vacancies', 'hiring', 'naukri', 'opening', 'openings'],
  ['contact', 'reach', 'get in touch', 'talk to', 'baat'],
  ['multilingual', 'language', 'languages', 'bhasha', 'bhashayein'],
  ['retention', 'keep', 'retain', 'rakhte', 'rakhna'],
  ['days', 'din'],
  ['grievance', 'complaint', 'shikayat'],
  ['age', 'years old', 'umar', 'umra'],
  ['voice', 'awaaz', 'awaz', 'aawaz'],
  ['names', 'name', 'naam'],
  ['convert', 'change', 'badalna', 'badal'],
  ['bounce', 'bounced', 'fail', 'failed', 'failure'],
  ['pronounce', 'pronounced', 'pronunciation', 'bolta', 'bolna', 'bole'],
  ['minimum', 'at least'],
  ['resume', 'cv', 'biodata', 'curriculum vitae'],
  ['wrote', 'written', 'author', 'writer', 'likha', 'likhi'],
  ['published', 'posted'],
  ['choose', 'pick', 'select'],
]

/** What visitors call each product, misspellings a search would not forgive included. */
const PRODUCT_WORDS = [
  [
    'kathana-meet',
    [
      'kathana meet',
      'meet',
      'video conferencing',
      'video conference',
      'video meeting',
      'video call',
      'webinar',
      'webinars',
      'town hall',
      'live streaming',
      'online meeting',
      'zoom alternative',
    ],
  ],
  [
    'kathana-announce',
    [
      'kathana announce',
      'announce',
      'announcement',
      'announcements',
      'broadcast',
      'rsvp',
      'mass message',
      'notice',
      'notices',
      'circular',
      'inform members',
      'members',
    ],
  ],
  ['kathana-survey', ['kathana survey', 'survey', 'surveys', 'survey tool', 'questionnaire', 'feedback form', 'poll', 'market research']],
  ['kathana-voicebot', ['kathana voicebot', 'voicebot', 'voice bot', 'calling bot', 'ivr', 'phone bot', 'call automation', 'outbound calls', 'inbound calls']],
  [
    'kathana-assist',
    ['kathana assist', 'assist', 'chatbot', 'chat bot', 'website assistant', 'virtual assistant', 'website chatbot', 'live chat', 'order tracking'],
  ],
]

/** What visitors call each live demo (a medium of the home page), for "I want to try …". */
const DEMO_WORDS = [
  [
    'text',
    [
      'text to speech',
      'tts',
      'text-to-speech',
      'speech synthesis',
      'read aloud',
      'voice generation',
      'text reader',
      'speaking rate',
      'hear it spoken',
      'text to audio',
      'text into audio',
      'text to voice',
      'speak my text',
    ],
  ],
  ['voice', ['voice recognition', 'speech recognition', 'speech to text', 'asr', 'stt', 'voice search', 'dictation', 'recognise my voice', 'phrase list']],
  [
    'images',
    [
      'image recognition',
      'photo recognition',
      'food photo',
      'food recognition',
      'picture recognition',
      'image classification',
      'food image',
      'photo demo',
      'food detector',
      'detect food',
      'identify food',
      'sample photo',
      'food pic',
      'dish photo',
    ],
  ],
  ['video', ['video conferencing', 'video conference', 'video call', 'video meeting', 'kathana meet', 'webinar', 'live stream']],
]

/** Every round of example questions, one group per page, pages in order. */
function visitorQuestionGroups() {
  const byHref = new Map()
  for (const [href, questions] of ROUNDS.flatMap((round) => round.questions)) byHref.set(href, [...(byHref.get(href) ?? []), ...questions])
  return [...byHref].sort(([a], [b]) => a.localeCompare(b))
}

export function assistantDocs() {
  const settings = {
    _id: 'assistantSettings',
    _type: 'assistantSettings',
    greeting:
      'Ask about our products, industries, demos and developer APIs. I answer only from this site\u2019s pages and link to the one that says more; when they don\u2019t say, I tell you so.',
    suggestedQuestions: ['What can you do for banks?', 'Do you have a text to speech demo?', 'How do I get an API key?', 'Where is your office?'],
    declineMessage: "I don't have that in our site's content. Would you like me to pass your question to our sales team?",
    synonyms: SYNONYMS.map((terms) => ({_type: 'synonymGroup', _key: stableKey('assistantSettings', 'synonyms', terms[0]), terms})),
    industryWords: INDUSTRY_WORDS.map(([slug, terms]) => ({
      _type: 'industryWordGroup',
      _key: stableKey('assistantSettings', 'industryWords', slug),
      industry: {_type: 'reference', _ref: `industry-${slug}`},
      terms,
    })),
    productWords: PRODUCT_WORDS.map(([slug, terms]) => ({
      _type: 'productWordGroup',
      _key: stableKey('assistantSettings', 'productWords', slug),
      product: {_type: 'reference', _ref: `product-${slug}`},
      terms,
    })),
    demoWords: DEMO_WORDS.map(([slug, terms]) => ({
      _type: 'demoWordGroup',
      _key: stableKey('assistantSettings', 'demoWords', slug),
      medium: {_type: 'reference', _ref: `medium-${slug}`},
      terms,
    })),
    visitorQuestions: visitorQuestionGroups().map(([href, questions]) => ({
      _type: 'visitorQuestionGroup',
      _key: stableKey('assistantSettings', 'visitorQuestions', href),
      href,
      questions,
    })),
    declinedQuestions: ROUNDS.flatMap((round) => round.declined),
  }
  const answers = [
    {
      slug: 'api-key',
      questions: ['How do I get an API key?', 'API key kaise milega?', 'Where do I find my API key?'],
      answer:
        'Create a free account on the Sign Up page, then open Your API Key to create the key. It is shown in full once; you can replace it there at any time.',
      links: [
        ['Your API key', '/developers/api-key'],
        ['Sign up', '/signup'],
        ['API guides', '/developers/api-guides'],
      ],
    },
    {
      slug: 'tts-voices',
      questions: ['Which voices does the text to speech have?', 'Which languages can the TTS speak?', 'TTS kaunsi bhasha bolta hai?'],
      answer:
        'The text to speech demo speaks Hindi, English in an Indian voice, Indian names and US English. You can set the speaking rate and use SSML for finer control.',
      links: [
        ['Text to speech demo', '/demos/text'],
        ['API guides', '/developers/api-guides#text-to-speech'],
      ],
    },
    {
      slug: 'talk-to-sales',
      questions: ['How do I talk to sales?', 'Can I book a demo?', 'Mujhe demo chahiye', 'I want to talk to someone'],
      answer: 'Tell us what you want to automate through the contact form, or write to or call our team, and we will get back to you within one working day.',
      links: [['Contact us', '/contact']],
    },
    {
      slug: 'what-is-assist',
      questions: ['What is Kathana Assist?', 'Who are you?', 'What can you do?'],
      answer:
        'Kathana Assist is a virtual assistant for your website, in text or voice. It answers product questions, qualifies leads and books demos, and passes complex conversations to your team.',
      links: [['Kathana Assist', '/ourproducts#kathana-assist']],
    },
  ]
  return [
    settings,
    ...answers.map(({slug, questions, answer, links}) => ({
      _id: `assistantAnswer-${slug}`,
      _type: 'assistantAnswer',
      questions,
      answer,
      links: links.map(([label, href]) => link(`assistantAnswer-${slug}`, label, href)),
    })),
  ]
}
