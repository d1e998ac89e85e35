/**
 * Hinglish visitor probes for Kathana Assist on the Hindi site (urls are the English paths without
 * a language prefix).
 *
 * Written by a helper session on 2 Dec 2026, from the site's content only: /work/shared/SPEC.md §2
 * (screens and routes), the seed content in studio/scripts/seed/ (company, home, pages, demos,
 * industries, blog, legal, content, industry-words) and its Hindi translations under
 * studio/scripts/seed/translations/hi/*.json, plus the folder names under app/routes (names only).
 * It was written without seeing the engine: nothing else under app/ was read, nor the editors'
 * example questions (visitor-questions.mjs, assistant.mjs), nor the bench sets (which were only
 * run through a de-duplication script that printed this set's near-duplicates, never theirs).
 *
 * Mix: about 45 % romanised Hinglish as typed on a phone (no diacritics, chat spellings), 35 %
 * Devanagari sentences with English words in Latin script, 20 % Devanagari with formal (शुद्ध)
 * Hindi words. Emphasis: asking for a place ("kahan milega", "link do", "dikhao"), asking about one
 * fact on a page, and product names with typos (Kathna, voise bot, annonce, Meat, survay).
 * Each answerable question was checked against a sentence of its url's content; each unanswerable
 * one was grepped for in the English and Hindi content.
 *
 * This is a tuning set: its misses may be shown.
 */

