/**
 * English benchmark questions for Kathana Assist: how long, how soon, how many (what the privacy
 * policy, the terms and the pages state, asked in the visitor's own units), and the visitor's own
 * tools in a question the content answers (where an API key may live, calling the APIs from their
 * stack), beside near twins the content does not answer. Written by a helper session (3 Dec 2026)
 * from the seed content only (legal, content, pages, company), without seeing the engine, the
 * editors' example questions or the other question sets. Written after, and separately from, the
 * editors' twenty-sixth round of examples on the same two kinds, so near twins of those examples
 * are expected: it measures that round on wordings it did not have, not the assistant on unrelated
 * questions. 1 question(s) whose word set had a Jaccard similarity of 0.8 or more with an editor's
 * example were dropped.
 *
 * Held out (issue 43): never tuned on, only measured with `npm run bench:assistant -- --questions
 * scripts/bench/held-out/terms-and-tools.mjs`. Shapes as in held-out/receptionist.mjs.
 */
export const TOPICS = [
  { kind: "duration", urls: ["/privacypolicy"], questions: ["If I fill in your contact form, how many years do you hang on to my name and phone number?"] },
  { kind: "duration", urls: ["/privacypolicy"], questions: ["I recorded myself in the voice demo. How long will you keep that recording? a year? forever?"] },
  { kind: "duration", urls: ["/privacypolicy"], questions: ["how many weeks before the food photo i uploaded gets deleted"] },
  { kind: "duration", urls: ["/privacypolicy"], questions: ["If I close my account, how long until my data and API keys are actually wiped from your side?"] },
  { kind: "duration", urls: ["/privacypolicy"], questions: ["do you keep the stuff I ask this chatbot forever or just for a few months?"] },
  { kind: "duration", urls: ["/privacypolicy"], questions: ["How long do you store the text I paste into the text to speech demo?"] },
  { kind: "duration", urls: ["/privacypolicy"], questions: ["if i tick remember me, how many weeks do i stay logged in?"] },
  {
    kind: "duration",
    urls: ["/privacypolicy"],
    questions: ["I emailed a complaint about my personal data. How many hours before someone at least confirms they got it?"],
  },
  { kind: "duration", urls: ["/privacypolicy"], questions: ["I want a copy of all the data you have on me. How many weeks could it take before you respond?"] },
  {
    kind: "duration",
    urls: ["/termsofuse", "/privacypolicy"],
    questions: ["My son is 16 and wants to play with your APIs. Is there a minimum age to sign up?"],
  },
  { kind: "duration", urls: ["/contact"], questions: ["sent a query through the contact page this morning, how soon will your team get back to me?"] },
  {
    kind: "duration",
    urls: ["/demos/video", "/ourproducts#kathana-meet"],
    questions: ["We're a class of 120 students. Can all of us fit in one Kathana Meet room?"],
  },
  { kind: "duration", urls: ["/termsofuse"], questions: ["How many times can I see my full API key after it's generated? Can I go back and copy it later?"] },
  {
    kind: "own-tools",
    urls: ["/termsofuse", "/developers/services"],
    questions: ["Can I put the API key straight into my React frontend so the browser calls your TTS API directly?"],
  },
  { kind: "own-tools", urls: ["/termsofuse"], questions: ["We're building a Flutter app. Is it ok to ship the API key inside the app bundle?"] },
  {
    kind: "own-tools",
    urls: ["/termsofuse", "/developers/api-key"],
    questions: ["I accidentally pushed our Kathana API key to a public GitHub repo. What do I do now?"],
  },
  { kind: "own-tools", urls: ["/termsofuse"], questions: ["can I give our api key to the freelancer who's building our chatbot? he's not an employee"] },
  {
    kind: "own-tools",
    urls: ["/developers/services"],
    questions: ["Our backend is Django. Can I call your voice recognition API from Python, or do I need some special SDK?"],
  },
  {
    kind: "own-tools",
    urls: ["/termsofuse"],
    questions: ["If someone steals our key and fires off thousands of requests, who is responsible for those calls?"],
  },
  {
    kind: "own-tools",
    urls: ["/developers/services", "/termsofuse"],
    questions: ["Is it fine to keep the API key in an environment variable on our Node.js server?"],
  },
  {
    kind: "own-tools",
    urls: ["/demos/video"],
    questions: ["Most of our attendees are on iPhones with Safari. Can they join a Kathana Meet call without installing anything?"],
  },
  {
    kind: "own-tools",
    urls: ["/developers/services"],
    questions: ["Our IVR saves calls as stereo MP3 files. Can I send those to the voice recognition API as they are?"],
  },
  { kind: "own-tools", urls: ["/termsofuse"], questions: ["is it ok to share the api key with the other devs in my own company?"] },
];

export const FOLLOW_UPS = [];

export const UNANSWERABLE = [
  "How long do you keep Kathana Meet cloud recordings before they get deleted?",
  "Is there a time limit on Kathana Meet meetings, like 40 minutes on a free plan?",
  "how many API requests per minute can i make before i hit the rate limit?",
  "What's the longest audio clip the voice recognition API will accept? 1 minute? 5 minutes?",
  "What's the max file size in MB for a photo sent to the food recognition API?",
  "Does my API key expire after a certain number of days or does it last forever?",
  "How many phrases can I put in a single phrase list when calling the voice API?",
  "Does Kathana Assist integrate with Shopify so it can track orders from my store?",
  "Can Kathana VoiceBot push call results into our Salesforce CRM?",
  "can I connect Kathana Meet to Google Calendar so invites go out automatically?",
  "Will your voice bot work with our existing Exotel or Twilio phone numbers?",
  "How many weeks does it usually take to go live with a voice bot for a bank?",
];
