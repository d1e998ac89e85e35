/** Home page copy: hero, banners, mediums, Why cards, benefits, testimonials, logos, product extras. */
import {company} from './company.mjs'

export const home = {
  heroHeading: 'Accelerate Digital Transformation through Conversational Multimodal AI',
  heroText:
    'Voice bots, text to speech, speech and image recognition and video meetings that let your business talk with every customer in their own language, at any hour and at any scale.',
  heroCtaLabel: 'Explore All Demos',
  heroCtaHref: '/demos/alldemos',
  demoVideoTitle: 'Watch our voice bot talk with a customer',
  mediumsHeading: 'Mediums We Excel In',
  whyHeading: 'Why Kathana AI',
  benefitsHeading: 'We Help You Transform the Digital Journey',
  industriesHeading: 'Industries and Case Studies',
  productsHeading: 'Our Products',
  testimonialsHeading: 'What Our Clients Say',
  partnerTestimonialsHeading: 'From Leaders Who Have Worked With Us',
  logoStripHeading: 'Trusted by Businesses Across India',
  contactHeading: 'Contact Us',
  contactText: 'Tell us what you want to automate and our team will get back to you within one working day.',
}

/** SPEC.md §2 Why grid: the eight titles, exactly. */
export const whyCards = [
  [
    'Multimodal (Text, Voice, Image)',
    'layers',
    'One platform understands what customers type, say and photograph, so every channel shares the same intelligence and the same history.',
  ],
  [
    'Multilingual (Hindi, English, Bengali, etc.)',
    'globe',
    'Speak with customers in Hindi, English, Bengali, Tamil, Marathi and more, including the mixed Hinglish most people actually use.',
  ],
  [
    'Conversational AI',
    'chat',
    'Natural, two-way conversations instead of press-1 menus: the bot understands free replies, asks follow-up questions and remembers context.',
  ],
  [
    'Hybrid Bot-Human',
    'headset',
    'The bot handles routine calls end to end and hands complex ones to your agents with the full transcript, so nobody repeats themselves.',
  ],
  ['Secure', 'shield', 'Encrypted data in transit and at rest, role-based access and data kept in India, with audit logs for every conversation.'],
  ['Browser-based', 'browser', 'Meetings, demos and dashboards run in any modern browser on desktop or mobile: nothing to download or install.'],
  ['Instant Recordings', 'record', 'Every call and meeting is recorded and searchable within seconds, ready for quality checks, training and compliance.'],
  [
    'Customized Analytics (helps in fraud detection)',
    'chart',
    'Dashboards built around your KPIs, with anomaly alerts on calls and responses that help your teams spot fraud early.',
  ],
]

/** SPEC.md §1: the three benefit statements. */
export const benefits = [
  ['Gain competitive edge through novel digital experiences', 'rocket'],
  ['Improve ease of accessing information via a conversational multimodal AI partner (Text, Voice and Image)', 'chat'],
  ['Optimise cost / increase revenue at scale', 'growth'],
]

/** SPEC.md §2: four banners, each with phone, tablet and desktop art. */
export const banners = [
  {
    slug: 'multimodal',
    title: 'Conversational AI that Listens, Speaks, Sees and Connects',
    subtitle: 'Voice, text, image and video in one platform built for India.',
    buttonText: 'Explore Demos',
    buttonHref: '/demos/alldemos',
    icon: 'bot',
    satellites: ['wave', 'text', 'image', 'video'],
    accent: 'violet',
    second: 'teal',
    alt: 'A friendly bot at the centre of four connected icons for voice, text, images and video',
  },
  {
    slug: 'voicebot',
    title: 'Voice Bots that Call, Remind and Collect in 10+ Languages',
    subtitle: 'Save up to 80% per call, available 24/7.',
    buttonText: 'Hear a Voice Bot',
    buttonHref: '/bfsi',
    icon: 'phone',
    satellites: ['bell', 'rupee', 'calendar'],
    accent: 'teal',
    second: 'violet',
    alt: 'A phone surrounded by icons for reminders, payments and appointments',
  },
  {
    slug: 'surveys',
    title: 'Surveys People Finish: by Voice, Photo or Text',
    subtitle: 'Kathana Survey turns every answer into live dashboards.',
    buttonText: 'See Our Products',
    buttonHref: '/ourproducts',
    icon: 'clipboard',
    satellites: ['mic', 'camera', 'chart'],
    accent: 'amber',
    second: 'violet',
    alt: 'A survey clipboard linked to a microphone, a camera and a results chart',
  },
  {
    slug: 'meet',
    title: 'Secure Video Meetings for 100 and Live Events for 1,00,000+',
    subtitle: 'Kathana Meet runs in the browser, with one-click recording.',
    buttonText: 'Try Video Demo',
    buttonHref: '/demos/video',
    icon: 'video',
    satellites: ['people', 'record', 'shield', 'globe'],
    accent: 'violet',
    second: 'amber',
    alt: 'A video camera linked to icons for participants, recording, security and worldwide streaming',
  },
]

