/**
 * Near-miss probe set for Kathana Assist: English front-desk visitors whose questions sit close to
 * the site's content.
 *
 * Written by a helper session (probe writer, "near misses") on 2 Dec 2026.
 * Sources: /work/shared/SPEC.md §2 (screens and routes); the seed content in
 * /work/main/studio/scripts/seed/ (company, home, pages, demos, industries, blog, legal, content,
 * assistant, industry-words) and its Hindi translations under seed/translations/hi/ (without the
 * assistant settings' example questions); the folder and file names under /work/main/app/routes/.
 * Written without seeing the engine (nothing under app/engines/ or other app code was read), the
 * editors' example questions or the existing bench question sets.
 *
 * Every UNANSWERABLE question was kept only after a case-insensitive grep of that content (English
 * and Hindi) for its key words confirmed that the site does not answer it. Every answerable question
 * was checked against the sentence in the content of the page(s) in its urls.
 *
 * This is a tuning set: its misses may be shown.
 */

export const TOPICS = [
  // ------------------------------------------------------------------ Products (business)
  {
    kind: "business",
    urls: ["/demos/video", "/ourproducts", "/"],
    questions: ["how many people can sit in one Kathana Meet room?"],
  },
  {
    kind: "business",
    urls: ["/demos/video", "/ourproducts", "/"],
    questions: ["Can I livestream our annual town hall to about 80,000 employees with Meet?"],
  },
  {
    kind: "business",
    urls: ["/demos/video", "/ourproducts", "/"],
    questions: ["do my guests have to install anything to join a Kathana Meet call"],
  },
  {
    kind: "business",
    urls: ["/demos/video"],
    questions: ["Which browsers does Kathana Meet support?"],
  },
  {
    kind: "business",
    urls: ["/demos/video", "/ourproducts"],
    questions: ["can I lock a meeting with a password and keep people in a waiting room until I let them in"],
  },
  {
    kind: "business",
    urls: ["/demos/video", "/ourproducts"],
    questions: ["Where do Meet recordings go and how do I share one afterwards?"],
  },
  {
    kind: "business",
    urls: ["/ourproducts"],
    questions: ["Through which channels can Kathana Announce reach our dealers? SMS only?"],
  },
  {
    kind: "business",
    urls: ["/ourproducts"],
    questions: ["can members RSVP to an announcement by pressing a key on the phone", "will Announce chase up the people who never replied to a message?"],
  },
  {
    kind: "business",
    urls: ["/ourproducts"],
    questions: ["Can survey respondents answer with a picture instead of typing?"],
  },
  {
    kind: "business",
    urls: ["/ourproducts", "/bfsi", "/", "/blogs/2"],
    questions: ["How much cheaper is a bot call compared with a human agent?"],
  },
  {
    kind: "business",
    urls: ["/ourproducts", "/"],
    questions: ["if the voice bot gets stuck can it pass the caller to one of my agents?"],
  },
  {
    kind: "business",
    urls: ["/ourproducts", "/bfsi"],
    questions: ["Does VoiceBot also work at night and on Sundays?"],
  },
  {
    kind: "business",
    urls: ["/ourproducts"],
    questions: ["what exactly does Kathana Assist do on a website", "can your website chatbot put demo bookings straight into my calendar?"],
  },
  // ------------------------------------------------------------------ Industries (business)
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: ["we are an NBFC, can your bot handle e-mandate and NACH registration calls?"],
  },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: ["In your EMI reminder call, what does the bot do if the borrower says they cannot pay on time?"],
  },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: ["can the bot pitch a pre-approved personal loan and pass interested people to a loan officer"],
  },
  {
    kind: "business",
    urls: ["/fmcg"],
    questions: ["our distributor trucks are often late - can a bot let the shopkeepers know before they call us?"],
  },
  {
    kind: "business",
    urls: ["/fmcg", "/demos/alldemos"],
    questions: ["Do you run taste-test surveys for a chocolate brand?"],
  },
  {
    kind: "business",
    urls: ["/quickservicerestaurants"],
    questions: ["Can a bot take pizza orders over the phone during dinner rush?", "does the restaurant bot upsell a drink or a side with the order"],
  },
  {
    kind: "business",
    urls: ["/automobiles"],
    questions: ["can customers book a test drive at their home through your bot?"],
  },
  {
    kind: "business",
    urls: ["/automobiles"],
    questions: ["how soon after a website enquiry does the dealership bot call the lead"],
  },
  {
    kind: "business",
    urls: ["/healthcare"],
    questions: ["Can a diagnostic lab let patients book a home sample collection slot by phone?", "will patients get told when their lab reports are ready?"],
  },
  {
    kind: "business",
    urls: ["/travelandhospitality"],
    questions: [
      "how long does the flight booking bot hold a fare while I pay",
      "Can hotels use your assistant to confirm reservations and send check-in reminders?",
    ],
  },
  // ------------------------------------------------------------------ Demos (try-demo)
  {
    kind: "try-demo",
    urls: ["/demos/text"],
    questions: ["which languages can I pick in the text to speech demo?"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/text", "/developers/services"],
    questions: ["Does your speech synthesis accept SSML tags?"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/text"],
    questions: ["will the tts say a name like Chattopadhyay properly"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/image"],
    questions: ["what photo formats can I upload in the food picture demo?"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/image", "/developers/services", "/termsofuse"],
    questions: ["if I upload a picture of a whole thali will it name every dish?"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice", "/demos/voice/2"],
    questions: ["what categories of phrases can I try in the speech recognition demo"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice", "/developers/services", "/"],
    questions: ["Can I add new words to the recogniser without restarting it?"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice"],
    questions: ["will your speech recognition understand someone from Kolkata with a strong accent?"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice"],
    questions: ["is there a short survey I can answer by speaking, just to see how it works?"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/alldemos"],
    questions: ["where can I filter the sample calls by industry and by medium"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/alldemos", "/bfsi"],
    questions: ["Is there an NPS survey sample I can listen to?"],
  },
  {
    kind: "try-demo",
    urls: ["/automobiles", "/demos/alldemos"],
    questions: ["do you have a recording of a post-service feedback call for a car workshop?"],
  },
  {
    kind: "try-demo",
    urls: ["/bfsi", "/demos/alldemos"],
    questions: ["any sample call where the bank reminds someone about pending KYC papers?"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice/2"],
    questions: ["I liked the old version of the voice recognition demo, is it still around?"],
  },
  // ------------------------------------------------------------------ Company
  {
    kind: "company",
    urls: ["/contact"],
    questions: [
      "whats the full postal address of your Noida office",
      "Which phone number do I call to reach you?",
      "what email should I write to for a business enquiry",
    ],
  },
  {
    kind: "company",
    urls: ["/contact", "/"],
    questions: ["If I send you an enquiry, how long until someone replies?"],
  },
  {
    kind: "company",
    urls: ["/about"],
    questions: ["has Kathana been covered in any newspapers or magazines?", "What's your company's mission?"],
  },
  {
    kind: "company",
    urls: ["/about", "/", "/privacypolicy"],
    questions: ["Is our customer data kept in India or abroad?"],
  },
  {
    kind: "company",
    urls: ["/", "/privacypolicy"],
    questions: ["do you encrypt the data you store for us?"],
  },
  {
    kind: "company",
    urls: ["/careers"],
    questions: ["How many years of experience does the speech recognition engineer job ask for?", "is the React/Node developer job based in Noida?"],
  },
  {
    kind: "company",
    urls: ["/"],
    questions: ["what do your clients say about working with you?"],
  },
  // ------------------------------------------------------------------ Developers, account, legal, blog (content)
  {
    kind: "content",
    urls: ["/developers/services"],
    questions: ["Which APIs can developers use?", "what audio format does the voice recognition API expect"],
  },
  {
    kind: "content",
    urls: ["/developers/services", "/developers/api-guides"],
    questions: ["how are API requests authenticated"],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-key", "/signup"],
    questions: ["where do I generate my API key?"],
  },
  {
    kind: "content",
    urls: ["/termsofuse", "/developers/services"],
    questions: ["is it ok to put my API key inside our Android app code?"],
  },
  {
    kind: "content",
    urls: ["/termsofuse"],
    questions: ["If I lose my API key can I view the full key again later?"],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-guides"],
    questions: ["where is the API reference documentation"],
  },
  {
    kind: "navigation",
    urls: ["/forgotpassword"],
    questions: ["I can't remember my password"],
  },
  {
    kind: "navigation",
    urls: ["/account/password"],
    questions: ["how do I update my current password while logged in?"],
  },
  {
    kind: "content",
    urls: ["/signup"],
    questions: ["does it cost anything to create an account?"],
  },
  {
    kind: "content",
    urls: ["/termsofuse", "/privacypolicy"],
    questions: ["can my 16 year old use your demos?"],
  },
  {
    kind: "content",
    urls: ["/privacypolicy"],
    questions: ["how long do you hold on to my voice demo recordings", "what happens to the food photos I uploaded, how long are they kept?"],
  },
  {
    kind: "content",
    urls: ["/privacypolicy"],
    questions: ["who do I complain to about how my personal data was handled?"],
  },
  {
    kind: "content",
    urls: ["/termsofuse"],
    questions: ["what's the most you'd pay out if something goes wrong with the free services?"],
  },
  {
    kind: "content",
    urls: ["/blogs/3"],
    questions: ["who is the author of the blog on contact centres?", "do you have an article about conversational IVR replacing press 1 menus"],
  },
  {
    kind: "content",
    urls: ["/blogs/1"],
    questions: ["Have you written about digital classrooms and education in Indian languages?"],
  },
  {
    kind: "content",
    urls: ["/blogs/4"],
    questions: ["any blog post on why voice surveys beat long web forms?"],
  },
  {
    kind: "content",
    urls: ["/blogs/2"],
    questions: ["your blog says where to begin with voice automation - what does it recommend?"],
  },
  {
    kind: "content",
    urls: ["/ourproducts", "/blogs/1", "/demos/video"],
    questions: ["can a school run online classes on Kathana Meet?"],
  },
  {
    kind: "navigation",
    urls: ["/blogs"],
    questions: ["show me all your blog articles"],
  },
  // ------------------------------------------------------------------ Misspelt products
  {
    kind: "misspelt-product",
    urls: ["/demos/video", "/ourproducts", "/"],
    questions: ["kathna meet participant limit?"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts", "/bfsi"],
    questions: ["is the voicebott available 24/7"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts"],
    questions: ["katahna survay - can ppl answer by voice in there own language", "kathana anounce rsvp how does it work"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts"],
    questions: ["what is kathana asist"],
  },
];

export const FOLLOW_UPS = [
  { kind: "follow-up", urls: ["/demos/video", "/ourproducts", "/"], turns: ["What is Kathana Meet?", "how big an audience can it stream to?"] },
  { kind: "follow-up", urls: ["/demos/text"], turns: ["Do you have a text to speech demo?", "which languages does it offer?"] },
  { kind: "follow-up", urls: ["/healthcare"], turns: ["Tell me about your healthcare use case", "can patients choose a home collection slot with it?"] },
  {
    kind: "follow-up",
    urls: ["/bfsi"],
    turns: ["I run a small NBFC", "can your bot remind borrowers about their EMIs?", "and what if they ask for more time?"],
  },
  { kind: "follow-up", urls: ["/contact"], turns: ["where's your office?", "what number can I call there?"] },
  { kind: "follow-up", urls: ["/careers"], turns: ["Are you hiring at the moment?", "how much experience does the speech one need?"] },
  { kind: "follow-up", urls: ["/blogs/4"], turns: ["Do you have a blog?", "who wrote the one about surveys?"] },
  { kind: "follow-up", urls: ["/demos/image"], turns: ["What file types does the photo demo accept?", "can it handle a plate with several dishes?"] },
  { kind: "follow-up", urls: ["/contact", "/ourproducts"], turns: ["What's Kathana Announce?", "can I get a demo of it?"] },
  { kind: "follow-up", urls: ["/developers/api-guides"], turns: ["How do I get an API key?", "and where are the docs for using it?"] },
  { kind: "follow-up", urls: ["/privacypolicy"], turns: ["What do you do with photos I upload to the image demo?", "how long do you keep them?"] },
  { kind: "follow-up", urls: ["/automobiles"], turns: ["Do you work with car dealers?", "how fast does it call back after a web enquiry?"] },
  {
    kind: "follow-up",
    urls: ["/quickservicerestaurants"],
    turns: ["Tell me about the restaurant use case", "does it also update customers on their order status?"],
  },
  { kind: "follow-up", urls: ["/travelandhospitality"], turns: ["tell me about your flight booking bot", "how long does it hold the fare?"] },
  {
    kind: "follow-up",
    urls: ["/demos/voice", "/developers/services"],
    turns: ["what is the voice recognition demo", "can I add my own words to it", "without restarting anything?"],
  },
];

export const UNANSWERABLE = [
  // prices, plans, trials, discounts, billing
  "What does a Kathana Meet monthly plan cost?",
  "is there a free trial of Kathana Survey and how many days is it",
  "How much is one SMS on Kathana Announce?",
  "is there a cheaper student plan for Meet for my coaching institute",
  "Can I get a GST invoice for my subscription?",
  "do you offer a money-back guarantee if the bot does not work for us?",
  // Kathana Meet features not described
  "Does Kathana Meet record in 4K?",
  "is there a time limit on meetings, like 40 minutes on the free zoom plan?",
  "can I split participants into breakout rooms in Kathana Meet",
  "Does Meet let me blur or change my background?",
  "is there a shared whiteboard in your video meetings",
  "How long are Kathana Meet cloud recordings kept before they get deleted?",
  "can I stream a Meet event to YouTube Live at the same time",
  "Does Kathana Meet show live subtitles while people talk?",
  "is there a cap on how much recording storage I get in Meet?",
  "can blind users run Kathana Meet with a screen reader",
  // Announce, Survey, Assist features not described
  "How many messages can Kathana Announce send in a day?",
  "can I schedule an announcement to go out next Monday at 9am?",
  "can Kathana Survey results be exported to Excel or SPSS?",
  "what's the maximum number of respondents in one Kathana Survey?",
  "does the survey tool work offline in villages with no internet",
  "can Kathana Assist run on WhatsApp Business too?",
  "Is there a Shopify plugin for your website chatbot?",
  "do you have a WordPress plugin for Kathana Assist",
  "Can Kathana Assist hand chats over to Zendesk or Freshdesk?",
  "does the website assistant push leads into HubSpot?",
  "which AI model is behind Kathana Assist, GPT-4?",
  "what's on the roadmap for Kathana Assist next year",
  // VoiceBot details not given
  "Can VoiceBot log call outcomes directly into Salesforce?",
  "does your voice bot integrate with Zoho CRM",
  "Does VoiceBot follow the TRAI DND rules for calling customers?",
  "which telephony provider do you use, Exotel or Twilio?",
  "Can we use our own virtual phone number for outbound calls from the bot?",
  "does the voice bot speak Arabic for our customers in the Gulf",
  "can you clone the voice of our brand ambassador for the bot?",
  "Can the BFSI bot set up UPI AutoPay for EMIs?",
  "can the hospital appointment bot sync with Practo",
  "have you done a voice bot project with HDFC Bank",
  "do you have a demo for insurance claim intimation calls?",
  // certifications, hosting, deployment
  "Are you ISO 27001 certified?",
  "Is Kathana AI SOC 2 Type II compliant?",
  "Are you PCI DSS certified for taking card payments on calls?",
  "Can VoiceBot be installed on-premise inside our bank's own data centre?",
  "can I white-label your voice bot and sell it under my brand",
  "Do you have a partner or reseller programme?",
  "do you have a public status page to check outages",
  // company facts not given
  "Who founded Kathana?",
  "how much funding has Kathana raised so far",
  "Is Kathana AI listed on the NSE or BSE?",
  "Does Kathana hold a yearly customer conference I can attend?",
  // offices
  "is your office in Pune open on Saturdays",
  "what's the address of your Mumbai branch",
  "do you have an office in Dubai or Singapore for Middle East clients?",
  "Is there visitor parking at your building?",
  // careers
  "Can the speech recognition engineer role be fully remote?",
  "how many interview rounds are there for the developer position?",
  "Do you sponsor work visas for foreign candidates?",
  "what's the notice period you accept for new joiners",
  // blog topics that do not exist
  "Do you have a blog post about generative AI and LLMs?",
  "have you written anything comparing ChatGPT with voice bots",
  "can I subscribe to your blog newsletter?",
  "Do you accept guest posts on the Kathana blog?",
  // demo and account details not given
  "what's the maximum number of characters I can type into the TTS box",
  "Can I choose a male voice in the text to speech demo?",
  "what's the max file size for a photo in the image demo?",
  "does my Kathana account support two-factor authentication",
  "can I change my username after signing up?",
  "what's the minimum password length when I sign up",
  "when will your SDKs be released?",
  // more billing, latency, company, careers, blog, survey and calling details
  "we'd need about 10k reminder calls a month, what would VoiceBot charge for that?",
  "do you bill Kathana Meet yearly or monthly",
  "Can I pay for Kathana Survey by credit card, or is it invoice only?",
  "do you sign a data processing agreement with enterprise clients?",
  "how quickly does the voice bot reply on a live call, what's the latency in milliseconds?",
  "Any office in Hyderabad?",
  "Do employees get ESOPs at Kathana?",
  "what are the working hours for engineers at Kathana?",
  "Do you have a blog post about AI for farmers and agriculture?",
  "is there a Kathana podcast I can listen to",
  "Is Kathana AI a subsidiary of a bigger group?",
  "what's your company's CIN number",
  "How many paying customers does Kathana have?",
  "Can VoiceBot call customers in the UK or the US?",
  "when is your next webinar and how do I register?",
  "can Kathana Survey reward respondents with a mobile recharge?",
  "does the voice bot leave a voicemail when nobody picks up",
  "how many times does the EMI bot retry if the borrower doesn't answer?",
  // off-topic
  "can you recommend a good pizza place near Sector 62?",
  "who won the IPL final this year",
  "how do I renew my Indian passport online",
];
