/**
 * The platform slice of the seed: every document except assets, as plain objects.
 * `image(name, alt)` (from build-seed.mjs) returns an image field for a seed artwork file.
 */
import {company} from './company.mjs'
import {LEGAL_UPDATED_AT, privacyPolicyBody, termsOfUseBody} from './legal.mjs'
import {stableKey} from './portableText.mjs'
import {assistantDocs} from './assistant.mjs'

// ---------------------------------------------------------------------------------------------
// Products, industries (referenced by the menus, so defined first)

export const products = [
  {
    slug: 'kathana-meet',
    title: 'Kathana Meet',
    summary:
      'Browser-based video conferencing for teams, classrooms and town halls. Host secure, password-protected meetings with up to 100 participants per room, record them with one click, and stream live events to an audience of 1,00,000+ people, with no downloads for your guests.',
  },
  {
    slug: 'kathana-announce',
    title: 'Kathana Announce',
    summary:
      'Send announcements to closed groups such as employees, dealers, members or students, by voice call, SMS or app, and collect RSVPs in the same flow. See in real time who has received, heard and responded to each message, and follow up automatically with those who have not.',
  },
  {
    slug: 'kathana-survey',
    title: 'Kathana Survey',
    summary:
      'Run voice, image and text surveys that people actually finish. Respondents answer by speaking in their own language, by sending a photo or by typing, and Kathana Survey turns every answer into structured data and live dashboards for brand tracking, NPS and market research.',
  },
  {
    slug: 'kathana-voicebot',
    title: 'Kathana VoiceBot',
    summary:
      'A conversational voice bot that makes and answers calls in Hindi, English and other Indian languages. It handles payment reminders, bookings, verifications and feedback calls end to end, understands natural replies, and hands the call to a human agent with full context when needed.',
  },
  {
    slug: 'kathana-assist',
    title: 'Kathana Assist',
    summary:
      'A website chatbot that works as a virtual assistant for your visitors: it answers product questions, qualifies leads, books demos and tracks orders around the clock, in text or voice, and passes complex conversations to your team with the full transcript.',
  },
]

export const industries = [
  {
    slug: 'bfsi',
    tabLabel: 'BFSI',
    title: 'Conversational AI for Banking, Financial Services & Insurance',
    summary:
      'Banks, NBFCs and insurers use Kathana VoiceBot to call customers about upcoming EMIs, pending KYC documents, e-mandate and NACH registrations, policy renewals and NPS surveys, in the language each customer prefers. Every automated call saves up to 80% of the cost of an agent-handled call, the bot is available 24/7, and verified responses flow straight into your collections and onboarding systems.',
  },
  {
    slug: 'fmcg',
    tabLabel: 'FMCG',
    title: 'Conversational AI for Fast-Moving Consumer Goods',
    summary:
      'FMCG brands hear from consumers and retailers at scale with voice, image and text surveys: product and brand tracking, taste tests and photo-based shelf checks. Voice bots also take repeat orders from retailers and keep them informed about delayed or failed deliveries, so distribution teams can focus on growth.',
  },
  {
    slug: 'quickservicerestaurants',
    tabLabel: 'QSR',
    title: 'Conversational AI for Quick Service Restaurants',
    summary:
      'Quick service restaurants take orders by voice and chat, from choosing a pizza size and toppings to confirming the address and payment mode, without putting customers on hold during the dinner rush. The same assistant shares order status and collects feedback after every delivery.',
  },
  {
    slug: 'automobiles',
    tabLabel: 'Automobile',
    title: 'Conversational AI for the Automobile Industry',
    summary:
      'Dealers and manufacturers use voice bots to book test drives, remind owners about periodic service, re-book missed appointments and collect service feedback. Every conversation is logged against the customer and the vehicle, so showroom and workshop teams follow up on the right leads at the right time.',
  },
  {
    slug: 'healthcare',
    tabLabel: 'Healthcare',
    title: 'Conversational AI for Healthcare',
    summary:
      'Hospitals, clinics and diagnostic labs let patients book appointments and blood tests, choose a home collection slot and hear when their reports are ready, by voice or chat and in their own language. Front-desk staff spend less time on the phone and more time with patients.',
  },
  {
    slug: 'travelandhospitality',
    tabLabel: 'Travel & Hospitality',
    title: 'Conversational AI for Travel & Hospitality',
    summary:
      'Airlines, travel agencies and hotels help travellers search and book flights, confirm reservations, receive check-in reminders and share feedback through a conversational assistant that is available around the clock, including during peak season when call volumes spike.',
  },
]

