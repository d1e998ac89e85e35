/**
 * Benchmark questions for Kathana Assist: a receptionist-style tuning set. Visitors ask what they
 * would ask the person at the company's front desk: a walk-in visitor, a delivery person, a job
 * seeker, a journalist, small business owners describing their business in a sentence (a clinic, a
 * dealership, a school, a kirana, a hotel, a bank branch, a pizza outlet…), a developer, a student, a
 * partner or vendor and an existing customer, in English, Indian English and romanised Hindi. Written
 * by a helper session (29 Nov 2026) from the site's content only, without seeing the engine, the
 * examples, the benchmark or the held-out sets. It is weighted toward detail questions the content
 * does not answer (office hours, parking, stipends, funding, advisors, prices, trials, payment
 * methods, named integrations and clients, languages and numbers never stated…): each unanswerable
 * question was kept only after searching the content for its key words. Questions equal or near
 * (word Jaccard ≥ 0.8, lowercased, words = runs of letters or digits) to an example in the content, a
 * benchmark, a held-out or another tuning set's question were taken out: 93 of the 358 first written
 * (a follow-up counted as near when its joined turns, or both its turns, were near another set's);
 * 43 more were dropped by hand to keep the set near 220 with about 40 % unanswerable.
 *
 * Tuned on, not held out (decision 0240): its misses may be read, and settings chosen with it.
 * `npm run bench:assistant -- --questions scripts/bench/tuning/front-desk.mjs`.
 * Shapes as in businesses.mjs. A source counts as right when it equals a url or starts with url + "#".
 */
