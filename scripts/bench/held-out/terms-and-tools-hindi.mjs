/**
 * Hindi benchmark questions for Kathana Assist: how long, how soon, how many (what the privacy
 * policy, the terms and the pages state, asked in the visitor's own units), and the visitor's own
 * tools in a question the content answers (where an API key may live, calling the APIs from their
 * stack), beside near twins the content does not answer. Written by a helper session (3 Dec 2026)
 * from the Hindi and English seed content only (legal, content, pages, company,
 * translations/hi/legal.json and site.json), without seeing the engine, the editors' example
 * questions or the other question sets. Written after, and separately from, the editors'
 * twenty-sixth round of examples on the same two kinds, so near twins of those examples are
 * expected: it measures that round on wordings it did not have, not the assistant on unrelated
 * questions. 6 question(s) whose word set had a Jaccard similarity of 0.8 or more with an editor's
 * example were dropped.
 *
 * Held out (issue 43): never tuned on, only measured with `npm run bench:assistant -- --questions
 * scripts/bench/held-out/terms-and-tools-hindi.mjs --language hi`. Shapes as in
 * held-out/receptionist.mjs.
 */
export const TOPICS = [
  { kind: "duration", urls: ["/privacypolicy"], questions: ["कॉन्टैक्ट फ़ॉर्म में अपना नंबर डाला था, आप लोग उसे कितने साल तक रखते हो?"] },
  { kind: "duration", urls: ["/privacypolicy"], questions: ["वॉइस डेमो में मैंने जो रिकॉर्ड किया, वो कब तक आपके पास रहेगा?"] },
  { kind: "duration", urls: ["/privacypolicy"], questions: ["अकाउंट बंद करने के बाद मेरा डेटा कितने महीने में हटेगा?"] },
  { kind: "duration", urls: ["/privacypolicy"], questions: ["डेटा को लेकर शिकायत भेजी है, उसका हल कितने दिन में होगा?"] },
  { kind: "duration", urls: ["/contact"], questions: ["फ़ॉर्म भरने के बाद आपकी टीम कितनी देर में जवाब देती है?"] },
  { kind: "duration", urls: ["/privacypolicy"], questions: ["khane ki photo upload ki thi, wo kitne hafte tak save rahegi?"] },
  { kind: "duration", urls: ["/privacypolicy"], questions: ["assistant se jo sawal puche wo kitne mahine tak store hote hain"] },
  { kind: "duration", urls: ["/privacypolicy"], questions: ["apna data dekhne ki request bheji to kitne din mein reply aayega?"] },
  {
    kind: "duration",
    urls: ["/demos/video", "/ourproducts#kathana-meet"],
    questions: ["live stream pe kitne log dekh sakte hain? hamare event me 50 hazaar log honge"],
  },
  { kind: "own-tools", urls: ["/termsofuse"], questions: ["क्या मैं API कुंजी अपने Android ऐप के अंदर डाल सकता हूँ?"] },
  { kind: "own-tools", urls: ["/termsofuse", "/developers/api-key"], questions: ["हमारी API key गलती से GitHub पर पब्लिक हो गई, अब क्या करें?"] },
  { kind: "own-tools", urls: ["/termsofuse", "/developers/services"], questions: ["क्या API कुंजी अपनी वेबसाइट के फ़्रंटएंड JavaScript में रख सकते हैं?"] },
  { kind: "own-tools", urls: ["/termsofuse"], questions: ["बाहर के एक फ़्रीलांसर से ऐप बनवा रहे हैं, क्या उसे अपनी API कुंजी दे दूँ?"] },
  { kind: "own-tools", urls: ["/developers/services"], questions: ["हमारा बैकएंड Java में है, क्या उससे आपकी API कॉल हो जाएगी?"] },
  { kind: "own-tools", urls: ["/termsofuse"], questions: ["meri company ke dusre developers ke saath api key share kar sakta hu kya?"] },
  { kind: "own-tools", urls: ["/termsofuse"], questions: ["agar kisi ne hamari key chura ke bahut saari requests bhej di to zimmedari kiski hogi?"] },
  { kind: "own-tools", urls: ["/demos/video"], questions: ["Kathana Meet mobile ke Chrome browser se chal jayega ya app download karni padegi?"] },
];

export const FOLLOW_UPS = [];

export const UNANSWERABLE = [
  "API पर एक मिनट में कितनी रिक्वेस्ट भेज सकते हैं?",
  "टेक्स्ट टू स्पीच API में एक बार में कितने अक्षर तक का टेक्स्ट भेज सकते हैं?",
  "क्या Kathana Assist को अपनी WordPress साइट पर लगा सकते हैं?",
  "क्या Kathana Survey के जवाब अपने-आप Google Sheets में आ सकते हैं?",
  "api key kitne din baad expire ho jaati hai?",
  "voice recognition api mein kitni lambi recording bhej sakte hain, max kitne minute?",
  "job ke liye apply karne ke baad kitne din mein reply milta hai?",
];
