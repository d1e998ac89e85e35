/**
 * Counter set for Kathana Assist: English visitors walking up to the counter without the site's
 * vocabulary.
 *
 * Written by a helper session ("counter") on 2 Dec 2026, from the site's content only: the English
 * Studio documents in studio/seed/data.ndjson (site settings, home, header and footer menus, pages,
 * products, industries, demo cards, demo pages, blogs, careers, legal pages, page descriptions) and
 * the route table of /work/shared/SPEC.md, plus the prose of the generated /developers/api-guides
 * page for two developer questions. Written without seeing the assistant engine (app/engines/assistant/,
 * app/assistant/), the editors' example questions (assistantSettings, visitorQuestionGroup,
 * synonymGroup) or any other question set, except the layout of tuning/front-door.mjs and an
 * automatic de-duplication pass (below).
 *
 * Who asks: a shop owner, an office manager, a hospital administrator, a student, a recruiter, a
 * journalist, a developer in a hurry, a customer who wants to complain, an elderly visitor; many
 * indirect phrasings ("my customers keep calling after hours"), misspelt product names, UK and
 * Indian English, voice-typed lowercase without punctuation, one-word queries.
 *
 * Every answerable question was checked against the sentence in the content of the page(s) in its
 * urls ("/" where the home page carries the same sentence: product and industry summaries, the
 * "Why Kathana AI" cards, testimonials and the logo strip). Every UNANSWERABLE question was kept only
 * after a case-insensitive grep of the English content for its key words.
 *
 * De-duplication: each question was compared with every question of the other sets
 * (assistant-questions*.mjs, tuning/*.mjs, held-out/*.mjs) by word-set Jaccard similarity
 * (lowercased, punctuation stripped); 21 of its questions with a similarity of 0.8 or more were
 * replaced and the check re-run until none was left.
 *
 * This is a tuning set: its misses may be shown.
 *
 *   npm run bench:assistant -- --questions scripts/bench/tuning/counter.mjs
 */

