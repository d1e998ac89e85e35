/**
 * Front-door probe set for Kathana Assist: English visitors asking the receptionist at the site's
 * front door, with a heavy share of questions the site does not answer.
 *
 * Written by a helper session (probe writer, "front door") on 2 Dec 2026.
 * Sources: /work/shared/SPEC.md §2 (screens and routes); the seed content in
 * /work/main/studio/scripts/seed/ (company, home, pages, demos, industries, blog, legal, content,
 * industry-words) and its Hindi translations under seed/translations/hi/ (without the assistant
 * settings' example or declined questions); the folder names under /work/main/app/routes/.
 * Written without seeing the engine (no app code, no assistant.mjs, no visitor-questions.mjs, no
 * existing bench question sets beyond the layout of tuning/near-misses.mjs).
 *
 * Every UNANSWERABLE question was kept only after a case-insensitive grep of that content (English
 * and Hindi) for its key words confirmed that the site does not answer it. Every answerable question
 * was checked against the sentence in the content of the page(s) in its urls.
 *
 * This is a tuning set: its misses may be shown.
 */

export const TOPICS = [
  // ------------------------------------------------------------------ Navigation
  {
    kind: "navigation",
    urls: ["/login"],
    questions: ["my colleague set up our team login last week — where's the page to sign in with it?", "login page pls"],
  },
  {
    kind: "navigation",
    urls: ["/signup"],
    questions: ["How do I register for a new account on your website?", "new here, no account yet — which page lets me create one for our startup?"],
  },
  { kind: "navigation", urls: ["/forgotpassword"], questions: ["I've forgotten my password and can't get in. What should I do?", "pasword reset?"] },
  {
    kind: "navigation",
    urls: ["/account/password"],
    questions: ["already signed in; my old password feels weak and I'd like to swap it for a stronger one. which page?"],
  },
  { kind: "navigation", urls: ["/contact"], questions: ["what's the best way to reach a real person at Kathana about a project we're planning?"] },
  { kind: "navigation", urls: ["/careers"], questions: ["is kathana hiring right now?"] },
  { kind: "navigation", urls: ["/blogs"], questions: ["do you publish articles anywhere on the site? I'd like to read a few before our call"] },
  { kind: "navigation", urls: ["/about"], questions: ["Could you point me to the About Us page, please?"] },
  { kind: "navigation", urls: ["/privacypolicy"], questions: ["link to your privacy policy?"] },
  { kind: "navigation", urls: ["/termsofuse"], questions: ["Where are your terms and conditions?"] },
  { kind: "navigation", urls: ["/demos/alldemos"], questions: ["could you pull up the full demo library, all industries together?"] },
  { kind: "navigation", urls: ["/ourproducts"], questions: ["before my meeting with your sales rep, I want the full list of Kathana products in one place"] },
  { kind: "navigation", urls: ["/developers/services"], questions: ["Is there a section of the site for developers?"] },
  { kind: "navigation", urls: ["/developers/api-guides"], questions: ["where's the API documentation"] },
  { kind: "navigation", urls: ["/developers/api-key"], questions: ["signed in on my laptop now — which page shows the key for calling your APIs?"] },
  { kind: "navigation", urls: ["/"], questions: ["take me back to the home page"] },

  // ------------------------------------------------------------------ Company
  {
    kind: "company",
    urls: ["/contact"],
    questions: [
      "our courier needs to drop off signed papers — what's the street address of your office?",
      "what number can I ring to speak to someone at Kathana?",
      "which mail id should a vendor write to with a general question?",
    ],
  },
  { kind: "company", urls: ["/contact"], questions: ["is there a map showing how to reach your Noida office?"] },
  {
    kind: "company",
    urls: ["/contact", "/"],
    questions: ["Hi, I'm from a bank in Pune — if I write to you, how soon will your team get back to me?"],
  },
  {
    kind: "company",
    urls: ["/about"],
    questions: ["how old is Kathana as a company — what year did it begin?", "Is 'Kathana' a Sanskrit word? My manager asked me what it stands for"],
  },
  {
    kind: "company",
    urls: ["/about"],
    questions: [
      "in a sentence or two, what is Kathana trying to achieve as a company?",
      "I'm writing a market report — which publications, Indian or international, have covered Kathana?",
    ],
  },
  { kind: "company", urls: ["/about"], questions: ["what kind of people make up the Kathana team?"] },
  {
    kind: "company",
    urls: ["/about"],
    questions: ["what's the monthly volume of conversations going through Meet, Announce, Survey, VoiceBot and Assist combined?"],
  },
  {
    kind: "company",
    urls: ["/about", "/privacypolicy", "/"],
    questions: ["Do you keep your customers' data inside India or abroad?"],
  },
  { kind: "company", urls: ["/careers"], questions: ["which positions are open at the moment?"] },
  {
    kind: "company",
    urls: ["/careers"],
    questions: ["I've worked on ASR for two years — is that enough for your speech engineer opening, or do you want more?"],
  },
  { kind: "company", urls: ["/careers"], questions: ["is the full stack developer opening full time, and where is it based?"] },
  { kind: "company", urls: ["/"], questions: ["Who are some of your clients, and what do they say about you?"] },

  // ------------------------------------------------------------------ Try a demo
  {
    kind: "try-demo",
    urls: ["/demos/text"],
    questions: ["can I paste a paragraph from our brochure and have your engine speak it?", "can I type a sentence in Hindi and hear it read aloud?"],
  },
  { kind: "try-demo", urls: ["/demos/text"], questions: ["where can I hear how your TTS pronounces Indian names?"] },
  { kind: "try-demo", urls: ["/demos/voice"], questions: ["Where can I test your speech recognition with my own microphone?"] },
  { kind: "try-demo", urls: ["/demos/voice"], questions: ["how do I take the voice survey demo where you answer by speaking?"] },
  { kind: "try-demo", urls: ["/demos/voice/2"], questions: ["is the older classic version of the voice demo still available?"] },
  { kind: "try-demo", urls: ["/demos/image"], questions: ["Can I upload a picture of a fruit and have your AI tell me what it is?"] },
  { kind: "try-demo", urls: ["/demos/image"], questions: ["no food pictures on my phone — does the image demo have ready photos I can use instead?"] },
  { kind: "try-demo", urls: ["/demos/video"], questions: ["is there a demo of your video conferencing?"] },
  {
    kind: "try-demo",
    urls: ["/demos/alldemos"],
    questions: ["I want to listen to a few sample bot calls", "can the demos be filtered by industry, like only healthcare?"],
  },
  {
    kind: "try-demo",
    urls: ["/bfsi", "/demos/alldemos"],
    questions: ["my boss wants to hear how your bot nudges borrowers before an instalment is due — is there a recording?"],
  },
  { kind: "try-demo", urls: ["/quickservicerestaurants", "/demos/alldemos"], questions: ["Is there a recording of the bot taking a pizza order?"] },
  {
    kind: "try-demo",
    urls: ["/travelandhospitality", "/demos/alldemos"],
    questions: ["any sample where a traveller books a plane ticket by talking to a bot?"],
  },
  { kind: "try-demo", urls: ["/automobiles", "/demos/alldemos"], questions: ["Can I hear the car service feedback call somewhere?"] },
  { kind: "try-demo", urls: ["/healthcare", "/demos/alldemos"], questions: ["i want to listen to the blood test booking demo"] },
  { kind: "try-demo", urls: ["/fmcg", "/demos/alldemos"], questions: ["where's the dark chocolate taste test survey?"] },

  // ------------------------------------------------------------------ Visitor describes a business
  { kind: "business", urls: ["/healthcare"], questions: ["I manage a dental clinic in Lucknow. Is there anything for practices like ours?"] },
  { kind: "business", urls: ["/healthcare"], questions: ["we run a diagnostic lab and do home sample collection"] },
  { kind: "business", urls: ["/healthcare"], questions: ["Hello, I'm the administrator of a 200-bed multispeciality hospital — what would you offer us?"] },
  { kind: "business", urls: ["/bfsi"], questions: ["Hi, I'm from a co-operative bank in Pune — what can your bots do for us?"] },
  { kind: "business", urls: ["/bfsi"], questions: ["We're a small NBFC giving gold loans and our collections team is stretched"] },
  { kind: "business", urls: ["/bfsi"], questions: ["I head renewals at a life insurance company; do you have a use case for us?"] },
  { kind: "business", urls: ["/quickservicerestaurants"], questions: ["we have a cloud kitchen in Bengaluru"] },
  { kind: "business", urls: ["/quickservicerestaurants"], questions: ["I own three pizza outlets and our phone lines jam every evening at dinner time."] },
  { kind: "business", urls: ["/automobiles"], questions: ["I'm general manager at a multi-brand car showroom in Jaipur with a busy workshop"] },
  { kind: "business", urls: ["/automobiles"], questions: ["we operate a two-wheeler service centre and customers keep missing their service dates"] },
  { kind: "business", urls: ["/travelandhospitality"], questions: ["We own a boutique hotel in Rishikesh. Could your assistant help with bookings?"] },
  { kind: "business", urls: ["/travelandhospitality"], questions: ["im a travel agent, i sell air tickets and holiday packages"] },
  { kind: "business", urls: ["/fmcg"], questions: ["We make packaged namkeen and sell it through kirana stores."] },
  { kind: "business", urls: ["/fmcg"], questions: ["I'm a distributor for a detergent brand and deliveries to retailers often get delayed"] },
  { kind: "business", urls: ["/fmcg"], questions: ["our company makes biscuits — can you help us run consumer taste tests?"] },

  // ------------------------------------------------------------------ Misspelt products
  {
    kind: "misspelt-product",
    urls: ["/ourproducts"],
    questions: ["wat exactly is the kathana voicebott used for", "tell me about kathna survay", "kathana anounce — what does it do?"],
  },
  { kind: "misspelt-product", urls: ["/ourproducts"], questions: ["Kathanna Asist, is that a chatbot for websites?", "voice bott for payment remiders"] },
  {
    kind: "misspelt-product",
    urls: ["/demos/video", "/ourproducts"],
    questions: ["kathana meat room limit? how many ppl per meeting", "vidoe conferncing product details"],
  },
  { kind: "misspelt-product", urls: ["/demos/text"], questions: ["where's the text to speach try-out page", "tts demmo in hindi?"] },
  { kind: "misspelt-product", urls: ["/demos/voice"], questions: ["speach recogntion demo", "voise recognision with my own words?"] },
  { kind: "misspelt-product", urls: ["/demos/image"], questions: ["imgae recogniton of food", "fud foto demo"] },
  { kind: "misspelt-product", urls: ["/developers/services"], questions: ["developper apis for speach and images"] },

  // ------------------------------------------------------------------ Products
  { kind: "product", urls: ["/demos/video", "/ourproducts", "/"], questions: ["What's the participant limit for a single Kathana Meet room?"] },
  {
    kind: "product",
    urls: ["/demos/video", "/ourproducts"],
    questions: ["We hold a quarterly town hall. Can Kathana Meet stream it live, and to how many viewers?"],
  },
  {
    kind: "product",
    urls: ["/demos/video", "/ourproducts"],
    questions: ["our external auditors hate installing software — can they join a Kathana Meet session straight from a browser link?"],
  },
  { kind: "product", urls: ["/demos/video"], questions: ["which browsers can people use to join Kathana Meet?"] },
  { kind: "product", urls: ["/demos/video", "/ourproducts"], questions: ["how do I stop uninvited people from gatecrashing a Kathana Meet board meeting?"] },
  { kind: "product", urls: ["/ourproducts"], questions: ["How does Kathana Announce reach people — phone calls, SMS, something else?"] },
  { kind: "product", urls: ["/ourproducts"], questions: ["can we collect RSVPs through Announce?", "what happens with people who ignore an announcement?"] },
  {
    kind: "product",
    urls: ["/ourproducts"],
    questions: [
      "for a retail audit, could our field staff reply to a Kathana Survey question with a picture of the shelf?",
      "our research agency needs branching questions and sample quotas — does kathana survey support that",
    ],
  },
  { kind: "product", urls: ["/ourproducts"], questions: ["Does your voice bot take incoming calls as well, or only make outbound ones?"] },
  { kind: "product", urls: ["/ourproducts", "/"], questions: ["if a borrower asks the voicebot something tricky it can't deal with, does a human take over?"] },
  { kind: "product", urls: ["/ourproducts", "/bfsi", "/"], questions: ["How much could we save per call by switching to your voice bot?"] },
  { kind: "product", urls: ["/ourproducts"], questions: ["What would Kathana Assist do on an online store's website?"] },
  {
    kind: "product",
    urls: ["/demos/voice", "/developers/services"],
    questions: ["our menu changes daily; can new dish names be added to the recogniser's phrase list on the fly?"],
  },
  { kind: "product", urls: ["/demos/text", "/developers/services"], questions: ["How far can I speed up or slow down the text to speech voice?"] },
  { kind: "product", urls: ["/demos/image", "/developers/services"], questions: ["Will your image recognition work on a photo of a full thali?"] },
  { kind: "product", urls: ["/demos/image"], questions: ["what file types does the image demo accept?"] },

  // ------------------------------------------------------------------ Developers
  {
    kind: "developer",
    urls: ["/developers/services"],
    questions: ["What APIs do you offer to developers?", "before I wire up the voice recognition endpoint: should I send mp3, stereo, or something else?"],
  },
  {
    kind: "developer",
    urls: ["/developers/services", "/demos/text"],
    questions: ["for our news app, can the TTS endpoint voice articles in Hindi as well as US English?"],
  },
  {
    kind: "developer",
    urls: ["/developers/services"],
    questions: ["do requests to your REST endpoints need a token or key in them, and where should it live?", "Can I call your APIs from PHP or Go?"],
  },
  { kind: "developer", urls: ["/developers/services", "/demos/image"], questions: ["does the food recognition API send back JSON?"] },
  {
    kind: "developer",
    urls: ["/developers/services"],
    questions: ["per-call phrase lists: can each recognition request carry its own set of expected phrases?"],
  },
  {
    kind: "developer",
    urls: ["/developers/services"],
    questions: ["what happens when our traffic grows beyond the demo APIs?", "could I build an IVR using your APIs?"],
  },
  { kind: "developer", urls: ["/developers/api-key", "/signup"], questions: ["I'm a freelance dev — what are the steps to get credentials for your APIs?"] },
  { kind: "developer", urls: ["/developers/api-key"], questions: ["how do I replace my API key with a new one?"] },
  { kind: "developer", urls: ["/developers/api-guides"], questions: ["Where are the reference guides for the image recognition API?"] },
  { kind: "developer", urls: ["/termsofuse", "/developers/services"], questions: ["is it ok to hardcode the API key in our Flutter mobile app's source?"] },
  {
    kind: "developer",
    urls: ["/termsofuse", "/developers/api-key"],
    questions: ["I didn't copy my API key when it was created. Can I see the full key again?"],
  },
  { kind: "developer", urls: ["/signup"], questions: ["Is a developer account free?"] },

  // ------------------------------------------------------------------ Policy
  {
    kind: "policy",
    urls: ["/privacypolicy"],
    questions: [
      "I spoke my home town's name into the voice demo — for how many months do you retain that clip?",
      "if I upload a snap of my lunch to the food demo, is it deleted afterwards or kept?",
    ],
  },
  {
    kind: "policy",
    urls: ["/privacypolicy"],
    questions: ["will my phone number end up sold to marketers if I fill in your form?", "how long do you hold on to my details after I send an enquiry?"],
  },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["Is the text I type into the text to speech demo saved?"] },
  {
    kind: "policy",
    urls: ["/privacypolicy"],
    questions: ["ticking the stay-signed-in box — for how many days does the session last then?", "what cookies does your site set?"],
  },
  {
    kind: "policy",
    urls: ["/privacypolicy"],
    questions: ["I want everything you hold on me wiped. who do I write to?", "who do I complain to about how my data is handled?"],
  },
  {
    kind: "policy",
    urls: ["/privacypolicy"],
    questions: [
      "is your data handling done under the DPDP Act or some other legislation?",
      "could one of your staff read my account password in your database?",
    ],
  },
  {
    kind: "policy",
    urls: ["/privacypolicy"],
    questions: ["how long are the questions I ask this assistant kept?", "when was the privacy policy last updated?"],
  },
  { kind: "policy", urls: ["/termsofuse", "/privacypolicy"], questions: ["my 16-year-old nephew wants to play with your API — is he allowed to sign up?"] },
  {
    kind: "policy",
    urls: ["/termsofuse"],
    questions: [
      "if we ever had a legal disagreement over the services, where would the case be heard?",
      "what's the most you'd be liable for under your terms?",
    ],
  },
  {
    kind: "policy",
    urls: ["/termsofuse"],
    questions: ["can I use your TTS to imitate a famous actor's voice?", "who owns the audio and photos I submit — me or Kathana?"],
  },
  { kind: "policy", urls: ["/termsofuse"], questions: ["am I allowed to use your API output to build a competing product?"] },

  // ------------------------------------------------------------------ Content (blogs, call flows, home)
  { kind: "content", urls: ["/blogs"], questions: ["list your blog articles"] },
  {
    kind: "content",
    urls: ["/blogs/1"],
    questions: ["Do you have an article on digital education?", "We run a coaching institute — do you work with schools and colleges at all?"],
  },
  {
    kind: "content",
    urls: ["/blogs/2"],
    questions: [
      "our CFO wants the business case for automating reminder calls — have you written on that?",
      "any advice on where to start with voice automation?",
    ],
  },
  {
    kind: "content",
    urls: ["/blogs/3"],
    questions: [
      "we want to replace our press-1 phone menu; do you have any reading on that?",
      "according to your blog, where do human agents still matter in a contact center?",
    ],
  },
  {
    kind: "content",
    urls: ["/blogs/4"],
    questions: [
      "I read something of yours about voice surveys replacing web forms — where is it?",
      "does your blog explain how photo answers work in surveys?",
    ],
  },
  { kind: "content", urls: ["/about"], questions: ["Is there a video of the voice bot making a reminder call?"] },
  { kind: "content", urls: ["/bfsi"], questions: ["what does the loan requirement call flow look like?"] },
  { kind: "content", urls: ["/automobiles"], questions: ["How quickly does the bot call someone back after a test-drive enquiry on the website?"] },
  {
    kind: "content",
    urls: ["/travelandhospitality"],
    questions: ["when the travel bot reserves a ticket price, how many minutes does the traveller get to pay?"],
  },
  { kind: "content", urls: ["/quickservicerestaurants"], questions: ["from 'hello' to confirmed order, how quick is the restaurant voice ordering?"] },
  { kind: "content", urls: ["/fmcg"], questions: ["what happens in your non-delivery update flow for retailers?"] },
  { kind: "content", urls: ["/healthcare"], questions: ["In the blood test booking flow, does the bot explain fasting instructions?"] },
  { kind: "content", urls: ["/"], questions: ["What makes Kathana AI different — why should we pick you?"] },
];