export const TOPICS = [
  // ---------------------------------------------------------------- navigation
  {
    kind: "navigation",
    urls: ["/login"],
    questions: ["Login karna hai, button kahan hai?", "I made an account last week for the TTS API. How do I get back into it?"],
  },
  {
    kind: "navigation",
    urls: ["/signup"],
    questions: ["how do I open a new account on your site", "naya account kaise banaun? developer hoon"],
  },
  {
    kind: "navigation",
    urls: ["/forgotpassword"],
    questions: [
      "bhai mera login nahi ho raha, password galat bata raha hai, naya kaise banaun",
      "password yaad nahi aa raha, reset kaise karu",
      "I got locked out of my Kathana account. Where is the reset option?",
    ],
  },
  {
    kind: "navigation",
    urls: ["/account/password"],
    questions: ["I'm logged in and want to set a new password. Where is that setting?"],
  },
  {
    kind: "navigation",
    urls: ["/blogs"],
    questions: ["do you guys write a blog?"],
  },
  {
    kind: "navigation",
    urls: ["/demos/alldemos"],
    questions: ["I'm a journalist and want to listen to a few sample bot calls before the interview. Where are they?"],
  },
  {
    kind: "navigation",
    urls: ["/contact"],
    questions: ["contact page link?", "Main apne business ke liye aapki team se baat karna chahta hoon, kaise sampark karun?"],
  },
  {
    kind: "navigation",
    urls: ["/careers"],
    questions: ["job seeker here, where do I see the current openings", "where do I email my resume?"],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-key"],
    questions: ["my API key got pushed to github by mistake, how do I replace it?"],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-guides"],
    questions: ["need the reference docs for the voice recognition endpoint"],
  },
  {
    kind: "navigation",
    urls: ["/developers/services"],
    questions: ["I'm an app developer. Which of your APIs can I plug into my app?"],
  },
  {
    kind: "navigation",
    urls: ["/comingsoon"],
    questions: ["sdk download kahan se karun"],
  },
  {
    kind: "navigation",
    urls: ["/privacypolicy"],
    questions: ["privacy policy padhna hai"],
  },
  {
    kind: "navigation",
    urls: ["/termsofuse"],
    questions: ["terms and conditions of your website?"],
  },
  {
    kind: "navigation",
    urls: ["/assistant"],
    questions: ["Apart from this little popup, is there a separate page on the site where I can keep asking you things?"],
  },
  {
    kind: "navigation",
    urls: ["/ourproducts"],
    questions: ["I'm a vendor preparing a pitch, can you point me to the page listing all five of your products?"],
  },
  {
    kind: "navigation",
    urls: ["/"],
    questions: ["I'm lost somewhere on the site, how do I get back to the main landing page?"],
  },

  // ---------------------------------------------------------------- company
  {
    kind: "company",
    urls: ["/about"],
    questions: [
      "for my article: what's the story behind the company's name?",
      "kathana start kab hua tha aur kis city mein?",
      "Has Kathana been covered in the news? I'm writing a piece on voice AI start-ups.",
    ],
  },
  {
    kind: "company",
    urls: ["/about", "/"],
    questions: ["my uncle asked me what kathana ai actually does, can you explain simply"],
  },
  {
    kind: "company",
    urls: ["/contact"],
    questions: [
      "office address please, I have a delivery for Kathana",
      "I'm at the Sector 62 building. Which tower and floor is Kathana on?",
      "phone number of the kathana office?",
    ],
  },
  {
    kind: "company",
    urls: ["/about", "/privacypolicy"],
    questions: ["Our bank's compliance team wants to know whether Kathana stores customer data inside India."],
  },
  {
    kind: "company",
    urls: ["/"],
    questions: ["which businesses already use Kathana? any logos or testimonials?"],
  },

  // ---------------------------------------------------------------- business
  {
    kind: "business",
    urls: ["/healthcare"],
    questions: [
      "We're a physiotherapy centre with three branches; patients call all day to move their appointments.",
      "I own a small clinic in Jaipur. My receptionist is on the phone all day booking appointments. What can you do for us?",
      "hospital mein report ready hone par patient ko automatically batana hai",
    ],
  },
  {
    kind: "business",
    urls: ["/automobiles"],
    questions: [
      "tractor dealer in Karnal, want to call farmers whose periodic service is overdue",
      "We are a car dealership in Ludhiana; website enquiries go cold before our sales guys call back.",
    ],
  },
  {
    kind: "business",
    urls: ["/travelandhospitality"],
    questions: [
      "homestay owner in Manali, guests keep calling to confirm their reservation",
      "We run a 40-room hotel in Udaipur and want booking confirmations and check-in reminders to go out automatically.",
    ],
  },
  {
    kind: "business",
    urls: ["/quickservicerestaurants"],
    questions: ["momos and rolls outlet, all three phone lines stay busy from 8 to 10 pm", "pizza outlet in Pune, phone orders get missed on friday nights"],
  },
  {
    kind: "business",
    urls: ["/fmcg"],
    questions: [
      "we are a masala brand and want retailers to send photos of how our packets sit on their shelves",
      "I'm a brand manager at a biscuit company and need quick taste-test feedback from consumers in many states.",
      "kirana store owner here. my supplier never tells me when the delivery is delayed, does your thing help?",
    ],
  },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: [
      "general insurance company here, motor policy renewals slip because reminders go out late",
      "I manage a bank branch and want customers called after their visit for a quick satisfaction score.",
      "NBFC hai, e-mandate registration aadhe customers poora nahi karte",
    ],
  },
  {
    kind: "business",
    urls: ["/blogs/1"],
    questions: [
      "university admissions office: every June we answer the same admission questions thousands of times",
      "I run a CBSE school; we want fee reminder calls to parents in Hindi. Have you done anything for schools?",
    ],
  },
  {
    kind: "business",
    urls: ["/blogs/3"],
    questions: ["I manage a 200-seat contact centre. How can conversational AI help my agents?"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-announce"],
    questions: ["factory HR here: need to inform 800 workers about a shift change and know who actually heard it"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-assist"],
    questions: ["online saree store, want a chatbot on the site that tracks orders at night"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-survey", "/blogs/4"],
    questions: ["market research agency, we do field surveys in UP villages and want people to answer by speaking"],
  },

  // ---------------------------------------------------------------- try-demo
  {
    kind: "try-demo",
    urls: ["/demos/text"],
    questions: ["where can I type a Hindi sentence and hear it read out?", "can I hear how your TTS pronounces a name like Chattopadhyay?"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice"],
    questions: ["voice survey try karna hai, bolke jawab dena"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice/2"],
    questions: ["old voice demo ka link chahiye"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/image"],
    questions: ["kya main apne phone se sabzi ki photo daal ke check kar sakta hoon ki AI pehchanta hai?"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/video"],
    questions: ["I'd like to see how your video meeting thing works before recommending it to our principal"],
  },
  {
    kind: "try-demo",
    urls: ["/bfsi", "/demos/alldemos"],
    questions: ["NACH bounce wala sample call sunao", "play me the EMI reminder sample call"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/alldemos", "/quickservicerestaurants"],
    questions: ["Is there a recording of the bot taking a paneer pizza order that I can play?"],
  },
  {
    kind: "try-demo",
    urls: ["/automobiles", "/demos/alldemos"],
    questions: ["want to listen to the car re-booking call"],
  },
  {
    kind: "try-demo",
    urls: ["/fmcg", "/demos/alldemos"],
    questions: ["where's the Sunehri Chai demo?"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/alldemos", "/travelandhospitality"],
    questions: ["flight booking bot demo please"],
  },

  // ---------------------------------------------------------------- product
  {
    kind: "product",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    questions: ["with Kathana Meet can we record the all-hands and share the recording by link?", "Kathana Meet, what is it exactly?"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-announce"],
    questions: ["which of your products sends messages to our dealers and collects RSVPs?"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-survey"],
    questions: ["explain Kathana Survey in short", "product for brand tracking surveys with photo answers?"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-voicebot"],
    questions: ["what is Kathana VoiceBot used for"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-voicebot", "/bfsi"],
    questions: ["Which product makes the payment reminder calls?"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-assist"],
    questions: ["does Kathana Assist hand the chat over to a human when it gets stuck?"],
  },

  // ---------------------------------------------------------------- developer
  {
    kind: "developer",
    urls: ["/developers/services", "/demos/text"],
    questions: ["Which languages does your TTS API support?"],
  },
  {
    kind: "developer",
    urls: ["/developers/services"],
    questions: ["what audio format should I send to the voice recognition API"],
  },
  {
    kind: "developer",
    urls: ["/developers/services", "/demos/voice"],
    questions: ["can I change the phrase list with every request without restarting anything?"],
  },
  {
    kind: "developer",
    urls: ["/developers/services", "/demos/image"],
    questions: ["food recognition api: jpg and png both ok?"],
  },
  {
    kind: "developer",
    urls: ["/demos/text", "/developers/services"],
    questions: ["Is SSML supported in TTS requests?"],
  },
  {
    kind: "developer",
    urls: ["/developers/api-guides", "/developers/services"],
    questions: ["Does every API request need the key sent with it? Where is that explained?"],
  },
  {
    kind: "developer",
    urls: ["/termsofuse", "/developers/services"],
    questions: ["can I ship my kathana API key inside our React Native app bundle or must it stay on the backend?"],
  },
  {
    kind: "developer",
    urls: ["/developers/api-guides"],
    questions: ["curl examples for text to speech?"],
  },

  // ---------------------------------------------------------------- content
  {
    kind: "content",
    urls: ["/blogs/4"],
    questions: ["Imran Qureshi ka survey wala article kahan hai?"],
  },
  {
    kind: "content",
    urls: ["/blogs/3"],
    questions: ["Aditi Rao ne contact center par kya likha tha?"],
  },
  {
    kind: "content",
    urls: ["/blogs/2"],
    questions: ["Rohan Verma's post on voice bots and growth, link please", "the article that says voice bots save up to 80% per call"],
  },
  {
    kind: "content",
    urls: ["/blogs/1"],
    questions: ["kathana blog on education and digital classrooms"],
  },
  {
    kind: "content",
    urls: ["/privacypolicy"],
    questions: [
      "Kathana Assist se jo maine poocha wo kitne din tak save rehta hai?",
      "under which law do you process personal data, the DPDP Act?",
      "grievance officer contact for a privacy complaint",
    ],
  },
  {
    kind: "content",
    urls: ["/termsofuse", "/privacypolicy"],
    questions: ["my 15 year old son wants to play with your API for a science fair, is that allowed?"],
  },
  {
    kind: "content",
    urls: ["/termsofuse"],
    questions: ["which courts have jurisdiction under your terms", "can I use your TTS to make a prank call sounding like my boss?"],
  },
  {
    kind: "content",
    urls: ["/bfsi"],
    questions: ["does the EMI reminder go out on the due date itself or some days earlier?"],
  },
  {
    kind: "content",
    urls: ["/automobiles"],
    questions: ["after a lead comes in on our showroom website, within what time does your bot ring the customer?"],
  },
  {
    kind: "content",
    urls: ["/travelandhospitality"],
    questions: ["in your flight booking flow, what happens if the traveller doesn't pay before the hold runs out?"],
  },
  {
    kind: "content",
    urls: ["/demos/video", "/ourproducts#kathana-meet"],
    questions: ["Our town hall has 95 staff. Will they all fit in one Kathana Meet meeting?"],
  },
  {
    kind: "content",
    urls: ["/demos/video"],
    questions: ["Which browsers does Kathana Meet work on?"],
  },
  {
    kind: "content",
    urls: ["/careers"],
    questions: ["is the full stack opening full-time or contract, and in which city?"],
  },
  {
    kind: "content",
    urls: ["/demos/image"],
    questions: ["my photo had dal, rice and sabzi together and the demo got confused. is that expected?"],
  },
  {
    kind: "content",
    urls: ["/ourproducts#kathana-survey", "/blogs/4"],
    questions: ["in Kathana Survey can respondents answer with a photo?"],
  },

  // ---------------------------------------------------------------- misspelt-product
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    questions: ["khatana meet details"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-voicebot"],
    questions: ["katana voice bot"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-survey"],
    questions: ["kathana servey product details"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-announce"],
    questions: ["what is kathana annonce for"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts#kathana-assist"],
    questions: ["kathna assit kya hai, website wala bot?"],
  },
  {
    kind: "content",
    urls: ["/fmcg"],
    questions: ["when a delivery slips, does the bot ask the retailer whether to keep or cancel the order?"],
  },
  {
    kind: "content",
    urls: ["/demos/text"],
    questions: ["how far can I slow down the speech in the TTS demo, and does the pitch change?"],
  },
];

export const FOLLOW_UPS = [
  { kind: "follow-up", urls: ["/demos/text"], turns: ["what is your text to speech", "does it speak hindi too?"] },
  {
    kind: "follow-up",
    urls: ["/demos/alldemos", "/quickservicerestaurants"],
    turns: ["I have a pizza shop in Indore", "can I hear a sample order call?"],
  },
  { kind: "follow-up", urls: ["/careers"], turns: ["tell me about careers at Kathana", "where is the job located?"] },
  { kind: "follow-up", urls: ["/contact"], turns: ["what's your office address", "and the phone number?"] },
  { kind: "follow-up", urls: ["/blogs/4"], turns: ["Kathana Survey kya hai", "iske baare mein koi blog hai?"] },
  {
    kind: "follow-up",
    urls: ["/healthcare"],
    turns: ["I run a diagnostic lab in Nashik", "can patients choose a home collection slot?"],
  },
  { kind: "follow-up", urls: ["/demos/image"], turns: ["image recognition demo", "can it identify a whole thali?"] },
  { kind: "follow-up", urls: ["/blogs/3"], turns: ["your blog on contact centers", "who wrote it?"] },
  {
    kind: "follow-up",
    urls: ["/automobiles"],
    turns: ["car dealership here", "can the bot book test drives at the customer's home?"],
  },
  { kind: "follow-up", urls: ["/ourproducts#kathana-announce"], turns: ["Kathana Announce", "can people RSVP?"] },
  {
    kind: "follow-up",
    urls: ["/login"],
    turns: ["I want to sign up", "oh wait I already have an account. where do I log in then"],
  },
  { kind: "follow-up", urls: ["/demos/voice/2"], turns: ["voice recognition demo", "is there an older version?"] },
  {
    kind: "follow-up",
    urls: ["/travelandhospitality"],
    turns: ["we are a hotel in Goa", "and for our travel desk, can it book flights as well?"],
  },
  { kind: "follow-up", urls: ["/comingsoon"], turns: ["API guides", "is there an SDK too?"] },
  {
    kind: "follow-up",
    urls: ["/bfsi"],
    turns: ["NBFC, need EMI reminders", "if the customer can't pay on time, what does the bot do?"],
  },
  {
    kind: "follow-up",
    urls: ["/developers/services", "/demos/text"],
    turns: ["what's in the TTS API", "speaking rate kitna tak badha sakte hain?"],
  },
  { kind: "follow-up", urls: ["/ourproducts#kathana-assist"], turns: ["Kathana Assist", "does it work by voice too?"] },
  {
    kind: "follow-up",
    urls: ["/careers"],
    turns: ["full stack developer opening", "how many years of experience do you need for it?"],
  },
  { kind: "follow-up", urls: ["/about"], turns: ["media coverage?", "any international press?"] },
  {
    kind: "follow-up",
    urls: ["/quickservicerestaurants"],
    turns: ["which industries do you work with", "restaurants bhi?"],
  },
  { kind: "follow-up", urls: ["/demos/video"], turns: ["Kathana Meet kya hai?", "isko try kahan karun?"] },
  { kind: "follow-up", urls: ["/privacypolicy"], turns: ["privacy policy ka page", "mera upload kiya hua photo kitne din rakhte ho?"] },
  {
    kind: "follow-up",
    urls: ["/ourproducts#kathana-voicebot", "/bfsi"],
    turns: ["Tell me about Kathana VoiceBot", "and the cost saving compared with a human caller?"],
  },
  { kind: "follow-up", urls: ["/healthcare"], turns: ["we're a two-doctor clinic in Kochi", "can patients hear when their reports are ready?"] },
  { kind: "follow-up", urls: ["/ourproducts#kathana-survey", "/blogs/4"], turns: ["Kathana Survey", "can answers come in as photos?"] },
  { kind: "follow-up", urls: ["/blogs/1"], turns: ["Do you have a blog?", "the one about education?"] },
];

export const UNANSWERABLE = [
  // walk-in visitor, delivery person
  "what time does your office open in the morning?",
  "office timings kya hai? shaam ko kitne baje tak khula rehta hai",
  "Is there visitor parking at your Sector 62 building?",
  "Will the office be closed during Diwali week?",
  "Can I just drop by your office without an appointment to see a demo?",
  "I have a courier for your accounts department. Who signs for parcels after 6 pm?",
  "delivery boy hu, reception pe parcel kisko dena hai? naam batao",
  "Do you have an office in Bengaluru or Mumbai as well?",
  // job seeker
  "stipend kitna milta hai interns ko?",
  "Do you allow remote work for developers?",
  "I applied two weeks ago, when will HR get back to me?",
  "Do you give a relocation allowance to people moving to Noida?",
  "Who is the HR manager at Kathana?",
  "Do you do campus placements at engineering colleges?",
  "What benefits do employees get, like health insurance?",
  "Is there a referral bonus if I refer a friend for the speech engineer job?",
  // journalist
  "How much funding has Kathana raised, and from which investors?",
  "Who handles PR? I need a spokesperson's name for my article.",
  "What is the company's valuation?",
  // small business owners
  "I run a dental clinic with two doctors. What would an appointment bot cost me per month?",
  "is there a free trial of Kathana Survey before we buy?",
  "Can I pay your invoices by UPI?",
  "monthly plan hai ya yearly contract lena padega?",
  "What is the minimum number of calls per month I have to buy?",
  "Does VoiceBot integrate with Zoho CRM?",
  "Can Kathana Assist answer our customers inside Instagram DMs?",
  "Do you integrate with Tally? I want udhaar reminders for my kirana customers.",
  "Can your healthcare bot connect with Practo?",
  "We have customers in Dubai. Can the voice bot talk to them in Arabic?",
  "How many days does it take to set up a bot for my pizza outlet?",
  "Do you provide the phone numbers the bot calls from, or do I need my own?",
  "Are your collection calls compliant with RBI rules on calling hours?",
  "Can VoiceBot run on our own servers on-premise?",
  "Do you have any case studies for real estate builders?",
  "Have you worked with any government departments?",
  "do you work with Maruti or Tata Motors dealers?",
  "Will your salesperson come to Lucknow for an in-person demo?",
  "Can the clinic bot remind patients to take their medicines every day?",
  "Can the bot keep track of my shop's inventory and tell me when stock is low?",
  "Do you also build websites for small businesses?",
  "Will I get a dedicated account manager once we sign up as a client?",
  "Is there a discount for NGOs?",
  "refund milega agar bot theek se kaam na kare?",
  "What does one SMS cost in Kathana Announce?",
  "Does the Kathana Survey app work offline for my field team?",
  "How many respondents can one survey have at most?",
  // developer
  "What's the API rate limit in requests per minute?",
  "Can the TTS API return MP3?",
  "Does the speech API support real-time streaming over WebSockets?",
  "Do you have a status page for API outages?",
  "Which LLM powers your bots, is it GPT?",
  "what's the price per 1000 characters of text to speech",
  // student
  "Do you have an industrial visit programme for engineering students?",
  "Can someone from your team guide my final-year project on speech recognition?",
  "student discount on the API?",
  // partner, vendor
  "We are a BPO. Can we white-label your voice bot under our own brand?",
  "Do you have a reseller programme for IT firms in tier-2 cities?",
  "How do I register as a vendor with Kathana?",
  "Is there a referral commission if I bring you clients?",
  "Can you share your CIN and PAN for our vendor form?",
  // existing customer, site
  "any upcoming webinars I can register for?",
  "Do you publish a newsletter I can subscribe to?",
  "I'm coming for a meeting at 3, do I need to carry a photo ID for building security?",
  "Which gate of the Sector 62 complex should delivery vans use?",
  "Can a foreign national apply for the speech recognition engineer job?",
  "What's the probation period for new joiners?",
  "notice period kitna chalega join karne ke liye?",
  "Which board members or advisors does Kathana have?",
  "Who's the CTO, and can I interview them for my podcast?",
  "What is Kathana's market share in Indian voice AI?",
  "My bakery only has a BSNL landline. Will the voice bot work with it?",
  "Does VoiceBot work with Freshdesk?",
  "can I push Kathana Survey results into Google Sheets?",
  "Do calls in regional languages cost more than Hindi calls?",
  "Do you charge a one-time setup fee?",
  "Can we pay for your service in monthly instalments?",
  "Will you sign an NDA before we share our customer list?",
  "Can we see a penetration test report before signing?",
  "Which cloud are you hosted on, AWS or Azure?",
  "Do you have a Postman collection for the APIs?",
  "What's the typical latency of the text to speech API?",
  "Do you run hackathons for college students?",
  "Does your team publish research papers?",
  "Is there a partner portal login for channel partners?",
  "How do I download my past invoices from my account?",
  "Do you have a Telegram channel for updates?",
  "Kathana ka koi Facebook page hai?",
  "When is your next blog post coming out?",
  "Is Kathana a member of NASSCOM?",
];
