/**
 * Hindi-site visitor probes for Kathana Assist (the assistant running on the Hindi site; urls are
 * the English paths without a language prefix).
 *
 * Written by a helper session on 2 Dec 2026, from the site's content only: /work/shared/SPEC.md §2,
 * the seed content in studio/scripts/seed/*.mjs (company, home, pages, demos, industries, blog,
 * legal, content, assistant, industry-words) and its Hindi translations under
 * studio/scripts/seed/translations/hi/ (used for the terms the Hindi site uses, not copied), plus
 * the route folder names under app/routes. It was written without seeing the engine (nothing under
 * app/engines or the rest of app/ was read), without the editors' example questions
 * (visitor-questions.mjs) and without the existing bench sets (which were only run through the
 * de-duplication script at the end).
 *
 * Mix: Devanagari Hindi, romanised chat Hindi, and mixed (Devanagari with English product words,
 * or Hinglish with English words). Visitors: shop owners, hospital admins, bank staff, students,
 * job seekers, developers, journalists, existing customers.
 *
 * This is a tuning set: its misses may be shown.
 */

export const TOPICS = [
  // ------------------------------------------------------------------ navigation
  {
    kind: "navigation",
    urls: ["/login"],
    questions: ["लॉग इन कहाँ से करूँ?", "mera account pehle se bana hai, sign in kidhar karu", "Remember Me वाला option login पर है क्या?"],
  },
  { kind: "navigation", urls: ["/signup"], questions: ["नया अकाउंट खोलना है, कहाँ रजिस्टर करूँ", "free account bana sakte hai kya apki site pe?"] },
  { kind: "navigation", urls: ["/forgotpassword"], questions: ["पासवर्ड भूल गया, अब अंदर कैसे जाऊँ?", "pasword yaad nahi aa raha reset link chahiye"] },
  { kind: "navigation", urls: ["/account/password"], questions: ["मुझे अपना मौजूदा पासवर्ड बदलकर नया रखना है", "password change karna hai, login ho chuka hu"] },
  {
    kind: "navigation",
    urls: ["/developers/api-key"],
    questions: ["मेरी API key दिख नहीं रही, कहाँ मिलेगी?", "purani key leak ho gayi, nayi key generate karni hai"],
  },
  { kind: "navigation", urls: ["/developers/api-guides"], questions: ["API का documentation कहाँ पढ़ूँ?"] },
  { kind: "navigation", urls: ["/developers/api-guides", "/developers/services"], questions: ["api me authentication kaise hota hai uski guide"] },
  {
    kind: "navigation",
    urls: ["/demos/alldemos"],
    questions: ["बैंक, रेस्टोरेंट, अस्पताल, सबके डेमो की पूरी सूची चाहिए", "industry ke hisaab se demo filter karne wala page"],
  },
  { kind: "navigation", urls: ["/ourproducts"], questions: ["आप लोग कौन-कौन से प्रोडक्ट बेचते हो?", "aapke saare products ki list dikhao"] },
  { kind: "navigation", urls: ["/blogs"], questions: ["आपके लेख कहाँ पढ़ सकता हूँ", "blog section kidhar hai"] },
  { kind: "navigation", urls: ["/careers"], questions: ["नौकरी के लिए कहाँ देखूँ?", "mujhe naukri chahiye, abhi hiring chal rahi hai kya"] },
  { kind: "navigation", urls: ["/privacypolicy"], questions: ["आपकी प्राइवेसी पॉलिसी दिखाइए", "mera data kaise use karte ho wo policy kahan hai"] },
  { kind: "navigation", urls: ["/termsofuse"], questions: ["वेबसाइट इस्तेमाल करने के नियम और शर्तें", "terms and conditions ka page"] },
  { kind: "navigation", urls: ["/demos/voice/2"], questions: ["पुराना वाला वॉइस डेमो कहाँ गया?", "classic voice recognition demo link"] },
  { kind: "navigation", urls: ["/comingsoon"], questions: ["developer menu me SDKs wala page kholo"] },
  { kind: "navigation", urls: ["/"], questions: ["मुख्य पेज पर वापस ले चलो"] },

  // ------------------------------------------------------------------ company
  {
    kind: "company",
    urls: ["/contact"],
    questions: ["आपका दफ़्तर किस जगह पर है?", "office ka pura address bhejo", "आपसे फ़ोन पर बात करनी हो तो किस नंबर पर मिलाऊँ?"],
  },
  { kind: "company", urls: ["/contact", "/"], questions: ["मैसेज भेजने के बाद जवाब कितने दिन में आता है?", "query bheji toh reply kab tak milega"] },
  {
    kind: "company",
    urls: ["/about"],
    questions: [
      "Kathana की शुरुआत किस साल में हुई?",
      "kathana shabd kis bhasha se liya hai aur iska arth?",
      "कंपनी में सिर्फ़ इंजीनियर हैं या भाषा के जानकार भी?",
      "aap log ye sab kyu bana rahe ho, goal kya hai company ka",
    ],
  },
  {
    kind: "company",
    urls: ["/about"],
    questions: ["एक स्टोरी लिख रही हूँ, आपकी कंपनी पर पहले कौन-सी ख़बरें आई हैं?", "kis akhbaar ya magazine ne aapke baare me likha hai"],
  },
  { kind: "company", urls: ["/about"], questions: ["आपके बॉट महीने भर में कितने लोगों से बात कर लेते हैं?"] },
  {
    kind: "company",
    urls: ["/careers"],
    questions: [
      "अभी कौन-कौन सी पोस्ट खाली हैं?",
      "ASR engineer wali post ke liye main 1 saal experience ke saath apply kar sakta hu?",
      "React और Node जानता हूँ, आपके यहाँ उसकी कोई जगह खाली है?",
    ],
  },
  {
    kind: "company",
    urls: ["/"],
    questions: [
      "आपके क्लाइंट कौन-कौन हैं? किन कंपनियों के लोगो दिखते हैं?",
      "customers ne aapke baare me kya kaha hai, koi review?",
      "Navya Finance wale aapki service use karte hai kya",
    ],
  },
  { kind: "company", urls: ["/privacypolicy", "/termsofuse", "/contact"], questions: ["कंपनी का कानूनी नाम और रजिस्टर्ड ऑफ़िस क्या है?"] },
  { kind: "company", urls: ["/about", "/", "/privacypolicy"], questions: ["customer ka data India me hi rehta hai ya bahar jata hai?"] },

  // ------------------------------------------------------------------ try-demo
  {
    kind: "try-demo",
    urls: ["/demos/voice"],
    questions: [
      "मैं माइक में बोलूँ और वो लिखकर दिखा दे, ऐसा कुछ आज़मा सकता हूँ?",
      "apne khud ke shabd jod ke voice pehchan test karni hai",
      "Voice recognition demo में अपनी category add कर सकते हैं?",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice"],
    questions: ["बोलकर सर्वे का जवाब देकर देखना है", "main bol ke survey ke teen sawaal ka jawab dena chahta hu, link do"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/text"],
    questions: [
      "मेरा लिखा हुआ हिंदी में बोलकर सुनाए, ऐसा डेमो है?",
      "mujhe sunna hai ki aapki machine naam kaise bolti hai, Chattopadhyay jaise",
      "TTS demo try karna hai English US voice me",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/demos/image"],
    questions: ["मेरे फ़ोन में केले की तस्वीर है, डालकर देखूँ कि आपका सिस्टम पहचानता है?", "sample photos me kathal wali photo hai kya"],
  },
  { kind: "try-demo", urls: ["/demos/video"], questions: ["वीडियो कॉल वाला डेमो कहाँ है?"] },
  {
    kind: "try-demo",
    urls: ["/demos/alldemos", "/bfsi"],
    questions: ["बैंक की EMI याद दिलाने वाली कॉल की रिकॉर्डिंग सुननी है", "NACH bounce wali call ka sample sunao"],
  },
  { kind: "try-demo", urls: ["/quickservicerestaurants", "/demos/alldemos"], questions: ["फ़ोन पर बॉट ने पिज़्ज़ा का ऑर्डर कैसे लिया, वो रिकॉर्डिंग कहाँ है?"] },
  { kind: "try-demo", urls: ["/healthcare", "/demos/alldemos"], questions: ["लैब में जाँच बुक कराने वाला बॉट कैसा सुनाई देता है?"] },
  { kind: "try-demo", urls: ["/travelandhospitality", "/demos/alldemos"], questions: ["flight book karne wala voice bot sunna hai"] },
  {
    kind: "try-demo",
    urls: ["/fmcg", "/demos/alldemos"],
    questions: ["चॉकलेट के स्वाद पर जो लाइव सर्वे है, उसे मैं भी भर सकता हूँ?", "chai brand wala voice assistant demo"],
  },
  { kind: "try-demo", urls: ["/bfsi", "/demos/alldemos"], questions: ["बैंक ब्रांच विज़िट के बाद वाला NPS सर्वे लाइव भर सकते हैं?"] },
  { kind: "try-demo", urls: ["/automobiles", "/demos/alldemos"], questions: ["car service chhoot gayi ho to dobara booking wali call ka demo"] },
  { kind: "try-demo", urls: ["/demos/alldemos"], questions: ["सिर्फ़ वीडियो वाले डेमो छाँटकर कैसे देखूँ?"] },

  // ------------------------------------------------------------------ business
  { kind: "business", urls: ["/ourproducts", "/"], questions: ["मेरे ग्राहकों को बार-बार फ़ोन करके याद दिलाना है, कोई मशीन ये काम कर सकती है?"] },
  { kind: "business", urls: ["/ourproducts", "/", "/bfsi"], questions: ["customers ko apne aap call karke payment yaad dilane wala bot chahiye"] },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: [
      "हम NBFC हैं, उधार लेने वालों को किश्त की तारीख से पहले कॉल करवानी है",
      "bima policy renew karne ke liye customers ko call",
      "KYC के कागज़ जो बाकी हैं उनके लिए ग्राहकों को याद दिलाना है",
      "loan lene wale interested logon ko qualify karke officer tak lead bhejni hai",
    ],
  },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: ["बैंक में EMI वाली reminder call कितने दिन पहले जाती है?", "agar customer time pe pay nahi kar sakta to bot kya karta hai?"],
  },
  {
    kind: "business",
    urls: ["/healthcare"],
    questions: [
      "हमारे अस्पताल के रिसेप्शन पर दिन भर फ़ोन बजते रहते हैं, मरीज़ों की बुकिंग के लिए कुछ है?",
      "path lab chalata hu, ghar se sample lene ki booking phone pe ho jaye",
    ],
  },
  {
    kind: "business",
    urls: ["/quickservicerestaurants"],
    questions: [
      "रात को खाने के टाइम इतने ऑर्डर कॉल आते हैं कि फ़ोन होल्ड पर रखना पड़ता है",
      "meri pizza shop hai, phone pe order lene wala bot chahiye",
      "delivery ke baad customer se feedback lena hai restaurant me",
    ],
  },
  {
    kind: "business",
    urls: ["/automobiles"],
    questions: [
      "कार शोरूम की वेबसाइट पर पूछताछ आती है, उन्हें टेस्ट ड्राइव तक कैसे लाएँ?",
      "workshop me gaadi ki service due hone par owners ko yaad dilana",
      "bike dealer hu, service ke baad customer naraz hai ya khush ye pata karna hai",
    ],
  },
  {
    kind: "business",
    urls: ["/travelandhospitality"],
    questions: ["ट्रैवल एजेंसी है, सीज़न में कॉल तीन गुना हो जाती हैं", "hotel booking confirm karne aur check-in reminder ke liye bot"],
  },
  {
    kind: "business",
    urls: ["/fmcg"],
    questions: [
      "मैं डिस्ट्रीब्यूटर हूँ, दुकानदारों को बताना है कि माल देर से पहुँचेगा",
      "kirana dukaano se repeat order phone pe lena hai",
      "नए बिस्किट का स्वाद लोगों को कैसा लगा, ये जानना है",
    ],
  },
  { kind: "business", urls: ["/fmcg", "/ourproducts"], questions: ["दुकानों में हमारा सामान शेल्फ़ पर कैसे रखा है, फ़ोटो से चेक करवाना है"] },
  { kind: "business", urls: ["/ourproducts", "/blogs/4"], questions: ["गाँव और छोटे शहरों के लोगों से उनकी भाषा में राय लेनी है, बोलकर"] },
  { kind: "business", urls: ["/ourproducts"], questions: ["market research ke liye survey tool chahiye jisme live dashboard ho"] },
  {
    kind: "business",
    urls: ["/ourproducts"],
    questions: ["सारे कर्मचारियों को एक साथ कॉल या SMS से सूचना भेजनी है और देखना है किसने सुनी", "society members ko notice bhejna hai aur RSVP bhi lena hai"],
  },
  {
    kind: "business",
    urls: ["/ourproducts"],
    questions: ["मेरी वेबसाइट पर आने वालों के सवालों का जवाब देने वाला चैट असिस्टेंट चाहिए", "online store hai, customers order track kar sake aisa bot"],
  },
  {
    kind: "business",
    urls: ["/ourproducts", "/demos/video"],
    questions: ["कंपनी का town hall 5000 लोगों को live दिखाना है", "classes online leni hai, 60 students ek saath, kuch install na karna pade"],
  },
  {
    kind: "business",
    urls: ["/blogs/1"],
    questions: ["स्कूल में माता-पिता को फ़ीस और हाज़िरी के लिए कॉल करनी पड़ती है, कुछ मदद?", "coaching institute ke liye digital padhai pe aapka article"],
  },
  { kind: "business", urls: ["/blogs/3", "/"], questions: ['कॉल सेंटर पर बोझ बहुत है, "1 दबाएँ" वाला IVR हटाना चाहते हैं'] },
  { kind: "business", urls: ["/blogs/3"], questions: ["contact center me AI kaise help karta hai, padhna hai"] },
  {
    kind: "business",
    urls: ["/developers/services"],
    questions: [
      "अपने कैलोरी ऐप में खाने की फ़ोटो से नाम पहचानना है",
      "mere app ke notifications Hindi me bolkar sunane hai, API chahiye",
      "app me product names voice se search ho, catalogue roz badalta hai",
    ],
  },
  { kind: "business", urls: ["/", "/blogs/3"], questions: ["कॉल में धोखाधड़ी पकड़ने में कोई मदद मिलती है?"] },
  { kind: "business", urls: ["/", "/ourproducts"], questions: ["bot se mushkil call insaan agent ko transfer hoti hai kya?"] },

  // ------------------------------------------------------------------ misspelt-product
  { kind: "misspelt-product", urls: ["/ourproducts"], questions: ["kathna voicebott kya karta hai", "कथाना वॉयसबोट के बारे में बताओ"] },
  { kind: "misspelt-product", urls: ["/ourproducts", "/demos/video"], questions: ["Kathana Meat kya hai", "कथना मीट में कितने लोग आ सकते हैं"] },
  { kind: "misspelt-product", urls: ["/ourproducts"], questions: ["kathna anouncement wala product kya karta hai", "कथाना एनाउंस क्या है?"] },
  { kind: "misspelt-product", urls: ["/ourproducts"], questions: ["kathana servey ke features", "कथना सरवे से फ़ोटो वाले जवाब ले सकते हैं?"] },
  { kind: "misspelt-product", urls: ["/ourproducts"], questions: ["katana assit website chatbot", "कथाना असिस्ट क्या है"] },

  // ------------------------------------------------------------------ content
  {
    kind: "content",
    urls: ["/privacypolicy"],
    questions: [
      "वॉइस डेमो में रिकॉर्ड की गई मेरी आवाज़ कितने समय तक रखते हो?",
      "image demo me daali photo kitne din tak save rehti hai",
      "contact form ki details kab tak rakhte ho",
      "aap mera data bechte ho kya?",
    ],
  },
  {
    kind: "content",
    urls: ["/privacypolicy"],
    questions: [
      "मेरे डेटा के गलत इस्तेमाल की शिकायत करनी है, जवाब कितने घंटे में मिलेगा?",
      "browser band karne ke baad bhi logged in rehna hai, kitne din chalega?",
      "आप कौन से भारतीय डेटा कानून के हिसाब से चलते हो?",
      "mujhe apna data delete karwana hai, kitne din me hoga",
    ],
  },
  { kind: "content", urls: ["/termsofuse", "/privacypolicy"], questions: ["क्या 16 साल का स्टूडेंट अकाउंट बना सकता है?"] },
  {
    kind: "content",
    urls: ["/termsofuse"],
    questions: [
      "क्या API key को GitHub के public repo में रखना ठीक है?",
      "कोई विवाद हो तो कौन सी अदालत में केस चलेगा?",
      "synthesised awaaz se kisi real aadmi ki nakal kar sakte hai?",
      "free service me aapki liability kitne tak hai",
    ],
  },
  {
    kind: "content",
    urls: ["/demos/text", "/developers/services"],
    questions: ["टेक्स्ट टू स्पीच की रफ़्तार कितनी कम-ज़्यादा हो सकती है?", "TTS kaun kaun si languages me bolta hai", "SSML se pause daal sakte hai kya"],
  },
  {
    kind: "content",
    urls: ["/demos/image", "/developers/services"],
    questions: ["फ़ोटो किस format में होनी चाहिए, PNG चलेगा?", "thali ki photo daalu to sab dishes pehchanega?"],
  },
  { kind: "content", urls: ["/demos/voice", "/demos/voice/2"], questions: ["voice demo में कौन-कौन सी categories हैं?"] },
  {
    kind: "content",
    urls: ["/demos/voice"],
    questions: ["क्या ये चेन्नई या कोलकाता वालों का लहजा भी समझेगा?", "phrase list badalne ke liye engine restart karna padta hai?"],
  },
  { kind: "content", urls: ["/demos/video"], questions: ["मीटिंग में कौन से ब्राउज़र से जुड़ सकते हैं?"] },
  {
    kind: "content",
    urls: ["/demos/video", "/ourproducts"],
    questions: ["meeting me password aur waiting room hota hai?", "मीटिंग की रिकॉर्डिंग बाद में कैसे शेयर होती है?"],
  },
  {
    kind: "content",
    urls: ["/ourproducts", "/bfsi", "/"],
    questions: ["voice bot se har call pe kitna kharcha bachta hai", "क्या बॉट रात में भी कॉल करता है, 24 घंटे?"],
  },
  { kind: "content", urls: ["/", "/ourproducts"], questions: ["आपका सिस्टम कौन-कौन सी भाषाएँ बोलता है?"] },
  { kind: "content", urls: ["/"], questions: ["Kathana AI hi kyu choose kare, kya khaas hai"] },
  {
    kind: "content",
    urls: ["/developers/services"],
    questions: [
      "voice recognition API ko kis format ki recording bhejni hoti hai",
      "API किसी भी programming language से call कर सकते हैं?",
      "traffic badhne par dedicated capacity milti hai?",
    ],
  },
  { kind: "content", urls: ["/signup", "/developers/services"], questions: ["API key लेने के लिए पहले क्या करना होगा?"] },
  { kind: "content", urls: ["/account/password"], questions: ["पासवर्ड बदलते समय पुराना पासवर्ड भी डालना पड़ता है?"] },
  { kind: "content", urls: ["/forgotpassword"], questions: ["reset karne ke liye kya daalna padega, email ya username?"] },
  { kind: "content", urls: ["/healthcare"], questions: ["फ़ास्टिंग वाली जाँच से पहले मरीज़ को क्या करना है, ये भी कॉल में समझाया जाता है?"] },
  { kind: "content", urls: ["/travelandhospitality"], questions: ["फ़्लाइट का किराया बॉट कितनी देर के लिए रोककर रखता है?"] },
  { kind: "content", urls: ["/blogs/2"], questions: ["voice automation wala blog kisne likha hai", "वॉइस बॉट से कारोबार बढ़ने वाले लेख में शुरुआत करने की क्या सलाह है?"] },
  {
    kind: "content",
    urls: ["/blogs/4"],
    questions: ["सर्वे वाले ब्लॉग में लंबे वेब फ़ॉर्म के बारे में क्या लिखा है?", "Transforming Surveys article ke hisaab se voice survey ke kya fayde hai"],
  },
  { kind: "content", urls: ["/blogs/1"], questions: ["शिक्षा वाले लेख के हिसाब से सबसे बड़ी कमी क्या है?"] },
  { kind: "content", urls: ["/blogs/3"], questions: ["contact center blog me konsi jagah insaan zaroori bataye hai"] },
];

export const FOLLOW_UPS = [
  {
    kind: "follow-up",
    urls: ["/demos/video", "/ourproducts"],
    turns: ["क्या आपके पास वीडियो मीटिंग वाला प्रोडक्ट है?", "उसमें एक रूम में ज़्यादा से ज़्यादा कितने लोग जुड़ सकते हैं?"],
  },
  { kind: "follow-up", urls: ["/demos/text"], turns: ["text to speech ka demo hai kya", "usme bolne ki speed kam zyada kar sakte hai?"] },
  { kind: "follow-up", urls: ["/bfsi"], turns: ["bank ke liye aap kya kya karte ho", "NACH bounce hone par bhi woh call karta hai?"] },
  { kind: "follow-up", urls: ["/contact"], turns: ["आपकी कंपनी किस शहर में है?", "वहाँ का फ़ोन नंबर दे दीजिए"] },
  { kind: "follow-up", urls: ["/careers"], turns: ["careers me koi opening hai?", "full stack wali ke liye kitne saal ka experience mangte ho?"] },
  { kind: "follow-up", urls: ["/demos/image", "/developers/services"], turns: ["image recognition demo dikhao", "उसमें JPG के अलावा और कौन सी फ़ाइल चलेगी?"] },
  { kind: "follow-up", urls: ["/privacypolicy"], turns: ["privacy policy kahan hai", "usme likha hai meri voice recording kitne time rakhoge?"] },
  { kind: "follow-up", urls: ["/healthcare"], turns: ["अस्पताल और लैब के लिए कुछ है?", "उसमें रिपोर्ट तैयार होने पर मरीज़ को कैसे पता चलता है?"] },
  { kind: "follow-up", urls: ["/ourproducts"], turns: ["survey wala product kaunsa hai", "usme log photo bhej ke bhi jawab de sakte hai?"] },
  { kind: "follow-up", urls: ["/termsofuse"], turns: ["API key kaise milegi", "aur kya use apne Android app ke code me daal du?"] },
  { kind: "follow-up", urls: ["/blogs/3"], turns: ["ब्लॉग सेक्शन दिखाओ", "कॉन्टैक्ट सेंटर वाले लेख में क्या बताया है?"] },
  { kind: "follow-up", urls: ["/quickservicerestaurants"], turns: ["restaurant ke liye kuch hai?", "usme ek order poora hone me kitna time lagta hai?"] },
  { kind: "follow-up", urls: ["/travelandhospitality"], turns: ["flight booking wala bot kaise kaam karta hai", "aur agar main time pe payment na karu to?"] },
  { kind: "follow-up", urls: ["/ourproducts"], turns: ["Kathana Announce क्या है?", "जिन्होंने जवाब नहीं दिया, उन्हें ये दोबारा याद दिलाता है?"] },
  { kind: "follow-up", urls: ["/termsofuse", "/privacypolicy"], turns: ["terms of use padhne hai", "उसके हिसाब से कम से कम उम्र कितनी होनी चाहिए?"] },
  { kind: "follow-up", urls: ["/automobiles"], turns: ["car dealers ke liye kya solution hai", "website enquiry ke baad kitni jaldi call jaati hai?"] },
  {
    kind: "follow-up",
    urls: ["/demos/voice", "/demos/voice/2"],
    turns: ["voice recognition demo kholo", "usme kaunsi categories hain?", "शहर वाली में कौन-कौन से नाम हैं?"],
  },
  { kind: "follow-up", urls: ["/about"], turns: ["आपकी कंपनी कब शुरू हुई?", "और इस नाम का मतलब क्या है?"] },
  { kind: "follow-up", urls: ["/forgotpassword"], turns: ["login page kidhar hai", "aur agar uska password hi bhool gaya to?"] },
  { kind: "follow-up", urls: ["/developers/services"], turns: ["developers ke liye API hai?", "voice wali API ko kis format ki recording chahiye?"] },
  { kind: "follow-up", urls: ["/fmcg", "/demos/alldemos"], turns: ["FMCG कंपनियों के लिए कौन से डेमो हैं?", "chocolate wala survey live bhar sakte hain?"] },
];

export const UNANSWERABLE = [
  // prices, plans, limits
  "Kathana VoiceBot की एक कॉल का रेट कितना है?",
  "video meeting wale product ki subscription fees batao",
  "API ke free account me mahine ki kitni calls free milti hain?",
  "टेक्स्ट टू स्पीच API में एक बार में ज़्यादा से ज़्यादा कितने अक्षर भेज सकते हैं?",
  "voice recognition API me recording kitne second tak ki ho sakti hai",
  "API की rate limit exactly कितनी requests per minute है?",
  "एक वीडियो मीटिंग की समय सीमा क्या है, 40 मिनट बाद कट तो नहीं जाती?",
  "survey ke liye kitne respondents tak free hai",
  "क्या नए ग्राहकों को कोई डिस्काउंट या फ़्री ट्रायल मिलता है?",
  "NGO या कॉलेज के लिए कोई ख़ास दाम है?",
  "सेवा पसंद न आए तो पैसे वापस मिलेंगे?",
  "पेमेंट UPI से कर सकते हैं या सिर्फ़ कार्ड से?",
  // certifications, SLAs, security detail
  "सिक्योरिटी ऑडिट के लिए आपके पास कौन-सा ISO प्रमाणपत्र है?",
  "SOC 2 report milegi kya security team ko dikhane ke liye",
  "आपका uptime SLA कितने प्रतिशत का है?",
  "kya aap HIPAA compliant ho, US ke hospital ke liye",
  "GDPR compliance ka certificate hai?",
  "सर्वर भारत के किस शहर के डेटा सेंटर में हैं?",
  "on-premise install ho sakta hai hamare bank ke server par?",
  // languages and voices not listed
  "दुबई के ग्राहकों के लिए अरबी बोलने वाला बॉट मिलेगा?",
  "French aur German me TTS milega kya",
  "TTS में आदमी और औरत की आवाज़ अलग-अलग चुन सकते हैं?",
  "meri khud ki awaaz ka clone bana sakte ho kya",
  // cities, company facts not given
  "बेंगलुरु या मुंबई में आपका ऑफ़िस है?",
  "कंपनी के संस्थापक और सीईओ कौन हैं?",
  "आपके यहाँ कुल कितने इंजीनियर काम करते हैं, गिनती बताइए",
  "kis VC ne paisa lagaya hai Kathana me",
  "कंपनी का सालाना टर्नओवर कितना है?",
  "क्या शनिवार-रविवार को भी ऑफ़िस खुला रहता है?",
  // jobs detail not given
  "स्पीच इंजीनियर वाली नौकरी में तनख़्वाह कितनी मिलेगी?",
  "क्या आप फ़्रेशर्स के लिए इंटर्नशिप देते हो?",
  "Apply Now dabane ke baad interview rounds kitne hote hai?",
  // integrations and features not mentioned
  "क्या VoiceBot Salesforce के साथ जुड़ जाता है?",
  "Zoho CRM integration milega survey ke saath?",
  "Kathana Meet में लाइव सबटाइटल या अनुवाद आता है?",
  "main aapka product apne shehar me bechna chahta hu, reseller ban sakta hu?",
  "रियल एस्टेट बिल्डरों के लिए कोई डेमो पेज है?",
  "क्या आपका कोई ब्लॉग साइबर सिक्योरिटी पर है?",
  "blog me chatbot banane ka step by step tutorial hai kya",
  "बिल बनाने के लिए कंपनी का PAN या GSTIN चाहिए",
  // off-topic
  "कल नोएडा में बारिश होगी क्या?",
  "कल के क्रिकेट मैच का स्कोर बताओ",
  "पनीर बटर मसाला बनाने की विधि बताओ",
  "mere liye Delhi se Patna ka train ticket book kar do",
  "कौन सा शेयर खरीदूँ अभी?",
];