export const FOLLOW_UPS = [
  { kind: "follow-up", urls: ["/demos/text"], turns: ["is there a text to speech demo?", "does it accept SSML?"] },
  {
    kind: "follow-up",
    urls: ["/demos/image", "/developers/services"],
    turns: ["What's the image demo about?", "and if my photo is a mixed platter of dal, rice and sabzi?"],
  },
  { kind: "follow-up", urls: ["/demos/voice"], turns: ["tell me about your speech recognition", "does it cope with different regional accents?"] },
  {
    kind: "follow-up",
    urls: ["/ourproducts"],
    turns: ["we need to notify 300 dealers at once — what's this Kathana Announce thing?", "can people RSVP through it?"],
  },
  { kind: "follow-up", urls: ["/ourproducts"], turns: ["what's Kathana Survey good for in market research?", "what kind of dashboards does that one have?"] },
  { kind: "follow-up", urls: ["/ourproducts", "/"], turns: ["What does Kathana VoiceBot do?", "and when a call gets too complicated for it?"] },
  {
    kind: "follow-up",
    urls: ["/automobiles"],
    turns: ["we're a car dealer with two showrooms near Pune", "can the bot book test drives?", "and what about feedback after a service visit?"],
  },
  {
    kind: "follow-up",
    urls: ["/quickservicerestaurants"],
    turns: ["I have a tiny pizza joint near a college campus", "could a bot take phone orders for it?"],
  },
  {
    kind: "follow-up",
    urls: ["/travelandhospitality"],
    turns: ["we manage a group of hotels", "can your assistant confirm reservations and send check-in reminders?"],
  },
  { kind: "follow-up", urls: ["/fmcg"], turns: ["We're a snacks brand", "can you do shelf checks with photos?"] },
  { kind: "follow-up", urls: ["/contact"], turns: ["How can I reach you?", "and what's the full postal address?"] },
  { kind: "follow-up", urls: ["/careers"], turns: ["do you have any job openings?", "what does the full stack one require?"] },
  {
    kind: "follow-up",
    urls: ["/privacypolicy"],
    turns: ["What do you do with the recordings from the voice demo?", "for how long are those kept on your side?"],
  },
  { kind: "follow-up", urls: ["/termsofuse"], turns: ["I want an API key", "how old do I have to be to get one?"] },
  {
    kind: "follow-up",
    urls: ["/blogs/3"],
    turns: ["do you publish any blog posts on customer service?", "which of those is about call centres specifically?"],
  },
  { kind: "follow-up", urls: ["/blogs/4"], turns: ["is there a blog post about surveys?", "what does it say about answering by voice?"] },
  {
    kind: "follow-up",
    urls: ["/developers/services"],
    turns: ["is there an endpoint that turns recorded speech into text?", "what kind of audio file does it take?"],
  },
  { kind: "follow-up", urls: ["/about"], turns: ["in what Indian city was Kathana first set up?", "and in which year?"] },
  {
    kind: "follow-up",
    urls: ["/bfsi"],
    turns: ["Hi, I'm from an insurance company", "could it phone our policyholders before their premium renewal date?", "and run NPS surveys as well?"],
  },
  { kind: "follow-up", urls: ["/healthcare"], turns: ["we run a pathology lab", "will it tell patients when their reports are ready?"] },
  { kind: "follow-up", urls: ["/demos/video"], turns: ["heard of Kathana Meet from a friend — what is it?", "which browsers can people join it from?"] },
];