/** SPEC.md §2 "Mediums We Excel In": Voice, Images, Text, Video with their demo routes. */
export const mediums = [
  {
    mediumTitle: 'Voice',
    route: '/demos/voice',
    name: 'Voice Demo',
    icon: 'mic',
    accent: 'violet',
    heading: 'Speech recognition that adapts as you speak',
    description:
      "Recognise Indian languages and accents with phrase lists you can change in real time, without restarting the engine. Build IVRs, voice commands and voice bots that understand your customers' words, including product names and places.",
  },
  {
    mediumTitle: 'Images',
    route: '/demos/image',
    name: 'Image Demo',
    icon: 'camera',
    accent: 'amber',
    heading: 'Image recognition that knows the food in a photo',
    description:
      'Send a photo and get back what it shows. Our deep-learning models power photo surveys, shelf checks and food recognition through simple HTTP REST APIs, and keep learning from new examples.',
  },
  {
    mediumTitle: 'Text',
    route: '/demos/text',
    name: 'Text Demo',
    icon: 'text',
    accent: 'teal',
    heading: 'Text to speech with natural Indian voices',
    description:
      'Turn text into natural Hindi and English speech that pronounces Indian names correctly. Control the speaking rate, use SSML for pauses and emphasis, and serve audio on demand to apps, IVRs and announcements.',
  },
  {
    mediumTitle: 'Video',
    route: '/demos/video',
    name: 'Video Demo',
    icon: 'video',
    accent: 'violet',
    heading: 'Video meetings and live streaming in the browser',
    description:
      'Host secure meetings with up to 100 participants per room, record them with one click and stream live events to 1,00,000+ viewers, all from the browser with nothing to install.',
  },
]

/** SPEC.md §2 Testimonials: three carousel items and three former partner executives. */
export const testimonials = [
  {
    kind: 'customer',
    name: 'Ritika Sharma',
    initials: 'RS',
    designation: 'Head of Collections',
    company: 'Navya Finance',
    text: 'Kathana VoiceBot now makes over forty thousand EMI reminder calls a month for us in Hindi and English. Our on-time payments went up and our agents finally spend their day on the customers who need a person.',
  },
  {
    kind: 'customer',
    name: 'Arjun Menon',
    initials: 'AM',
    designation: 'Director, Consumer Insights',
    company: 'Cocoa One Foods',
    text: "We ran a taste test across nine states in eleven days. Voice answers in people's own language gave us richer feedback than any web form we have used, and the dashboards were live from day one.",
  },
  {
    kind: 'customer',
    name: 'Kavya Iyer',
    initials: 'KI',
    designation: 'Operations Manager',
    company: 'Raftaar Motors',
    text: 'Missed service appointments used to be a spreadsheet problem. Now the bot re-books them the same week and flags unhappy customers to our service managers within minutes.',
  },
  {
    kind: 'partnerExecutive',
    name: 'Sanjay Bhatia',
    initials: 'SB',
    designation: 'Former Chief Digital Officer',
    company: 'a leading private-sector bank',
    text: 'What sets the Kathana team apart is how well they understand Indian customers. Their bots sound patient and polite in every language, which is exactly what a bank needs on a collections call.',
  },
  {
    kind: 'partnerExecutive',
    name: 'Meera Joshi',
    initials: 'MJ',
    designation: 'Former Vice President, Customer Experience',
    company: 'a national telecom operator',
    text: "We moved a large share of routine contact center calls to Kathana's hybrid bot-human model without any drop in satisfaction scores. The handover to agents with full context made the difference.",
  },
  {
    kind: 'partnerExecutive',
    name: 'Vikram Rao',
    initials: 'VR',
    designation: 'Former Managing Director',
    company: 'a global FMCG company in India',
    text: 'Kathana Survey let us hear from small-town retailers and consumers we could never reach with field teams alone. The speed from question to insight changed how we plan launches.',
  },
]