const productId = (slug) => `product-${slug}`
const industryId = (slug) => `industry-${slug}`

// ---------------------------------------------------------------------------------------------
// Navigation

function link(prefix, label, href, product) {
  return {
    _type: 'navLink',
    _key: stableKey(prefix, label, href),
    label,
    href,
    ...(product ? {product: {_type: 'reference', _ref: productId(product)}} : {}),
  }
}

const demoLinks = (prefix, entries) => entries.map(([label, href]) => link(prefix, label, href))
const productLinks = (prefix) => [link(prefix, 'Our Products', '/ourproducts'), ...products.map((p) => link(prefix, p.title, '/ourproducts', p.slug))]
const industryLinks = (prefix) => industries.map((i) => link(prefix, i.tabLabel, `/${i.slug}`))

function menuGroup(label, links) {
  return {_type: 'menuGroup', _key: stableKey('headerMenu', label), label, links}
}

function footerColumn(heading, links) {
  return {_type: 'footerColumn', _key: stableKey('footer', heading), heading, links}
}

const headerMenu = {
  _id: 'headerMenu',
  _type: 'headerMenu',
  groups: [
    menuGroup(
      'Demos',
      demoLinks('menu-demos', [
        ['All Demos', '/demos/alldemos'],
        ['Voice', '/demos/voice'],
        ['Voice (classic)', '/demos/voice/2'],
        ['Text to Speech', '/demos/text'],
        ['Image', '/demos/image'],
        ['Video', '/demos/video'],
      ]),
    ),
    menuGroup('Products', productLinks('menu-products')),
    menuGroup('Use Cases', industryLinks('menu-usecases')),
    menuGroup(
      'Company',
      demoLinks('menu-company', [
        ['About', '/about'],
        ['Blogs', '/blogs'],
        ['Careers', '/careers'],
        ['Contact', '/contact'],
        ['Privacy Policy', '/privacypolicy'],
        ['Terms of Use', '/termsofuse'],
      ]),
    ),
    menuGroup(
      'Developers',
      demoLinks('menu-developers', [
        ['Services', '/developers/services'],
        ['API Guides', '/developers/api-guides'],
        ['SDKs', '/comingsoon'],
      ]),
    ),
  ],
}

const footer = {
  _id: 'footer',
  _type: 'footer',
  columns: [
    footerColumn(
      'Demos',
      demoLinks('footer-demos', [
        ['All Demos', '/demos/alldemos'],
        ['Text to Speech', '/demos/text'],
        ['Voice', '/demos/voice'],
        ['Image', '/demos/image'],
        ['Video', '/demos/video'],
      ]),
    ),
    footerColumn('Products', productLinks('footer-products')),
    footerColumn('Use Cases', industryLinks('footer-usecases')),
    footerColumn('About', [
      ...demoLinks('footer-about', [
        ['About Us', '/about'],
        ['Blogs', '/blogs'],
        ['Contact Us', '/contact'],
      ]),
      link('footer-about', company.socialLabel, company.socialUrl),
    ]),
    footerColumn(
      'More',
      demoLinks('footer-more', [
        ['Developer Services', '/developers/services'],
        ['Terms of Use', '/termsofuse'],
        ['Privacy Policy', '/privacypolicy'],
        ['Login', '/login'],
        ['Sign Up', '/signup'],
      ]),
    ),
  ],
}

// ---------------------------------------------------------------------------------------------
// Page meta for routes without a document of their own

