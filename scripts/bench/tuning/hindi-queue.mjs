/**
 * Benchmark questions for Kathana Assist on the Hindi site (`--language hi`): visitors standing
 * in a queue with a phone, typing fast. Short fragments ("blog dikhao", "login kaha"), typos and
 * missing matras in Devanagari and in romanised Hindi, Hinglish with English tech words,
 * voice-typed sentences without punctuation, and a few very polite long ones; about a third in
 * Devanagari, a third in romanised chat Hindi and a third mixed. Kinds: navigation, company,
 * try-demo, business (people naming their business in a sentence), product, developer, content
 * (blog, careers), policy (privacy and terms facts), two-turn follow-ups, and unanswerable
 * questions (prices, discounts, competitors, integrations the site does not mention, people's
 * private data, general knowledge, weather, cricket).
 * Written by a helper session (2 Dec 2026) from the site's content only (the Studio seed, its
 * Hindi translations, the Hindi UI strings and the route list), without seeing the engine, the
 * editors' examples or any other set except to de-duplicate against them; 15 of its questions
 * were near-duplicates (word Jaccard >= 0.8) of a question of another benchmark, tuning or
 * held-out set and were replaced; the replacements were checked the same way, 3 of them collided
 * too and were replaced again (18 replacements in all).
 * This is a tuning set: its misses may be shown (`--show-misses`).
 *
 *   npm run bench:assistant -- --questions scripts/bench/tuning/hindi-queue.mjs --language hi
 */