export const UNANSWERABLE = [
  // prices, plans, payment, billing
  "ballpark, what would 10,000 reminder calls a month on Kathana VoiceBot cost us?",
  "what's the monthly price of kathana announce",
  "Is there a startup discount on Kathana Survey?",
  "How much do you charge per thousand characters of text to speech?",
  "price of the food recognition API per image?",
  "Does Kathana Assist come in an enterprise plan, and what's included in it?",
  "Can we pay for Kathana Meet yearly instead of monthly?",
  "Do you accept UPI or do we have to pay by bank transfer?",
  "What's your refund policy if we cancel after a month?",
  // certificates and regulators not named
  "does Kathana hold an ISO/IEC 27001 certification for its data centres?",
  "got a SOC 2 Type II report our procurement team can review?",
  "we also have patients in the US — does the hospital bot meet HIPAA?",
  "Do your EMI reminder calls follow the RBI fair practices code for collections?",
  "Are the voice bot's outbound calls compliant with TRAI's DND rules?",
  "Is the payment link your bot sends over SMS PCI DSS certified?",
  "Will you sign a data processing agreement with us before we share customer lists?",
  "Can you sign an NDA before we send over our call scripts?",
  // integrations and channels not named
  "can the voicebot log call outcomes directly into our Salesforce org?",
  "is there a Shopify app for Kathana Assist so it can track our store's orders?",
  "when I schedule a kathana meet, does an invite land in everyone's outlook automatically",
  "Can Kathana Survey push its results into Power BI or Tableau?",
  "Can Kathana Assist answer our customers on WhatsApp?",
  "Can Kathana Announce send announcements by email as well?",
  "When the bot hands a call to an agent, does it work with Freshdesk or Zendesk?",
  "can kathana meet stream a live event straight to youtube?",
  "Do you have a ready-made connector for Zoho CRM?",
  // features the product descriptions do not list
  "for our training workshop, can the trainer split attendees into small breakout groups in Kathana Meet?",
  "is there a virtual background or background blur in Kathana Meet?",
  "is there a cap on hours for one Kathana Meet session — our hackathon runs all night",
  "Can people dial into a Kathana Meet meeting from an ordinary landline?",
  "Can I run live polls during a Kathana Meet webinar?",
  "Can I clone my own voice with your text to speech?",
  "Can the TTS read text in a cheerful or angry tone of voice?",
  "Does Kathana Survey work offline in villages with no internet?",
  "at the end of fieldwork, can we download raw Kathana Survey answers as a spreadsheet file?",
  "How many people can Kathana Announce reach in one go?",
  "Can Announce messages be scheduled in advance for a later date?",
  "if a borrower's phone goes unanswered, does the bot drop a recorded message in their voice mailbox?",
  "what's the maximum number of parallel lines the voicebot can dial on a campaign day?",
  "can we get a toll-free number along with the voice bot?",
  "Can your voice bot speak Arabic for our customers in Dubai?",
  "Can your image recognition read handwriting or scanned documents?",
  "do you offer face recognition?",
  "Is there a transliteration API I can use for Hindi typing in my own app?",
  "Can we host your speech recognition engine on our own servers, on-premise?",
  "is your India hosting on Google Cloud, AWS or your own racks?",
  "what percentage availability is written into your API contract?",
  "the SDKs menu says coming soon — any launch month for them?",
  "Is there a sandbox where I can test the APIs without being billed?",
  "what WER figure do you get on Hindi call-centre audio?",
  "out of 100 food photos, how many does your model name correctly?",
  "if we sign this month, by which date could our EMI bot be live?",
  // retention of things the privacy policy does not list
  "our board meetings get recorded in Meet — after how many days are those recordings auto-deleted?",
  "how long do you keep the call recordings VoiceBot makes for our customers?",
  "How long are Kathana Survey responses stored?",
  // people, dates and company facts not given
  "who runs Kathana day to day — managing director or CEO name?",
  "names of the people who started kathana in 2019?",
  "is Kathana VC-backed? which round are you at?",
  "what was Kathana's turnover last financial year?",
  "can I buy Kathana shares on NSE or BSE?",
  "if I drop by Sector 62 at 9:30 am, will anyone be at reception?",
  "weekend visit possible? are you open saturday afternoon",
  "can I leave my car in your building's basement when I come to Tower B?",
  "coming from Dwarka by metro — which stop do I get off at for your office?",
  "What's the salary range for the Speech Recognition Engineer job?",
  "What's the last date to apply for the full stack developer position?",
  "the privacy page mentions a Grievance Officer; who is that person, by name?",
  "What's Kathana AI's GST number?",
  "Do you have any clients in the Middle East?",
  "what's your insta handle? want to tag you in a post",
  "Do you have a YouTube channel with product videos?",
  "Do you have a reseller or partner programme I could join?",
  "Do you send out an email newsletter I can subscribe to?",
  "I'm a voice-tech researcher; would your blog accept an article from an outside author?",
  "a journalist here — need high-res Kathana logos and a media kit",
  "are you hosting any online sessions or webinars this month I can register for?",
  // business types with no industry page
  "We're a real estate developer selling flats in Noida — which use case page is for us?",
  "We sell seeds and fertiliser to farmers across Punjab. Can you help us?",
  "I'm a partner at a law firm in Delhi. Do you have a page for legal practices?",
  "We manufacture cement and TMT bars for builders",
  "I own a jewellery showroom in Jaipur",
  "we're a courier and logistics company, is there an industry page for us?",
  "I run a chain of gyms in Hyderabad",
  "We're a textile exporter in Tiruppur",
  "I work at a district municipal office",
  "i run a beauty salon and spa",
  "We run a security guard agency with 2,000 guards",
  "I own a furniture store in Kochi",
  "we manage several residential housing societies",
  // requests to act
  "Book me a meeting with your sales team on Tuesday at 3 pm",
  "send me the invoice for our last payment",
  "please order me a medium paneer pizza with extra cheese",
  "Book a flight for me from Delhi to Pune next Friday evening",
  "my dad needs a fasting sugar test — can you arrange a home collection for 7 am tomorrow?",
  "When is my next EMI due with Navya Finance?",
  "Raftaar Motors messed up my car service, can you file a complaint with them for me?",
  "Call me back on my mobile in ten minutes",
  "please call off the Kathana Meet session I set up for Thursday's review",
  "Can you check whether my Sunehri Chai discount code is still valid?",
  "draft an application email for me for the React and Node.js role",
  "Translate 'good morning' into Tamil for me",
  // small talk, off-topic, other companies
  "good morning! how's your day going?",
  "say something funny, I've had a long day",
  "is it going to rain in Noida this evening?",
  "which team lifted the 2011 cricket world cup trophy",
  "Can you recommend a good restaurant near Sector 62?",
  "Which is the best detergent brand in India?",
  "how do I make masala chai",
  "How do I apply for a PAN card?",
  "What does Exotel charge per call?",
  "Is Google Meet better than Zoom?",
  "what's the share price of Infosys today",
  "quick trivia: capital city of Australia?",
];