const pageMetaEntries = [
  [
    '/',
    'Kathana AI | Conversational Multimodal AI for Business',
    'Accelerate Digital Transformation through Conversational Multimodal AI',
    'Voice bots, text to speech, speech and image recognition and video meetings that help Indian businesses serve customers in their own language.',
  ],
  [
    '/demos/alldemos',
    'All Demos | Kathana AI',
    'Explore All Demos',
    'Listen to voice bot calls for banking, FMCG, restaurants, automobiles and more, filtered by industry and medium, and try our live demos.',
  ],
  [
    '/demos/voice',
    'Voice Recognition Demo | Kathana AI',
    'Voice',
    'Speak into your microphone and see our speech recognition at work, with phrase lists you can change in real time and support for Indian accents.',
  ],
  [
    '/demos/voice/2',
    'Voice Recognition Demo (Classic) | Kathana AI',
    'Voice Recognition (Classic Demo)',
    'The original version of our voice recognition demo: pick a category, record a phrase and see what the engine recognised.',
  ],
  [
    '/demos/text',
    'Text to Speech Demo | Kathana AI',
    'Quick Demo of Text to Speech',
    'Type or pick a sample text in Hindi or English, set the speaking rate and hear natural Indian voices that pronounce names correctly.',
  ],
  [
    '/demos/image',
    'Food Photo Recognition Demo | Kathana AI',
    'Image Recognition Demo',
    'Upload a photo of a single dish or pick one of our samples, and our deep-learning model tells you what food it shows.',
  ],
  [
    '/demos/video',
    'Video Conferencing Demo | Kathana AI',
    'Video Conferencing',
    'Secure browser-based meetings for up to 100 participants per room, one-click recording and live streaming to 1,00,000+ viewers.',
  ],
  [
    '/ourproducts',
    'Our Products | Kathana AI',
    'Our Products',
    'Kathana Meet, Announce, Survey, VoiceBot and Assist: video meetings, group announcements, multimodal surveys, voice bots and website assistants.',
  ],
  [
    '/developers/services',
    'Developer Services | Kathana AI',
    'Developer Services',
    'REST APIs for text to speech, voice recognition with dynamic phrase lists and food-photo recognition. Sign up and get an API key in minutes.',
  ],
  [
    '/developers/api-guides',
    'API Guides | Kathana AI',
    'API Guides',
    'Guides and reference for the Kathana AI REST APIs: authentication with API keys, text to speech, voice recognition and image recognition.',
  ],
  [
    '/about',
    'About Us | Kathana AI',
    'About Us',
    'Kathana AI builds conversational multimodal AI in Noida, India, so that every business can talk with every customer in their own language.',
  ],
  [
    '/blogs',
    'Blogs | Kathana AI',
    'Blogs',
    'Ideas and field notes on voice automation, contact centers, surveys and digital transformation from the team at Kathana AI.',
  ],
  [
    '/careers',
    'Careers | Kathana AI',
    'Careers',
    'Join Kathana AI in Noida and build speech, vision and conversational AI products used by businesses across India.',
  ],
  [
    '/contact',
    'Contact Us | Kathana AI',
    'Contact Us',
    'Write to us, call us or visit our office in Sector 62, Noida to talk about voice bots, surveys, video meetings or our developer APIs.',
  ],
  [
    '/privacypolicy',
    'Privacy Policy | Kathana AI',
    'Privacy Policy',
    'How Kathana AI collects, uses, shares and protects personal data from our website, demos, accounts and developer APIs.',
  ],
  [
    '/termsofuse',
    'Terms of Use | Kathana AI',
    'Terms of Use',
    'The terms that govern your use of the Kathana AI website, live demos, accounts and developer APIs, including the minimum age of 18.',
  ],
  [
    '/signup',
    'Sign Up | Kathana AI',
    'Create Your Account',
    'Create a free Kathana AI account to get an API key for our text to speech, voice recognition and image recognition APIs.',
  ],
  ['/login', 'Log In | Kathana AI', 'Log In', 'Log in to your Kathana AI account to manage your API key and use our developer services.'],
  [
    '/forgotpassword',
    'Forgot Password | Kathana AI',
    'Forgot Password',
    'Enter the e-mail address of your Kathana AI account and we will send you a link to reset your password.',
  ],
  [
    '/reset-password',
    'Reset Password | Kathana AI',
    'Reset Password',
    'Choose a new password for your Kathana AI account. The reset link in your e-mail can be used once and expires after an hour.',
  ],
  [
    '/account/password',
    'Change Password | Kathana AI',
    'Change Password',
    'Change the password of your Kathana AI account: enter your current password once and your new password twice.',
  ],
  [
    '/developers/api-key',
    'Your API Key | Kathana AI',
    'Your API key',
    'Create, view or replace the API key of your Kathana AI account for our text to speech, voice recognition and image recognition APIs.',
  ],
  [
    '/comingsoon',
    'Coming Soon | Kathana AI',
    'Coming Soon',
    'This part of the Kathana AI website is being built. Check back soon, or contact us to hear about it first.',
  ],
  [
    '/assistant',
    'Ask Kathana Assist | Kathana AI',
    'Ask Kathana Assist',
    'Ask about our products, industries, demos and developer APIs. Kathana Assist answers from this site and links you to the page that says more.',
  ],
]

