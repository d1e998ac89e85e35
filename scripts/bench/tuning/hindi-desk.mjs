/**
 * Hindi-site "desk" probes for Kathana Assist, the site assistant on the Hindi site (urls are the
 * English paths without a language prefix).
 *
 * Written by a helper session on 2 Dec 2026 from the site's content only: /work/shared/SPEC.md §2
 * (screens and routes); the seed content in studio/scripts/seed/ (company, home, pages, demos,
 * industries, blog, legal, content, industry-words; not visitor-questions.mjs and not the example
 * questions in assistant.mjs); the Hindi translations in studio/scripts/seed/translations/hi/*.json
 * (read for the terms the Hindi site uses, not copied); and the folder names under app/routes.
 * It was written without seeing the engine (nothing else under app/ was read). The existing bench
 * sets and visitor-questions.mjs were only run through a word-set Jaccard de-duplication script
 * (threshold 0.8) at the end; no question here hits that threshold against them.
 *
 * Mix: about 70 % Devanagari Hindi (with English product words in Latin or Devanagari, spelling
 * variants such as ऑफिस/ऑफ़िस, पासवर्ड/पासवड) and about 30 % romanised Hinglish. Visitors: shop
 * owners, hospital admins, bank staff, school principals, students, job seekers, developers,
 * journalists, existing customers.
 *
 * This is a tuning set: its misses may be shown.
 */

