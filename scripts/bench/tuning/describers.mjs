/**
 * Kathana Assist probe set: "describers" — English visitors who describe what they want without
 * naming the page (Indian English, typos, very short and longer questions, misspelt product names).
 *
 * Written by a helper session on 2 Dec 2026, from the site's content only: /work/shared/SPEC.md §2
 * (screens and routes), the seed content in studio/scripts/seed/ (company, home, pages, demos,
 * industries, blog, legal, content, assistant, industry-words) and its Hindi translations, and the
 * route folder names under app/routes/. It was written without seeing the engine (nothing under
 * app/engines/ or the rest of app/ was read), without the editors' example questions and without
 * the existing question sets (which were only run through a de-duplication script at the end).
 *
 * This is a tuning set: its misses may be shown.
 *
 * TOPICS: answerable questions; urls are the page(s) whose content answers them (a source counts
 * right when it equals a url or starts with url + "#"). FOLLOW_UPS: urls answer the last turn,
 * which only makes sense after the earlier ones. UNANSWERABLE: the site's content does not say.
 */

export const TOPICS = [
  // ------------------------------------------------------------------ Products
  {
    kind: "business",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    questions: [
      "need something for online classes where around 80 students join from their phones",
      "we do a quarterly town hall and want to stream it live to like 50,000 employees, can your platform handle that",
      "do guests have to download any app to join your video calls?",
      "worried about randoms crashing our video meetings, any host controls to keep them out?",
    ],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-announce"],
    questions: [
      "I need to tell all our dealers about a new scheme by phone call and SMS and know who actually listened to it",
      "our residents welfare association must inform all flat owners about the AGM and know who is coming",
      "how do i chase the staff who never responded to a circular, can it follow up by itself",
      "want to broadcast a recorded voice message to a closed group of students in Hindi",
    ],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-announce", "/contact"],
    questions: ["can someone show me the group announcement tool before we decide? how do I book that"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-survey"],
    questions: [
      "we want to run market research where people just speak their answers in their own language",
      "can respondents send a picture as their answer, for product audits at stores",
      "does your survey thing have skip logic, quotas and reminders",
      "looking for a tool that shows NPS and brand tracking results on a live dashboard",
    ],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-voicebot", "/bfsi"],
    questions: [
      "we make thousands of payment reminder calls every month, can a bot do these calls instead of our team",
      "roughly how much cheaper is an automated call than one handled by an agent?",
    ],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-voicebot"],
    questions: [
      "will the calling bot understand if the customer just talks normally instead of pressing 1 or 2",
      "need a bot that answers incoming calls as well as making outbound ones",
    ],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-voicebot", "/"],
    questions: ["if the bot gets stuck on a call does a real agent take over, and do they get to see what was said"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-assist"],
    questions: [
      "want a chatbot on our ecommerce site that can track orders at night when nobody is around",
      "can a bot on my website qualify leads and put demo bookings straight into my calendar",
      "r u a bot? what product is this chat window",
      "do you sell a virtual assistant for websites that also works by voice",
    ],
  },
  {
    kind: "navigation",
    urls: ["/ourproducts"],
    questions: ["wat r ur offerings", "list of your solutions pls", "show me everything you offer for businesses"],
  },

  // ------------------------------------------------------------------ Misspelt product names
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-meet"],
    questions: ["what is kathna meet", "how many participants in kathana meeet", "kathena meet live streaming?"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-announce"],
    questions: ["kathna anounce kya hai", "does kathana annouce send sms also", "khatana announcment rsvp"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-survey"],
    questions: ["kathana servey details", "khatana survay - can people reply by voice?", "kathan survey dashboards"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-voicebot"],
    questions: ["katana voice-bot info", "kathana vocebot works 24/7?", "katthana voice bott hand over to agent"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-assist"],
    questions: ["katahna assit for my website", "kathana asist order tracking", "kathanna asisst chatbot what does it do"],
  },

  // ------------------------------------------------------------------ Industries
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: [
      "we're an NBFC and half our borrowers never send their pending KYC docs on time",
      "insurance company here - can a bot call policyholders about renewals in their regional language?",
      "show me how the flow works when a customer is interested in a personal loan and needs to be checked for eligibility",
      "banking usecases",
    ],
  },
  {
    kind: "business",
    urls: ["/bfsi", "/demos/alldemos"],
    questions: ["customer ka NACH bounce ho gaya, do you have something that calls them and fixes a repayment date"],
  },
  {
    kind: "business",
    urls: ["/fmcg"],
    questions: [
      "we make packaged snacks, and retailers get angry when a delivery is late and nobody tells them",
      "consumer goods company - can distributors take repeat orders from kirana shops through a bot",
    ],
  },
  {
    kind: "business",
    urls: ["/fmcg", "/ourproducts#kathana-survey"],
    questions: ["photo based shelf checks for our brand across retailers, is that something you do"],
  },
  {
    kind: "business",
    urls: ["/fmcg", "/ourproducts#kathana-survey"],
    questions: ["planning a taste test for a new chocolate across many states, can you help run it"],
  },
  {
    kind: "business",
    urls: ["/quickservicerestaurants"],
    questions: [
      "my pizza outlet keeps missing calls during the dinner rush",
      "can a bot take phone orders including size, toppings and whether they pay cash on delivery",
      "we run a restaurant chain and want feedback after every home delivery plus order status updates",
    ],
  },
  {
    kind: "business",
    urls: ["/automobiles"],
    questions: [
      "car showroom here, enquiries from our website never get a call back in time",
      "remind owners when their periodic service is due and rebook the ones who missed it",
      "I manage a dealership workshop - how do we collect feedback after every service visit?",
    ],
  },
  {
    kind: "business",
    urls: ["/healthcare"],
    questions: [
      "my clinic's receptionist can't handle all the appointment calls",
      "diagnostic lab, want patients to book a home sample collection slot over the phone",
      "patients keep calling us just to ask if their reports are ready",
      "hospital usecase?",
    ],
  },
  {
    kind: "business",
    urls: ["/travelandhospitality"],
    questions: [
      "travel agency - our call volume triples in peak season and people wait forever",
      "hotel wants to confirm reservations and send check-in reminders automatically",
      "a bot that searches flights, reads out options and holds the fare while the customer pays?",
    ],
  },

  // ------------------------------------------------------------------ Demos
  {
    kind: "try-demo",
    urls: ["/demos/voice"],
    questions: [
      "I want to speak into my mic and see if your speech recognition gets it right",
      "can I add my own words, like our product names, and test if they are recognised",
      "does your ASR understand a South Indian accent, like someone from Chennai",
      "where is the survey I can answer by talking",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice/2"],
    questions: [
      "the old version of the voice demo",
      "new voice demo is not working for me, is there an earlier version I can try?",
      "classic speech recognition demo pls",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/demos/text"],
    questions: [
      "I want to type something in hindi and hear it read out",
      "can your tts say names like Venkatesh or Chattopadhyay properly",
      "wanna hear how text sounds in a US accent",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/demos/text", "/developers/services"],
    questions: ["can i slow down the speaking speed of the generated audio", "does the speech synthesis accept SSML tags for pauses"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/image"],
    questions: [
      "upload a photo of food and have the AI tell me what it is",
      "which file types can I upload for the photo recognition",
      "don't have a food pic on me, any sample ones to click?",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/demos/image", "/developers/services"],
    questions: ["will it work on a picture of a full thali with many dishes?"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/video", "/ourproducts#kathana-meet"],
    questions: ["i'd like to see your video conferencing thing", "can we record a webinar and share it with people who missed it"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/video"],
    questions: ["which browsers can participants join the meeting from? some of our team use safari"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/alldemos"],
    questions: [
      "I want to hear what one of your bots sounds like on a call",
      "list every sample call you have, and let me filter by industry",
      "only show me the video demos for banking",
      "sample recordings of ur bots",
    ],
  },

  // ------------------------------------------------------------------ Blog
  {
    kind: "content",
    urls: ["/blogs/1"],
    questions: [
      "anything on how AI and digital tools help schools and colleges",
      "article about students learning in their mother tongue using voice tech",
      "do you work with coaching institutes? read something about education",
    ],
  },
  {
    kind: "content",
    urls: ["/blogs/2"],
    questions: [
      "want to read the business case for replacing reminder calls with bots",
      "how should we start with voice automation, is a small pilot on one call type a good idea",
      "Rohan Verma's article",
    ],
  },
  {
    kind: "content",
    urls: ["/blogs/3"],
    questions: [
      "how can AI help my call centre agents",
      "conversational IVR vs the old press 1 for billing menus, any write up",
      "when should a human still take the call instead of the bot? looking for an article on this",
    ],
  },
  {
    kind: "content",
    urls: ["/blogs/4"],
    questions: [
      "why do people abandon long online feedback forms halfway",
      "post on voice and photo surveys giving more honest feedback",
      "Imran Qureshi's piece",
    ],
  },
  {
    kind: "navigation",
    urls: ["/blogs"],
    questions: ["blogs pls", "does your team write articles i can read", "where can I read your team’s write ups"],
  },

  // ------------------------------------------------------------------ Company
  {
    kind: "company",
    urls: ["/about"],
    questions: [
      "when was the company started and where",
      "kathana - is that a sanskrit word? meaning?",
      "has Kathana been covered in the newspapers or tech press",
      "what's your mission as a company",
    ],
  },
  {
    kind: "company",
    urls: ["/about", "/"],
    questions: ["is there a video of the voice bot doing a call from start to end"],
  },
  {
    kind: "company",
    urls: ["/contact"],
    questions: [
      "who should I email about a partnership",
      "postal address for sending documents to your noida office",
      "phone number pls",
      "I want someone from your sales team to get back to me",
    ],
  },
  {
    kind: "company",
    urls: ["/careers"],
    questions: [
      "jobs",
      "are you hiring engineers who work on ASR for Indian languages",
      "any openings for a react and node developer",
      "where would the job be based if I apply",
    ],
  },
  {
    kind: "company",
    urls: ["/privacypolicy"],
    questions: [
      "need to check what you do with the cookies",
      "I recorded myself on your speech demo, for how many months is that audio kept",
      "i want my personal data deleted, whom do i write to",
      "do you sell my data to advertisers?",
      "need to raise a complaint about how my data was handled, who deals with that",
    ],
  },
  {
    kind: "company",
    urls: ["/termsofuse", "/privacypolicy"],
    questions: ["is there a minimum age to make an account"],
  },
  {
    kind: "company",
    urls: ["/termsofuse"],
    questions: [
      "can I use your synthesized voice to imitate a famous actor",
      "which court handles disputes with you",
      "if I upload my recordings, do I still hold the rights to them",
    ],
  },
  {
    kind: "company",
    urls: ["/termsofuse", "/developers/services"],
    questions: ["can i hardcode the api key in our mobile app"],
  },
  {
    kind: "company",
    urls: ["/", "/about", "/privacypolicy"],
    questions: ["where are your servers, is client data kept within the country"],
  },

  // ------------------------------------------------------------------ Developers
  {
    kind: "navigation",
    urls: ["/developers/services"],
    questions: [
      "can I plug your speech recognition into my app",
      "what APIs do you have for devs",
      "building a calorie tracker, need to recognise the dish from a user's photo",
      "what audio format does the recognition API take",
    ],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-guides"],
    questions: [
      "where's the documentation for your REST API",
      "reference docs for the text to speech endpoint",
      "need the developer guide for calling the image recognition api",
    ],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-guides", "/developers/services"],
    questions: ["how do i authenticate my requests to the API"],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-key"],
    questions: ["where do I generate a key to call the API", "where can i see my api token", "want to rotate my developer key"],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-key", "/termsofuse"],
    questions: ["my key got pushed to a public github repo by mistake, what do I do"],
  },

  // ------------------------------------------------------------------ Account
  {
    kind: "navigation",
    urls: ["/login"],
    questions: ["signin page", "I already have an account, where do I log in"],
  },
  {
    kind: "navigation",
    urls: ["/login", "/developers/api-key"],
    questions: ["need to get into my account to manage my api key"],
  },
  {
    kind: "navigation",
    urls: ["/login", "/privacypolicy"],
    questions: ["what does the remember me checkbox do, how many days"],
  },
  {
    kind: "navigation",
    urls: ["/signup"],
    questions: ["how do I register for a free account", "new here, want to create an account", "registration page"],
  },
  {
    kind: "navigation",
    urls: ["/signup", "/developers/services"],
    questions: ["I'm a developer and want to start using your APIs, what's the first step?"],
  },
  {
    kind: "navigation",
    urls: ["/forgotpassword"],
    questions: ["cant recall my login password", "locked out of my account, need a reset link on my email", "forgot pwd"],
  },
  {
    kind: "navigation",
    urls: ["/account/password"],
    questions: [
      "I want to update my password to something stronger",
      "change pasword while logged in",
      "how do I set a new password, I still know my current one",
    ],
  },

  // ------------------------------------------------------------------ Home
  {
    kind: "navigation",
    urls: ["/"],
    questions: ["homepage", "any reviews or testimonials from customers", "which businesses already use you"],
  },
  {
    kind: "content",
    urls: ["/", "/blogs/3"],
    questions: ["can your analytics help us catch fraud"],
  },
  {
    kind: "content",
    urls: ["/", "/demos/voice"],
    questions: ["which languages can your bots understand? our customers mix hindi and english"],
  },
];

export const FOLLOW_UPS = [
  { kind: "follow-up", urls: ["/healthcare"], turns: ["do you have anything for hospitals?", "can patients get the sample picked up from home through it?"] },
  { kind: "follow-up", urls: ["/ourproducts#kathana-meet", "/demos/video"], turns: ["what's Kathana Meet", "how many ppl can join one room of it"] },
  { kind: "follow-up", urls: ["/quickservicerestaurants", "/demos/alldemos"], turns: ["i run a pizza place", "do u have a sample call for that"] },
  { kind: "follow-up", urls: ["/demos/text"], turns: ["tell me about your text to speech", "can I try it myself somewhere?"] },
  { kind: "follow-up", urls: ["/contact"], turns: ["where is your office", "can I see it on a map"] },
  { kind: "follow-up", urls: ["/demos/image", "/developers/services"], turns: ["you have an image recognition API?", "what kind of photos does it work with"] },
  { kind: "follow-up", urls: ["/careers"], turns: ["are you hiring", "where are those roles based"] },
  { kind: "follow-up", urls: ["/developers/api-key"], turns: ["i made an account yesterday", "so where is the key for me"] },
  { kind: "follow-up", urls: ["/account/password"], turns: ["just logged into my account", "how do i change the password on it"] },
  { kind: "follow-up", urls: ["/blogs/3"], turns: ["do you have a blog", "which one talks about call centres"] },
  {
    kind: "follow-up",
    urls: ["/privacypolicy"],
    turns: ["what happens to the photos I upload to the food demo?", "and for how many days do they stay with you"],
  },
  { kind: "follow-up", urls: ["/ourproducts#kathana-survey"], turns: ["do you do surveys", "can people answer with a photo in that"] },
  { kind: "follow-up", urls: ["/ourproducts#kathana-voicebot", "/bfsi"], turns: ["what's the voicebot", "how much does it save vs a human agent"] },
  { kind: "follow-up", urls: ["/automobiles"], turns: ["we're a car dealer", "can it also collect feedback after a service visit?"] },
  { kind: "follow-up", urls: ["/demos/voice/2"], turns: ["speech recognition demo", "is there an older version of it"] },
  { kind: "follow-up", urls: ["/bfsi"], turns: ["i'm from a bank", "show me the call flow for payment reminders there"] },
  {
    kind: "follow-up",
    urls: ["/ourproducts#kathana-announce", "/contact"],
    turns: ["tell me about kathana announce", "can i get a live walkthrough of it from your team"],
  },
  { kind: "follow-up", urls: ["/termsofuse"], turns: ["where are your terms of use", "what's the minimum age in there"] },
  { kind: "follow-up", urls: ["/developers/api-guides"], turns: ["do u have a developer api for tts", "where are the docs for it"] },
  {
    kind: "follow-up",
    urls: ["/travelandhospitality"],
    turns: ["I run a travel agency", "how would flight booking work", "and if they don't pay in time, what does the bot do"],
  },
  { kind: "follow-up", urls: ["/demos/image"], turns: ["show me the food photo demo", "does it work on a thali?"] },
  { kind: "follow-up", urls: ["/blogs/1"], turns: ["there's a blog on education right?", "whose article is that, the author"] },
  { kind: "follow-up", urls: ["/about"], turns: ["do you have any press coverage", "any from outside India?"] },
  { kind: "follow-up", urls: ["/demos/video"], turns: ["whats the video demo about", "which browsers does it support"] },
  { kind: "follow-up", urls: ["/fmcg", "/demos/alldemos"], turns: ["you do fmcg stuff?", "is there a demo for a tea brand in that"] },
];

export const UNANSWERABLE = [
  "rate card for voice bot calls?",
  "what's the monthly price of the text to speech API",
  "how many free API calls do I get per day",
  "what's the max number of characters I can send to the tts api in one go",
  "biggest photo in MB that the image api accepts",
  "what is the exact rate limit, requests per second?",
  "can leads from the bot go straight into our Salesforce org",
  "can the voice bot plug into our Genesys or Avaya contact centre",
  "do you hold ISO 27001 or any security certification",
  "can I get your SOC 2 report",
  "guaranteed availability percentage for your api, is it in the contract?",
  "how much funding have you raised and who are your investors",
  "team size? how many people at kathana",
  "who is the founder of the company",
  "is there a bangalore branch i can visit",
  "any office in Dubai or the US?",
  "ctc range for the react/node position?",
  "can I work remotely for the speech recognition engineer job",
  "do you take interns from college, is there a stipend",
  "is there a blog post about chatbots for hospitals",
  "any article on large language models or GPT",
  "can kathana meet show live captions during a call",
  "can we split a kathana meet call into small breakout groups",
  "can the image api read car number plates",
  "can we deploy the speech engine on-premise in our own data centre",
  "hindi ASR accuracy numbers, WER?",
  "can kathana announce send announcements by email",
  "download survey responses as a spreadsheet?",
  "what's your GST number",
  "do you have a reseller or referral partner program",
  "are you hosting any webinars soon i can register for",
  "office timings on saturday?",
  "can I pay for the API with a credit card",
  "does the text to speech have a choice of male and female voices",
  "what is the latency of the tts api in milliseconds",
  "release date for your sdks",
  "is your platform HIPAA compliant for patient data",
  "will it rain in noida tomorrow",
  "give me a recipe for masala dosa",
  "who won the cricket match yesterday",
];