/**
 * For Kathana Assist (issue 43): what a visitor calls each page and does there, and the action that
 * takes them to it. Editors keep both on the page's document.
 */
const pageAssistant = {
  '/': ['Open the home page', ['home page', 'homepage', 'main page', 'start page', 'website', 'home']],
  '/demos/alldemos': [
    'See all demos',
    ['all demos', 'all your demos', 'every demo', 'demo list', 'list of demos', 'demos', 'demo calls', 'sample calls', 'sare demo', 'saare demo', 'sab demo'],
  ],
  '/demos/voice': [
    'Try the voice recognition demo',
    [
      'voice recognition demo',
      'speech recognition demo',
      'voice demo',
      'speech to text demo',
      'record my voice',
      'microphone demo',
      'awaaz pehchan',
      'add my own words',
      'custom phrases',
    ],
  ],
  '/demos/voice/2': ['Try the classic voice demo', ['classic voice demo', 'old voice demo', 'older voice demo', 'voice demo 2']],
  '/demos/text': ['Try the text to speech demo', ['text to speech demo', 'tts demo', 'speech synthesis demo', 'read aloud demo', 'text ko awaaz']],
  '/demos/image': [
    'Try the image recognition demo',
    ['image recognition demo', 'food photo demo', 'photo recognition demo', 'image demo', 'upload a photo', 'food recognition'],
  ],
  '/demos/video': ['See Kathana Meet', ['video conferencing demo', 'video demo', 'video meeting demo', 'video call demo']],
  '/ourproducts': ['See our products', ['products', 'product list', 'all products', 'your products', 'what you sell', 'solutions', 'offerings', 'services']],
  '/developers/services': [
    'See developer services',
    [
      'developer services',
      'developers',
      'developer',
      'for developers',
      'dev section',
      'developer section',
      'apis',
      'api',
      'rest api',
      'build with your api',
      'integrate',
    ],
  ],
  '/developers/api-guides': [
    'Read the API guides',
    ['api guides', 'api guide', 'api documentation', 'api docs', 'documentation', 'docs', 'api reference', 'developer documentation', 'curl examples'],
  ],
  '/about': [
    'Read about us',
    [
      'about us',
      'about the company',
      'about kathana',
      'who you are',
      'company',
      'mission',
      'vision',
      'story',
      'press',
      'news',
      'in the news',
      'news coverage',
      'media',
      'media mentions',
      'media coverage',
      'press coverage',
      'newspaper',
    ],
  ],
  '/blogs': ['Read the blog', ['blog', 'blogs', 'articles', 'posts', 'blog posts', 'read something', 'insights', 'write ups']],
  '/careers': [
    'See open positions',
    ['careers', 'jobs', 'job openings', 'openings', 'vacancies', 'hiring', 'work with you', 'join you', 'naukri', 'internship'],
  ],
  '/contact': [
    'Contact us',
    [
      'contact',
      'contact us',
      'contact page',
      'reach you',
      'reach out',
      'get in touch',
      'talk to you',
      'talk to a human',
      'speak to a human',
      'talk to a person',
      'speak to a person',
      'talk to a real person',
      'speak to a real person',
      'actual human',
      'human being',
      'office',
      'address',
      'phone number',
      'email address',
      'call you',
      'map',
      'location',
      'sampark',
    ],
  ],
  '/privacypolicy': ['Read the privacy policy', ['privacy policy', 'privacy', 'personal data', 'data policy', 'cookies', 'gdpr', 'dpdp']],
  '/termsofuse': [
    'Read the terms of use',
    ['terms of use', 'terms', 'terms and conditions', 'conditions', 'legal terms', 'tos', 't c', 't and c', 'rules of use', 'niyam', 'sharten', 'sharte'],
  ],
  '/signup': [
    'Create an account',
    [
      'sign up',
      'signup',
      'register',
      'registration',
      'create an account',
      'create account',
      'new account',
      'open an account',
      'make an account',
      'join',
      'get started',
      'free account',
      'account banana',
      'dont have an account',
      'no account',
    ],
  ],
  '/login': [
    'Open the log-in page',
    ['log in', 'login', 'log on', 'sign in', 'signin', 'my account', 'account login', 'enter my account', 'access my account'],
  ],
  '/forgotpassword': [
    'Reset your password',
    [
      'forgot password',
      'forgot my password',
      'forgotten password',
      'lost password',
      'reset password',
      'reset my password',
      'password reset',
      'cannot log in',
      'cant log in',
      'recover account',
      'password bhool',
      'password yaad nahi',
    ],
  ],
  '/reset-password': ['Reset your password', ['new password from the e-mail', 'reset link', 'password reset link']],
  '/account/password': ['Change your password', ['change password', 'change my password', 'update password', 'new password']],
  '/developers/api-key': [
    'Get your API key',
    ['api key', 'my api key', 'get an api key', 'create api key', 'api token', 'access key', 'developer key', 'replace api key', 'regenerate', 'rotate my key'],
  ],
  '/comingsoon': ['Open the page', ['coming soon', 'sdk', 'sdks']],
  '/assistant': ['Ask Kathana Assist', ['assistant page', 'ask kathana assist', 'chat page', 'ask a question']],
}