export const TOPICS = [
  // ------------------------------------------------------------------ navigation
  { kind: "navigation", urls: ["/login"], questions: ["लोगिन पेज खोलो", "मेरा कथना अकाउंट पहले से है, उसमें साइन इन करना है", "login kaha se hoga site pe"] },
  { kind: "navigation", urls: ["/signup"], questions: ["साइनअप का पेज कहाँ है?", "register karna hai developer account"] },
  {
    kind: "navigation",
    urls: ["/forgotpassword"],
    questions: ["पासवड भूल गई, रीसेट लिंक ईमेल पर चाहिए", "लॉगिन नहीं हो रहा, पासवर्ड याद नहीं आ रहा", "forgot password wala page kidhar hai"],
  },
  { kind: "navigation", urls: ["/account/password"], questions: ["अपने अकाउंट का पासवर्ड चेंज करना है", "login hone ke baad apna current password kaise badlu"] },
  {
    kind: "navigation",
    urls: ["/developers/api-key"],
    questions: ["मेरी API key कहाँ दिखेगी", "एपीआई की बनानी है अपने अकाउंट से", "api key replace karni hai, purani leak ho gayi"],
  },
  { kind: "navigation", urls: ["/demos/alldemos"], questions: ["सारे डेमो एक साथ कहाँ देखूँ", "आपके सभी डैमो"] },
  { kind: "navigation", urls: ["/blogs"], questions: ["आपका ब्लॉग", "कोई आर्टिकल या लेख हैं आपके?"] },
  { kind: "navigation", urls: ["/careers"], questions: ["नौकरी के लिए अप्लाई कहाँ करूँ", "careers page kholo"] },
  { kind: "navigation", urls: ["/contact"], questions: ["sales team se contact kaise karein"] },
  { kind: "navigation", urls: ["/ourproducts"], questions: ["आपके सारे प्रोडक्ट दिखाओ", "कथना के प्रोडक्ट्स कौन कौन से हैं"] },
  { kind: "navigation", urls: ["/termsofuse"], questions: ["उपयोग की शर्तें कहाँ पढ़ सकते हैं", "terms and conditions dikhao"] },
  { kind: "navigation", urls: ["/privacypolicy"], questions: ["निजता नीति दिखाइए"] },
  { kind: "navigation", urls: ["/"], questions: ["होम पेज पर वापस ले चलो"] },

  // ------------------------------------------------------------------ company
  { kind: "company", urls: ["/about"], questions: ["कथना AI का मिशन क्या है", "aapki company ka maksad kya hai"] },
  { kind: "company", urls: ["/contact"], questions: ["ऑफ़िस का पूरा पता बताइए", "नोएडा में आपका ऑफिस किस सेक्टर में है", "office address chahiye milne aana hai"] },
  { kind: "company", urls: ["/contact"], questions: ["कंपनी का फ़ोन नंबर क्या है", "office ka phone number chahiye, baat karni hai"] },
  { kind: "company", urls: ["/contact"], questions: ["ईमेल आईडी क्या है आपकी", "kis email pe likhun aapko"] },
  { kind: "company", urls: ["/contact"], questions: ["मैसेज भेजूँ तो आपकी टीम कितनी देर में जवाब देती है"] },
  { kind: "company", urls: ["/about"], questions: ["कंपनी कब शुरू हुई थी", "kathana kis saal start hui"] },
  { kind: "company", urls: ["/about"], questions: ["कथना नाम का मतलब क्या है", "ये कथना शब्द किस भाषा से आया"] },
  { kind: "company", urls: ["/about"], questions: ["आपकी कंपनी असल में करती क्या है"] },
  { kind: "company", urls: ["/"], questions: ["आपके क्लाइंट कौन कौन हैं", "kaun si companies aapki service use karti hain", "ग्राहकों के टेस्टिमोनियल कहाँ पढ़ूँ"] },
  { kind: "company", urls: ["/about"], questions: ["एक अख़बार के लिए स्टोरी कर रही हूँ, कथना की प्रेस कवरेज कहाँ मिलेगी"] },
  { kind: "company", urls: ["/about"], questions: ["कथना में सिर्फ इंजीनियर हैं या भाषा के जानकार भी"] },

  // ------------------------------------------------------------------ try-demo
  { kind: "try-demo", urls: ["/demos/text"], questions: ["TTS ka demo chalana hai", "कोई ऐसा डेमो जहाँ मैं अपना पैराग्राफ टाइप करूँ और मशीन उसे पढ़कर सुनाए"] },
  {
    kind: "try-demo",
    urls: ["/demos/voice"],
    questions: ["वॉइस रिकग्निशन का डेमो", "माइक में बोलकर देखना है कि आपका इंजन क्या समझता है", "apni awaaz record karke dekhna hai engine kya likhta hai"],
  },
  { kind: "try-demo", urls: ["/demos/voice/2"], questions: ["पुराना क्लासिक वॉइस डेमो कहाँ गया"] },
  { kind: "try-demo", urls: ["/demos/image"], questions: ["खाने की फोटो पहचानने वाला डेमो दिखाओ", "apni fruit ki photo upload karke test karna hai"] },
  { kind: "try-demo", urls: ["/demos/video"], questions: ["वीडियो मीटिंग का डेमो", "video conferencing try karni hai"] },
  { kind: "try-demo", urls: ["/bfsi", "/demos/alldemos"], questions: ["लोन की किस्त याद दिलाने वाली बॉट कॉल का सैंपल"] },
  { kind: "try-demo", urls: ["/bfsi", "/demos/alldemos"], questions: ["NACH बाउंस होने वाली कॉल का ऑडियो"] },
  { kind: "try-demo", urls: ["/bfsi", "/demos/alldemos"], questions: ["video KYC slot book karne wali onboarding call sunao"] },
  { kind: "try-demo", urls: ["/quickservicerestaurants", "/demos/alldemos"], questions: ["pizza order lene wale bot ki call sunao"] },
  { kind: "try-demo", urls: ["/automobiles", "/demos/alldemos"], questions: ["कार सर्विस के बाद फ़ीडबैक वाली कॉल का डेमो"] },
  { kind: "try-demo", urls: ["/healthcare", "/demos/alldemos"], questions: ["ब्लड टेस्ट बुकिंग वाला वॉइसबॉट डेमो"] },
  { kind: "try-demo", urls: ["/travelandhospitality", "/demos/alldemos"], questions: ["flight booking wala voice bot demo sunna hai"] },
  { kind: "try-demo", urls: ["/fmcg", "/demos/alldemos"], questions: ["डार्क चॉकलेट सर्वे वाला डेमो"] },
  { kind: "try-demo", urls: ["/fmcg", "/demos/alldemos"], questions: ["चाय ब्रांड वाला वॉइस असिस्टेंट डेमो सुनाओ"] },
  { kind: "try-demo", urls: ["/demos/voice"], questions: ["बोलकर जवाब देने वाला वॉइस सर्वे खुद देकर देखना है"] },

  // ------------------------------------------------------------------ business
  {
    kind: "business",
    urls: ["/healthcare"],
    questions: [
      "मेरा एक छोटा अस्पताल है",
      "हमारी पैथ लैब है, मरीज़ों की बुकिंग के फोन बहुत आते हैं",
      "main dental clinic chalata hu",
      "हम डायग्नोस्टिक सेंटर चलाते हैं, होम सैंपल कलेक्शन के लिए कुछ है?",
    ],
  },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: ["hum ek NBFC hain, EMI collection ke liye kuch chahiye", "मैं सहकारी बैंक में मैनेजर हूँ", "मेरी बीमा एजेंसी है, पॉलिसी रिन्यूअल के लिए कॉल करवानी हैं"],
  },
  {
    kind: "business",
    urls: ["/quickservicerestaurants"],
    questions: ["मेरा पिज़्ज़ा आउटलेट है", "hamara highway pe dhaba hai", "हम क्लाउड किचन चलाते हैं, डिनर के टाइम फोन बहुत आते हैं"],
  },
  { kind: "business", urls: ["/automobiles"], questions: ["मेरी कार डीलरशिप है", "bike showroom hai mera, service reminders bhejne hain", "हमारी ट्रैक्टर एजेंसी है"] },
  { kind: "business", urls: ["/travelandhospitality"], questions: ["हम ट्रैवल एजेंसी चलाते हैं", "ऋषिकेश में मेरा छोटा होटल है", "manali me homestay chalate hain"] },
  {
    kind: "business",
    urls: ["/fmcg"],
    questions: ["हम नमकीन बनाने वाली कंपनी हैं", "मैं डिस्ट्रीब्यूटर हूँ, किराना दुकानों को माल सप्लाई करता हूँ", "hamara masala brand hai, market survey karna hai"],
  },

  // ------------------------------------------------------------------ misspelt-product
  { kind: "misspelt-product", urls: ["/ourproducts"], questions: ["कथाना वोइसबोट क्या है", "kathna voice bott"] },
  { kind: "misspelt-product", urls: ["/ourproducts", "/demos/video"], questions: ["kathna meeet", "कथना मीत"] },
  { kind: "misspelt-product", urls: ["/ourproducts"], questions: ["कथना अनाउन्स्", "kathana anouncment product"] },
  { kind: "misspelt-product", urls: ["/ourproducts"], questions: ["कथना सरवे", "katahna survay"] },
  { kind: "misspelt-product", urls: ["/ourproducts"], questions: ["कथना असिसट क्या है"] },
  { kind: "misspelt-product", urls: ["/demos/text"], questions: ["टेक्स टू स्पीच डेमो", "text tu speech demo"] },
  { kind: "misspelt-product", urls: ["/demos/image"], questions: ["imaj recognation demo", "इमेज रिकोगनिशन"] },
  { kind: "misspelt-product", urls: ["/demos/voice"], questions: ["स्पीच रिकगनीशन डेमो", "voice recogination"] },
  { kind: "misspelt-product", urls: ["/demos/video"], questions: ["वीडिओ कांफ्रेंसिंग डेमो"] },

  // ------------------------------------------------------------------ product
  {
    kind: "product",
    urls: ["/demos/video", "/ourproducts"],
    questions: ["कथना मीट में एक रूम में कितने लोग जुड़ सकते हैं", "meet me live event kitne logo tak stream hota hai"],
  },
  { kind: "product", urls: ["/demos/video", "/ourproducts"], questions: ["क्या मीटिंग के लिए कोई ऐप डाउनलोड करना पड़ेगा"] },
  { kind: "product", urls: ["/demos/video"], questions: ["मीट Safari और Firefox में चलता है?"] },
  { kind: "product", urls: ["/demos/video", "/ourproducts"], questions: ["बिन बुलाए लोग मीटिंग में न घुसें, इसके लिए क्या सुरक्षा है"] },
  { kind: "product", urls: ["/ourproducts"], questions: ["डीलरों को एक साथ सूचना भेजने वाला प्रोडक्ट कौन सा है", "announce me RSVP kaise milta hai"] },
  { kind: "product", urls: ["/ourproducts", "/blogs/4"], questions: ["सर्वे में लोग फोटो भेजकर जवाब दे सकते हैं?"] },
  { kind: "product", urls: ["/ourproducts"], questions: ["सर्वे में स्किप लॉजिक और कोटा मिलता है?"] },
  { kind: "product", urls: ["/ourproducts"], questions: ["वॉइसबॉट कौन सी भाषाओं में कॉल करता है", "voicebot incoming call bhi uthata hai kya"] },
  { kind: "product", urls: ["/ourproducts", "/bfsi", "/blogs/2", "/"], questions: ["वॉइसबॉट से हर कॉल पर कितना खर्च बचता है"] },
  {
    kind: "product",
    urls: ["/ourproducts"],
    questions: ["हमारी ई-कॉमर्स साइट के लिए विज़िटर से बात करने वाला वर्चुअल असिस्टेंट चाहिए", "kya aapka chatbot order track kar sakta hai"],
  },
  { kind: "product", urls: ["/demos/text", "/developers/services"], questions: ["TTS किन भाषाओं में बोलता है", "बोलने की स्पीड कम ज्यादा हो सकती है?"] },
  { kind: "product", urls: ["/demos/text"], questions: ["क्या ये वेंकटेश जैसे दक्षिण भारतीय नाम सही बोलता है"] },
  { kind: "product", urls: ["/demos/voice"], questions: ["आपका स्पीच इंजन चेन्नई या कोलकाता वालों का लहजा समझता है?"] },
  { kind: "product", urls: ["/demos/image"], questions: ["एक प्लेट में कई डिश हों तो पहचान लेगा?", "कौन से फॉर्मेट की फोटो चलेगी, png chalega?"] },
  { kind: "product", urls: ["/", "/blogs/3"], questions: ["क्या आपका एनालिटिक्स फ्रॉड पकड़ने में मदद करता है"] },

  // ------------------------------------------------------------------ developer
  { kind: "developer", urls: ["/developers/services"], questions: ["डेवलपर्स के लिए कौन कौन से API हैं", "developers ke liye kya services hain"] },
  { kind: "developer", urls: ["/developers/services"], questions: ["वॉइस रिकग्निशन API में कौन सा ऑडियो फॉर्मेट भेजना है"] },
  { kind: "developer", urls: ["/developers/services"], questions: ["फूड रिकग्निशन API कैलोरी ट्रैकर ऐप में लगा सकते हैं?"] },
  { kind: "developer", urls: ["/developers/services"], questions: ["API कॉल authenticate कैसे होती है"] },
  { kind: "developer", urls: ["/developers/services", "/demos/text"], questions: ["TTS API में SSML भेज सकते हैं क्या"] },
  { kind: "developer", urls: ["/developers/services"], questions: ["traffic badhne par dedicated capacity milegi?"] },
  { kind: "developer", urls: ["/developers/services"], questions: ["हर रिक्वेस्ट के साथ फ्रेज़ लिस्ट बदल सकते हैं API में?"] },
  { kind: "developer", urls: ["/signup"], questions: ["API key के लिए अकाउंट फ्री है क्या"] },
  { kind: "developer", urls: ["/termsofuse"], questions: ["API key पूरी सिर्फ एक बार दिखती है क्या"] },
  { kind: "developer", urls: ["/termsofuse", "/developers/services"], questions: ["API key को मोबाइल ऐप के कोड में डाल दूँ तो चलेगा?"] },
  { kind: "developer", urls: ["/demos/image", "/developers/services"], questions: ["image API JSON me response deta hai?"] },

  // ------------------------------------------------------------------ policy
  { kind: "policy", urls: ["/termsofuse", "/privacypolicy"], questions: ["साइट इस्तेमाल करने की मिनिमम एज क्या है", "17 saal ka hu, api key le sakta hu?"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["वॉइस डेमो की मेरी रिकॉर्डिंग कितने समय तक रखते हो"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["इमेज डेमो में डाली गई फोटो कब डिलीट होती है"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["contact form ka data kitne mahine rakhte ho"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["इस चैट में पूछे गए सवाल आप कितने दिन रखते हैं"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["टेक्स्ट टू स्पीच में जो लिखता हूँ वो आपके सर्वर पर रहता है?"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["अकाउंट बंद करने के बाद मेरा डेटा कब तक रहेगा"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["अपना डेटा मिटवाना है, क्या ये मेरा अधिकार है", "data correction ki request kahan bhejun"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["ग्रीवेंस ऑफिसर से कैसे संपर्क करें", "शिकायत की पावती कितने घंटे में मिलती है"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["क्या आप हमारा डेटा किसी को बेचते हो"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["पासवर्ड किस तरह स्टोर होता है, आप लोग पढ़ सकते हो?"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["डेटा लीक हुआ तो आप किसे बताएँगे"] },
  { kind: "policy", urls: ["/termsofuse"], questions: ["झगड़ा होने पर किस शहर की अदालत का अधिकार क्षेत्र है"] },
  { kind: "policy", urls: ["/termsofuse"], questions: ["free services me company ki liability kitni hai"] },
  { kind: "policy", urls: ["/termsofuse"], questions: ["मैं जो फोटो और रिकॉर्डिंग अपलोड करता हूँ उनके अधिकार किसके पास रहते हैं"] },
  { kind: "policy", urls: ["/termsofuse"], questions: ["क्या TTS की आवाज़ से किसी असली व्यक्ति की नकल कर सकते हैं"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["कौन सी कुकीज़ लगाते हो साइट पर"] },
  { kind: "policy", urls: ["/privacypolicy"], questions: ["kaunse kanoon ke hisab se personal data process karte ho"] },

  // ------------------------------------------------------------------ content
  { kind: "content", urls: ["/blogs/1"], questions: ["हम स्कूल चलाते हैं, पेरेंट्स को फ़ीस रिमाइंडर कॉल के बारे में आपका कोई लेख है?", "डिजिटल शिक्षा वाला ब्लॉग"] },
  { kind: "content", urls: ["/blogs/2"], questions: ["voice bot aur purane IVR me kya fark hai", "वॉइस ऑटोमेशन की शुरुआत कैसे करें, पहले कौन सी कॉल से"] },
  { kind: "content", urls: ["/blogs/3"], questions: ["कॉन्टैक्ट सेंटर में AI के इस्तेमाल पर लेख", "कन्वर्सेशनल IVR क्या होता है"] },
  {
    kind: "content",
    urls: ["/blogs/4"],
    questions: ["ऑनलाइन फॉर्म वाले सर्वे में लोग बीच में छोड़ देते हैं, इस पर आपका ब्लॉग", "image survey kya hota hai, retailer shelf ki photo wala"],
  },
  { kind: "content", urls: ["/bfsi"], questions: ["EMI की तारीख से कितने दिन पहले बॉट कॉल करता है"] },
  { kind: "content", urls: ["/bfsi"], questions: ["लोन के लिए लीड क्वालिफाई करने वाला कॉल फ़्लो"] },
  { kind: "content", urls: ["/travelandhospitality"], questions: ["फ्लाइट का किराया बॉट कितनी देर होल्ड करता है"] },
  { kind: "content", urls: ["/automobiles"], questions: ["वेबसाइट पर एन्क्वायरी आने के कितनी देर बाद बॉट कॉल करता है"] },
  { kind: "content", urls: ["/quickservicerestaurants"], questions: ["pizza order bot ke saath kitne minute me ho jata hai"] },
  { kind: "content", urls: ["/fmcg"], questions: ["डिलीवरी लेट होने पर रिटेलर को कॉल करने वाला फ्लो"] },
  { kind: "content", urls: ["/demos/image"], questions: ["इमेज डेमो में कौन कौन सी सैंपल फोटो हैं", "क्या कटहल की फोटो पहचानता है"] },
  { kind: "content", urls: ["/demos/voice"], questions: ["वॉइस डेमो में कौन सी कैटेगरी चुन सकते हैं"] },
  {
    kind: "content",
    urls: ["/careers"],
    questions: [
      "किन पदों के लिए हायरिंग है अभी",
      "React Node wali job me TypeScript ka kitne saal ka anubhav mangte ho",
      "स्पीच रिकग्निशन इंजीनियर की नौकरी में Python जरूरी है?",
      "नौकरी की लोकेशन कहाँ है",
    ],
  },
  { kind: "content", urls: ["/demos/alldemos"], questions: ["डेमो को इंडस्ट्री के हिसाब से फ़िल्टर कर सकते हैं?"] },
  { kind: "content", urls: ["/about", "/", "/privacypolicy"], questions: ["क्या ग्राहकों का डेटा भारत में ही रहता है"] },
  { kind: "content", urls: ["/about"], questions: ["about page pe kaunse videos hain"] },
];

export const FOLLOW_UPS = [
  { kind: "follow-up", urls: ["/demos/text", "/developers/services"], turns: ["टेक्स्ट टू स्पीच का डेमो कहाँ है", "उसमें कौन कौन सी भाषाएँ हैं"] },
  {
    kind: "follow-up",
    urls: ["/demos/video", "/ourproducts"],
    turns: ["हमारे कॉलेज की ऑनलाइन क्लास के लिए Kathana Meet कैसा रहेगा", "एक मीटिंग रूम में कितने लोग आ सकते हैं"],
  },
  { kind: "follow-up", urls: ["/demos/image"], turns: ["sabzi ya phal ki photo se naam batane wala demo dikhao", "isme kaunse format ki photo chalegi"] },
  { kind: "follow-up", urls: ["/healthcare", "/demos/alldemos"], turns: ["मेरा एक क्लिनिक है", "उसके लिए कोई डेमो कॉल सुना सकते हो"] },
  { kind: "follow-up", urls: ["/privacypolicy"], turns: ["प्राइवेसी पॉलिसी", "वॉइस रिकॉर्डिंग कितने दिन रखते हो"] },
  { kind: "follow-up", urls: ["/developers/api-key"], turns: ["API key कैसे मिलेगी", "और उसे बाद में बदलना हो तो?"] },
  { kind: "follow-up", urls: ["/contact"], turns: ["आपका ऑफ़िस किस शहर में है", "वहाँ का फ़ोन नंबर भी दे दो"] },
  { kind: "follow-up", urls: ["/careers"], turns: ["kathana me job openings", "full stack wali job me kya skills chahiye"] },
  { kind: "follow-up", urls: ["/bfsi"], turns: ["बैंकिंग सेक्टर के लिए आपके सॉल्यूशन", "EMI वाली कॉल ड्यू डेट से कितने दिन पहले जाती है"] },
  {
    kind: "follow-up",
    urls: ["/ourproducts", "/blogs/4"],
    turns: ["brand tracking ke liye survey karna hai, aapka kaunsa tool hai", "kya isme photo se jawab de sakte hain"],
  },
  { kind: "follow-up", urls: ["/demos/voice"], turns: ["मेरी बोली हुई बात को टेक्स्ट में बदलने वाला डेमो खोलो", "नए शब्द जोड़ने के लिए इंजन रीस्टार्ट करना पड़ेगा?"] },
  { kind: "follow-up", urls: ["/blogs/3"], turns: ["ब्लॉग दिखाओ", "कॉन्टैक्ट सेंटर वाला खोलो"] },
  { kind: "follow-up", urls: ["/termsofuse"], turns: ["उपयोग की शर्तें", "उनमें न्यूनतम उम्र कितनी लिखी है"] },
  { kind: "follow-up", urls: ["/travelandhospitality"], turns: ["हमारा टूर एंड ट्रैवल्स का काम है", "बॉट टिकट का किराया कितने मिनट रोक कर रखता है"] },
  { kind: "follow-up", urls: ["/quickservicerestaurants"], turns: ["pizza outlet hai mera", "bot delivery address kaise confirm karta hai"] },
  { kind: "follow-up", urls: ["/about"], turns: ["कथना कंपनी के बारे में कुछ बताइए", "और ये कंपनी कितनी पुरानी है, किस साल बनी"] },
  {
    kind: "follow-up",
    urls: ["/developers/services"],
    turns: ["main app developer hu, aapke APIs ke baare me batao", "voice API में कौन सा ऑडियो फ़ॉर्मेट भेजना है"],
  },
  { kind: "follow-up", urls: ["/automobiles"], turns: ["कार डीलर हूँ", "टेस्ट ड्राइव ग्राहक के घर पर हो सकती है क्या"] },
  { kind: "follow-up", urls: ["/forgotpassword"], turns: ["login karne ja raha tha", "password bhool gaya hu"] },
  { kind: "follow-up", urls: ["/fmcg"], turns: ["FMCG के लिए क्या है", "डिलीवरी लेट होने पर रिटेलर को कॉल जाती है?"] },
  { kind: "follow-up", urls: ["/demos/image"], turns: ["इमेज वाला डेमो", "दाल चावल सब्ज़ी वाली पूरी प्लेट की फोटो भी चलेगी?"] },
];

export const UNANSWERABLE = [
  // prices and plans
  "वॉइसबॉट का मंथली प्लान कितने रुपये का है",
  "kathana meet ka per user price kya hai",
  "API की 1000 रिक्वेस्ट का कितना चार्ज लगेगा",
  "Kathana Survey ka pricing page kahan hai",
  "फ्री ट्रायल कितने दिन का मिलता है",
  "रिफंड पॉलिसी क्या है आपकी",
  // integrations the site does not name
  "क्या आपका वॉइसबॉट Salesforce CRM से जुड़ जाता है",
  "freshdesk se connect hota hai kya aapka bot",
  "हमारे SAP सिस्टम में कॉल का डेटा अपने आप जाएगा?",
  "Tally से कनेक्ट हो सकता है क्या",
  "Alexa skill bana ke doge kya",
  "टेलीग्राम पर बॉट चला सकते हैं?",
  // people and company facts the site does not give
  "कंपनी के CEO कौन हैं",
  "कथना के फाउंडर का नाम क्या है",
  "ग्रीवेंस ऑफिसर का नाम बताइए",
  "sales head ka direct mobile number do",
  "कथना की टीम कितने लोगों की है, हेडकाउंट बताइए",
  "आपका सालाना टर्नओवर कितना है",
  "kathana ko funding kis investor se mili hai",
  "बिल के लिए आपकी कंपनी का GSTIN चाहिए",
  "क्या आपके पास ISO 27001 सर्टिफिकेट है",
  "संडे को आपका ऑफ़िस बंद रहता है क्या",
  "बेंगलुरु में आपकी कोई ब्रांच है?",
  "हैदराबाद में आपकी टीम आकर ऑन-साइट सेटअप करेगी?",
  "kathana stock market me listed hai kya",
  // features and limits close to the content but not stated
  "मीट की क्लाउड रिकॉर्डिंग कितने दिन तक सेव रहती है",
  "Kathana Meet में वर्चुअल बैकग्राउंड लगा सकते हैं?",
  "meet me breakout rooms hain kya",
  "एक मीटिंग ज़्यादा से ज़्यादा कितने घंटे चल सकती है",
  "Announce से एक बार में कितने लोगों को मैसेज भेज सकते हैं",
  "सर्वे में ज़्यादा से ज़्यादा कितने सवाल डाल सकते हैं",
  "वॉइसबॉट एक साथ कितनी कॉल कर सकता है",
  "ek second me kitni API requests bhej sakte hain maximum",
  "इमेज डेमो में फोटो का अधिकतम साइज कितने MB हो सकता है",
  "TTS में एक बार में कितने अक्षर तक टेक्स्ट डाल सकते हैं",
  "वॉइस डेमो में रिकॉर्डिंग कितने सेकंड तक की हो सकती है",
  "voicebot ki accuracy kitne percent hai",
  "TTS में पुरुष या महिला आवाज़ चुन सकते हैं?",
  "हिंदी से अंग्रेज़ी अनुवाद (ट्रांसलेशन) का API है?",
  "API का अपटाइम SLA कितना है",
  "जॉब अप्लाई करने के बाद कितने दिन में जवाब आता है",
  "full stack developer ko salary kitni milegi",
  // off-topic or the wrong desk
  "मुझे पांच लाख का पर्सनल लोन चाहिए, कैसे अप्लाई करूँ",
  "मेरी ब्लड टेस्ट रिपोर्ट कब आएगी",
  "pizza palki ka number do order karna hai",
  "दिल्ली से पुणे की फ्लाइट बुक कर दो",
  "आज नोएडा का मौसम कैसा है",
  "भारत बनाम ऑस्ट्रेलिया मैच का स्कोर",
  "गाय पर हिंदी में निबंध लिखो",
  "आधार कार्ड में पता कैसे बदलें",
  "क्या आप वेबसाइट डेवलपमेंट और SEO का काम भी करते हो",
  "zoom aur google meet me kaun behtar hai",
];
