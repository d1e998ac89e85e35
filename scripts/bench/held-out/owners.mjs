/**
 * Benchmark questions for Kathana Assist (the site's chat box), round 10, "owners" persona:
 * people in India who run or work in a business and arrived from an advert, typing on a phone
 * (lenders, insurers, hospitals, clinics, labs, restaurants, cloud kitchens, car and bike dealers,
 * service centres, hotels, travel agents, consumer brands, distributors, HR and operations staff,
 * a few developers). Indian English, Hinglish in Latin letters, typos, needs instead of page names.
 *
 * Written by a helper session from these sources only: /work/shared/SPEC.md, the English documents
 * of /work/main/studio/seed/data.ndjson (no drafts, no assistantSettings / assistantAnswer), and the
 * names under /work/main/app/routes/. No assistant code, scripts, tests, docs or earlier question
 * lists were read; the site was not run. Every answerable question was checked against the page text;
 * every UNANSWERABLE one was checked (by searching the content) to be absent from the site.
 *
 * Shapes:
 *   TOPICS:       { kind, urls: [page, ...], questions: [1..4 strings] }  kinds: navigation, company,
 *                 try-demo, business, misspelt-product, content. A source is right when it equals a url
 *                 or starts with it followed by '#'.
 *   FOLLOW_UPS:   { kind: "follow-up", urls, turns: [first, second] }  urls answer the second turn.
 *   UNANSWERABLE: strings the site's content does not answer.
 *
 * Held out (issue 43, 28 Nov 2026): never tuned on, only measured with
 * `npm run bench:assistant -- --questions scripts/bench/held-out/owners.mjs`.
 * 28 questions equal to an editor's example question (Assistant settings) or to a question of
 * the benchmark's sets were taken out, so that the set measures wordings never learnt or tuned on.
 */