export function pageMetaId(path) {
  return path === '/' ? 'pageMeta-home' : `pageMeta-${path.slice(1).replaceAll('/', '-')}`
}

// ---------------------------------------------------------------------------------------------

const features = (prefix, entries) =>
  entries.map(([title, description]) => ({
    _type: 'featureItem',
    _key: stableKey(prefix, title),
    title,
    description,
  }))

/** All documents of the platform slice. */
export function buildContent({image}) {
  const siteSettings = {
    _id: 'siteSettings',
    _type: 'siteSettings',
    siteName: company.name,
    tagline: 'Conversational Multimodal AI for Voice, Text, Image and Video',
    logo: image('logo', 'Kathana AI logo: a speech bubble with sound-wave bars on a violet tile, beside the wordmark KATHANA AI'),
    blurb:
      'Kathana AI builds conversational AI that listens, speaks, sees and connects. Our voice bots, speech and image recognition engines and video platform help businesses across India serve every customer in their own language, at scale.',
    copyright: '© 2026 Kathana AI Private Limited. All rights reserved.',
    contactEmail: company.contactEmail,
    careersEmail: company.careersEmail,
    phone: company.phone,
    address: company.address,
    mapUrl: company.mapUrl,
    mapLabel: 'VIEW MAP',
    socialLabel: company.socialLabel,
    socialUrl: company.socialUrl,
    defaultDescription:
      'Kathana AI builds conversational multimodal AI: voice bots, text to speech, speech and image recognition, and video meetings for businesses in India.',
    shareImage: image('share-card', 'Kathana AI: Conversational Multimodal AI for Voice, Text, Image and Video'),
  }

  const comingSoonPage = {
    _id: 'comingSoonPage',
    _type: 'comingSoonPage',
    title: 'Coming Soon | Kathana AI',
    image: image('coming-soon', 'Coming soon: a rocket lifting off above the words COMING SOON and a progress bar that is two-thirds full'),
  }

  const contactPage = {
    _id: 'contactPage',
    _type: 'contactPage',
    title: 'Contact Us | Kathana AI',
    heading: 'Contact Us',
    intro:
      'Tell us about the conversations you want to automate, the surveys you want to run or the events you want to stream. Write to us or call us and our team will get back to you within one working day, or visit us at our office in Noida.',
  }

  const careersPage = {
    _id: 'careersPage',
    _type: 'careersPage',
    title: 'Careers | Kathana AI',
    heading: 'Careers at Kathana AI',
    intro:
      'We are a small team in Noida building speech, vision and conversational AI that millions of people talk to in their own language. If you enjoy hard problems, shipping quickly and seeing your work used across India, we would like to hear from you.',
  }

  const developerServicesPage = {
    _id: 'developerServicesPage',
    _type: 'developerServicesPage',
    title: 'Developer Services | Kathana AI',
    bannerHeading: 'Speech, Vision and Conversation APIs for Developers',
    bannerText:
      'Add Indian-language text to speech, voice recognition and food-photo recognition to your apps with simple REST APIs. Create an account, get your API key and make your first call in minutes.',
    bannerImage: image(
      'developer-services-banner',
      'A code editor connected by dotted lines to three API icons: a sound wave for voice, text lines for text and a picture for images',
    ),
    developerUsesHeading: 'Uses for Developers',
    developerUses: features('developerUses', [
      [
        'Give your app a voice',
        'Turn notifications, articles and chatbot replies into natural Hindi or English speech, with Indian names pronounced correctly.',
      ],
      [
        'Voice commands that fit your domain',
        'Recognise product names, cities or menu items by sending a phrase list with each request, and update it in real time as your catalogue changes.',
      ],
      ['Know the dish in a photo', 'Let users snap a single food item and get its name back, for calorie trackers, menu apps and food delivery search.'],
      ['Build voice bots and IVRs', 'Combine speech recognition and text to speech to build phone and in-app assistants that understand natural replies.'],
      ['Prototype quickly, scale later', 'Start with the same APIs that power our demos, then move to dedicated capacity when your traffic grows.'],
    ]),
    apiUsesHeading: 'Uses of the APIs',
    apiUses: features('apiUses', [
      [
        'Text to Speech API',
        'Send text or SSML with a language (Hindi, English India, Indian names, English US) and a speaking rate from -50% to +50%, and receive audio you can play at once.',
      ],
      [
        'Voice Recognition API',
        'Upload a mono WAV recording with a list of expected phrases and get the recognised text. Phrase lists can change with every request, without restarting the engine.',
      ],
      [
        'Food Recognition API',
        'Upload a JPG or PNG photo of a single food item and receive the recognised item. Trained for single dishes, not thalis or multi-dish plates.',
      ],
      [
        'REST APIs with API keys',
        'Plain HTTPS and JSON from any language or platform. Authenticate every call with the API key from your account, and keep it on your server.',
      ],
      ['Usage you can plan for', 'Predictable rate limits and clear error responses, so your app can retry gracefully and your costs stay under control.'],
    ]),
    ctaLabel: 'Sign Up & Get Started Now',
    ctaHref: '/signup',
  }

  const videoDemoPage = {
    _id: 'videoDemoPage',
    _type: 'videoDemoPage',
    title: 'Video Conferencing Demo | Kathana AI',
    heading: 'Video Conferencing with Kathana Meet',
    intro:
      'Kathana Meet brings secure HD video meetings to any browser, with nothing to install. Run a daily stand-up, a classroom or a company town hall, record it for those who missed it, and stream your biggest events live to audiences of more than a lakh.',
    image: image(
      'video-meeting',
      'A video meeting window with nine participants, a LIVE badge and a recording indicator, next to a broadcast signal reaching a large audience',
    ),
    features: features('videoFeatures', [
      [
        'Up to 100 participants per room',
        'Bring whole teams, classes or partner networks into one meeting room, with gallery and speaker views that stay clear.',
      ],
      ['Secure meetings', 'Encrypted connections, meeting passwords, waiting rooms and host controls keep uninvited guests out.'],
      ['One-click recording', 'Record meetings in the cloud and share the recording with a link once the meeting ends.'],
      ['Live streaming to 1,00,000+ people', 'Stream product launches, webinars and town halls live to an audience of 1,00,000+ viewers.'],
      ['Works in the browser', 'Participants join from Chrome, Edge, Firefox or Safari on desktop or mobile, without downloads or sign-ups.'],
    ]),
    externalLabel: 'Try Kathana Meet',
    externalUrl: company.sites.meet,
  }

  const pageMeta = pageMetaEntries.map(([path, title, heading, description]) => ({
    _id: pageMetaId(path),
    _type: 'pageMeta',
    path,
    title,
    heading,
    description,
    assistantAction: pageAssistant[path][0],
    visitorWords: pageAssistant[path][1],
  }))

  const productDocs = products.map((p, i) => ({
    _id: productId(p.slug),
    _type: 'product',
    title: p.title,
    slug: {_type: 'slug', current: p.slug},
    order: i + 1,
    summary: p.summary,
  }))

  const industryDocs = industries.map((ind, i) => ({
    _id: industryId(ind.slug),
    _type: 'industry',
    industryId: i,
    title: ind.title,
    tabLabel: ind.tabLabel,
    slug: {_type: 'slug', current: ind.slug},
    summary: ind.summary,
  }))

  const blogPosts = [
    [
      'Educational Transformation through Digitization',
      'Digital classrooms, vernacular voice content and AI tutors are widening access to good teaching across India. We look at what schools and universities need to get right for the change to last.',
    ],
    [
      'Voice Automation driving Business Growth',
      'Payment reminders, booking confirmations and feedback calls at scale: how businesses use voice bots to cut calling costs, respond faster and reach customers in their own language.',
    ],
    [
      'Conversational AI and its use in the Contact Center',
      'From conversational IVR to hybrid bot-human handovers, a practical look at where conversational AI lifts contact center performance, and where human agents remain essential.',
    ],
    [
      'Transforming Surveys',
      'Why voice, image and text surveys capture richer and more honest feedback than long web forms, and how Kathana Survey helps brands hear from customers in every region of India.',
    ],
  ].map(([title, excerpt], i) => ({
    _id: `blogPost-${i + 1}`,
    _type: 'blogPost',
    blogId: i + 1,
    title,
    excerpt,
  }))

  const careers = [
    {
      slug: 'speech-recognition-engineer',
      position: 'Speech Recognition Engineer',
      description:
        'Improve the accuracy of our speech recognition across Indian languages and accents. You will build training and evaluation pipelines, tune acoustic and language models, and work with product teams to ship dynamic phrase lists and new languages. Experience with Python, modern ASR toolkits and audio data is essential; 3+ years preferred.',
      employmentType: 'Full-time',
    },
    {
      slug: 'full-stack-developer',
      position: 'Full Stack Developer (React & Node.js)',
      description:
        'Build the dashboards, demos and developer APIs our customers use every day. You will work across React front ends, Node.js services and PostgreSQL, care about accessibility and performance, and own features from design to production. 2+ years of professional experience with TypeScript is expected.',
      employmentType: 'Full-time',
    },
  ].map((c, i) => ({
    _id: `career-${c.slug}`,
    _type: 'career',
    position: c.position,
    description: c.description,
    location: 'Noida, Uttar Pradesh',
    employmentType: c.employmentType,
    order: i + 1,
  }))

  const legalPages = [
    {
      _id: 'legalPage-privacypolicy',
      _type: 'legalPage',
      title: 'Privacy Policy',
      slug: {_type: 'slug', current: 'privacypolicy'},
      updatedAt: LEGAL_UPDATED_AT,
      body: privacyPolicyBody,
    },
    {
      _id: 'legalPage-termsofuse',
      _type: 'legalPage',
      title: 'Terms of Use',
      slug: {_type: 'slug', current: 'termsofuse'},
      updatedAt: LEGAL_UPDATED_AT,
      body: termsOfUseBody,
    },
  ]

  return [
    siteSettings,
    headerMenu,
    footer,
    comingSoonPage,
    contactPage,
    careersPage,
    developerServicesPage,
    videoDemoPage,
    ...pageMeta,
    ...productDocs,
    ...industryDocs,
    ...assistantDocs(),
    ...blogPosts,
    ...careers,
    ...legalPages,
  ]
}
