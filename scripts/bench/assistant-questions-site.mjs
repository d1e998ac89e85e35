/**
 * Site questions for Kathana Assist: how visitors ask to be taken somewhere on the site, ask about
 * the company, ask to try a demo, describe their own business without naming its industry, or misspell
 * a product or feature name. Written by a helper session from the site's content only (the seeded
 * page texts in studio/seed/data.ndjson, the route table in the shared SPEC.md and the route folders
 * under app/routes/), before the engine answered them; the assistant's engine, its feature code and
 * its tests were not read, and the questions were not run. Every topic's page was checked against the
 * seed before the topic was written, and every unanswerable question was checked against it too.
 *
 * SITE_TOPICS: { kind, urls, questions }. kind is "navigation", "company", "try-demo", "business" or
 * "misspelt-product". A source URL counts as right when it equals one of urls or starts with one of
 * them followed by '#'. Questions are worded as real visitors type them: plain English, Indian
 * English, chat-box fragments, romanised Hindi and typos.
 *
 * FOLLOW_UPS: { kind: "follow-up", urls, turns: [first question, follow-up] }. The follow-up only
 * makes sense after the first question; urls are the right pages for the follow-up.
 *
 * SITE_UNANSWERABLE: questions the content does not answer, which the assistant should decline:
 * prices, people, salaries, other companies, general knowledge, advice, businesses the site has no
 * page for, actions it cannot take, and small talk.
 */

