/**
 * Development set of visitor questions for the site assistant (Kathana AI website).
 *
 * Written by a helper session from three sources only:
 *   - ../shared/SPEC.md (routes and screens),
 *   - studio/seed/data.ndjson (English documents only: pageMeta, siteSettings, industries,
 *     products, demo cards, demo pages, about/contact/careers pages, blog posts, legal pages;
 *     "__i18n_" translations and "drafts." documents ignored),
 *   - the folder names under app/routes/.
 * The assistant's engine, its code, its tests and any existing question lists were NOT seen.
 * Questions were made up to sound like real visitors (fragments, full questions, Indian
 * English, romanised Hindi, typos, needs instead of page names).
 *
 * Every URL was checked against a route folder (or a seed slug for /ourproducts#<slug>), and
 * the seed text of that page was checked to answer the question. Every DEV_UNANSWERABLE
 * question was checked by searching the seed text for its key terms (prices, named
 * clients, competitors, cities, languages, integrations, certifications...).
 *
 * Shapes:
 *   DEV_TOPICS:       { kind, urls, questions }   urls = pages that answer (any one is right)
 *   DEV_FOLLOW_UPS:   { kind: "follow-up", urls, turns: [first, second] }  urls answer turn 2
 *   DEV_UNANSWERABLE: string[]   the site content does not answer these
 */