/** Fictional partner wordmarks for the logo strip. */
export const logos = [
  ['NAVYA BANK', 'hexagon', '#0d9488'],
  ['KAVACH LIFE', 'leaf', '#6d28d9'],
  ['RAFTAAR', 'diamond', '#f59e0b'],
  ['COCOA ONE', 'circle', '#6d28d9'],
  ['AROGYA LABS', 'arches', '#0d9488'],
  ['YATRA SAATHI', 'rings', '#f59e0b'],
  ['DHAVAL', 'hexagon', '#6d28d9'],
  ['SUNEHRI CHAI', 'leaf', '#f59e0b'],
]

/** Extra product fields (SPEC.md §2 "Our Products"), by product slug. */
export const productExtras = {
  'kathana-meet': {
    icon: 'video',
    video: 'video-kathana-meet',
    accent: 'violet',
    websiteUrl: company.sites.meet,
    scheduleDemo: false,
    knowMore: false,
    bullets: [
      'Up to 100 participants per room with gallery and speaker views',
      'Live streaming of events to 1,00,000+ viewers',
      'One-click cloud recording, shared with a link',
      'Meeting passwords, waiting rooms and host controls',
      'Runs in the browser on desktop and mobile, nothing to install',
    ],
  },
  'kathana-announce': {
    icon: 'bell',
    accent: 'amber',
    websiteUrl: company.sites.announce,
    scheduleDemo: true,
    knowMore: false,
    bullets: [
      'Announcements to closed groups by voice call, SMS or app',
      'RSVP collected in the same flow, by keypress, voice or tap',
      'Live delivery, listen and response reports for every message',
      'Automatic follow-ups with those who have not responded',
      'Recorded or text-to-speech messages in Indian languages',
    ],
  },
  'kathana-survey': {
    icon: 'clipboard',
    accent: 'teal',
    websiteUrl: company.sites.survey,
    scheduleDemo: false,
    knowMore: false,
    bullets: [
      "Voice, image and text surveys in the respondent's language",
      'Spoken answers transcribed and coded automatically',
      'Photo answers for shelf checks and product audits',
      'Live dashboards for NPS, brand tracking and market research',
      'Quotas, skip logic and reminders built in',
    ],
  },
  'kathana-voicebot': {
    icon: 'bot',
    video: 'video-kathana-voicebot',
    accent: 'violet',
    scheduleDemo: true,
    knowMore: false,
    bullets: [
      'Outbound and inbound calls in Hindi, English and other Indian languages',
      'Payment reminders, bookings, verifications and feedback calls end to end',
      'Understands natural replies, not just keypresses',
      'Hands over to a human agent with full context when needed',
      'Saves up to 80% per call and works 24/7',
    ],
  },
  'kathana-assist': {
    icon: 'chat',
    accent: 'teal',
    scheduleDemo: false,
    knowMore: true,
    bullets: [
      'A virtual assistant on your website, in text or voice',
      'Answers product questions and tracks orders around the clock',
      'Qualifies leads and books demos into your calendar',
      'Passes complex conversations to your team with the transcript',
    ],
  },
}