export const TOPICS = [
  {
    kind: "business",
    urls: ["/bfsi", "/ourproducts#kathana-voicebot"],
    questions: [
      "we are an nbfc with 40 branches and half our customers forget their EMI date, can something call them automatically?",
      "hamare borrowers emi bhool jaate hai, koi calling bot hai jo unhe yaad dilaye?",
      "collections team is drowning in reminder calls, want to automate them in hindi and english",
    ],
  },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: [
      "home loan applicants never upload salary slip and address proof, need someone to chase them politely",
      "pending kyc papers reminder calls for our customers - do u do that",
    ],
  },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: [
      "i manage renewals at an insurance company, lots of policies lapse bcoz people simply forget",
      "insurance policy renewal reminder by phone possible?",
    ],
  },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: [
      "customers dont finish the auto debit mandate for their loan, the link expires and they just ignore it",
      "nach bounce hua hai kuch customers ka, unko call karke next payment date lena hai",
    ],
  },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: [
      "we want to offer pre-approved personal loans and only pass genuinely interested people to our loan officers",
      "lead qualification calls for loan offers, checking income and eligibility before a human talks to them",
    ],
  },
  { kind: "business", urls: ["/bfsi"], questions: ["new savings account customers keep missing their video kyc, can a bot fix a slot with them"] },
  {
    kind: "business",
    urls: ["/bfsi", "/ourproducts#kathana-survey"],
    questions: ["want to know how happy people are after visiting our bank branch, a short survey on call"],
  },
  {
    kind: "business",
    urls: ["/fmcg"],
    questions: [
      "we distribute biscuits to kirana shops, trucks get delayed and shopkeepers keep calling our office asking where the stock is",
      "distributor hu, delivery late ho jaye toh retailers ko automatically inform karna hai",
    ],
  },
  { kind: "business", urls: ["/fmcg"], questions: ["can retailers place their repeat orders with a bot over the phone instead of waiting for our salesman"] },
  {
    kind: "business",
    urls: ["/fmcg", "/ourproducts#kathana-survey"],
    questions: [
      "launching a new chocolate and want taste feedback from consumers in many states quickly",
      "product sampling ke baad consumers se feedback lena hai, voice mein",
    ],
  },
  {
    kind: "business",
    urls: ["/fmcg", "/ourproducts#kathana-survey"],
    questions: ["brand awareness tracking for our detergent in tier 3 towns where field surveys are too slow"],
  },
  {
    kind: "business",
    urls: ["/fmcg", "/ourproducts#kathana-survey"],
    questions: ["our merchandisers visit stores, we want them to send shelf photos as part of an audit"],
  },
  { kind: "business", urls: ["/fmcg"], questions: ["we sell packaged tea, want a voice assistant that suggests a blend to customers and gives them a coupon"] },
  {
    kind: "business",
    urls: ["/quickservicerestaurants"],
    questions: [
      "cloud kitchen here, during dinner rush half the calls go unanswered and we lose orders",
      "hamara restaurant hai, raat ko itne calls aate hai ki customer hold pe hi reh jata hai",
      "pizza outlet owner, want phone orders taken automatically with size and toppings",
    ],
  },
  {
    kind: "business",
    urls: ["/quickservicerestaurants"],
    questions: ["after every delivery we want feedback from the customer, and also tell them their order status"],
  },
  {
    kind: "business",
    urls: ["/automobiles"],
    questions: [
      "car showroom: website enquiries go cold because nobody calls them back for days",
      "we're a dealer and want test drives booked at the customer's home",
    ],
  },
  {
    kind: "business",
    urls: ["/automobiles"],
    questions: [
      "bike service centre, customers skip their periodic service, need reminder calls",
      "missed service appointments ko dobara book karne ke liye koi solution?",
    ],
  },
  { kind: "business", urls: ["/automobiles"], questions: ["workshop manager here, i want to find out fast when a customer was unhappy with the servicing"] },
  {
    kind: "business",
    urls: ["/healthcare"],
    questions: [
      "we run a diagnostic lab, patients should be able to book blood tests and a home collection slot on phone",
      "pathology lab chalate hai, home sample collection booking ke liye bot chahiye",
    ],
  },
  {
    kind: "business",
    urls: ["/healthcare"],
    questions: [
      "our clinic receptionist spends the whole day on calls booking doctor appointments",
      "hospital wants to inform patients when their test reports are ready",
    ],
  },
  {
    kind: "business",
    urls: ["/travelandhospitality"],
    questions: [
      "small travel agency, flight enquiries on phone triple in holiday season and we cant pick up all",
      "customers should be able to search and book flights just by speaking",
    ],
  },
  {
    kind: "business",
    urls: ["/travelandhospitality"],
    questions: ["hotel owner: need booking confirmations and check in reminders sent to guests", "guest feedback after checkout, can a bot collect it"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-announce"],
    questions: [
      "HR here, need to tell 2000 employees about a policy change and know exactly who heard it",
      "dealer meet ka invitation bhejna hai aur RSVP bhi lena hai",
      "our association needs to send messages to members by voice call and sms",
    ],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-announce"],
    questions: ["announcement bheja par aadhe logo ne jawab nahi diya, auto follow up ho sakta hai?"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-survey"],
    questions: [
      "employee pulse survey for factory workers who can't type well, answering by voice would help",
      "want a survey where people can reply with a photo or by speaking instead of filling a form",
    ],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    questions: [
      "monthly town hall for 5000 staff across india, need to stream it live",
      "we need a simple video meeting tool, staff shouldn't have to install anything",
    ],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    questions: ["training sessions record karke baad mein share karna hai jo miss kar gaye"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-assist"],
    questions: [
      "need a chatbot on our website that answers product questions and captures leads at night",
      "online store, customers keep asking 'where is my order' in chat",
      "want site visitors to book a demo with our sales team by themselves",
    ],
  },
  {
    kind: "business",
    urls: ["/blogs/3", "/ourproducts#kathana-voicebot"],
    questions: [
      "we run a 200 seat call centre and customers hate the press 1 press 2 menu",
      "agents waste the day on balance enquiries and order tracking calls",
    ],
  },
  {
    kind: "business",
    urls: ["/blogs/1"],
    questions: [
      "coaching institute: fee reminders and attendance calls to parents eat up our teachers' time",
      "school hai, parents ko unki language mein reminders bhejne hai",
    ],
  },
  {
    kind: "business",
    urls: ["/developers/services", "/demos/image"],
    questions: ["building a calorie tracker app, need to identify the dish in a user's photo"],
  },
  { kind: "business", urls: ["/developers/services", "/demos/text"], questions: ["my app should read notifications aloud in hindi, any api for that?"] },
  {
    kind: "business",
    urls: ["/developers/services", "/demos/voice"],
    questions: ["developer here, need speech recognition in my app that knows our own product names"],
  },
  {
    kind: "content",
    urls: ["/bfsi"],
    questions: [
      "how many days before the due date does your emi reminder call go out?",
      "in the emi reminder flow what happens if the borrower asks for more time",
    ],
  },
  { kind: "content", urls: ["/bfsi"], questions: ["if someone isn't eligible for the loan offer, what does the bot do"] },
  {
    kind: "content",
    urls: ["/ourproducts#kathana-voicebot", "/bfsi", "/blogs/2"],
    questions: ["how much can we save per call compared to a human agent", "kitna paisa bachega agent ke comparison mein?"],
  },
  {
    kind: "content",
    urls: ["/fmcg"],
    questions: ["when a stock delivery slips, what exactly does the bot tell the retailer?", "if a retailer cancels after the delay call, who gets notified"],
  },
  { kind: "content", urls: ["/fmcg", "/demos/alldemos"], questions: ["what does the dark chocolate survey ask people about"] },
  {
    kind: "content",
    urls: ["/quickservicerestaurants"],
    questions: [
      "how long does a pizza order over the voice bot take",
      "does the ordering bot remember the address of old customers, and is cash on delivery an option?",
    ],
  },
  {
    kind: "content",
    urls: ["/automobiles"],
    questions: [
      "how quickly does the bot call back someone who filled the enquiry form on a dealer website",
      "in the test drive call what does the customer choose - fuel, gearbox?",
    ],
  },
  { kind: "content", urls: ["/travelandhospitality"], questions: ["how long does the bot hold a flight fare"] },
  {
    kind: "content",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    questions: ["max how many people in one video meeting room", "live stream kitne logo tak jaa sakta hai"],
  },
  { kind: "content", urls: ["/demos/video"], questions: ["which browsers can participants join the video meeting from"] },
  { kind: "content", urls: ["/ourproducts#kathana-meet", "/demos/video"], questions: ["does the video tool have waiting rooms and meeting passwords"] },
  {
    kind: "content",
    urls: ["/ourproducts#kathana-announce"],
    questions: ["how can people RSVP to an announcement - keypress?", "can announcements use text to speech in indian languages or must we record them"],
  },
  { kind: "content", urls: ["/ourproducts#kathana-survey", "/blogs/4"], questions: ["are spoken survey answers turned into text and coded automatically"] },
  {
    kind: "content",
    urls: ["/ourproducts#kathana-voicebot"],
    questions: ["does the voicebot take incoming calls too or only dial out", "will it understand when customers just talk instead of pressing keys"],
  },
  {
    kind: "content",
    urls: ["/ourproducts#kathana-voicebot", "/"],
    questions: ["can the bot pass a difficult call to a real person with context", "agent ko call transfer ho sakta hai beech mein?"],
  },
  {
    kind: "content",
    urls: ["/ourproducts#kathana-assist"],
    questions: ["can the website assistant work in voice or only text", "when the chatbot can't handle something does my team get the transcript"],
  },
  { kind: "content", urls: ["/", "/ourproducts#kathana-voicebot"], questions: ["how many languages do your voice bots call in"] },
  {
    kind: "content",
    urls: ["/demos/text"],
    questions: ["speaking speed range in tts? does it change the pitch if i speed it up", "what languages does the text to speech demo have"],
  },
  {
    kind: "content",
    urls: ["/demos/text"],
    questions: ["will it pronounce south indian names like venkatesh properly", "SSML tags supported for pauses and emphasis?"],
  },
  { kind: "content", urls: ["/demos/image"], questions: ["can i upload a photo of a full thali", "which photo formats does the food recognition accept"] },
  {
    kind: "content",
    urls: ["/demos/voice"],
    questions: ["which languages does your speech recognition understand", "will someone from chennai with a strong accent be understood"],
  },
  { kind: "content", urls: ["/demos/voice"], questions: ["can i add new words to the recognition list without restarting anything"] },
  { kind: "content", urls: ["/developers/services"], questions: ["are there rate limits on the apis and can we get dedicated capacity later"] },
  { kind: "content", urls: ["/demos/alldemos"], questions: ["can i filter the demo calls by industry and by medium"] },
  { kind: "content", urls: ["/privacypolicy"], questions: ["how long do you keep voice recordings from the demo"] },
  { kind: "content", urls: ["/privacypolicy", "/about", "/"], questions: ["is our customer data kept in india"] },
  { kind: "content", urls: ["/termsofuse"], questions: ["minimum age to make an account"] },
  {
    kind: "content",
    urls: ["/privacypolicy"],
    questions: ["who do i complain to about my personal data, is there a grievance officer", "remember me keeps me logged in for how long"],
  },
  { kind: "content", urls: ["/", "/blogs/3"], questions: ["can the analytics flag fraud patterns in calls"] },
  { kind: "content", urls: ["/", "/blogs/3"], questions: ["are calls recorded and searchable for quality checks"] },
  { kind: "content", urls: ["/"], questions: ["Navya Finance kitne reminder calls karta hai aapke bot se?"] },
  { kind: "content", urls: ["/blogs/2"], questions: ["best way to start with voice automation, do we need a huge project?"] },
  { kind: "content", urls: ["/blogs/3"], questions: ["what is a conversational ivr"] },
  { kind: "try-demo", urls: ["/bfsi", "/demos/alldemos"], questions: ["can i listen to a sample emi reminder call", "loan reminder wala demo sunna hai"] },
  { kind: "try-demo", urls: ["/demos/voice"], questions: ["let me test your speech recognition with my own voice", "mic se bol ke check karna hai"] },
  { kind: "try-demo", urls: ["/demos/text"], questions: ["want to type something in hindi and hear it spoken"] },
  { kind: "try-demo", urls: ["/demos/image"], questions: ["i want to upload a pic of food and see what it guesses"] },
  { kind: "try-demo", urls: ["/demos/alldemos"], questions: ["show me every sample call you have, only the restaurant ones"] },
  { kind: "try-demo", urls: ["/automobiles", "/demos/alldemos"], questions: ["sample call of car service feedback"] },
  { kind: "try-demo", urls: ["/healthcare", "/demos/alldemos"], questions: ["play the blood test booking call"] },
  { kind: "try-demo", urls: ["/travelandhospitality", "/demos/alldemos"], questions: ["demo of booking a flight by voice"] },
  { kind: "try-demo", urls: ["/quickservicerestaurants", "/demos/alldemos"], questions: ["hear the pizza ordering bot"] },
  { kind: "try-demo", urls: ["/demos/voice"], questions: ["i want to take a voice survey myself and answer by speaking"] },
  { kind: "try-demo", urls: ["/demos/voice/2"], questions: ["where's the older voice demo, the classic one"] },
  { kind: "try-demo", urls: ["/fmcg", "/demos/alldemos"], questions: ["dark chocolate taste survey demo try karna hai"] },
  { kind: "try-demo", urls: ["/demos/alldemos", "/fmcg"], questions: ["sample call telling a shopkeeper his delivery is late"] },
  { kind: "try-demo", urls: ["/demos/alldemos", "/"], questions: ["noodles survey call recording"] },
  { kind: "try-demo", urls: ["/bfsi", "/demos/alldemos"], questions: ["video kyc slot booking demo call"] },
  { kind: "navigation", urls: ["/contact"], questions: ["how do i reach your sales people"] },
  { kind: "navigation", urls: ["/contact"], questions: ["office address and map"] },
  { kind: "navigation", urls: ["/forgotpassword"], questions: ["i can't get into my account, forgot the password"] },
  { kind: "navigation", urls: ["/account/password"], questions: ["how to change my password after logging in"] },
  { kind: "navigation", urls: ["/signup"], questions: ["make new account"] },
  { kind: "navigation", urls: ["/developers/api-key"], questions: ["api key kaha milega", "my key leaked, need to regenerate it"] },
  { kind: "navigation", urls: ["/developers/api-guides"], questions: ["api documentation pls"] },
  { kind: "navigation", urls: ["/comingsoon"], questions: ["is there an sdk"] },
  { kind: "navigation", urls: ["/contact"], questions: ["book a demo with your team"] },
  { kind: "navigation", urls: ["/ourproducts"], questions: ["list of all your products"] },
  { kind: "company", urls: ["/about", "/"], questions: ["what does kathana actually do, who are you guys"] },
  { kind: "company", urls: ["/about"], questions: ["when did you start the company"] },
  { kind: "company", urls: ["/about"], questions: ["any news articles written about your company"] },
  { kind: "company", urls: ["/"], questions: ["which companies are already using you"] },
  {
    kind: "company",
    urls: ["/careers"],
    questions: ["any job for a speech recognition engineer", "full stack role ke liye kitna experience chahiye", "jobs kis city mein hai"],
  },
  { kind: "company", urls: ["/contact", "/"], questions: ["how soon will your team reply after i write to you"] },
  { kind: "company", urls: ["/about"], questions: ["is your team only engineers or also language people"] },
  { kind: "misspelt-product", urls: ["/ourproducts#kathana-announce"], questions: ["kathna anounce", "anouncement app kathana"] },
  { kind: "misspelt-product", urls: ["/ourproducts#kathana-survey"], questions: ["katahana survy"] },
  { kind: "misspelt-product", urls: ["/ourproducts#kathana-meet"], questions: ["kathana meeet", "katana meet video"] },
  { kind: "misspelt-product", urls: ["/ourproducts#kathana-assist"], questions: ["kathana assistent for website"] },
];
export const FOLLOW_UPS = [
  { kind: "follow-up", urls: ["/healthcare"], turns: ["do you have something for hospitals?", "and can patients get their reports by sms?"] },
  { kind: "follow-up", urls: ["/automobiles", "/demos/alldemos"], turns: ["we are a car dealer in lucknow", "can i hear a sample call?"] },
  { kind: "follow-up", urls: ["/ourproducts#kathana-announce"], turns: ["what does kathana announce do", "can people reply yes or no to it?"] },
  { kind: "follow-up", urls: ["/quickservicerestaurants"], turns: ["i run a cloud kitchen", "kya bot cash on delivery bhi poochta hai?"] },
  { kind: "follow-up", urls: ["/developers/api-key"], turns: ["do you have apis for developers", "where do i get the key"] },
  { kind: "follow-up", urls: ["/demos/image"], turns: ["tell me about the image recognition", "will it work on a full thali pic?"] },
  { kind: "follow-up", urls: ["/bfsi"], turns: ["banking use cases?", "what happens in the loan offer call flow"] },
  { kind: "follow-up", urls: ["/ourproducts#kathana-survey"], turns: ["survey product?", "does it show the results live"] },
];
export const UNANSWERABLE = [
  "kathana voicebot ka rate kya hai per minute?",
  "price for kathana meet per host per month",
  "cost for 1 lakh survey responses",
  "is there a 30 day free trial of the voicebot for our bank",
  "any discount for early stage startups",
  "minimum contract period for the voice bot",
  "white label the voicebot under our own brand name",
  "reseller partnership program hai?",
  "can leads go directly into leadsquared",
  "zoho crm integration for my car dealership?",
  "can your bot call using our existing exotel numbers",
  "do you give a toll free number for inbound calls",
  "petpooja pos se connect hoga kya ordering bot",
  "can it take orders coming from swiggy and zomato",
  "integration with opera pms for our hotel",
  "does the flight booking bot connect to amadeus",
  "will it sync appointments with practo",
  "push survey data into spss or sap",
  "can kathana meet join microsoft teams calls",
  "is kathana RBI approved for collection calling",
  "do you handle DLT registration for sms templates",
  "mumbai mein aapka branch office hai?",
  "does the voicebot speak arabic for our gulf customers",
  "spanish voice available for latin america calls",
  "is HDFC bank your client",
  "apollo hospitals use karta hai kya aapka bot",
  "what's kathana's annual revenue",
  "salary range for the full stack developer opening",
  "can you guarantee 100% emi collection",
  "is it legal to make recovery calls to defaulters after 7 pm",
  "what are RBI rules for collection agents calling customers",
  "how many hours should a patient fast before a lipid profile",
  "which term insurance plan should i buy for my family",
  "does the bot give a sentiment score for each call",
  "can kathana meet show live translated subtitles",
  "does meet have a whiteboard and breakout rooms",
  "can the image api spot fake or counterfeit products on a shelf",
  "can it read handwritten doctor prescriptions",
  "can the photo recognition assess car damage for insurance claims",
  "can the speech recognition run offline on the phone without internet",
  "can we install everything on premise in our bank's data centre",
  "can the hotel bot take room service orders from guests",
];
