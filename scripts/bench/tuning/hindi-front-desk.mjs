/**
 * Benchmark questions for Kathana Assist on the Hindi site (`--language hi`): a receptionist-style
 * tuning set weighted toward detail questions the content does not answer, mostly in Devanagari,
 * about a quarter in romanised Hindi, asked by walk-in visitors, job seekers, journalists, small
 * business owners, developers, students and existing customers. Written by a helper session
 * (29 Nov 2026) from the site's content only, without seeing the engine, the examples or any other
 * set; 56 of its questions equal or near (word Jaccard >= 0.8) a question of another benchmark,
 * tuning or held-out set or an example or visitor question in the content were taken out, and
 * the new ones written in their place were checked the same way.
 * Its misses may be shown (`--show-misses`).
 *
 *   npm run bench:assistant -- --questions scripts/bench/tuning/hindi-front-desk.mjs --language hi
 */
export const TOPICS = [
  // navigation
  {
    kind: "navigation",
    urls: ["/login"],
    questions: ["लॉगिन कहाँ से करूँ?", "mera account pehle se bana hai, andar kaise jaun"],
  },
  {
    kind: "navigation",
    urls: ["/signup"],
    questions: ["नया खाता कैसे बनाएँ?"],
  },
  {
    kind: "navigation",
    urls: ["/forgotpassword"],
    questions: ["login karte waqt password galat bata raha hai, bhool gaya hu shayad", "pswd bhul gya, reset link kaise milega"],
  },
  {
    kind: "navigation",
    urls: ["/account/password"],
    questions: ["लॉगिन हो चुका हूँ, अब अकाउंट का पासवर्ड चेंज करना है"],
  },
  {
    kind: "navigation",
    urls: ["/blogs"],
    questions: ["koi article ya lekh hai aapki site par?"],
  },
  {
    kind: "navigation",
    urls: ["/demos/alldemos"],
    questions: ["बॉट की सारी सैंपल कॉल एक ही जगह सुननी हैं"],
  },
  {
    kind: "navigation",
    urls: ["/careers"],
    questions: ["आपकी कंपनी में भर्ती चल रही है?"],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-key"],
    questions: ["डेवलपर कुंजी चाहिए, कहाँ से जनरेट होगी", "api key leak ho gayi, nayi kaise banau"],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-guides"],
    questions: ["API का डॉक्यूमेंटेशन कहाँ पढ़ूँ?"],
  },
  {
    kind: "navigation",
    urls: ["/comingsoon"],
    questions: ["मोबाइल SDK वाला सेक्शन खोलिए"],
  },
  {
    kind: "navigation",
    urls: ["/privacypolicy"],
    questions: ["प्राइवेसी पॉलिसी वाला पेज खोलो"],
  },
  {
    kind: "navigation",
    urls: ["/termsofuse"],
    questions: ["terms and conditions kaha milenge"],
  },
  {
    kind: "navigation",
    urls: ["/assistant"],
    questions: ["पूरे पेज वाला असिस्टेंट खोलो, वहीं आराम से सवाल पूछूँगा"],
  },
  {
    kind: "navigation",
    urls: ["/"],
    questions: ["वेबसाइट के पहले पन्ने पर वापस ले चलो"],
  },
  {
    kind: "navigation",
    urls: ["/ourproducts"],
    questions: ["सारे प्रोडक्ट्स की लिस्ट दिखाइए"],
  },

  // company
  {
    kind: "company",
    urls: ["/contact"],
    questions: [
      "office ka pura address bhej do",
      "कंपनी का फोन नम्बर क्या है",
      "ईमेल आईडी बताइए, प्रपोज़ल भेजना है",
      "नोएडा में किस सेक्टर में है आफिस?",
      "मेल भेजा है, जवाब कितने दिन में आता है?",
    ],
  },
  {
    kind: "company",
    urls: ["/about"],
    questions: [
      "आपकी कंपनी किस मकसद से काम करती है",
      "कथना शब्द किस भाषा से लिया गया है?",
      "company kitni purani hai, kab bani?",
      "मैं पत्रकार हूँ, अख़बारों में आपके बारे में क्या छपा है?",
    ],
  },
  {
    kind: "company",
    urls: ["/careers"],
    questions: ["ASR इंजीनियर की जॉब में Python आना ज़रूरी है?", "फुल स्टैक वाली नौकरी में किन टेक्नोलॉजी पर काम होगा"],
  },
  {
    kind: "company",
    urls: ["/"],
    questions: ["किन कंपनियों ने आप पर भरोसा किया है?", "Navya Finance वालों ने आपके बॉट के बारे में क्या कहा?"],
  },

  // business
  {
    kind: "business",
    urls: ["/healthcare"],
    questions: ["मेरा छोटा सा दवाखाना है, मरीज़ फ़ोन पर ही अपॉइंटमेंट ले सकें ऐसा कुछ चाहिए", "pathology lab hai, ghar se sample lene ki booking automate karni hai"],
  },
  {
    kind: "business",
    urls: ["/automobiles"],
    questions: ["कार शोरूम है मेरा, वेबसाइट पर आई enquiry पर टेस्ट ड्राइव बुक हो जाए", "bike ka service center hai, jo service miss karte hain unko call karwani hai"],
  },
  {
    kind: "business",
    urls: ["/quickservicerestaurants"],
    questions: [
      "पिज़्ज़ा की दुकान है, रात की भीड़ में फ़ोन वाले ऑर्डर छूट जाते हैं",
      "ढाबा चलाता हूँ, होम डिलीवरी के ऑर्डर फोन पर बॉट ले ले तो कैसा रहेगा?",
      "cloud kitchen hai, order status aur delivery ke baad feedback ke liye bot chahiye",
    ],
  },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: [
      "बैंक शाखा में मैनेजर हूँ, EMI वाले ग्राहकों को रिमाइंडर कॉल करवानी है",
      "NBFC hai humari, jinke KYC documents pending hain unhe yaad dilana hai",
      "life insurance एजेंसी है, प्रीमियम ड्यू होने पर ग्राहकों को कॉल जानी चाहिए",
    ],
  },
  {
    kind: "business",
    urls: ["/fmcg"],
    questions: ["किराना का थोक कारोबार है, दुकानदारों को माल लेट होने की खबर देनी है"],
  },
  {
    kind: "business",
    urls: ["/fmcg", "/ourproducts#kathana-survey"],
    questions: ["हमारी बिस्कुट कंपनी है, नए फ्लेवर पर लोगों की राय चाहिए", "namkeen brand hai, dukano ki shelf ki photo se check karna hai"],
  },
  {
    kind: "business",
    urls: ["/travelandhospitality"],
    questions: ["होटल है हमारा, बुकिंग कन्फर्मेशन और चेक-इन रिमाइंडर भेजने हैं", "travel agency chalata hu, flight booking phone par bot se karwani hai"],
  },
  {
    kind: "business",
    urls: ["/blogs/1", "/ourproducts#kathana-announce"],
    questions: ["स्कूल चलाता हूँ, अभिभावकों को फ़ीस के रिमाइंडर भेजने हैं"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    questions: ["कोचिंग सेंटर है, ऑनलाइन क्लास में सौ बच्चे एक साथ जुड़ें ऐसा टूल चाहिए"],
  },

  // try-demo
  {
    kind: "try-demo",
    urls: ["/demos/voice"],
    questions: ["अपनी आवाज़ रिकॉर्ड करके देखना है कि सही पहचानता है या नहीं", "speech to text wala demo try karna hai"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice/2"],
    questions: ["voice demo ka doosra wala page kholo"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/text"],
    questions: ["हिंदी में लिखा हुआ आवाज़ में सुनना है, डेमो कहाँ है", "apna naam bulwa ke dekhna hai tts se"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/image"],
    questions: ["सब्ज़ी की फ़ोटो पहचानने वाला डेमो करके देखना है"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/video"],
    questions: ["ब्राउज़र में मीटिंग वाला डेमो चलाकर देखूँ"],
  },
  {
    kind: "try-demo",
    urls: ["/bfsi", "/demos/alldemos"],
    questions: ["EMI रिमाइंडर वाली कॉल सुननी है"],
  },
  {
    kind: "try-demo",
    urls: ["/quickservicerestaurants", "/demos/alldemos"],
    questions: ["pizza order wali call ka demo sunao"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/alldemos", "/automobiles"],
    questions: ["टेस्ट ड्राइव बुकिंग की सैंपल कॉल सुनाइए"],
  },
  {
    kind: "try-demo",
    urls: ["/fmcg", "/demos/alldemos"],
    questions: ["चॉकलेट के स्वाद वाला सर्वे डेमो"],
  },

  // product
  {
    kind: "product",
    urls: ["/ourproducts#kathana-meet"],
    questions: ["Kathana Meet के बारे में बताइए"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    questions: ["हमारी टाउन हॉल मीटिंग में 80 लोग होंगे, मीट में सब आ जाएँगे?", "लाइव इवेंट कितने लोगों तक स्ट्रीम हो सकता है?"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-announce"],
    questions: ["Announce प्रोडक्ट किस काम आता है?", "dealers ko ek saath announcement bhejna hai aur RSVP bhi lena hai"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-survey"],
    questions: ["बोलकर या फ़ोटो भेजकर जवाब देने वाला सर्वे टूल चाहिए"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-voicebot"],
    questions: ["वॉइसबॉट क्या-क्या कर सकता है?", "bot call ko insaan agent ko transfer kar sakta hai kya?"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-assist"],
    questions: ["अपनी वेबसाइट पर ऐसा चैटबॉट लगवाना है जो लीड छाँटे और डेमो बुक करे"],
  },

  // misspelt-product
  { kind: "misspelt-product", urls: ["/ourproducts#kathana-meet"], questions: ["कथना मिट वीडियो वाला"] },
  { kind: "misspelt-product", urls: ["/ourproducts#kathana-voicebot"], questions: ["कथाना वोइसबोट"] },
  { kind: "misspelt-product", urls: ["/ourproducts#kathana-survey"], questions: ["kathana servey ki jankari"] },
  { kind: "misspelt-product", urls: ["/ourproducts#kathana-announce"], questions: ["Kathana Anounce ka kaam kya hai"] },
  { kind: "misspelt-product", urls: ["/ourproducts#kathana-assist"], questions: ["कथना असीस्ट क्या करता है"] },

  // developer
  {
    kind: "developer",
    urls: ["/developers/services"],
    questions: ["डेवलपर के लिए कौन-कौन सी API मिलती हैं?", "हमारा बैकएंड Go में है, आपकी API उससे कॉल हो जाएगी?"],
  },
  {
    kind: "developer",
    urls: ["/termsofuse", "/developers/services"],
    questions: ["API key ko Android app ke code me daal du to chalega?"],
  },
  {
    kind: "developer",
    urls: ["/developers/api-guides", "/developers/services"],
    questions: ["API में authentication किस तरह होता है?"],
  },
  {
    kind: "developer",
    urls: ["/demos/voice", "/developers/services"],
    questions: ["फ़्रेज़ लिस्ट में नया शब्द जोड़ा तो इंजन रीस्टार्ट करना पड़ेगा?"],
  },

  // content
  {
    kind: "content",
    urls: ["/blogs/1"],
    questions: ["शिक्षा के डिजिटलीकरण पर जो लेख है वो दिखाओ", "नेहा कपूर का ब्लॉग"],
  },
  {
    kind: "content",
    urls: ["/blogs/2"],
    questions: ["voice automation se business kaise badhta hai, us blog ka link"],
  },
  {
    kind: "content",
    urls: ["/blogs/3"],
    questions: ["कॉन्टैक्ट सेंटर में AI के इस्तेमाल पर आपका आर्टिकल", "conversational IVR kya hota hai, 'press 1' wale menu se kaise alag hai"],
  },
  {
    kind: "content",
    urls: ["/blogs/4"],
    questions: ["इमरान कुरैशी का लेख", "लंबे ऑनलाइन फ़ॉर्म की बजाय वॉइस सर्वे बेहतर क्यों है"],
  },
  {
    kind: "content",
    urls: ["/privacypolicy"],
    questions: [
      "डेमो में अपलोड की गई फ़ोटो आप कितने दिन तक रखते हो?",
      "डेमो में रिकॉर्ड की गई मेरी आवाज़ आपकी टीम में कौन सुनता है?",
      "contact form wali details kitne time tak save rehti hain?",
      "डेटा से जुड़ी शिकायत किसे करूँ, ग्रीवांस ऑफ़िसर कौन है?",
    ],
  },
  {
    kind: "content",
    urls: ["/termsofuse"],
    questions: ["साइट इस्तेमाल करने के लिए कम से कम कितनी उम्र चाहिए", "terms ke hisaab se free services me aapki liability kitni hai?"],
  },
  {
    kind: "content",
    urls: ["/demos/image"],
    questions: ["इमेज डेमो में कितनी सैंपल फ़ोटो दी हुई हैं"],
  },
  {
    kind: "content",
    urls: ["/demos/voice", "/demos/voice/2"],
    questions: ["आवाज़ वाले डेमो में जानवरों के नाम वाली लिस्ट भी है?"],
  },
  {
    kind: "content",
    urls: ["/demos/voice"],
    questions: ["दक्षिण भारतीय लहजे में बोलूँ तो समझेगा?"],
  },
  {
    kind: "content",
    urls: ["/demos/text"],
    questions: ["टेक्स्ट डेमो में रफ़्तार वाला स्लाइडर कितने से कितने तक जाता है"],
  },
  {
    kind: "content",
    urls: ["/demos/video"],
    questions: ["मीट किन-किन ब्राउज़रों में चलता है?"],
  },
  {
    kind: "content",
    urls: ["/bfsi"],
    questions: ["EMI की याद दिलाने वाली कॉल ड्यू डेट से कितने दिन पहले जाती है?"],
  },
  {
    kind: "content",
    urls: ["/ourproducts#kathana-voicebot", "/bfsi"],
    questions: ["bot se har call par kitni bachat hoti hai?"],
  },
  {
    kind: "content",
    urls: ["/travelandhospitality"],
    questions: ["फ़्लाइट बुकिंग वाले बॉट में किराया कितनी देर होल्ड रहता है?"],
  },
  {
    kind: "content",
    urls: ["/quickservicerestaurants"],
    questions: ["पिज़्ज़ा ऑर्डर वाली कॉल में कुल कितना टाइम लगता है"],
  },
  {
    kind: "content",
    urls: ["/automobiles"],
    questions: ["website pe enquiry aane ke kitni der baad bot call karta hai?"],
  },
  {
    kind: "content",
    urls: ["/"],
    questions: ["आपको ही क्यों चुनें, Kathana में ऐसा क्या खास है?"],
  },
  {
    kind: "content",
    urls: ["/", "/blogs/3"],
    questions: ["कस्टमाइज़्ड एनालिटिक्स से फ़्रॉड पकड़ने में कैसे मदद मिलती है?"],
  },
];

export const FOLLOW_UPS = [
  { kind: "follow-up", urls: ["/demos/video"], turns: ["Meet wala product kya hai?", "इसे कहाँ आज़माऊँ?"] },
  {
    kind: "follow-up",
    urls: ["/developers/api-key", "/developers/services"],
    turns: ["Text to speech ka demo hai kya?", "aur iski API kaise milegi?"],
  },
  {
    kind: "follow-up",
    urls: ["/healthcare", "/demos/alldemos"],
    turns: ["मेरी पैथोलॉजी लैब है, आपका बॉट मेरे किस काम आएगा?", "इसकी कोई सैंपल कॉल सुना सकते हो?"],
  },
  {
    kind: "follow-up",
    urls: ["/ourproducts#kathana-survey"],
    turns: ["Kathana Survey kis kaam aata hai?", "iski website ka link do"],
  },
  {
    kind: "follow-up",
    urls: ["/careers"],
    turns: ["नौकरी की कौन सी वैकेंसी हैं?", "उनमें से डेवलपर वाली के लिए कितना अनुभव चाहिए?"],
  },
  { kind: "follow-up", urls: ["/contact"], turns: ["आपका ऑफिस किस शहर में है?", "और फ़ोन नंबर?"] },
  { kind: "follow-up", urls: ["/blogs/4"], turns: ["ब्लॉग कहाँ हैं?", "उनमें सर्वे वाला कौन सा है?"] },
  {
    kind: "follow-up",
    urls: ["/bfsi"],
    turns: ["वॉइसबॉट के बारे में बताओ", "बैंकों में ये कैसे इस्तेमाल होता है?"],
  },
  {
    kind: "follow-up",
    urls: ["/demos/image"],
    turns: ["फ़ोटो पहचानने वाला डेमो कौन सा है?", "क्या इसमें पूरी थाली की फ़ोटो चलेगी?"],
  },
  {
    kind: "follow-up",
    urls: ["/developers/api-key"],
    turns: ["developer account kaise banau?", "ban gaya, ab key kahan milegi"],
  },
  {
    kind: "follow-up",
    urls: ["/automobiles"],
    turns: ["कार डीलरों के लिए आपके पास क्या है?", "टेस्ट ड्राइव वाली कॉल किस तरह चलती है?"],
  },
  {
    kind: "follow-up",
    urls: ["/privacypolicy"],
    turns: ["निजता नीति कहाँ है?", "उसमें वॉइस रिकॉर्डिंग कितने समय रखने की बात है?"],
  },
  {
    kind: "follow-up",
    urls: ["/contact"],
    turns: ["घोषणाएँ भेजने वाला प्रोडक्ट कौन सा है?", "iska demo schedule karna ho to?"],
  },
  { kind: "follow-up", urls: ["/blogs/2"], turns: ["पहला ब्लॉग किस बारे में है?", "और उसके बाद वाला?"] },
  {
    kind: "follow-up",
    urls: ["/quickservicerestaurants"],
    turns: ["restaurant walon ke liye kuch hai?", "iska call flow dikhao"],
  },
  {
    kind: "follow-up",
    urls: ["/demos/text"],
    turns: ["TTS का डेमो कहाँ है?", "इसमें कौन-कौन सी भाषाएँ चुन सकते हैं?"],
  },
  { kind: "follow-up", urls: ["/forgotpassword"], turns: ["लॉगिन पेज दिखाओ", "पासवर्ड ही याद नहीं है"] },
  {
    kind: "follow-up",
    urls: ["/demos/voice/2"],
    turns: ["वॉइस रिकग्निशन डेमो कहाँ है?", "इसका पुराना वर्ज़न भी है?"],
  },
  {
    kind: "follow-up",
    urls: ["/ourproducts#kathana-assist"],
    turns: ["वेबसाइट पर लगने वाला चैटबॉट भी बेचते हो?", "ye meri website pe demo book kar sakta hai?"],
  },
  {
    kind: "follow-up",
    urls: ["/fmcg", "/demos/alldemos"],
    turns: ["FMCG वालों के लिए क्या-क्या डेमो हैं?", "चाय वाले ब्रांड का डेमो किस बारे में है?"],
  },
  { kind: "follow-up", urls: ["/termsofuse"], turns: ["शर्तें कहाँ पढ़ूँ?", "उसमें उम्र की कोई शर्त है?"] },
  { kind: "follow-up", urls: ["/about"], turns: ["आपकी कंपनी के बारे में बताइए", "और इसकी शुरुआत किस साल हुई?"] },
];

export const UNANSWERABLE = [
  // walk-in visitor
  "ऑफिस का टाइम क्या है, शाम को कितने बजे तक कोई मिलेगा?",
  "sunday ko office khula rehta hai kya?",
  "आफिस आऊँ तो गाड़ी पार्क करने की जगह मिलेगी?",
  "दिवाली पर ऑफ़िस कितने दिन बंद रहता है",
  "क्या सुरेश अग्रवाल जी आपके यहाँ काम करते हैं? उनसे मिलना है",
  "ऑफिस के सबसे नज़दीक मेट्रो स्टेशन कौन सा है?",
  "विज़िटर पास के लिए कौन सा पहचान पत्र लाना होगा?",
  // company facts
  "कंपनी के फाउंडर कौन हैं?",
  "ceo ka naam kya hai aapki company ke",
  "बिल बनाने के लिए आपका GST नंबर चाहिए",
  "कितने लोग काम करते हैं आपकी कंपनी में, सौ से ज़्यादा?",
  "कंपनी का CIN नंबर बताइए",
  "आपके कुल कितने ग्राहक हैं?",
  "क्या HDFC Bank आपका ग्राहक है?",
  "Zomato ke saath kaam kiya hai aapne?",
  "क्या आपकी कंपनी सरकारी टेंडर भरती है?",
  // journalist
  "Series A raise kiya hai kya aapne?",
  "पिछले साल कंपनी का टर्नओवर कितना रहा?",
  "क्या आपकी कंपनी किसी बड़ी कंपनी की सब्सिडियरी है?",
  "PR head ka naam aur number chahiye, article likh raha hu",
  "प्रेस के लिए लोगो और मीडिया किट कहाँ मिलेगी?",
  "Instagram पर आपका पेज है?",
  // prices, trial, payment, contract
  "Kathana Survey के हर जवाब का कितना पैसा लगता है?",
  "Announce से SMS भेजने का रेट क्या है",
  "Kathana Meet का सालाना प्लान कितने रुपये का है?",
  "API में हर रिक्वेस्ट पर कितना चार्ज लगता है",
  "demo ke baad pilot project free me karoge?",
  "आपको भुगतान UPI से कर सकते हैं या चेक देना होगा?",
  "सर्विस पसंद न आई तो पैसे वापस मिलेंगे?",
  "सालाना एग्रीमेंट ज़रूरी है या महीने-महीने चला सकते हैं?",
  "reseller banna hai, koi partner program hai?",
  // integrations
  "क्या आपका बॉट Zoho CRM से जुड़ जाता है?",
  "hum billing Tally me karte hain, uske saath integration hai?",
  "Kathana Assist पकड़ी गई लीड सीधे Salesforce में डाल देगा?",
  "WordPress साइट पर Kathana Assist का प्लगइन मिलता है?",
  // jobs
  "नौकरी मिलने पर joining bonus मिलता है?",
  "फुल स्टैक डेवलपर की पोस्ट के लिए सैलरी कितनी है",
  "हफ़्ते में कितने दिन ऑफ़िस आना पड़ता है?",
  "interview ke liye online round hota hai ya office aana padega?",
  "क्या आप बी.टेक वालों के लिए ट्रेनी प्रोग्राम चलाते हो?",
  "नौकरी के लिए आवेदन की आखिरी तारीख क्या है?",
  "Speech Recognition Engineer वाली पोस्ट के लिए PhD ज़रूरी है?",
  "employee referral bonus milta hai?",
  "नई भर्ती के लिए walk-in इंटरव्यू कब होता है?",
  // security, hosting, compliance
  "हमारे अपने सर्वर पर (on-premise) सिस्टम लगा सकते हो?",
  "कंपनी ISO 27001 सर्टिफ़ाइड है क्या?",
  "API ki uptime guarantee kitni hai, SLA milta hai?",
  "सर्वर AWS पर है या Azure पर?",
  "अंदर GPT जैसा कोई LLM इस्तेमाल करते हो क्या?",
  "क्या आपके बॉट को RBI की मंज़ूरी मिली हुई है?",
  "PCI DSS certified ho kya, card wali calls ke liye?",
  // developer details
  "क्या API का कोई status page है जहाँ downtime दिखे?",
  "food api total kitne khane ki cheezein pehchanta hai?",
  "एक मिनट में API पर ज़्यादा से ज़्यादा कितनी रिक्वेस्ट भेज सकते हैं?",
  "वॉइस API में कितने सेकंड तक का ऑडियो भेज सकते हैं?",
  "image API me photo kitne MB tak ki chalegi?",
  "API का अलग से sandbox या टेस्टिंग एनवायरनमेंट है?",
  "webhook support hai kya aapki API me?",
  // product details
  "Meet में ब्रेकआउट रूम बना सकते हैं क्या?",
  "Meet ki recording MP4 me download hoti hai?",
  "मीटिंग के बीच में पोल या हाथ उठाने का फ़ीचर है?",
  "Meet में एक साथ कितने रूम बना सकते हैं?",
  "मीटिंग में बोलते-बोलते लाइव अनुवाद होता है क्या?",
  "बॉट एक साथ कितनी कॉल चला सकता है? हज़ार कॉल एक साथ हो जाएँगी?",
  "ऑर्डर देने के बाद वॉइसबॉट कितने दिन में लाइव हो जाएगा?",
  "बॉट की आवाज़ आदमी वाली भी मिलती है या सिर्फ़ औरत की?",
  "दुबई के ग्राहकों के लिए बॉट अरबी में बात कर पाएगा?",
  "बॉट के लिए फ़ोन नंबर हमें खुद लेना होगा या आप देते हो?",
  "सर्वे के डैशबोर्ड में कितने यूज़र एक साथ लॉगिन कर सकते हैं?",
  "सर्वे के जवाब Excel में डाउनलोड हो जाते हैं?",
  "announce se ek baar me kitne logon ko call ja sakti hai?",
  "क्या आप हमारे लिए अलग से मोबाइल ऐप भी बना देते हो?",
  "अगले महीने कोई वेबिनार या इवेंट रख रहे हो?",
  "बॉट से कॉल करवाने के लिए TRAI/DLT रजिस्ट्रेशन आप करवाते हो?",
  "आपकी कंपनी MSME रजिस्टर्ड है? हमें वेंडर कोड बनाना है",
  "VoiceBot kis dialer ke saath chalta hai, Exotel ya Ozonetel?",
  // existing customer
  "पिछले महीने का इनवॉइस कहाँ से डाउनलोड करूँ?",
  "अपना यूज़रनेम बदलना है, हो जाएगा?",
  "login par OTP ya two-factor authentication hai kya?",
  "मेरे अकाउंट में कितने API क्रेडिट बचे हैं?",
];