export const SITE_TOPICS = [
  // ---------------------------------------------------------------- navigation
  { kind: "navigation", urls: ["/login"], questions: ["sign in", "How do I log in to my account?", "login kaise karu", "where is the login page", "signin"] },
  {
    kind: "navigation",
    urls: ["/signup"],
    questions: ["how do I create an account", "register", "naya account banana hai", "I want to sign up for a free account", "create acount"],
  },
  {
    kind: "navigation",
    urls: ["/forgotpassword"],
    questions: ["I forgot my password", "reset password", "password bhool gaya hoon", "cant remember my pasword, help", "forgot password link pls"],
  },
  {
    kind: "navigation",
    urls: ["/account/password", "/forgotpassword"],
    questions: ["How do I change my password?", "I am logged in and want to set a new password", "password badalna hai", "chnage pasword"],
  },
  { kind: "navigation", urls: ["/blogs"], questions: ["take me to the blog", "blog", "Do you publish any articles?", "aapke blogs padhne hain", "blogs page"] },
  {
    kind: "navigation",
    urls: ["/demos/alldemos"],
    questions: ["show me all your demos", "demo library", "saare demos dikhao", "Is there a page listing every demo by industry?", "al demos"],
  },
  {
    kind: "navigation",
    urls: ["/developers/services"],
    questions: ["developer services", "I'm a developer, where do I start?", "developers ke liye kya hai", "dev section", "devloper page"],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-guides"],
    questions: ["API guides", "Where is your API documentation?", "api docs", "API reference kahan milega", "how to authenticate api calls guide"],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-key"],
    questions: [
      "Where can I see my API key?",
      "I've logged in, how do I view my API key now?",
      "API key replace karni hai",
      "regenerate my api key",
      "my api key",
    ],
  },
  {
    kind: "navigation",
    urls: ["/careers"],
    questions: ["careers", "job openings", "kya aapke yahan koi vacancy hai", "I'd like to work with you", "jobs page"],
  },
  {
    kind: "navigation",
    urls: ["/contact"],
    questions: ["contact", "How do I get in touch with you?", "sampark kaise kare", "contact us page", "reach out to kathana"],
  },
  {
    kind: "navigation",
    urls: ["/privacypolicy"],
    questions: ["privacy policy", "privacy", "How do you use my personal data?", "privacy niti dikhao", "privcy polcy"],
  },
  { kind: "navigation", urls: ["/termsofuse"], questions: ["terms and conditions", "terms of use", "T&C", "niyam aur sharten", "terms of servise"] },
  {
    kind: "navigation",
    urls: ["/ourproducts"],
    questions: ["products page", "What products do you have?", "show me all your products", "aapke products kaun kaun se hain", "prodcuts list"],
  },
  { kind: "navigation", urls: ["/"], questions: ["home page", "go back to the homepage", "main page", "home"] },
  {
    kind: "navigation",
    urls: ["/assistant"],
    questions: [
      "Can I open the assistant in a full page?",
      "The chat widget isn't loading, is there another page where I can ask questions?",
      "I have JavaScript turned off, can I still ask you questions?",
      "full page chat",
    ],
  },
  { kind: "navigation", urls: ["/comingsoon"], questions: ["Do you have SDKs?", "where are the SDKs", "SDK download", "SDK available hai kya"] },
  { kind: "navigation", urls: ["/about"], questions: ["about us", "about page", "company ke baare mein batao", "abt kathana"] },

  // ---------------------------------------------------------------- company
  {
    kind: "company",
    urls: ["/about"],
    questions: ["What is your company's goal?", "Why does Kathana exist?", "company ka mission kya hai", "vision and mishun of kathana"],
  },
  {
    kind: "company",
    urls: ["/about", "/"],
    questions: ["Who are you guys?", "What is Kathana AI exactly?", "tell me about your company", "kathana ai kya hai", "wat does kathana do"],
  },
  {
    kind: "company",
    urls: ["/contact"],
    questions: [
      "What is your full postal address?",
      "office address please",
      "Noida mein office exactly kahan hai",
      "Which sector is your office in?",
      "adress of kathana office",
    ],
  },
  {
    kind: "company",
    urls: ["/contact"],
    questions: ["Can I get your contact number?", "phone no.", "call karne ke liye number do", "What number do I ring to speak to someone?", "fone number"],
  },
  {
    kind: "company",
    urls: ["/contact"],
    questions: ["What email should I write to?", "mail id pls", "email pe contact kaise karu", "Where do I send an enquiry by e-mail?", "emial adress"],
  },
  {
    kind: "company",
    urls: ["/contact"],
    questions: ["Can I visit your office?", "show me your office on a map", "office pe milne aa sakte hain kya", "directions to your noida office"],
  },
  {
    kind: "company",
    urls: ["/about"],
    questions: ["Has Kathana been in the news?", "press coverage", "Any media articles about you?", "news mein aaye ho kya", "meida mentions"],
  },
  {
    kind: "company",
    urls: ["/about"],
    questions: ["When was Kathana founded?", "Since when are you in business?", "company kab shuru hui", "what year did kathana start"],
  },
  {
    kind: "company",
    urls: ["/about"],
    questions: ["What does the name Kathana mean?", "why is it called kathana", "kathana ka matlab kya hai", "meaning of word kathana"],
  },
  {
    kind: "company",
    urls: ["/about", "/", "/privacypolicy"],
    questions: [
      "Is my customers' data kept in India?",
      "Do you store data inside India or abroad?",
      "data India mein hi rehta hai kya",
      "data localisation india",
    ],
  },
  {
    kind: "company",
    urls: ["/contact", "/"],
    questions: [
      "How soon will your team reply if I write to you?",
      "If I send an enquiry, when do I hear back?",
      "reply kitne time mein milega",
      "response time for enquries",
    ],
  },
  {
    kind: "company",
    urls: ["/about", "/careers"],
    questions: ["Who works at Kathana?", "What kind of people are on your team?", "aapki team mein kaun log hain", "team backgound"],
  },

  // ---------------------------------------------------------------- try-demo
  {
    kind: "try-demo",
    urls: ["/demos/text"],
    questions: [
      "I want to try text to speech",
      "Where can I type something and hear it spoken?",
      "TTS demo kahan hai",
      "text ko bolke sunna hai",
      "convert my text into audio online",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice", "/demos/voice/2"],
    questions: [
      "where is the voice recognition demo",
      "Can I speak into my mic and see what it understands?",
      "speech to text try karna hai",
      "voice demo",
      "test your ASR",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/demos/image"],
    questions: [
      "can I test the image recognition",
      "I want to upload a food pic and see what it detects",
      "photo pehchanne wala demo",
      "image demo link",
      "try the food detector",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/demos/video", "/ourproducts#kathana-meet"],
    questions: [
      "show me the video conferencing demo",
      "video meeting demo dekhna hai",
      "Where can I try Kathana Meet?",
      "video call demo",
      "I want to try a meeting in the browser",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/bfsi", "/demos/alldemos"],
    questions: ["play a banking demo call", "I want to hear a sample call from a loan company", "bank wala demo call sunao", "finance bot sample audio"],
  },
  {
    kind: "try-demo",
    urls: ["/quickservicerestaurants", "/demos/alldemos"],
    questions: ["Let me hear the pizza ordering bot", "food ordering demo call", "restaurant bot ki recording sunni hai", "sample call of a food order"],
  },
  {
    kind: "try-demo",
    urls: ["/automobiles", "/demos/alldemos"],
    questions: ["Play the car service feedback call", "Can I listen to the car re-booking demo?", "gaadi wala demo sunao", "test drive booking sample call"],
  },
  {
    kind: "try-demo",
    urls: ["/healthcare", "/demos/alldemos"],
    questions: [
      "Is there a demo of booking a blood test?",
      "I want to hear a hospital booking call",
      "lab test booking ka demo sunna hai",
      "healthcare sample call",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/travelandhospitality", "/demos/alldemos"],
    questions: ["flight booking demo", "I want to hear the bot booking a flight", "travel wala demo sunao", "airline booking sample call"],
  },
  {
    kind: "try-demo",
    urls: ["/fmcg", "/demos/alldemos"],
    questions: ["Can I hear a consumer survey call for a brand?", "detergent brand survey demo", "brand survey ka sample sunao", "fmcg demo calls"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice", "/ourproducts#kathana-survey"],
    questions: ["I want to take a voice survey myself", "Where can I answer a survey by speaking?", "voice survey try karna hai", "live voice survey demo"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice/2"],
    questions: ["Where is the old voice demo?", "classic version of the voice recognition demo", "purana voice demo kahan gaya", "voice recognition classic"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/image"],
    questions: [
      "I don't have a food photo, can I use one of yours?",
      "sample photos to test image recognition",
      "koi sample photo hai kya try karne ke liye",
      "pick a sample dish pic",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/", "/about"],
    questions: ["Is there a video of your voice bot talking to a customer?", "watch your product videos", "voicebot ka video dikhao", "product demo video"],
  },

  // ---------------------------------------------------------------- business
  {
    kind: "business",
    urls: ["/automobiles"],
    questions: [
      "I run a car dealership, what can you automate?",
      "We have a two-wheeler showroom in Lucknow",
      "meri Maruti ki dealership hai, kya madad karoge",
      "i own a car showroom and want more test drives",
    ],
  },
  {
    kind: "business",
    urls: ["/automobiles"],
    questions: [
      "We run a multi-brand car service workshop",
      "My garage keeps losing customers who skip their servicing",
      "hamara gaadiyon ka service center hai",
      "vehicle workshop, want feedback after every service",
    ],
  },
  {
    kind: "business",
    urls: ["/healthcare"],
    questions: [
      "I own a clinic",
      "We are a small nursing home and the front desk phone never stops ringing",
      "meri clinic hai, appointment booking automate karni hai",
      "I am a dentist with 2 clinics",
    ],
  },
  {
    kind: "business",
    urls: ["/healthcare"],
    questions: [
      "I run a hospital",
      "What could your bot do for patients of a multispeciality hospital in Indore?",
      "hospital chalata hoon, kya kar sakte ho",
      "we manage a 200 bed hospital",
    ],
  },
  {
    kind: "business",
    urls: ["/healthcare"],
    questions: [
      "I have a diagnostic lab",
      "pathology lab owner here",
      "hamari pathology lab hai, home collection ke liye kuch hai?",
      "We collect blood samples at home, can your bot book the slots?",
    ],
  },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: [
      "we are a small NBFC",
      "I run a microfinance company",
      "hum ek chhoti NBFC hain, collection calls ke liye kya hai",
      "gold loan company, need reminder calls",
    ],
  },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: [
      "we are an insurance company",
      "I'm with a life insurer and too many policies lapse at renewal",
      "insurance agency hai meri, renewal reminder chahiye",
      "general insurence firm",
    ],
  },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: [
      "I manage a bank branch",
      "We are an urban co-operative bank in Gujarat",
      "hum ek cooperative bank hain",
      "credit card issuer, what can you do for us",
    ],
  },
  {
    kind: "business",
    urls: ["/travelandhospitality"],
    questions: ["I manage a hotel", "We run a chain of boutique resorts", "mera hotel hai Jaipur mein", "homestay owner in manali"],
  },
  {
    kind: "business",
    urls: ["/travelandhospitality"],
    questions: [
      "I'm a travel agent",
      "We are an online travel agency and calls triple in peak season",
      "tour and travels ka kaam hai mera",
      "we run a small charter airline",
    ],
  },
  {
    kind: "business",
    urls: ["/quickservicerestaurants"],
    questions: [
      "our pizza chain",
      "I own a burger joint that does home delivery",
      "cloud kitchen chalata hoon",
      "We run 15 momo outlets and the phone lines are jammed at dinner time",
    ],
  },
  {
    kind: "business",
    urls: ["/fmcg"],
    questions: [
      "we sell biscuits to kirana stores",
      "I make packaged namkeen",
      "hum ek masala brand hain",
      "We distribute shampoo to retailers and deliveries often get delayed",
      "chocolate manufacturer wanting feedback from consumers",
    ],
  },
  {
    kind: "business",
    urls: ["/blogs/1"],
    questions: [
      "I run a school",
      "coaching institute owner here, how can you help?",
      "hamara college hai",
      "We are a university, can you remind parents about fees?",
    ],
  },
  {
    kind: "business",
    urls: ["/blogs/3"],
    questions: [
      "We run a call centre",
      "BPO with 300 agents, what can AI do for us?",
      "hamara customer support contact centre hai",
      "I head customer care and our queues are too long",
    ],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-survey", "/blogs/4"],
    questions: [
      "We are a market research agency",
      "I do consumer surveys for brands and fieldwork takes weeks",
      "research firm hai, survey jaldi karne hain",
      "panel survey company",
    ],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-assist"],
    questions: [
      "I have an online store and customers keep asking where their order is",
      "We sell online and want a bot on our website to answer visitors",
      "ecommerce website ke liye chat assistant",
      "my website gets leads at night that nobody answers",
    ],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-announce"],
    questions: [
      "We have 3,000 dealers and need to send them scheme updates",
      "I run a housing society and need to send notices to members and get RSVPs",
      "company ke 5000 employees ko message bhejna hai",
      "trade association, want to inform all members at once",
    ],
  },
  {
    kind: "business",
    urls: ["/developers/services"],
    questions: [
      "I'm building a calorie tracking app",
      "We make a food delivery app and want users to search by a dish photo",
      "main ek app bana raha hoon jisme Hindi awaaz chahiye",
      "indie dev making an IVR",
    ],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    questions: [
      "We organise product launches and webinars for huge audiences",
      "I run an events company that streams conferences live",
      "hum online town hall karte hain 50000 logon ke liye",
      "event organiser needs live streaming",
    ],
  },

  // ---------------------------------------------------------------- misspelt-product
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    questions: ["kathna meet", "kathana meat", "katana meet kya hai", "kathanaa meeet"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-voicebot"],
    questions: ["voicebott", "kathana voice boat", "voic bot product", "kathan voicebott details"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-announce"],
    questions: ["annoucement app", "kathana anounce", "anouncment with rsvp", "kathana annouce kya hai"],
  },
  { kind: "misspelt-product", urls: ["/ourproducts#kathana-survey"], questions: ["survay tool", "kathana servey", "kathna survy", "survey prodcut"] },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-assist"],
    questions: ["kathana asist", "kathana assit chatbot", "katthana asisst", "kathana asssist kya hai"],
  },
  { kind: "misspelt-product", urls: ["/demos/text"], questions: ["text too speech", "txt to speach", "tex to speech demmo", "text-to-speach hindi"] },
  {
    kind: "misspelt-product",
    urls: ["/demos/voice", "/demos/voice/2"],
    questions: ["voise recognision", "speech recognisation demo", "vocie recogntion", "awaz recognation"],
  },
  { kind: "misspelt-product", urls: ["/demos/image"], questions: ["imgae recogntion", "food foto recognision", "image recogination demo", "fod photo detect"] },
  {
    kind: "misspelt-product",
    urls: ["/demos/video", "/ourproducts#kathana-meet"],
    questions: ["vedio confrence", "video conferncing tool", "vidio meeting", "live streeming for events"],
  },
  { kind: "misspelt-product", urls: ["/developers/services"], questions: ["devloper servises", "developr apis", "rest api for develepors", "api servicess"] },
  { kind: "misspelt-product", urls: ["/developers/api-guides"], questions: ["api gudes", "api documantation", "api refrence guide", "api giudes"] },
  {
    kind: "misspelt-product",
    urls: ["/bfsi"],
    questions: ["lone emi remainder", "custmer onbording video kyc", "e-mandat registraton", "documant reminder kyc"],
  },
  { kind: "misspelt-product", urls: ["/automobiles"], questions: ["test drive bookng", "car servise feedbak", "tesst drive booking bot", "car rebookng call"] },
  { kind: "misspelt-product", urls: ["/healthcare"], questions: ["blod test boking", "bloodtest apointment bot", "blood tesst booking", "diagnostc lab bot"] },
  {
    kind: "misspelt-product",
    urls: ["/travelandhospitality"],
    questions: ["flite booking", "flight bookng bot", "fligt booking demo", "hotel reservaton confirmaton"],
  },
  {
    kind: "misspelt-product",
    urls: ["/quickservicerestaurants"],
    questions: ["pizaa ordering", "food odering onlin", "piza order bot", "pizzza odering call"],
  },
];

export const FOLLOW_UPS = [
  { kind: "follow-up", urls: ["/bfsi", "/demos/alldemos"], turns: ["What do you do for banks?", "can I hear a demo of that?"] },
  { kind: "follow-up", urls: ["/demos/text", "/developers/services"], turns: ["Do you have text to speech?", "does it do Hindi?"] },
  { kind: "follow-up", urls: ["/contact"], turns: ["where is your office?", "and your phone number?"] },
  { kind: "follow-up", urls: ["/ourproducts#kathana-meet", "/demos/video"], turns: ["Tell me about Kathana Meet", "how many people can join one room?"] },
  { kind: "follow-up", urls: ["/ourproducts#kathana-survey", "/blogs/4"], turns: ["What is Kathana Survey?", "can people reply with a picture instead?"] },
  { kind: "follow-up", urls: ["/demos/image", "/developers/services"], turns: ["Do you have an image recognition demo?", "will it work on a full thali?"] },
  { kind: "follow-up", urls: ["/careers"], turns: ["Any job openings at Kathana?", "where would the job be based?"] },
  { kind: "follow-up", urls: ["/ourproducts#kathana-voicebot", "/"], turns: ["Tell me about your voice bot", "can it pass the call to a real person?"] },
  { kind: "follow-up", urls: ["/developers/services"], turns: ["I want an API key for my project", "what can I build with it?"] },
  { kind: "follow-up", urls: ["/healthcare"], turns: ["Do you work with diagnostic labs?", "and can it tell patients when their reports are ready?"] },
  { kind: "follow-up", urls: ["/signup"], turns: ["How do I log in?", "I don't have an account yet"] },
  { kind: "follow-up", urls: ["/contact", "/ourproducts#kathana-announce"], turns: ["What does Kathana Announce do?", "can I schedule a demo of it?"] },
  { kind: "follow-up", urls: ["/demos/voice"], turns: ["Do you have a voice recognition demo?", "can I add my own words to the list?"] },
  { kind: "follow-up", urls: ["/about"], turns: ["What is your mission?", "when did you start?"] },
  { kind: "follow-up", urls: ["/automobiles"], turns: ["Do you have solutions for car dealers?", "can it book a test drive at the customer's home?"] },
  { kind: "follow-up", urls: ["/blogs/4"], turns: ["Do you have a blog?", "which article is about surveys?"] },
  { kind: "follow-up", urls: ["/quickservicerestaurants"], turns: ["Do you serve restaurants?", "how long does one order take on the bot?"] },
  { kind: "follow-up", urls: ["/privacypolicy"], turns: ["What's your email address?", "is there a separate one for privacy requests?"] },
  {
    kind: "follow-up",
    urls: ["/demos/video", "/ourproducts#kathana-meet"],
    turns: ["Do you do video conferencing?", "can I stream a big event live with it?"],
  },
  { kind: "follow-up", urls: ["/demos/text", "/developers/services"], turns: ["Tell me about the text to speech demo", "can I make it speak slower?"] },
  { kind: "follow-up", urls: ["/travelandhospitality"], turns: ["Do you have anything for hotels?", "can guests get check-in reminders?"] },
  { kind: "follow-up", urls: ["/ourproducts#kathana-assist"], turns: ["Kathana Assist kya hai?", "kya ye orders bhi track kar sakta hai?"] },
  { kind: "follow-up", urls: ["/bfsi"], turns: ["I run a small NBFC", "what happens if the customer says he can't pay on time?"] },
];

export const SITE_UNANSWERABLE = [
  // prices and discounts the content does not state
  "How much does Kathana Announce cost per message?",
  "10,000 calls ka kitna charge hoga?",
  "Is there a Diwali discount on your plans?",
  "Do you give a discount to NGOs?",
  "Can I pay in bitcoin?",
  // people, salaries, the company's internals the content does not give
  "aapke CEO ka naam kya hai",
  "What salary do you pay a speech recognition engineer?",
  "How many days of leave do your employees get?",
  "What is your company's PAN number?",
  "Who designed your logo?",
  "When is Kathana planning its IPO?",
  "Is there parking at your Noida office?",
  "office kitne baje band hota hai",
  "What is your Instagram handle?",
  "Do you have a YouTube channel?",
  "What is the maximum length of a Kathana Meet meeting?",
  "Does the voice bot plug into Zoho CRM?",
  // other companies
  "Is Kathana better than Yellow.ai?",
  "What does Google Dialogflow cost?",
  "What is the interest rate on a Navya Finance personal loan?",
  // general knowledge and advice
  "What is the GDP of India?",
  "Who invented the telephone?",
  "What is the capital of Bihar?",
  "Should I take a personal loan or a gold loan?",
  "Which car should I buy under 10 lakh?",
  "What should I eat the night before a blood test?",
  "Which is the best hotel in Goa?",
  "Will the share market go up tomorrow?",
  "Write a Python script to scrape Amazon prices",
  // businesses the site has no page for
  "Do you have solutions for the mining industry?",
  "I own a real estate agency, do you have a page for property dealers?",
  "We are a law firm, what do you offer lawyers?",
  "Do you have use cases for oil and gas companies?",
  // things it cannot do
  "cancel my order",
  "call me now",
  "Book me a test drive for a Raftaar car this Sunday",
  "mera parcel kahan hai?",
  // small talk and jokes
  "ek joke sunao bhai",
  "what's your favourite colour?",
  "I'm bored, talk to me",
];