export const TOPICS = [
  // ------------------------------------------------------------------ navigation
  { kind: "navigation", urls: ["/login"], questions: ["login ka page kidhar h plz link do", "अपने खाते में प्रवेश करने का पृष्ठ खोलिए"] },
  {
    kind: "navigation",
    urls: ["/signup"],
    questions: ["naya account kaise banaye signup page dikhao", "मुझे पंजीकरण करना है, पंजीकरण पृष्ठ कहाँ है?", "Free account बनाने वाला link भेजो"],
  },
  {
    kind: "navigation",
    urls: ["/forgotpassword"],
    questions: ["password bhul gya hu, reset krne ka page chahiye", "मेरा password याद नहीं आ रहा, reset वाला page कहाँ है"],
  },
  { kind: "navigation", urls: ["/reset-password"], questions: ["email में जो reset link आया वो कितनी देर तक चलेगा?"] },
  { kind: "navigation", urls: ["/account/password"], questions: ["account ka password update karna h, option kaha milega"] },
  { kind: "navigation", urls: ["/demos/alldemos"], questions: ["saare demo ek jagah dekhne h, page kholo", "सभी डेमो की सूची वाला पृष्ठ दिखाइए"] },
  { kind: "navigation", urls: ["/blogs"], questions: ["aapke blog posts ki list kidhar milegi", "कंपनी के प्रकाशित लेखों का संग्रह कहाँ है?"] },
  { kind: "navigation", urls: ["/careers"], questions: ["आपके यहाँ job openings की list कहाँ मिलेगी?", "आपकी संस्था में रिक्त पदों की जानकारी कहाँ मिलेगी?"] },
  { kind: "navigation", urls: ["/contact"], questions: ["contact page ka link bhejo jaldi", "संपर्क पृष्ठ खोलिए"] },
  { kind: "navigation", urls: ["/about"], questions: ["about us वाला page दिखाओ", "कंपनी के परिचय वाला page किधर है?"] },
  { kind: "navigation", urls: ["/privacypolicy"], questions: ["गोपनीयता नीति का पृष्ठ कहाँ मिलेगा?", "privacy policy wale page ka link chahiye plz"] },
  { kind: "navigation", urls: ["/termsofuse"], questions: ["उपयोग की शर्तें वाला पेज दिखाओ", "terms and conditions kidhar likhe h site ke"] },
  { kind: "navigation", urls: ["/"], questions: ["website के पहले page पर वापस जाना है", "मुख्य पृष्ठ पर कैसे लौटूँ?"] },
  { kind: "navigation", urls: ["/assistant"], questions: ["Kathana Assist से सवाल पूछने वाला पूरा page कहाँ है?"] },
  {
    kind: "navigation",
    urls: ["/"],
    questions: ["message likh ke submit karne wala contact form kaha hai, contact page pe to form nahi dikh raha"],
  },

  // ------------------------------------------------------------------ company
  { kind: "company", urls: ["/about"], questions: ["Kathana naam ka arth kya h, kis bhasha ka shabd h", "कंपनी कब और किस शहर में शुरू हुई थी?"] },
  { kind: "company", urls: ["/about"], questions: ["Kathana AI किन newspapers में आया है, media coverage दिखाओ", "आपकी संस्था का ध्येय क्या है?"] },
  {
    kind: "company",
    urls: ["/about"],
    questions: ["आपकी team में कौन-कौन लोग हैं, सिर्फ़ engineers या और भी?", "aapke products ek mahine me kitni conversations handle karte h"],
  },
  { kind: "company", urls: ["/about", "/", "/privacypolicy"], questions: ["hamare customers ka data India me hi rehta h na?"] },
  { kind: "company", urls: ["/contact"], questions: ["aapka office kidhar hai exact address batao", "आपकी email id क्या है, mail करना था"] },
  { kind: "company", urls: ["/contact"], questions: ["फ़ोन नंबर दीजिए, मुझे call करके बात करनी है", "Noida office ki map location bhejo"] },
  { kind: "company", urls: ["/contact", "/"], questions: ["संपर्क करने के बाद उत्तर कितने समय में मिलता है?"] },
  { kind: "company", urls: ["/"], questions: ["aapke clients kaun kaun h, kisne review diya hai", "Navya Finance वाली madam ने आपके bot के बारे में क्या बोला?"] },
  { kind: "company", urls: ["/"], questions: ["दूसरी companies छोड़कर Kathana AI ही क्यों चुनें?"] },
  {
    kind: "company",
    urls: ["/careers"],
    questions: ["Full Stack Developer की job के लिए कितना experience चाहिए?", "speech recognition engineer wali job kis sheher me h"],
  },
  { kind: "company", urls: ["/careers"], questions: ["ये नौकरियाँ पूर्णकालिक हैं या अंशकालिक?", "Speech Recognition Engineer के लिए Python आना ज़रूरी है क्या?"] },

  // ------------------------------------------------------------------ try-demo
  {
    kind: "try-demo",
    urls: ["/demos/voice"],
    questions: ["meri awaaz record karke speech recognition check karna h, demo kaha h", "ध्वनि पहचान का परीक्षण कहाँ कर सकते हैं?"],
  },
  { kind: "try-demo", urls: ["/demos/voice"], questions: ["वॉइस डेमो में अपना नया phrase कैसे जोड़ूँ?", "voice demo me kaun kaun si category h select karne ko"] },
  { kind: "try-demo", urls: ["/demos/voice"], questions: ["voice demo ne galat suna to feedback kaise du", "बोलकर survey देने वाला demo कहाँ मिलेगा?"] },
  { kind: "try-demo", urls: ["/demos/voice/2"], questions: ["purana classic wala voice demo kidhar gaya"] },
  { kind: "try-demo", urls: ["/demos/text"], questions: ["text likh ke awaaz me sunna h, tts demo ka link do", "पाठ को वाणी में बदलने का नमूना कहाँ सुनें?"] },
  { kind: "try-demo", urls: ["/demos/text"], questions: ["TTS demo में बोलने की speed कितनी कम-ज़्यादा कर सकते हैं?", "text to speech demo में कौन सी languages हैं?"] },
  { kind: "try-demo", urls: ["/demos/text"], questions: ["kya tts Chattopadhyay jaisa mushkil naam sahi bol leta h"] },
  { kind: "try-demo", urls: ["/demos/image"], questions: ["khane ki photo upload karke pehchan karwani h", "चित्र पहचान का डेमो कहाँ है?"] },
  { kind: "try-demo", urls: ["/demos/image"], questions: ["image demo में कौन सा file format चलेगा, PNG चलेगा?", "thali ki photo dalu to pehchanega kya"] },
  { kind: "try-demo", urls: ["/demos/image"], questions: ["image demo की sample photos में कौन-कौन से fruit हैं?"] },
  { kind: "try-demo", urls: ["/demos/video"], questions: ["video conferencing वाला demo page खोलो", "वीडियो सम्मेलन का डेमो किस पृष्ठ पर है?"] },
  { kind: "try-demo", urls: ["/demos/video", "/ourproducts"], questions: ["Video demo वाली meeting में एक room में कितने लोग join कर सकते हैं?"] },
  { kind: "try-demo", urls: ["/demos/video"], questions: ["video meeting join karne ke liye konsa browser chahiye"] },
  {
    kind: "try-demo",
    urls: ["/demos/alldemos"],
    questions: ["sirf healthcare ke demo filter karke dekhne h", "Voice और Text वाले demos अलग-अलग filter हो सकते हैं?"],
  },

  // ------------------------------------------------------------------ business
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: ["hamari NBFC hai, customers ko EMI yaad dilane wale calls karwane h", "मेरी gold loan company है, उसके लिए आपके पास क्या है?"],
  },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: ["हम एक सहकारी बैंक चलाते हैं, कई ग्राहकों के केवाईसी दस्तावेज़ अधूरे हैं", "main LIC agent hu, policy renewal ke reminder bhejne h"],
  },
  {
    kind: "business",
    urls: ["/automobiles"],
    questions: ["mera car showroom h, test drive ki booking automatic karni h", "हमारा two-wheeler service center है, customers servicing भूल जाते हैं"],
  },
  { kind: "business", urls: ["/automobiles"], questions: ["हम ट्रैक्टर की एजेंसी चलाते हैं, सर्विस के बाद ग्राहकों की प्रतिक्रिया लेनी है"] },
  {
    kind: "business",
    urls: ["/healthcare"],
    questions: [
      "diagnostic lab h mera, ghar se sample collection ki booking bot se ho sakti h kya",
      "हमारा छोटा सा clinic है, patients के appointment phone पर आते हैं",
    ],
  },
  { kind: "business", urls: ["/healthcare"], questions: ["हमारा अस्पताल है, रोगियों को जाँच रिपोर्ट तैयार होने की सूचना देनी है"] },
  {
    kind: "business",
    urls: ["/travelandhospitality"],
    questions: ["Rishikesh me hotel chalata hu, booking confirm karne wale calls chahiye", "हमारी travel agency है, flight booking के लिए bot चाहिए"],
  },
  { kind: "business", urls: ["/travelandhospitality"], questions: ["pahad me homestay h, guests ko check-in reminder bhejna h"] },
  {
    kind: "business",
    urls: ["/fmcg"],
    questions: ["kirana distributor hu, retailers ko maal late hone ki khabar deni hoti h", "हमारी namkeen company है, consumers से taste पर राय लेनी है"],
  },
  { kind: "business", urls: ["/fmcg"], questions: ["हम डिटर्जेंट ब्रांड हैं, बाज़ार सर्वेक्षण करवाना है"] },
  {
    kind: "business",
    urls: ["/quickservicerestaurants"],
    questions: ["highway pe dhaba h, rush me phone pe order bahut aate h", "मेरा pizza outlet है, dinner time पर calls miss हो जाती हैं"],
  },
  { kind: "business", urls: ["/quickservicerestaurants"], questions: ["हम cloud kitchen चलाते हैं, delivery के बाद feedback लेना है"] },
  { kind: "business", urls: ["/blogs/1"], questions: ["coaching institute h mera, parents ko fee reminder bhejna h, aap ye karte ho kya"] },
  { kind: "business", urls: ["/blogs/1", "/ourproducts"], questions: ["हम एक विद्यालय चलाते हैं, ऑनलाइन कक्षाएँ लेनी हैं और अभिभावकों को सूचना भेजनी है"] },

  // ------------------------------------------------------------------ misspelt-product
  { kind: "misspelt-product", urls: ["/ourproducts", "/demos/video"], questions: ["kathna meet ke bare me batao", "Kathana Meat में recording होती है क्या?"] },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts", "/demos/video"],
    questions: ["kathana meeet me kitne log aa sakte", "कठाना मीट ब्राउज़र में चलता है या ऐप डाउनलोड करना पड़ेगा?"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts"],
    questions: ["kathana voise bot kaise kaam karta h", "kathana annonce se employees ko message bhej sakte h?"],
  },
  {
    kind: "misspelt-product",
    urls: ["/ourproducts"],
    questions: ["katana survay ka dashboard live hota h?", "Kathana Asist को अपनी website पर लगा सकते हैं क्या?"],
  },
  { kind: "misspelt-product", urls: ["/ourproducts"], questions: ["kathana anounse me RSVP kaise milta h", "Kathna Servey से photo वाले जवाब ले सकते हैं?"] },
  { kind: "misspelt-product", urls: ["/ourproducts"], questions: ["katthana assistent क्या order track कर सकता है?", "Kathana Anounce ki website ka link do"] },
  { kind: "misspelt-product", urls: ["/ourproducts", "/"], questions: ["कथना वाइसबॉट कितनी भाषाओं में बात करता है?"] },
  { kind: "misspelt-product", urls: ["/contact", "/ourproducts"], questions: ["Kathana voicebott ka demo schedule krna h"] },

  // ------------------------------------------------------------------ product
  { kind: "product", urls: ["/ourproducts"], questions: ["aapke kitne products h sab dikhao", "आपके सभी उत्पादों का विवरण कहाँ है?"] },
  { kind: "product", urls: ["/ourproducts", "/"], questions: ["VoiceBot call को इंसान agent को transfer करता है क्या?"] },
  { kind: "product", urls: ["/ourproducts", "/bfsi", "/blogs/2", "/"], questions: ["voice bot se har call pe kitni bachat hoti h"] },
  {
    kind: "product",
    urls: ["/ourproducts"],
    questions: ["Kathana Announce में जवाब न देने वालों को दोबारा message जाता है?", "Kathana Survey में skip logic और quota है क्या?"],
  },
  {
    kind: "product",
    urls: ["/ourproducts", "/demos/video"],
    questions: ["Kathana Meet में waiting room और password वाला feature है?", "webinar 50 hazaar logo ko live dikhana h, kaunsa product lu"],
  },
  {
    kind: "product",
    urls: ["/ourproducts"],
    questions: ["Kathana Assist chatbot leads qualify karta h kya?", "हमें कर्मचारियों को घोषणाएँ भेजनी हैं, कौन सा उत्पाद उपयुक्त है?"],
  },
  { kind: "product", urls: ["/ourproducts", "/bfsi"], questions: ["voicebot raat me bhi kaam karta h kya, 24 ghante?"] },
  { kind: "product", urls: ["/ourproducts", "/", "/blogs/2"], questions: ["ग्राहक बोलकर जवाब दे तो bot समझता है या सिर्फ़ button दबाने वाला IVR है?"] },
  { kind: "product", urls: ["/", "/demos/voice"], questions: ["Kathana AI कौन-कौन सी भाषाओं में बात करता है?"] },
  { kind: "product", urls: ["/", "/blogs/3"], questions: ["fraud पकड़ने में आपका कोई analytics मदद करता है?"] },
  { kind: "product", urls: ["/", "/demos/video", "/ourproducts"], questions: ["meeting ki recording turant mil jati h kya"] },
  { kind: "product", urls: ["/ourproducts"], questions: ["survey ke dashboard me NPS aur brand tracking dikhta h?"] },

  // ------------------------------------------------------------------ developer
  { kind: "developer", urls: ["/developers/api-key"], questions: ["API key kaha se generate karu", "मेरी कुंजी उजागर हो गई, नई एपीआई कुंजी कैसे बनाऊँ?"] },
  {
    kind: "developer",
    urls: ["/developers/services"],
    questions: ["developer ke liye kya kya APIs h aapke paas", "अपने ऐप में आवाज़ जोड़ने के लिए कौन सी सेवा उपलब्ध है?"],
  },
  {
    kind: "developer",
    urls: ["/developers/services"],
    questions: ["Voice Recognition API में कौन सा audio format भेजना होता है?", "कैलोरी ट्रैकर बना रहा हूँ, खाने की फ़ोटो पहचानने वाली API है?"],
  },
  { kind: "developer", urls: ["/developers/services", "/demos/text"], questions: ["tts api me ssml bhej sakte h kya"] },
  { kind: "developer", urls: ["/developers/services", "/demos/image"], questions: ["food recognition API का response JSON में आता है?"] },
  { kind: "developer", urls: ["/developers/services", "/demos/voice"], questions: ["phrase list har request ke saath badal sakte h api me?"] },
  {
    kind: "developer",
    urls: ["/developers/api-guides"],
    questions: ["API documentation kidhar milega curl examples ke saath", "एपीआई के दिशानिर्देश और संदर्भ सामग्री कहाँ पढ़ूँ?"],
  },
  { kind: "developer", urls: ["/comingsoon"], questions: ["aapke SDKs kaha milenge, menu me SDK likha h"] },
  { kind: "developer", urls: ["/termsofuse", "/developers/services"], questions: ["Android app के code में API key रख सकते हैं क्या?"] },
  { kind: "developer", urls: ["/signup", "/developers/services"], questions: ["API use karne ke liye pehle account banana padega kya"] },

  // ------------------------------------------------------------------ policy
  {
    kind: "policy",
    urls: ["/privacypolicy"],
    questions: ["voice demo ki recording kitne din tak rakhte ho", "image demo में upload की गई photo कब delete होती है?"],
  },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["आप मेरा निजी डेटा किसी को बेचते तो नहीं?", "grievance officer ka email kya h"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["Remember Me tick करने पर कितने दिन login रहेगा?", "cookies kaun kaun si use karte ho site pe"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["डेटा संरक्षण अधिनियम के तहत मेरे क्या अधिकार हैं?", "assistant से जो सवाल पूछते हैं, वो save होते हैं क्या?"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["गोपनीयता से जुड़ी शिकायत दर्ज करने पर पहला उत्तर कितने घंटों में आता है?"] },
  { kind: "policy", urls: ["/termsofuse", "/privacypolicy"], questions: ["site use karne ki minimum umar kitni h"] },
  {
    kind: "policy",
    urls: ["/termsofuse"],
    questions: ["क़ानूनी विवाद होने पर कौन सी अदालत में मामला जाएगा?", "TTS se kisi real insaan ki awaaz ki nakal kar sakte h kya"],
  },
  { kind: "policy", urls: ["/termsofuse"], questions: ["Demo के result पर medical decision ले सकते हैं?", "jo recording maine upload ki uska haq kiska rahega"] },
  { kind: "policy", urls: ["/termsofuse"], questions: ["free services के लिए company की liability कितनी है?"] },

  // ------------------------------------------------------------------ content
  { kind: "content", urls: ["/blogs/1"], questions: ["education wala blog padhna h digitization pe", "शिक्षा पर लिखा लेख कब प्रकाशित हुआ था?"] },
  {
    kind: "content",
    urls: ["/blogs/2"],
    questions: ["वॉइस ऑटोमेशन से व्यापार बढ़ाने वाला लेख दिखाइए", "voice automation shuru kaise kare, pehle kaunsi call automate kare"],
  },
  {
    kind: "content",
    urls: ["/blogs/3"],
    questions: ["contact center me conversational AI wala article link do", "conversational IVR क्या होता है, 'press 1' की जगह?"],
  },
  { kind: "content", urls: ["/blogs/4"], questions: ["Transforming Surveys blog किसने लिखा है?"] },
  {
    kind: "content",
    urls: ["/bfsi"],
    questions: ["EMI की due date से कितने दिन पहले reminder call जाती है?", "ऋण की आवश्यकता वाले टैब में कौन सी प्रक्रिया दिखाई गई है?"],
  },
  { kind: "content", urls: ["/automobiles"], questions: ["website enquiry के बाद bot कितने minute में call करता है?"] },
  { kind: "content", urls: ["/travelandhospitality"], questions: ["flight booking demo me fare kitni der hold hota h"] },
  { kind: "content", urls: ["/quickservicerestaurants"], questions: ["पिज़्ज़ा ऑर्डर वाला call flow कितनी देर में पूरा होता है?"] },
  { kind: "content", urls: ["/healthcare", "/demos/alldemos"], questions: ["blood test booking wala demo sunna h"] },
  { kind: "content", urls: ["/fmcg", "/demos/alldemos"], questions: ["डार्क चॉकलेट वाले taste test की call कहाँ सुनूँ?", "Sunehri Chai wala brand demo kahan sunu"] },
  { kind: "content", urls: ["/about", "/ourproducts"], questions: ["Kathana Meet wala promo video kaha play hoga"] },
];

export const FOLLOW_UPS = [
  { kind: "follow-up", urls: ["/contact", "/ourproducts"], turns: ["voice bot ke bare me batao", "uska demo schedule kaise kare"] },
  { kind: "follow-up", urls: ["/demos/text"], turns: ["TTS demo कहाँ है?", "उसमें Hindi के अलावा कौन सी language है?"] },
  { kind: "follow-up", urls: ["/demos/image"], turns: ["image demo kholo", "और उसमें कौन सी फ़ोटो नहीं चलेगी?"] },
  { kind: "follow-up", urls: ["/ourproducts", "/demos/video"], turns: ["Kathana Meet किस काम आता है?", "और उसमें live streaming कितने लोगों तक हो सकती है?"] },
  { kind: "follow-up", urls: ["/bfsi"], turns: ["bank ke liye kya use case h", "uska payment reminder wala call flow kaisa h"] },
  { kind: "follow-up", urls: ["/careers"], turns: ["careers page dikhao", "वो jobs किस city में हैं?"] },
  { kind: "follow-up", urls: ["/privacypolicy"], turns: ["mujhe privacy wali policy padhni h", "उसमें photos कितने दिन रखते हो, लिखा है?"] },
  { kind: "follow-up", urls: ["/developers/api-key"], turns: ["developer services kya h", "aur API key kaha milegi?"] },
  { kind: "follow-up", urls: ["/travelandhospitality", "/demos/alldemos"], turns: ["hotel wale ke liye kuch h?", "और flight booking का demo?"] },
  { kind: "follow-up", urls: ["/blogs/4"], turns: ["sabse naya blog konsa h", "uska writer kaun h"] },
  { kind: "follow-up", urls: ["/contact"], turns: ["contact details do", "वो office किस sector में है?"] },
  { kind: "follow-up", urls: ["/developers/api-key", "/developers/services"], turns: ["signup kaise kare", "uske baad api key kaise milegi"] },
  { kind: "follow-up", urls: ["/automobiles", "/demos/alldemos"], turns: ["car dealership वालों के लिए कौन सा use case है?", "और सर्विस के बाद फ़ीडबैक वाला डेमो?"] },
  { kind: "follow-up", urls: ["/demos/voice"], turns: ["Kathana Survey ke bare me batao", "uska voice survey khud try kar sakta hu?"] },
  { kind: "follow-up", urls: ["/termsofuse"], turns: ["उपयोग की शर्तें खोलिए", "उनमें एपीआई कुंजी के बारे में क्या नियम हैं?"] },
  { kind: "follow-up", urls: ["/demos/voice"], turns: ["voice demo kaha h", "usme nayi category kaise add kare"] },
  { kind: "follow-up", urls: ["/about"], turns: ["हमारे बारे में वाला पृष्ठ दिखाइए", "और समाचार पत्रों में आपके बारे में क्या छपा है?"] },
  { kind: "follow-up", urls: ["/quickservicerestaurants"], turns: ["restaurant ke liye bot h?", "वो order status भी बताता है क्या?"] },
  { kind: "follow-up", urls: ["/healthcare"], turns: ["अस्पताल के लिए आपके पास क्या है?", "और report तैयार होने पर patient को बताता है?"] },
  {
    kind: "follow-up",
    urls: ["/reset-password"],
    turns: ["login karte waqt password galat bata raha h, bhool gaya shayad", "aur reset link kitni der valid rehta h?"],
  },
  { kind: "follow-up", urls: ["/ourproducts"], turns: ["Kathana Assist kya h", "वो demos भी book करता है?", "और complex sawal team ko kaise bhejta h?"] },
];

export const UNANSWERABLE = [
  // pricing and plans
  "voicebot ka monthly plan kitne ka h",
  "Kathana Meet का सालाना subscription कितने रुपये का है?",
  "TTS API का per character charge क्या है?",
  "सर्वेक्षण उत्पाद का शुल्क कितना है?",
  "free trial kitne din ka milta h",
  "Announce se bulk SMS bhejne ka rate batao",
  "कोई discount या coupon code चल रहा है क्या अभी?",
  "धनवापसी की नीति क्या है?",
  // integrations not named in the content
  "Salesforce CRM ke sath voicebot integrate hota h kya",
  "क्या Kathana Assist, Shopify store से जुड़ जाता है?",
  "Zoho me survey ka data sync hoga?",
  "Exotel ya Twilio ka number bot ke liye use kar sakte h",
  "Tally से EMI का data उठा सकता है क्या आपका bot?",
  "Microsoft Teams में Kathana Meet का plugin मिलता है?",
  // cities, people, company records
  "Bangalore me aapka office h kya",
  "मुंबई शाखा का पता बताइए",
  "Hyderabad me koi sales wala milne aa sakta h?",
  "Kathana AI ke CEO kaun h",
  "कंपनी के संस्थापक का नाम क्या है?",
  "Ritika Sharma ka phone number do",
  "आपके investors कौन हैं, कितनी funding मिली?",
  "GST number aur CIN bata do company ka",
  "कितने कर्मचारी काम करते हैं कंपनी में?",
  // features and facts the content does not give (several close to the content)
  "TTS में female और male आवाज़ अलग-अलग चुन सकते हैं?",
  "Kathana Meet में live translation आता है क्या?",
  "voicebot ki awaaz hamare brand ambassador jaisi custom bana sakte h?",
  "image demo kitne percent accurate h",
  "API ki rate limit exactly kitni requests per minute h",
  "क्या आपका सॉफ़्टवेयर हमारे अपने सर्वर पर स्थापित हो सकता है?",
  "ISO 27001 ya SOC 2 certificate h aapke paas",
  "Meet में record की गई meetings cloud में कब तक रहेंगी, कोई समय सीमा है?",
  "survey me maximum kitne sawal daal sakte h",
  "speech recognition engineer की salary कितनी है?",
  "Kathana Meet me whiteboard h?",
  "voice demo की recording mp3 में download कर सकते हैं क्या?",
  "aapki service ka uptime kitne percent rehta h",
  "Kathana Assist ka mobile app Play Store pe h?",
  "partner या reseller program join करना है, कैसे करें?",
  // actions the site cannot perform
  "meri EMI ki payment kar do abhi",
  "mere liye kal Delhi se Goa ki flight book karo",
  "mera pizza order cancel kar do",
  "Navya Finance से मेरा loan status check करो",
  "इस document को Hindi से English में translate कर दो",
  // off-topic chit-chat, some close to the demos' own stories
  "aaj Noida me mausam kaisa h",
  "IPL ka score kya chal raha",
  "मुझे पनीर टिक्का पिज़्ज़ा की रेसिपी बताओ",
  "ek shayari sunao dosti pe",
  "आज दिल्ली में पेट्रोल का दाम कितना है?",
  "डार्क चॉकलेट खाने से क्या फ़ायदा होता है?",
  "Raftaar ZX car की on-road price Noida में क्या है?",
  "Hotel Neelkamal Rishikesh me room khali h kya",
  "नैच बाउंस होने पर बैंक कितना चार्ज काटता है?",
];