export const TOPICS = [
  // ------------------------------------------------------------------ Navigation
  { kind: "navigation", urls: ["/login"], questions: ["how do i get back into my kathana account i made one last week"] },
  { kind: "navigation", urls: ["/login"], questions: ["signin"] },
  { kind: "navigation", urls: ["/signup"], questions: ["i want to open an acount with you people how"] },
  { kind: "navigation", urls: ["/signup"], questions: ["Where do I register? My son said I need an account first."] },
  { kind: "navigation", urls: ["/forgotpassword"], questions: ["password not working, locked out. help"] },
  { kind: "navigation", urls: ["/forgotpassword"], questions: ["I have forgot my password kindly send me a new one"] },
  { kind: "navigation", urls: ["/account/password"], questions: ["logged in already, how do i change my pasword to something new"] },
  {
    kind: "navigation",
    urls: ["/contact"],
    questions: ["Dear Sir, kindly guide me to the page where I can write to your company. Regards"],
  },
  { kind: "navigation", urls: ["/contact"], questions: ["contact details"] },
  { kind: "navigation", urls: ["/careers"], questions: ["job vacancy"] },
  { kind: "navigation", urls: ["/blogs"], questions: ["where's your blog section"] },
  { kind: "navigation", urls: ["/about"], questions: ["open about us"] },
  { kind: "navigation", urls: ["/privacypolicy"], questions: ["show me the privacy page"] },
  { kind: "navigation", urls: ["/termsofuse"], questions: ["T&C page kindly share the link"] },
  { kind: "navigation", urls: ["/demos/alldemos"], questions: ["i just want to see every demo you have in one list"] },
  { kind: "navigation", urls: ["/ourproducts"], questions: ["what all do you sell"] },
  { kind: "navigation", urls: ["/developers/services"], questions: ["is there a page for programmers"] },
  { kind: "navigation", urls: ["/developers/api-guides"], questions: ["api documentation link pls"] },
  { kind: "navigation", urls: ["/developers/api-key"], questions: ["where will I find my API key once I'm signed in"] },
  { kind: "navigation", urls: ["/"], questions: ["go back to main page"] },
  { kind: "navigation", urls: ["/healthcare"], questions: ["open the healthcare use case"] },
  { kind: "navigation", urls: ["/demos/voice/2"], questions: ["I liked the older version of the voice demo, where did it go?"] },

  // ------------------------------------------------------------------ Company
  { kind: "company", urls: ["/contact", "/privacypolicy", "/termsofuse"], questions: ["which part of noida are you people sitting in"] },
  { kind: "company", urls: ["/contact"], questions: ["whats the phone number for kathana ai"] },
  { kind: "company", urls: ["/contact"], questions: ["I'd like an email address to send our requirements to"] },
  { kind: "company", urls: ["/about"], questions: ["what year was Kathana AI started?"] },
  { kind: "company", urls: ["/about"], questions: ["kathana meaning"] },
  {
    kind: "company",
    urls: ["/about"],
    questions: ["I'm a journalist writing about Indian voice AI start-ups. What is Kathana's mission, in their own words?"],
  },
  { kind: "company", urls: ["/about"], questions: ["which newspapers have written about you"] },
  { kind: "company", urls: ["/", "/about"], questions: ["which businesses actually use kathana"] },
  { kind: "company", urls: ["/"], questions: ["Do you have reviews from real clients I could show my boss?"] },
  {
    kind: "company",
    urls: ["/contact", "/"],
    questions: ["if I send you an enquiry today how long before someone responds"],
  },
  { kind: "company", urls: ["/about"], questions: ["how many conversations do your products handle"] },
  {
    kind: "company",
    urls: ["/contact", "/privacypolicy"],
    questions: ["i want to complain, some bot has been ringing my mother about a loan and she is very upset. who do i talk to"],
  },

  // ------------------------------------------------------------------ Try a demo
  { kind: "try-demo", urls: ["/demos/text"], questions: ["can i type something and hear your computer voice read it"] },
  { kind: "try-demo", urls: ["/demos/text"], questions: ["tts demo in hindi"] },
  { kind: "try-demo", urls: ["/demos/voice"], questions: ["can I speak into the mic and check whether your system gets my words right"] },
  { kind: "try-demo", urls: ["/demos/voice"], questions: ["speech to text try"] },
  {
    kind: "try-demo",
    urls: ["/demos/image"],
    questions: ["can i upload a picture of my lunch and see if it knows what it is"],
  },
  { kind: "try-demo", urls: ["/demos/image"], questions: ["food photo recogniton demo"] },
  { kind: "try-demo", urls: ["/demos/video", "/ourproducts#kathana-meet"], questions: ["is there a demo of your video calling"] },
  { kind: "try-demo", urls: ["/demos/alldemos", "/"], questions: ["play me some sample calls your bot has made"] },
  {
    kind: "try-demo",
    urls: ["/bfsi", "/demos/alldemos", "/"],
    questions: ["Is there a recording of the bot reminding someone to pay their loan EMI?"],
  },
  {
    kind: "try-demo",
    urls: ["/quickservicerestaurants", "/demos/alldemos", "/"],
    questions: ["wanna hear ur bot handle a pizza order call"],
  },
  { kind: "try-demo", urls: ["/automobiles", "/demos/alldemos"], questions: ["test drive booking call demo"] },
  { kind: "try-demo", urls: ["/healthcare", "/demos/alldemos"], questions: ["do you have a demo of booking a blood test"] },
  { kind: "try-demo", urls: ["/travelandhospitality", "/demos/alldemos"], questions: ["flight ticket booking by voice sample?"] },
  { kind: "try-demo", urls: ["/demos/voice"], questions: ["i'd like to answer a voice survey myself to see how it feels"] },
  { kind: "try-demo", urls: ["/fmcg", "/demos/alldemos", "/"], questions: ["that dark choclate taste test survey, where can i try it"] },
  {
    kind: "try-demo",
    urls: ["/contact", "/ourproducts#kathana-voicebot", "/ourproducts#kathana-announce"],
    questions: ["How do I schedule a demo of the voicebot with your sales team?"],
  },
  { kind: "try-demo", urls: ["/demos/image"], questions: ["which sample pictures can I click in the image demo"] },
  { kind: "try-demo", urls: ["/demos/text"], questions: ["can i make the demo voice talk slower"] },

  // ------------------------------------------------------------------ Business (someone describes their business)
  {
    kind: "business",
    urls: ["/ourproducts#kathana-voicebot", "/ourproducts#kathana-assist", "/bfsi", "/"],
    questions: ["my customers keep calling after hours and there is nobody to pick up"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-assist", "/quickservicerestaurants", "/blogs/3", "/"],
    questions: ["we get too many calls just asking where the order is"],
  },
  {
    kind: "business",
    urls: ["/bfsi", "/"],
    questions: ["I run a small NBFC in Lucknow and chasing EMIs every month is a big headache"],
  },
  {
    kind: "business",
    urls: ["/bfsi", "/"],
    questions: ["we are an insurance company and customers forget to renew their policies"],
  },
  {
    kind: "business",
    urls: ["/bfsi", "/"],
    questions: ["half our home loan applicants never send their salary slips and address proof"],
  },
  {
    kind: "business",
    urls: ["/healthcare", "/"],
    questions: ["I manage a pathology lab, the phones ring all day with people wanting to book tests"],
  },
  {
    kind: "business",
    urls: ["/healthcare", "/"],
    questions: ["hospital administrator here, our front desk is swamped with patients calling to ask if reports are ready"],
  },
  {
    kind: "business",
    urls: ["/quickservicerestaurants", "/"],
    questions: ["we own two pizza outlets and lose orders on friday nights because the line is always busy"],
  },
  {
    kind: "business",
    urls: ["/quickservicerestaurants"],
    questions: ["cloud kitchen owner, want something to take phone orders and ask for cash or online payment"],
  },
  {
    kind: "business",
    urls: ["/automobiles", "/"],
    questions: ["car dealership: people fill the enquiry form on our website and nobody calls them back in time"],
  },
  {
    kind: "business",
    urls: ["/automobiles", "/"],
    questions: ["our workshop customers keep missing their service appointments"],
  },
  {
    kind: "business",
    urls: ["/fmcg", "/ourproducts#kathana-survey", "/"],
    questions: ["We make biscuits and want to hear what small-town consumers think of a new flavour"],
  },
  {
    kind: "business",
    urls: ["/fmcg", "/"],
    questions: ["im a distributor, kirana shops get angry when our delivery truck is late"],
  },
  {
    kind: "business",
    urls: ["/fmcg", "/"],
    questions: ["can retailers place their repeat orders with a bot instead of calling our sales rep"],
  },
  {
    kind: "business",
    urls: ["/travelandhospitality", "/"],
    questions: ["travel agency here, in peak season the calls triple and we cant hire enough staff"],
  },
  {
    kind: "business",
    urls: ["/travelandhospitality", "/"],
    questions: ["small hotel in Goa, we want guests reminded about check-in and reservations confirmed automatically"],
  },
  {
    kind: "business",
    urls: ["/blogs/1", "/ourproducts#kathana-announce"],
    questions: ["I run a coaching institute and spend hours phoning parents about fees and attendance"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-meet", "/demos/video", "/blogs/1", "/"],
    questions: ["our school wants to run online classes without asking students to install anything"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-announce", "/"],
    questions: ["we need to tell 500 dealers about a meet and know exactly who is coming"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-announce"],
    questions: ["office manager: circulars to staff get ignored, I want to know who has actually heard them"],
  },
  {
    kind: "business",
    urls: ["/blogs/3", "/ourproducts#kathana-voicebot", "/"],
    questions: ["our call centre agents are drowning in routine calls like balance enquiries"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-meet", "/demos/video", "/"],
    questions: ["annual town hall, around 20,000 employees need to watch live. can you handle that"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-assist", "/"],
    questions: ["people visit our website and leave without asking anything, I want something that chats with them and books demos"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-survey", "/blogs/4", "/"],
    questions: ["market research firm, respondents abandon our long online questionnaires halfway"],
  },
  {
    kind: "business",
    urls: ["/bfsi", "/demos/alldemos", "/"],
    questions: ["new savings account customers need to be walked through video KYC, can a bot book their slot"],
  },

  // ------------------------------------------------------------------ Products
  { kind: "product", urls: ["/ourproducts#kathana-meet", "/demos/video", "/"], questions: ["what is kathana meat"] },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-meet", "/demos/video", "/"],
    questions: ["how many people can be in one meeting room"],
  },
  { kind: "product", urls: ["/ourproducts#kathana-meet", "/demos/video", "/"], questions: ["can our meetings be recorded?"] },
  { kind: "product", urls: ["/demos/video"], questions: ["does kathana meet work on safari or only chrome"] },
  { kind: "product", urls: ["/ourproducts#kathana-announce", "/"], questions: ["kathana anounce what is that"] },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-announce"],
    questions: ["can people reply to an announcement by pressing a key on their phone"],
  },
  { kind: "product", urls: ["/ourproducts#kathana-announce", "/"], questions: ["does announce go by sms as well or only calls"] },
  { kind: "product", urls: ["/ourproducts#kathana-survey", "/"], questions: ["tell me about the servey product"] },
  { kind: "product", urls: ["/ourproducts#kathana-survey", "/"], questions: ["Can survey respondents send a photo as their answer?"] },
  { kind: "product", urls: ["/ourproducts#kathana-survey"], questions: ["does kathana survey support quotas and skip logic"] },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-voicebot", "/"],
    questions: ["which languages can the voice bott speak in"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-voicebot", "/", "/blogs/2"],
    questions: ["if the caller gets angry can the bot pass the call to one of my staff"],
  },
  { kind: "product", urls: ["/ourproducts#kathana-voicebot", "/"], questions: ["can voicebot make outgoing calls or does it only answer"] },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-voicebot", "/bfsi", "/", "/blogs/2"],
    questions: ["how much can we save per call with the bot"],
  },
  { kind: "product", urls: ["/ourproducts#kathana-assist", "/"], questions: ["kathana asist?"] },
  { kind: "product", urls: ["/ourproducts#kathana-assist", "/"], questions: ["can your website chatbot answer in voice too or just text"] },
  { kind: "product", urls: ["/demos/text"], questions: ["Will the text to speech pronounce names like Chattopadhyay properly?"] },
  { kind: "product", urls: ["/demos/voice"], questions: ["does your speech recognition understand tamil and telugu"] },
  {
    kind: "product",
    urls: ["/demos/voice"],
    questions: ["will it understand someone from chennai as well as someone from delhi"],
  },
  { kind: "product", urls: ["/demos/image", "/developers/services"], questions: ["can the image thing recognise a whole thali"] },
  { kind: "product", urls: ["/", "/about", "/privacypolicy"], questions: ["is it secure? where is the data kept"] },
  { kind: "product", urls: ["/", "/ourproducts#kathana-meet", "/demos/video"], questions: ["do we have to install any software for this"] },

  // ------------------------------------------------------------------ Developers
  {
    kind: "developer",
    urls: ["/developers/services", "/developers/api-guides"],
    questions: ["need to convert text to audio from my backend, got an http api for that?"],
  },
  {
    kind: "developer",
    urls: ["/developers/api-key", "/developers/services", "/signup"],
    questions: ["how to get api key"],
  },
  {
    kind: "developer",
    urls: ["/developers/services", "/developers/api-guides"],
    questions: ["speech api: wav or mp3 for the upload? mono or stereo?"],
  },
  {
    kind: "developer",
    urls: ["/developers/services", "/developers/api-guides"],
    questions: ["building a calorie counter app, need an api that names the dish in a photo"],
  },
  {
    kind: "developer",
    urls: ["/developers/api-guides"],
    questions: ["which header does the key go in"],
  },
  { kind: "developer", urls: ["/developers/api-guides"], questions: ["curl example for tts"] },
  {
    kind: "developer",
    urls: ["/developers/services", "/developers/api-guides", "/termsofuse"],
    questions: ["are there rate limits on your apis"],
  },
  {
    kind: "developer",
    urls: ["/termsofuse", "/developers/services"],
    questions: ["can i just put the api key inside my android app"],
  },
  { kind: "developer", urls: ["/comingsoon"], questions: ["is there a python sdk"] },
  {
    kind: "developer",
    urls: ["/developers/services", "/developers/api-guides"],
    questions: ["can I send a different phrase list with every speech request"],
  },
  {
    kind: "developer",
    urls: ["/developers/services", "/developers/api-guides"],
    questions: ["what lang values does the tts api accept"],
  },
  { kind: "developer", urls: ["/developers/api-key", "/termsofuse"], questions: ["my key leaked on github, how do i replace it"] },

  // ------------------------------------------------------------------ Content: blogs and careers
  { kind: "content", urls: ["/blogs/3"], questions: ["any article about AI in call centres?"] },
  { kind: "content", urls: ["/blogs/4"], questions: ["blog on surveys"] },
  {
    kind: "content",
    urls: ["/blogs/1"],
    questions: ["I'm a student doing a project on digital education in India, do you have something I can read"],
  },
  { kind: "content", urls: ["/blogs/2"], questions: ["that post about voice automation and business growth"] },
  { kind: "content", urls: ["/blogs/4"], questions: ["who wrote the transforming surveys article"] },
  { kind: "content", urls: ["/careers"], questions: ["what positions are open right now"] },
  { kind: "content", urls: ["/careers"], questions: ["are you hiring react node developers"] },
  {
    kind: "content",
    urls: ["/careers"],
    questions: ["I'm a recruiter, how many years of experience do you want for the speech recognition engineer?"],
  },
  { kind: "content", urls: ["/careers"], questions: ["where do i send my cv"] },
  { kind: "content", urls: ["/careers"], questions: ["are the jobs remote or in office"] },

  // ------------------------------------------------------------------ Policy
  {
    kind: "policy",
    urls: ["/privacypolicy"],
    questions: ["I recorded myself in your voice demo yesterday. How many months will that recording sit on your servers?"],
  },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["do you sell my data to anyone"] },
  { kind: "policy", urls: ["/termsofuse", "/privacypolicy"], questions: ["can my 16 year old make an account"] },
  { kind: "policy", urls: ["/termsofuse"], questions: ["if there's a legal dispute which court would it go to"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["who is your grievance officer"] },
  {
    kind: "policy",
    urls: ["/termsofuse"],
    questions: ["am I allowed to use your tts to copy a film star's voice for a prank video"],
  },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["the remember me box on login, how many days does it keep me signed in"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["I want all my data deleted, how"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["what happens to the food photos i upload, do you keep them"] },
  { kind: "policy", urls: ["/termsofuse"], questions: ["who owns the recordings and photos I submit"] },
];

export const FOLLOW_UPS = [
  {
    kind: "follow-up",
    urls: ["/ourproducts#kathana-meet", "/demos/video", "/"],
    turns: ["heard about kathana meet from a colleague", "and for a product launch, how big an audience can watch live?"],
  },
  {
    kind: "follow-up",
    urls: ["/bfsi", "/demos/alldemos"],
    turns: ["we are a cooperative bank", "what about when a NACH debit bounces, can it call for that?"],
  },
  {
    kind: "follow-up",
    urls: ["/demos/text"],
    turns: ["i want to try the read-aloud thing", "which languages are in its dropdown"],
  },
  {
    kind: "follow-up",
    urls: ["/quickservicerestaurants", "/"],
    turns: ["i have a biryani restaurant with home delivery", "can it also take feedback from customers after the food is delivered"],
  },
  {
    kind: "follow-up",
    urls: ["/careers"],
    turns: ["what jobs do you have", "is the full stack one full-time?"],
  },
  {
    kind: "follow-up",
    urls: ["/privacypolicy"],
    turns: ["i am reading your privacy rules", "so how long is my contact form message kept"],
  },
  {
    kind: "follow-up",
    urls: ["/developers/services", "/developers/api-guides"],
    turns: ["your food recognition looks nice", "can i call it from my own app"],
  },
  {
    kind: "follow-up",
    urls: ["/ourproducts#kathana-survey", "/"],
    turns: ["explain kathana survey in simple words", "can people answer it in their own language"],
  },
  {
    kind: "follow-up",
    urls: ["/healthcare", "/"],
    turns: ["I work at a multispeciality hospital in Indore", "can patients choose to have blood collected at home"],
  },
  {
    kind: "follow-up",
    urls: ["/about"],
    turns: ["when did kathana start", "in which city"],
  },
  {
    kind: "follow-up",
    urls: ["/termsofuse", "/developers/services"],
    turns: ["got my api key", "how should i store it"],
  },
  {
    kind: "follow-up",
    urls: ["/demos/voice", "/demos/voice/2"],
    turns: ["the voice recognition demo", "what categories does it have to pick from"],
  },
  {
    kind: "follow-up",
    urls: ["/automobiles", "/"],
    turns: ["we are a two wheeler brand with dealers in UP", "can the bot remind owners when periodic service is due"],
  },
  {
    kind: "follow-up",
    urls: ["/ourproducts#kathana-announce", "/"],
    turns: ["we might use announce for our dealer network", "what if someone doesn't respond, does it chase them"],
  },
  {
    kind: "follow-up",
    urls: ["/blogs/3"],
    turns: ["do you have blogs", "the one about contact centers"],
  },
  {
    kind: "follow-up",
    urls: ["/forgotpassword"],
    turns: ["I signed up last month", "now I can't remember the password"],
  },
  {
    kind: "follow-up",
    urls: ["/demos/image", "/developers/services"],
    turns: ["the photo recognition demo", "which file types can i upload"],
  },
  {
    kind: "follow-up",
    urls: ["/travelandhospitality"],
    turns: ["we are an online travel agent", "can the bot keep a fare on hold while the customer pays"],
  },
  {
    kind: "follow-up",
    urls: ["/fmcg", "/demos/alldemos", "/"],
    turns: ["we are a packaged foods brand, how can you help us", "is there a sample survey I can try"],
  },
  {
    kind: "follow-up",
    urls: ["/ourproducts#kathana-assist"],
    turns: ["the website chat assistant product you have", "can it put demo bookings straight into my calendar"],
  },
];

export const UNANSWERABLE = [
  // prices, offers, payment
  "how much is the voicebot per month for a small business",
  "any discount for startups",
  "can i pay by upi",
  "is there a free trial for kathana meet",
  // competitors and integrations not on the site
  "how are you better than yellow.ai",
  "does kathana integrate with salesforce",
  "can your chatbot plug into my shopify store",
  "does kathana meet sync with google calendar",
  // numbers and certifications the site does not give
  "what is your uptime sla",
  "is kathana iso 27001 certified",
  "are you hipaa compliant",
  "what's the longest a kathana meet meeting can run",
  "does the voice bot speak arabic for our dubai customers",
  // company facts not on the site
  "name of kathana's managing director?",
  "what is kathana's headcount",
  "kathana turnover in crores for FY25",
  "who has invested in kathana and how much funding",
  "do you have an office in bangalore",
  "is the noida office open on saturdays, what time",
  "ctc range for the full stack developer opening?",
  // people's private data
  "give me ritika sharma's mobile number from navya finance",
  // off-topic or general knowledge
  "my pizza from pizza palki is an hour late where is it",
  "what is the weather in noida today",
  "capital of japan",
  "write me a short poem about cricket",
];