export const TOPICS = [
  // navigation
  {
    kind: "navigation",
    urls: ["/login"],
    questions: ["login kaha", "लोगिन पेज", "मेरा account है उसमे sign in करना है"],
  },
  {
    kind: "navigation",
    urls: ["/signup"],
    questions: ["naya account bnana hai", "साइनअप कैसे करे"],
  },
  {
    kind: "navigation",
    urls: ["/forgotpassword"],
    questions: ["pasword bhul gya", "पासवड रिसेट करना है email पे link चाहिए"],
  },
  {
    kind: "navigation",
    urls: ["/account/password"],
    questions: ["account ke andar se password kaise badlu", "मौजूदा पासवर्ड डाल के नया सेट करने वाला पेज किधर है"],
  },
  {
    kind: "navigation",
    urls: ["/contact"],
    questions: ["contact page", "सम्पर्क पेज खोलो"],
  },
  {
    kind: "navigation",
    urls: ["/about"],
    questions: ["about us कहा है"],
  },
  {
    kind: "navigation",
    urls: ["/careers"],
    questions: ["करियर पेज", "job के लिए apply कहाँ करे"],
  },
  {
    kind: "navigation",
    urls: ["/blogs"],
    questions: ["blogs ki list", "ब्लोग पढने है आपके"],
  },
  {
    kind: "navigation",
    urls: ["/demos/alldemos"],
    questions: ["sab demo ek jagah", "सारे demos वाला page किधर है"],
  },
  {
    kind: "navigation",
    urls: ["/ourproducts"],
    questions: ["products page khol do"],
  },
  {
    kind: "navigation",
    urls: ["/privacypolicy"],
    questions: ["privacy policy का link"],
  },
  {
    kind: "navigation",
    urls: ["/termsofuse"],
    questions: ["टर्म्स ऑफ यूज़"],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-guides"],
    questions: ["api documantation kidhar"],
  },
  {
    kind: "navigation",
    urls: ["/developers/services"],
    questions: ["डेवलपर सर्विसेज पेज"],
  },
  {
    kind: "navigation",
    urls: ["/comingsoon"],
    questions: ["SDK है क्या आपका"],
  },
  {
    kind: "navigation",
    urls: ["/"],
    questions: ["होमपेज"],
  },

  // company
  {
    kind: "company",
    urls: ["/contact"],
    questions: [
      "office kaha hai aapka",
      "नमस्ते, क्या आप कृपया अपनी कंपनी का फ़ोन नंबर बता सकते हैं, मुझे आपसे बात करनी है",
      "आपकी email id क्या है",
      "नोएडा ऑफिस की मैप लोकेशन",
    ],
  },
  {
    kind: "company",
    urls: ["/contact", "/"],
    questions: ["mail किया था reply कब तक आएगा"],
  },
  {
    kind: "company",
    urls: ["/contact", "/privacypolicy", "/termsofuse"],
    questions: ["Kathana AI Private Limited का registered office address"],
  },
  {
    kind: "company",
    urls: ["/about"],
    questions: ["kathana ka matlab kya hota h", "कथाना कितने साल पुरानी कंपनी है", "Kathana AI का mission क्या है", "kis kis news site ne aapke baare me likha"],
  },
  {
    kind: "company",
    urls: ["/about", "/", "/privacypolicy"],
    questions: ["hamara data desh ke bahar to nahi jata na"],
  },
  {
    kind: "company",
    urls: ["/"],
    questions: ["आपके क्लाइंट कौन कौन है"],
  },

  // try-demo
  {
    kind: "try-demo",
    urls: ["/demos/voice"],
    questions: ["awaz wala demo dikhao", "बोल के टेस्ट करना है आवाज पहचानने वाला", "अपना phrase add करके बोलना है demo में", "मैं खुद बोलकर voice survey देना चाहता हूँ"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice/2"],
    questions: ["voice ka classic wala purana demo"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/text"],
    questions: ["text to speech try krna h", "हिंदी टेक्स्ट को आवाज़ में सुनना है", "अपना नाम बुलवा के सुनना है कैसा pronounce करता है", "टीटीएस डेमो में आवाज धीमी कैसे करें"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/image"],
    questions: ["खाने की फोटो डाल के देखना है", "photo upload करके पहचान वाला demo", "sample photo pe click karke try karna"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/image", "/developers/services", "/developers/api-guides", "/termsofuse"],
    questions: ["थाली की फोटो चलेगी क्या डेमो में"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/video"],
    questions: ["video call ka demo"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/video", "/ourproducts#kathana-meet"],
    questions: ["Kathana Meet try करना है अभी"],
  },
  {
    kind: "try-demo",
    urls: ["/bfsi", "/demos/alldemos"],
    questions: ["बैंक वाली सैंपल कॉल सुननी है"],
  },
  {
    kind: "try-demo",
    urls: ["/quickservicerestaurants", "/demos/alldemos"],
    questions: ["pizza order wala bot sunao"],
  },
  {
    kind: "try-demo",
    urls: ["/automobiles", "/demos/alldemos"],
    questions: ["test drive booking की recording"],
  },
  {
    kind: "try-demo",
    urls: ["/healthcare", "/demos/alldemos"],
    questions: ["ब्लड टेस्ट बुकिंग वाली कॉल सुनाओ"],
  },
  {
    kind: "try-demo",
    urls: ["/travelandhospitality", "/demos/alldemos"],
    questions: ["flight book karne wali call ka sample"],
  },

  // business
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: [
      "मेरी NBFC है, EMI वसूली के लिए कॉल करवानी है",
      "हमारी बीमा कंपनी है पॉलिसी रिन्यूअल के लिए ग्राहकों को याद दिलाना होता है",
      "सहकारी बैंक में काम करता हूं KYC pending वाले ग्राहकों को याद दिलाना है",
      "microfinance company hai gaon ke customer hai unko hindi me call chahiye",
    ],
  },
  {
    kind: "business",
    urls: ["/fmcg"],
    questions: [
      "मेरी बिस्किट बनाने की कंपनी है, दुकानदारों से फीडबैक लेना है",
      "hum masala brand hai retailers ko delivery late hone ki khabar deni hoti hai",
      "soap aur detergent ka distributor hu retailers se repeat order lena hai",
      "नई चॉकलेट लॉन्च की है लोगों से taste test करवाना है",
    ],
  },
  {
    kind: "business",
    urls: ["/quickservicerestaurants"],
    questions: [
      "मेरा पिज़्ज़ा आउटलेट है, रश में फोन पे ऑर्डर लेने में दिक्कत होती है",
      "cloud kitchen chalata hu phone pe order aate hai",
      "burger की chain है delivery के बाद feedback लेना है",
    ],
  },
  {
    kind: "business",
    urls: ["/automobiles"],
    questions: [
      "नमस्ते जी, मेरा दोपहिया वाहनों का शोरूम है, क्या आप ग्राहकों को सर्विस की याद दिलाने में मदद कर सकते हैं? कृपया बताइए",
      "मेरी कार डीलरशिप है टेस्ट ड्राइव बुकिंग के लिए",
      "workshop me customer appointment miss kar dete hai",
    ],
  },
  {
    kind: "business",
    urls: ["/healthcare"],
    questions: [
      "pathology lab है home collection की booking के लिए कुछ",
      "मैं डेंटिस्ट हूं क्लिनिक के अपॉइंटमेंट के लिए",
      "hospital ke reception pe bahut call aati hai",
      "हमारा नर्सिंग होम है, मरीजों को रिपोर्ट रेडी होने पर बताना है",
    ],
  },
  {
    kind: "business",
    urls: ["/travelandhospitality"],
    questions: [
      "travel agency chalata hu flight booking phone pe hoti hai",
      "होटल है हमारा, बुकिंग कन्फर्मेशन कॉल",
      "manali में homestay है guests को check-in reminder देना",
    ],
  },
  {
    kind: "business",
    urls: ["/blogs/1", "/ourproducts#kathana-announce"],
    questions: ["मेरा स्कूल है, पेरेंट्स को फीस रिमाइंडर भेजने हैं"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-meet", "/demos/video", "/blogs/1"],
    questions: ["tuition classes online lena chahta hu 80 bacche hai"],
  },
  {
    kind: "business",
    urls: ["/blogs/3", "/ourproducts#kathana-voicebot", "/"],
    questions: ["हमारा call center है 200 agents, bot लगाना है"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-survey", "/blogs/4"],
    questions: ["market research agency hai, gaon gaon me survey karna hai"],
  },

  // product
  {
    kind: "product",
    urls: ["/ourproducts"],
    questions: ["आप क्या क्या products बेचते हो"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    questions: [
      "kathana meet me kitne log jud sakte h",
      "मीट की मीटिंग रिकॉर्ड कर सकते है?",
      "live stream कितने लोगों तक",
      "meet ke liye app download karna padega?",
    ],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-announce"],
    questions: ["अनाउंस क्या है", "कर्मचारियों को एक साथ मैसेज भेजना और RSVP लेना", "announcement sms se bhi jata hai ya sirf call"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-survey"],
    questions: ["kathana survey me photo se jawab de sakte h?", "सर्वे वाले प्रोडक्ट में NPS का डैशबोर्ड है", "सर्वे में स्किप लॉजिक है"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-voicebot", "/"],
    questions: ["voicebot kon si languages me baat karta h"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-voicebot", "/bfsi", "/blogs/2", "/"],
    questions: ["वॉइसबॉट कितना पैसा बचाता है प्रति कॉल"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-voicebot", "/", "/blogs/2", "/blogs/3"],
    questions: ["bot se human agent ko call transfer hoti h kya"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-assist"],
    questions: ["अपनी website पे chatbot लगाना है", "Kathana Assist demo book kar sakta hai calendar me?"],
  },
  {
    kind: "product",
    urls: ["/", "/demos/voice", "/ourproducts#kathana-voicebot"],
    questions: ["कौन कौन सी भाषाएं सपोर्ट करते हो"],
  },
  {
    kind: "product",
    urls: ["/", "/privacypolicy"],
    questions: ["security कैसी है, data encrypted रहता है?"],
  },
  {
    kind: "product",
    urls: ["/", "/blogs/3"],
    questions: ["फ्रॉड पकड़ने वाला एनालिटिक्स"],
  },
  {
    kind: "product",
    urls: ["/demos/text", "/developers/services", "/developers/api-guides", "/"],
    questions: ["TTS में SSML support है?"],
  },

  // developer
  {
    kind: "developer",
    urls: ["/developers/api-guides", "/developers/api-key", "/developers/services"],
    questions: ["API key chahiye integration ke liye kya process h"],
  },
  {
    kind: "developer",
    urls: ["/developers/api-guides"],
    questions: ["एपीआई की रेट लिमिट कितनी है", "tts api का curl example चाहिए", "API में 429 error आ रहा है"],
  },
  {
    kind: "developer",
    urls: ["/developers/api-guides", "/developers/services"],
    questions: ["voice recognition api me kaunsa audio format", "food recognition api png leta hai?", "डेवलपर के लिए कौन कौन से एपीआई हैं"],
  },
  {
    kind: "developer",
    urls: ["/developers/services", "/developers/api-guides", "/demos/voice"],
    questions: ["फ्रेज़ लिस्ट हर रिक्वेस्ट में बदल सकते हैं क्या API में"],
  },
  {
    kind: "developer",
    urls: ["/developers/api-key", "/developers/api-guides", "/termsofuse"],
    questions: ["API key leak ho gayi kya karu", "एपीआई कुंजी सिर्फ एक बार दिखती है क्या कॉपी करना भूल गया"],
  },

  // content
  {
    kind: "content",
    urls: ["/blogs/1"],
    questions: ["शिक्षा वाला लेख", "neha kapoor ka article"],
  },
  {
    kind: "content",
    urls: ["/blogs/2"],
    questions: ["voice automation वाला blog"],
  },
  {
    kind: "content",
    urls: ["/blogs/3"],
    questions: ["contact center pe jo article hai"],
  },
  {
    kind: "content",
    urls: ["/blogs/4"],
    questions: ["सर्वे के बारे में ब्लॉग पढ़ना है"],
  },
  {
    kind: "content",
    urls: ["/blogs/4", "/blogs"],
    questions: ["सबसे नया blog कौन सा है"],
  },
  {
    kind: "content",
    urls: ["/careers"],
    questions: [
      "careers me kaun si job khuli hai",
      "फुल स्टैक डेवलपर की वैकेंसी में कितना एक्सपीरियंस चाहिए",
      "speech recognition engineer की job location",
      "resume kis email pe bheju",
    ],
  },

  // policy
  {
    kind: "policy",
    urls: ["/privacypolicy"],
    questions: [
      "privacy policy me likha hai demo ki recording kitne din rakhte ho",
      "मेरी फोटो जो अपलोड की वो कितने दिन रहेगी",
      "data sell करते हो क्या",
      "कृपया बताइए कि डेटा से जुड़ी शिकायत के लिए शिकायत अधिकारी से कैसे संपर्क करें",
      "शिकायत पर कितने दिन में जवाब",
      "remember me kitne din tak login rakhta h",
    ],
  },
  {
    kind: "policy",
    urls: ["/termsofuse", "/privacypolicy"],
    questions: ["18 साल से कम उम्र वाले use कर सकते है"],
  },
  {
    kind: "policy",
    urls: ["/termsofuse"],
    questions: ["कोई dispute हुआ तो court कहाँ"],
  },
];

export const FOLLOW_UPS = [
  {
    kind: "follow-up",
    urls: ["/automobiles", "/demos/alldemos"],
    turns: ["कार सर्विस सेंटर है मेरा", "इसका सैंपल कॉल सुना दो"],
  },
  {
    kind: "follow-up",
    urls: ["/demos/text", "/developers/services", "/developers/api-guides", "/"],
    turns: ["text to speech ke baare me batao", "और उसमें SSML चलेगा?"],
  },
  {
    kind: "follow-up",
    urls: ["/forgotpassword"],
    turns: ["लॉगिन नहीं हो रहा", "password याद नहीं"],
  },
  {
    kind: "follow-up",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    turns: ["kathana meet", "kitne log ek room me"],
  },
  {
    kind: "follow-up",
    urls: ["/bfsi", "/demos/alldemos"],
    turns: ["हम छोटे व्यापारियों को लोन देते हैं", "और ई-मैंडेट वाला काम भी होता है क्या"],
  },
  {
    kind: "follow-up",
    urls: ["/blogs/3"],
    turns: ["blogs", "वो contact center वाला खोलो"],
  },
  {
    kind: "follow-up",
    urls: ["/careers"],
    turns: ["नौकरी", "apply कैसे करूं"],
  },
  {
    kind: "follow-up",
    urls: ["/demos/image"],
    turns: ["khana pehchanne wala demo kholo", "kitni photo sample me hai"],
  },
  {
    kind: "follow-up",
    urls: ["/developers/api-guides"],
    turns: ["डेवलपर सर्विस क्या है", "aur docs kahan hai"],
  },
  {
    kind: "follow-up",
    urls: ["/travelandhospitality", "/demos/alldemos"],
    turns: ["मेरा होटल है जयपुर में", "sample audio chalao iska"],
  },
  {
    kind: "follow-up",
    urls: ["/ourproducts#kathana-voicebot", "/bfsi", "/blogs/2", "/"],
    turns: ["वॉइसबॉट", "कितने percent बचत होती है"],
  },
  {
    kind: "follow-up",
    urls: ["/privacypolicy"],
    turns: ["privacy policy kholo", "cookies के बारे में क्या लिखा है"],
  },
  {
    kind: "follow-up",
    urls: ["/termsofuse", "/privacypolicy"],
    turns: ["नियम और शर्तें", "उम्र की लिमिट?"],
  },
  {
    kind: "follow-up",
    urls: ["/ourproducts#kathana-announce"],
    turns: ["kathana announce batao", "website link?"],
  },
  {
    kind: "follow-up",
    urls: ["/quickservicerestaurants"],
    turns: ["रेस्टोरेंट है हमारा", "order वाला call flow दिखाओ"],
  },
  {
    kind: "follow-up",
    urls: ["/demos/voice"],
    turns: ["voice demo kholo", "phrase list me naya shabd kaise jodu"],
  },
  {
    kind: "follow-up",
    urls: ["/contact"],
    turns: ["ऑफिस का पता", "map link"],
  },
  {
    kind: "follow-up",
    urls: ["/healthcare", "/demos/alldemos"],
    turns: ["hospital ke liye kya hai", "और ब्लड टेस्ट घर से सैंपल"],
  },
  {
    kind: "follow-up",
    urls: ["/fmcg", "/ourproducts#kathana-survey", "/blogs/4"],
    turns: ["FMCG", "shelf check फोटो से होता है?"],
  },
  {
    kind: "follow-up",
    urls: ["/about"],
    turns: ["aapke baare me", "कब शुरू हुई company"],
  },
];

export const UNANSWERABLE = [
  "voicebot ka price kya hai per minute",
  "कोई डिस्काउंट ऑफर चल रहा है क्या आपके प्लान पर",
  "yellow.ai se sasta hai kya aapka bot",
  "Zoho CRM से integrate होता है?",
  "CEO का नाम क्या है",
  "kal lucknow me barish hogi kya yaar",
  "india ka match kab hai",
  "Rahul Sharma ka loan kitna baaki hai",
  "आपकी टीम में टोटल कितने लोग काम करते हैं",
  "funding kitni mili hai abhi tak",
  "Saturday को office खुला रहता है?",
  "GST invoice मिलेगा क्या",
  "ISO certified ho?",
  "मेरा पैन कार्ड नंबर चेक करो",
  "चाय कैसे बनाते हैं",
  "python sikhne ke liye best book",
  "voicebot की setup fees कितनी",
  "पैसे वापस मिलते हैं क्या अगर सर्विस पसंद न आए",
  "शाहरुख खान की नई फिल्म कब आएगी",
  "sensex aaj kitna hai",
  "andar chatgpt use karte ho kya",
  "minimum कितने calls का contract करना पड़ेगा",
  "Meera Joshi ka phone number do",
  "अब तक कितनी कंपनियों ने आपका बॉट खरीदा है",
  "Kathana Meet Zoom से better है या नहीं",
];