export const DEV_TOPICS = [
  // ───────────────────────────── navigation ─────────────────────────────
  {
    kind: "navigation",
    urls: ["/login"],
    questions: ["where do i sign in", "Login page kahan hai? Already have an account", "how to get into my kathana account"],
  },
  { kind: "navigation", urls: ["/signup"], questions: ["I am new here, want to register", "naya account kaise banaye", "create acount pls"] },
  {
    kind: "navigation",
    urls: ["/forgotpassword"],
    questions: ["forgot my pasword, cant login", "password bhool gaya hoon, reset karna hai", "I don't remember the password I used last month, what now"],
  },
  {
    kind: "navigation",
    urls: ["/account/password"],
    questions: ["I'm logged in and want to set a different password", "where can I update my current password?"],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-key"],
    questions: ["where is my api key", "I need to regenerate my API key, the old one leaked", "api key chahiye for my app"],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-guides"],
    questions: ["api documentation link?", "is there a reference for the endpoints, like curl examples", "docs for the text to speech API"],
  },
  {
    kind: "navigation",
    urls: ["/developers/services"],
    questions: ["what do you offer for developers", "I'm a dev, want to integrate your speech APIs in my app. where to start"],
  },
  { kind: "navigation", urls: ["/blogs"], questions: ["do you guys write articles?", "show me your blog posts", "kuch padhne ko hai? blogs"] },
  { kind: "navigation", urls: ["/demos/alldemos"], questions: ["list of all demos", "where can I see every demo you have in one place", "saare demo dikhao"] },
  { kind: "navigation", urls: ["/demos/text"], questions: ["open the text to speech page", "tts demo link"] },
  { kind: "navigation", urls: ["/demos/voice"], questions: ["take me to the voice recognition demo", "speech to text demo page"] },
  { kind: "navigation", urls: ["/demos/voice/2"], questions: ["where is the old version of the voice demo", "voice demo 2 / classic one"] },
  { kind: "navigation", urls: ["/demos/image"], questions: ["image demo page", "where is the food photo thing"] },
  { kind: "navigation", urls: ["/demos/video"], questions: ["video conferencing demo page", "video call wala demo kidhar hai"] },
  { kind: "navigation", urls: ["/ourproducts"], questions: ["what all products do you sell", "products page"] },
  { kind: "navigation", urls: ["/about"], questions: ["about the company", "who are you people, tell me about kathana"] },
  { kind: "navigation", urls: ["/careers"], questions: ["careers page", "any job openings?"] },
  { kind: "navigation", urls: ["/contact"], questions: ["contact us page", "how do i get in touch with your team"] },
  { kind: "navigation", urls: ["/privacypolicy"], questions: ["privacy policy", "what do you do with my personal data? where is that written"] },
  { kind: "navigation", urls: ["/termsofuse"], questions: ["terms and conditions link", "T&C of using your website and APIs"] },
  { kind: "navigation", urls: ["/assistant"], questions: ["is there a full page where I can chat with you", "open the ask kathana assist page"] },
  { kind: "navigation", urls: ["/"], questions: ["go back to home", "main page pe le chalo"] },

  // ───────────────────────────── company ─────────────────────────────
  { kind: "company", urls: ["/about"], questions: ["what is your mission", "company ka vision kya hai?", "why does kathana exist, whats the goal"] },
  {
    kind: "company",
    urls: ["/about", "/"],
    questions: ["what does kathana ai actually do", "in one line, what is your business", "aap log kya kaam karte ho exactly?"],
  },
  {
    kind: "company",
    urls: ["/contact"],
    questions: ["where is your office located", "office address please, want to visit", "aapka office kis sector mein hai noida mein?"],
  },
  { kind: "company", urls: ["/contact"], questions: ["phone number?", "can I call you guys? what's the number", "kindly share your contact number"] },
  { kind: "company", urls: ["/contact"], questions: ["email id for enquiries", "what mail address should I write to", "ur email?"] },
  { kind: "company", urls: ["/about"], questions: ["when was kathana started", "which year was the company founded", "how old is this startup"] },
  { kind: "company", urls: ["/about"], questions: ["what does the word kathana mean", "kathana naam ka matlab kya hai", "is kathana a sanskrit word?"] },
  {
    kind: "company",
    urls: ["/contact"],
    questions: ["if I send an enquiry how fast will someone reply", "how long do you take to respond", "reply kab tak aayega?"],
  },
  { kind: "company", urls: ["/about"], questions: ["have you been featured in the news", "any media coverage about kathana", "press mentions?"] },
  {
    kind: "company",
    urls: ["/careers"],
    questions: [
      "are you hiring right now",
      "I'm a speech/ASR engineer, do you have a role for me",
      "where is the full stack developer job based",
      "kya aapke yahan naukri mil sakti hai? react node developer hoon",
    ],
  },

  // ───────────────────────────── try-demo ─────────────────────────────
  {
    kind: "try-demo",
    urls: ["/demos/text"],
    questions: [
      "I want to hear how your text to speech sounds in Hindi",
      "can I type something and have it read out in an Indian voice",
      "let me check if your TTS says names like Chattopadhyay correctly",
      "can I make the voice speak slower and try it?",
      "want to hear your american english voice read my text",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice"],
    questions: [
      "can I test your speech recognition with my own mic",
      "I want to speak something and see if you recognise it",
      "meri awaaz pehchaan ke dikhao",
      "I want to try adding my own product names and see if they get recognised when I say them",
    ],
  },
  { kind: "try-demo", urls: ["/demos/voice"], questions: ["I'd like to take a voice survey myself and answer by speaking"] },
  {
    kind: "try-demo",
    urls: ["/demos/image"],
    questions: [
      "can I upload a pic of a fruit and see if your AI identifies it",
      "want to test your image recognition",
      "does your model really know what food is in a photo? let me try",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/demos/video", "/ourproducts#kathana-meet"],
    questions: ["I want to try a video meeting on your platform", "how can I test kathana meet"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/alldemos"],
    questions: ["let me listen to some sample calls made by your bot", "play me a recording of your voice bot talking to a customer"],
  },
  { kind: "try-demo", urls: ["/", "/about"], questions: ["is there a video where I can watch the voicebot talking with a person"] },
  {
    kind: "try-demo",
    urls: ["/bfsi", "/demos/alldemos"],
    questions: ["can I hear the loan EMI reminder call", "KYC document reminder call ka sample sunna hai"],
  },
  { kind: "try-demo", urls: ["/quickservicerestaurants", "/demos/alldemos"], questions: ["I want to hear the bot taking a pizza order"] },
  { kind: "try-demo", urls: ["/automobiles", "/demos/alldemos"], questions: ["play the car service feedback call sample"] },
  { kind: "try-demo", urls: ["/healthcare", "/demos/alldemos"], questions: ["is there a sample of a blood test booking call?"] },
  { kind: "try-demo", urls: ["/travelandhospitality", "/demos/alldemos"], questions: ["I want to listen to the flight booking bot"] },
  { kind: "try-demo", urls: ["/fmcg", "/demos/alldemos"], questions: ["can I try the dark chocolate taste test survey"] },

  // ───────────────────────────── business ─────────────────────────────
  // BFSI
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: [
      "our NBFC gives two-wheeler loans and half our EMIs come in late",
      "we give small group loans to women in Bihar villages, collections calls are killing us",
      "I run an agency selling motor and life policies, renewals keep lapsing",
      "hamari credit cooperative society hai, members ko kist yaad dilani hoti hai har mahine",
      "we are a home loan DSA and customers never send their pending salary slips on time",
      "gold loan company, 40 branches, need to onboard new customers and book their video KYC",
    ],
  },
  // FMCG
  {
    kind: "business",
    urls: ["/fmcg"],
    questions: [
      "we make namkeen and bhujia and sell through kirana shops across UP",
      "our company makes detergent powder, want to know what families think of the new pack",
      "I'm a distributor for a soft drink brand, when deliveries slip the shopkeepers keep calling us",
      "we launched a masala chai premix and want taste feedback from 5 states",
      "hum atta aur besan packets bechte hain, dukaandaron se repeat order phone pe lena hai",
    ],
  },
  // QSR
  {
    kind: "business",
    urls: ["/quickservicerestaurants"],
    questions: [
      "we run 4 delivery-only kitchens in Bangalore and the phones ring nonstop at dinner time",
      "I own a pizza place, on friday nights we miss half the phone orders",
      "mera highway pe dhaba hai, log phone karke khana order karte hain",
      "biryani delivery brand here, want people to order just by calling and get status updates",
      "burger franchise with 12 outlets, want feedback after every home delivery",
    ],
  },
  // Automobiles
  {
    kind: "business",
    urls: ["/automobiles"],
    questions: [
      "I own a car showroom with a workshop attached",
      "we have a two-wheeler service centre and customers skip their free services",
      "we make electric scooters, our website gets test ride enquiries nobody follows up",
      "tractor dealership in Punjab, want to remind farmers when servicing is due",
      "garage chalata hoon, customers ko service due hone pe call karna hai",
    ],
  },
  // Healthcare
  {
    kind: "business",
    urls: ["/healthcare"],
    questions: [
      "we run three dental clinics in Pune with one receptionist answering all calls",
      "pathology lab with home sample collection, booking calls are too many",
      "we're a 200 bed multispeciality in Indore, patients want to book OPD slots by phone",
      "diagnostic centre chain hai, patients ko report ready hone ka batana hai",
      "I have a physiotherapy centre, patients keep forgetting appointments",
    ],
  },
  // Travel & Hospitality
  {
    kind: "business",
    urls: ["/travelandhospitality"],
    questions: [
      "I manage a beach resort in Goa, booking calls go crazy in Dec-Jan",
      "we are a small agency selling air tickets over the phone",
      "I have a homestay in Manali with 8 rooms, want guests to get check-in reminders",
      "we run Char Dham yatra packages and peak season calls triple",
      "heritage hotel in Udaipur, want to confirm reservations and collect guest feedback automatically",
    ],
  },
  // No industry fits, a product does
  {
    kind: "business",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    questions: [
      "we organise webinars for CA students, sometimes 20,000 people join",
      "our company has 3000 staff across plants, need to stream the quarterly town hall",
    ],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-meet", "/ourproducts#kathana-announce", "/blogs/1"],
    questions: ["I run a coaching institute for JEE, 1500 students"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-announce"],
    questions: [
      "we're a housing society of 400 flats, need to send AGM notices and know who's coming",
      "our trade association has 900 dealer members, want to inform them and collect RSVPs for the annual meet",
    ],
  },
  { kind: "business", urls: ["/ourproducts#kathana-survey"], questions: ["we're a market research agency doing fieldwork in tier 3 towns"] },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-assist"],
    questions: [
      "I run an online clothing store and want a chatbot on the site to answer product questions and track orders",
      "real estate developer here, we want something on our website that qualifies buyer leads and books site visits",
    ],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-voicebot", "/blogs/3"],
    questions: ["we run a 200-seat call centre and want to automate the repetitive inbound calls"],
  },

  // ───────────────────────────── misspelt-product ─────────────────────────────
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    questions: ["kathna meet", "kathan meat how many participants", "vedio confrencing product"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-voicebot"],
    questions: ["katana voicebot", "kathana voise bot languages", "voice boat for calling customers"],
  },
  { kind: "misspelt-product", urls: ["/ourproducts#kathana-voicebot", "/bfsi"], questions: ["voicbot for emi remindr calls"] },
  { kind: "misspelt-product", urls: ["/ourproducts#kathana-announce"], questions: ["kathaana anounce kya hai", "annoucment with rsvp tool"] },
  { kind: "misspelt-product", urls: ["/ourproducts#kathana-survey"], questions: ["kathana servey", "kathna survay photo answers possible?"] },
  { kind: "misspelt-product", urls: ["/ourproducts#kathana-assist"], questions: ["kathana asisst", "katthana assit chatbot for my website"] },
  { kind: "misspelt-product", urls: ["/demos/text"], questions: ["text to speach demo", "txt-to-spech hindi", "does ur tts take ssml tages"] },
  { kind: "misspelt-product", urls: ["/demos/voice"], questions: ["speach recogniton", "dynamic phrse list in voice recogntion"] },
  { kind: "misspelt-product", urls: ["/demos/image"], questions: ["imgae recogntion demo", "food fotu recognisation"] },
];

export const DEV_FOLLOW_UPS = [
  { kind: "follow-up", urls: ["/healthcare"], turns: ["what do you do for hospitals and labs?", "is there a sample call for that I can listen to?"] },
  { kind: "follow-up", urls: ["/ourproducts#kathana-meet", "/demos/video"], turns: ["tell me about kathana meet", "how many people can be in one room?"] },
  { kind: "follow-up", urls: ["/contact"], turns: ["where's your office?", "and the phone number there?"] },
  { kind: "follow-up", urls: ["/demos/text"], turns: ["do you have a text to speech demo", "can it pronounce south indian names properly?"] },
  { kind: "follow-up", urls: ["/developers/api-key", "/signup"], turns: ["I want to use your speech APIs in my app", "ok so how do I get the key for it"] },
  { kind: "follow-up", urls: ["/careers"], turns: ["what jobs are open at kathana?", "is the engineer one full time?"] },
  { kind: "follow-up", urls: ["/demos/image"], turns: ["what does the food photo demo do", "will it work if I upload a full thali pic?"] },
  { kind: "follow-up", urls: ["/ourproducts#kathana-survey"], turns: ["kathana survey kya hai", "kya log photo bhej ke bhi answer de sakte hain?"] },
  { kind: "follow-up", urls: ["/ourproducts#kathana-voicebot"], turns: ["what's your voice bot", "can it hand the call over to a real person?"] },
  { kind: "follow-up", urls: ["/blogs/3"], turns: ["do you have a blog", "which article is about contact centres?"] },
  { kind: "follow-up", urls: ["/contact"], turns: ["how do I talk to your sales team", "how quickly will they get back to me?"] },
  { kind: "follow-up", urls: ["/automobiles"], turns: ["what can you do for car dealers?", "can the bot book the test drive at the customer's home?"] },
  { kind: "follow-up", urls: ["/quickservicerestaurants"], turns: ["anything for restaurants?", "does it suggest a drink or side with the order?"] },
];

export const DEV_UNANSWERABLE = [
  // prices and commercial terms
  "how much does the voicebot cost per call?",
  "kathana meet ka monthly plan kitne ka hai",
  "price for converting 1 lakh characters with your TTS API?",
  "do you give any discount for early stage startups",
  "what is your refund policy if we cancel the contract midway",
  // named clients / competitors
  "is HDFC Bank one of your customers?",
  "do you work with Zomato or Swiggy",
  "how are you different from Yellow.ai or Haptik?",
  "is your speech recognition better than Google's?",
  // company facts not stated
  "who is the CEO of kathana",
  "how much funding have you raised so far",
  "what's your GST number, need it for vendor registration",
  "what's the salary for the full stack developer job",
  "is your office open on saturdays?",
  "which is the nearest metro station to your office",
  // offices in unlisted cities
  "do you have an office in Bengaluru?",
  "Mumbai mein koi branch hai aapki?",
  "any office in Dubai for Middle East clients",
  "Hyderabad office address pls",
  "do you have a London office for UK customers",
  // languages not listed
  "can the voice bot speak Arabic for our Gulf customers?",
  "does the text to speech have a Kannada voice",
  "TTS in Malayalam possible?",
  "can we run a survey in French for our West Africa customers",
  // integrations not named
  "does it integrate with Salesforce?",
  "whatsapp integration hai kya?",
  "can Kathana Assist plug into our Shopify store",
  "do you have a Zoho CRM connector",
  "can meeting recordings be pushed to Slack automatically?",
  "will it work with our Exotel or Twilio phone numbers?",
  // technical / compliance details not stated
  "are you ISO 27001 or SOC 2 certified?",
  "what is your uptime SLA",
  "can we install the whole thing on-premise in our own data centre?",
  "does kathana meet have breakout rooms",
  "which LLM do your bots use, is it GPT-4?",
  "what's the word error rate of your ASR for Tamil",
  "how many calls can the voicebot make at the same time?",
  // general knowledge, advice, actions
  "what's the capital of Australia",
  "write a leave application for me to send my manager",
  "should I take a personal loan or use my credit card for a new phone?",
  "order me a large farmhouse pizza from the nearest outlet",
  "please cancel the Kathana Meet meeting I scheduled for tomorrow",
];
