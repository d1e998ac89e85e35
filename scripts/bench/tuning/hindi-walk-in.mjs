/**
 * Benchmark questions for Kathana Assist on the Hindi site (`--language hi`): walk-in visitors
 * typing into the chat box, about a third in Devanagari, a third in romanised chat Hindi and a
 * third mixed (Hindi with English product and tech words): small business owners describing their
 * business in a sentence, developers, job seekers, journalists, existing customers, students, and
 * people who want to sign in, sign up, contact sales, find the office, read the blog or try a demo.
 * Written by a helper session (2 Dec 2026) from the site's content only (the seed copy and its
 * Hindi translations), without seeing the engine, the editors' examples or any other set except to
 * de-duplicate against them; 22 of its questions were near-duplicates (word Jaccard >= 0.8)
 * of a question of another benchmark, tuning or held-out set and were taken out; the ones
 * written in their place were checked the same way.
 * This is a tuning set: its misses may be shown (`--show-misses`).
 *
 *   npm run bench:assistant -- --questions scripts/bench/tuning/hindi-walk-in.mjs --language hi
 */
export const TOPICS = [
  // navigation
  {
    kind: "navigation",
    urls: ["/login"],
    questions: ["लॉग इन का बटन नहीं दिख रहा, किधर जाऊँ?", "apne account me sign in karna hai", "मेरा account पहले से है, login page का link दो"],
  },
  {
    kind: "navigation",
    urls: ["/signup"],
    questions: ["मुझे नया खाता खोलना है, रजिस्टर कहाँ करूँ?", "developer hu, account free me ban jata hai kya? register karna hai", "sign up form कहाँ मिलेगा?"],
  },
  {
    kind: "navigation",
    urls: ["/forgotpassword"],
    questions: ["पासवर्ड याद नहीं आ रहा, अब क्या करूँ?", "password bhool gayi hu, naya kaise set karu", "forgot password वाला option कहाँ है?"],
  },
  {
    kind: "navigation",
    urls: ["/account/password"],
    questions: ["logged in hu, bas apna password badalna hai", "अपना मौजूदा पासवर्ड बदलकर नया रखना चाहता हूँ"],
  },
  {
    kind: "navigation",
    urls: ["/contact"],
    questions: ["Kathana वालों से बात करनी है, संपर्क कैसे करूँ?", "सेल्स टीम से बात करवा दीजिए", "bot nahi, kisi insaan se baat karni hai"],
  },
  {
    kind: "navigation",
    urls: ["/about"],
    questions: ["कंपनी के बारे में पढ़ना है, कहाँ मिलेगा", "आपकी कंपनी की जानकारी वाला पेज कौन-सा है?"],
  },
  {
    kind: "navigation",
    urls: ["/careers"],
    questions: ["naukri dhoond raha hu, aapke yahan vacancy kahan dikhti hai?", "क्या आपके यहाँ भर्ती चल रही है?"],
  },
  {
    kind: "navigation",
    urls: ["/blogs"],
    questions: ["आपके लेख कहाँ पढ़ूँ?", "blog section ka link bhejo"],
  },
  {
    kind: "navigation",
    urls: ["/demos/alldemos"],
    questions: ["सारे डेमो एक ही जगह देखने हैं", "सभी demo की list दिखाओ"],
  },
  {
    kind: "navigation",
    urls: ["/ourproducts"],
    questions: ["aapke products ki poori list chahiye, sab dikha do", "आपके सारे प्रोडक्ट एक साथ कहाँ देखूँ?"],
  },
  {
    kind: "navigation",
    urls: ["/termsofuse"],
    questions: ["terms and conditions wala page kahan hai", "वेबसाइट इस्तेमाल करने की शर्तें कहाँ लिखी हैं?"],
  },
  {
    kind: "navigation",
    urls: ["/privacypolicy"],
    questions: ["data privacy ke niyam padhne hain, link do", "निजता नीति कहाँ पढ़ सकते हैं?"],
  },
  {
    kind: "navigation",
    urls: ["/developers/api-guides"],
    questions: ["API ka documentation kahan milega?", "API की guides और reference पढ़ने हैं"],
  },
  {
    kind: "navigation",
    urls: ["/comingsoon"],
    questions: ["SDK download karna hai, kahan milega?"],
  },
  {
    kind: "navigation",
    urls: ["/"],
    questions: ["होम पेज पर वापस कैसे जाऊँ?"],
  },

  // company
  {
    kind: "company",
    urls: ["/contact"],
    questions: [
      "ऑफ़िस का पूरा पता क्या है?",
      "ऑफ़िस नोएडा के किस सेक्टर में है?",
      "कॉल करके बात करनी है, आपका नंबर दीजिए",
      "कंपनी का ईमेल एड्रेस बताइए",
      "office ka map ya location bhej do, milne aana hai",
    ],
  },
  {
    kind: "company",
    urls: ["/contact", "/"],
    questions: ["enquiry bhejne ke baad reply kitne time me aata hai?", "contact करने पर team कितने दिन में जवाब देती है?"],
  },
  {
    kind: "company",
    urls: ["/about"],
    questions: [
      "कथना शब्द का अर्थ क्या होता है, कंपनी का नाम ऐसा क्यों रखा?",
      "Kathana AI की शुरुआत किस साल और किस शहर में हुई?",
      "aap log kis maksad se kaam karte ho, company ka goal kya hai",
      "मैं पत्रकार हूँ, क्या मीडिया में आपके बारे में कुछ छपा है?",
      "टीम में सिर्फ़ इंजीनियर हैं या भाषाविद भी?",
      "आपके products हर महीने कितनी बातचीत संभालते हैं?",
    ],
  },
  {
    kind: "company",
    urls: ["/about", "/", "/privacypolicy"],
    questions: ["customer ka data India me hi rehta hai kya?"],
  },
  {
    kind: "company",
    urls: ["/careers"],
    questions: [
      "स्पीच रिकग्निशन इंजीनियर के लिए कितना अनुभव चाहिए?",
      "Full Stack Developer वाली job में कौन-सी technologies आनी चाहिए?",
      "नौकरी नोएडा में है या कहीं और?",
      "jobs full-time hain ya part-time?",
    ],
  },
  {
    kind: "company",
    urls: ["/"],
    questions: ["aapke clients kaun kaun hain, kisi ne review diya hai?", "Navya Finance ने आपके बारे में क्या कहा?", "आप बाकी AI कंपनियों से अलग क्यों हो? why Kathana"],
  },

  // product
  {
    kind: "product",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    questions: [
      "Kathana Meet के एक room में अधिकतम कितने participants आ सकते हैं?",
      "मीट में रिकॉर्डिंग होती है क्या?",
      "live event 50 hazaar logon ko stream karna hai, ho jayega?",
      "Meet चलाने के लिए कोई app install करना पड़ेगा?",
      "मीटिंग में पासवर्ड और वेटिंग रूम की सुविधा है क्या?",
    ],
  },
  {
    kind: "product",
    urls: ["/demos/video"],
    questions: ["kaunse browsers pe Meet chalta hai, Safari pe bhi?"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-announce"],
    questions: [
      "Kathana Announce क्या है?",
      "announcement SMS se bhi ja sakta hai ya sirf call se?",
      "Announce में RSVP कैसे collect होता है?",
      "जो लोग संदेश नहीं सुनते, उन्हें दोबारा याद दिलाया जाता है?",
      "किसने मैसेज सुना और किसने नहीं, इसकी रिपोर्ट मिलती है?",
    ],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-announce", "/contact"],
    questions: ["Announce live dekhna hai, demo ke liye kisse baat karu?"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-survey"],
    questions: [
      "Kathana Survey me kis tarah ke survey bana sakte hain?",
      "सर्वे के जवाब लाइव डैशबोर्ड में दिखते हैं?",
      "survey में skip logic और quota मिलता है?",
      "survey में respondent फ़ोटो खींचकर answer दे सकता है?",
    ],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-voicebot"],
    questions: [
      "वॉइस बॉट किन भाषाओं में कॉल करता है?",
      "वॉइसबॉट आने वाली कॉल भी उठा सकता है या सिर्फ़ ख़ुद कॉल करता है?",
      "agar bot ko samajh na aaye to call kisi agent ko transfer hoti hai?",
      "voicebot सिर्फ keypress समझता है या बोलकर दिया जवाब भी?",
    ],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-voicebot", "/bfsi", "/", "/blogs/2"],
    questions: ["वॉइस बॉट लगाने से हर कॉल पर कितना खर्च बचेगा?"],
  },
  {
    kind: "product",
    urls: ["/ourproducts#kathana-assist"],
    questions: [
      "website के लिए chatbot चाहिए, आपके पास है?",
      "Kathana Assist demo book karke calendar me daal sakta hai?",
      "क्या आपका वर्चुअल असिस्टेंट ऑर्डर ट्रैक कर सकता है?",
    ],
  },
  {
    kind: "product",
    urls: ["/"],
    questions: ["call aur meeting ki recording turant search kar sakte hain?"],
  },
  {
    kind: "product",
    urls: ["/", "/blogs/2", "/blogs/3"],
    questions: ["Hybrid Bot-Human का मतलब क्या है?"],
  },
  {
    kind: "product",
    urls: ["/", "/blogs/3"],
    questions: ["fraud pakadne me aapka analytics madad karta hai kya"],
  },
  {
    kind: "product",
    urls: ["/", "/privacypolicy"],
    questions: ["डेटा सुरक्षित रहता है? encryption होता है?"],
  },
  {
    kind: "product",
    urls: ["/", "/demos/voice", "/ourproducts#kathana-voicebot"],
    questions: ["aap kaun kaun si bhashayen support karte ho? Bengali bhi?"],
  },

  // try-demo
  {
    kind: "try-demo",
    urls: ["/demos/voice"],
    questions: [
      "मेरी आवाज़ पहचानकर दिखाओ, ऐसा डेमो कहाँ है?",
      "voice recognition apne mic se try karna hai",
      "demo में अपने खुद के words phrase list में डाल सकते हैं?",
      "साउथ इंडियन लहजे में बोलूँ तो आपका इंजन समझ लेगा?",
      "bolkar survey dena hai, voice survey kahan milega?",
      "वॉइस डेमो में कौन-कौन सी कैटेगरी हैं?",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/demos/voice/2"],
    questions: ["purana wala voice demo kahan gaya? classic version chahiye"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/text"],
    questions: [
      "टेक्स्ट लिखकर उसे आवाज़ में सुनना है",
      "TTS demo में Hindi type करके सुन सकते हैं?",
      "text to speech me bolne ki speed kam zyada ho sakti hai?",
      "Venkatesh jaise naam sahi bolta hai kya aapka TTS? try karna hai",
      "टेक्स्ट टू स्पीच डेमो में कौन-कौन सी भाषाएँ हैं?",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/demos/image"],
    questions: [
      "खाने की फ़ोटो अपलोड करके पहचान करवानी है",
      "फ़ूड फ़ोटो वाला डेमो कहाँ है?",
      "पूरी थाली की photo डालूँ तो पहचानेगा?",
      "image demo me kaunsi file format chalti hai?",
      "sample photos में कौन-कौन से फल-सब्ज़ियाँ हैं?",
    ],
  },
  {
    kind: "try-demo",
    urls: ["/demos/video"],
    questions: ["वीडियो कॉल वाला डेमो देखना है"],
  },
  {
    kind: "try-demo",
    urls: ["/demos/alldemos", "/bfsi"],
    questions: ["banking wale saare demo calls filter karke sunne hain"],
  },
  {
    kind: "try-demo",
    urls: ["/bfsi", "/demos/alldemos"],
    questions: ["EMI reminder call का sample सुनना है"],
  },
  {
    kind: "try-demo",
    urls: ["/quickservicerestaurants", "/demos/alldemos"],
    questions: ["पिज़्ज़ा ऑर्डर लेने वाले बॉट का डेमो सुनाओ"],
  },
  {
    kind: "try-demo",
    urls: ["/healthcare", "/demos/alldemos"],
    questions: ["ब्लड टेस्ट बुकिंग वाली कॉल का नमूना सुनना है"],
  },
  {
    kind: "try-demo",
    urls: ["/travelandhospitality", "/demos/alldemos"],
    questions: ["flight booking voice se hoti hai, uska demo hai?"],
  },
  {
    kind: "try-demo",
    urls: ["/fmcg", "/demos/alldemos"],
    questions: ["dark chocolate survey वाला demo कहाँ है?"],
  },
  {
    kind: "try-demo",
    urls: ["/automobiles", "/demos/alldemos"],
    questions: ["टेस्ट ड्राइव बुक करने वाली बॉट कॉल सुननी है"],
  },

  // business
  {
    kind: "business",
    urls: ["/healthcare"],
    questions: [
      "मेरा छोटा सा क्लिनिक है, मरीज़ों की अपॉइंटमेंट फ़ोन पर बुक होती है, आप क्या कर सकते हो?",
      "हमारी पैथोलॉजी लैब है, घर से सैंपल लेने की बुकिंग ऑटोमेट करनी है",
      "150 bed का hospital है, reports ready होने पर patients को बताना है",
    ],
  },
  {
    kind: "business",
    urls: ["/bfsi"],
    questions: [
      "मैं बीमा एजेंट हूँ, ग्राहकों को पॉलिसी रिन्यूअल याद दिलाना है",
      "hamari bank branch me customers ke KYC documents pending rehte hain, call karke yaad dilana hai",
      "NBFC चलाते हैं, EMI collection calls बहुत ज़्यादा हैं",
      "सहकारी बैंक है, नैच बाउंस होने पर ग्राहकों को बताना पड़ता है",
    ],
  },
  {
    kind: "business",
    urls: ["/automobiles"],
    questions: ["मेरी कार डीलरशिप है, सर्विस रिमाइंडर कॉल्स ऑटोमेट करनी हैं", "bike showroom hai, website enquiry aate hi test drive book ho jaye aisa chahiye"],
  },
  {
    kind: "business",
    urls: ["/quickservicerestaurants"],
    questions: ["मेरा पिज़्ज़ा आउटलेट है, डिनर के टाइम फ़ोन ऑर्डर छूट जाते हैं", "cloud kitchen chalata hu, phone pe order bot se lena hai"],
  },
  {
    kind: "business",
    urls: ["/travelandhospitality"],
    questions: ["हमारा ऋषिकेश में होटल है, बुकिंग कन्फ़र्मेशन के लिए कॉल करनी पड़ती है", "ट्रैवल एजेंसी है, पीक सीज़न में कॉल संभाल नहीं पाते"],
  },
  {
    kind: "business",
    urls: ["/fmcg"],
    questions: ["हम मसालों का brand हैं, दुकानदारों से repeat order लेने हैं", "distributor hu, delivery late ho to retailers ko batana padta hai"],
  },
  {
    kind: "business",
    urls: ["/fmcg", "/ourproducts#kathana-survey"],
    questions: ["namkeen brand के लिए taste test survey करवाना है"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-meet", "/demos/video", "/blogs/1"],
    questions: ["कोचिंग सेंटर चलाता हूँ, ऑनलाइन क्लास लेने के लिए कुछ है?"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-announce"],
    questions: [
      "स्कूल में PTM का notice parents को भेजना है और कौन आएगा ये भी पता चले",
      "हमारी हाउसिंग सोसाइटी है, सदस्यों को मीटिंग की सूचना भेजनी है और हाज़िरी की पुष्टि चाहिए",
    ],
  },
  {
    kind: "business",
    urls: ["/blogs/1", "/ourproducts#kathana-voicebot"],
    questions: ["school chalata hu, parents ko fees reminder unki bhasha me call karke dena hai"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    questions: ["company का town hall 2000 employees के लिए live करना है"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-assist"],
    questions: ["ऑनलाइन कपड़े बेचता हूँ, वेबसाइट पर ग्राहकों के सवालों का जवाब देने वाला बॉट चाहिए"],
  },
  {
    kind: "business",
    urls: ["/ourproducts#kathana-survey", "/blogs/4"],
    questions: ["market research agency है, छोटे कस्बों से आवाज़ में फ़ीडबैक लेना है"],
  },
  {
    kind: "business",
    urls: ["/blogs/3", "/ourproducts#kathana-voicebot"],
    questions: ["hamara 50 agents ka call centre hai, AI se load kam karna hai"],
  },

  // developer
  {
    kind: "developer",
    urls: ["/developers/services"],
    questions: [
      "डेवलपर्स के लिए कौन-कौन से एपीआई हैं?",
      "voice recognition API को audio किस format में भेजना होता है?",
      "food recognition API se response me kya milta hai?",
      "API में authentication कैसे होता है?",
      "ट्रैफ़िक बढ़ने पर डेडिकेटेड कैपेसिटी मिलेगी क्या?",
      "अपने ऐप में हिंदी आवाज़ जोड़नी है, आपकी API से हो जाएगा?",
      "voice recognition API me phrase list har request ke saath badal sakte hain?",
    ],
  },
  {
    kind: "developer",
    urls: ["/developers/services", "/demos/text"],
    questions: ["TTS API में SSML भेज सकते हैं pause के लिए?"],
  },
  {
    kind: "developer",
    urls: ["/developers/api-key"],
    questions: ["API key kahan se generate karu?", "मेरी API कुंजी बाहर लीक हो गई, नई कैसे बनाऊँ?"],
  },
  {
    kind: "developer",
    urls: ["/termsofuse", "/developers/services"],
    questions: ["API key ko mobile app ke code me daal sakte hain?"],
  },
  {
    kind: "developer",
    urls: ["/termsofuse", "/developers/api-key"],
    questions: ["API key बाद में दोबारा पूरी दिखेगी क्या?"],
  },

  // policy
  {
    kind: "policy",
    urls: ["/termsofuse"],
    questions: [
      "वेबसाइट इस्तेमाल करने की कम से कम उम्र कितनी है?",
      "kisi famous aadmi ki awaaz banake TTS se bulwa sakte hain kya?",
      "कोई झगड़ा हुआ तो केस किस कोर्ट में चलेगा?",
      "मुफ़्त सेवाओं में आपकी ज़िम्मेदारी ज़्यादा से ज़्यादा कितनी है?",
      "अपना अकाउंट बंद करना हो तो कर सकते हैं?",
    ],
  },
  {
    kind: "policy",
    urls: ["/termsofuse", "/privacypolicy"],
    questions: ["17 saal ka hu, account bana sakta hu?"],
  },
  {
    kind: "policy",
    urls: ["/privacypolicy"],
    questions: [
      "voice demo में मेरी recording कितने दिन रखते हो?",
      "अपलोड की हुई खाने की फ़ोटो कब डिलीट होती है?",
      "मेरी निजी जानकारी आप आगे बेचते तो नहीं?",
      "शिकायत अधिकारी से कैसे संपर्क करूँ?",
      "मेरा पूरा डेटा मिटवाना है, किसे लिखूँ?",
      "Remember Me वाला box tick करूँ तो कब तक signed in रहूँगा?",
      "इस chat में जो पूछा वो save होता है क्या?",
      "DPDP Act follow karte ho?",
      "टेक्स्ट टू स्पीच में डाला गया टेक्स्ट आप रखते हो?",
    ],
  },

  // content
  {
    kind: "content",
    urls: ["/blogs/1"],
    questions: ["education me digitization par aapka koi blog hai?", "Neha Kapoor वाला article कौन-सा है?"],
  },
  {
    kind: "content",
    urls: ["/blogs/2"],
    questions: ["वॉइस ऑटोमेशन से बिज़नेस कैसे बढ़ता है, इस पर लेख पढ़ना है", "वॉइस ऑटोमेशन शुरू करना हो तो पहले कौन-सी कॉल चुनें?"],
  },
  {
    kind: "content",
    urls: ["/blogs/3"],
    questions: ["contact center में conversational AI पर blog", "press 1 press 2 wale IVR ki jagah AI kya karta hai, is par koi blog hai?"],
  },
  {
    kind: "content",
    urls: ["/blogs/4"],
    questions: ["voice survey web form se better kyu hai?", "सर्वे वाला आर्टिकल किसने लिखा है?"],
  },
  {
    kind: "content",
    urls: ["/blogs"],
    questions: ["site पर अभी कितने blog posts हैं?"],
  },
  {
    kind: "content",
    urls: ["/about"],
    questions: ["VoiceBot की reminder call वाला video देखना है"],
  },
];

export const FOLLOW_UPS = [
  {
    kind: "follow-up",
    urls: ["/ourproducts#kathana-meet", "/demos/video"],
    turns: ["Kathana Meet के बारे में ज़रा बताओ", "usme recording baad me share kaise hoti hai?"],
  },
  {
    kind: "follow-up",
    urls: ["/demos/text"],
    turns: ["text ko bolkar sunane wala demo chahiye", "उसमें बोलने की रफ़्तार कितनी तक बदल सकते हैं?"],
  },
  {
    kind: "follow-up",
    urls: ["/healthcare"],
    turns: ["मेरा डायग्नोस्टिक लैब है, आप क्या कर सकते हो?", "iska koi demo call sunne ko milega?"],
  },
  {
    kind: "follow-up",
    urls: ["/signup"],
    turns: ["API ke liye developer key chahiye, kya karna hoga?", "aur uske liye pehle account kahan banau?"],
  },
  {
    kind: "follow-up",
    urls: ["/privacypolicy"],
    turns: ["privacy policy कहाँ है?", "usme likha hai voice recordings kitne time rakhte ho?"],
  },
  {
    kind: "follow-up",
    urls: ["/careers"],
    turns: ["करियर वाला पेज दिखाओ", "full stack वाली job के लिए कितने साल का experience चाहिए?"],
  },
  {
    kind: "follow-up",
    urls: ["/demos/image"],
    turns: ["image recognition demo kahan hai", "क्या ये एक प्लेट में कई डिश पहचान लेगा?"],
  },
  {
    kind: "follow-up",
    urls: ["/contact"],
    turns: ["आपका दफ़्तर किस शहर में है?", "और फ़ोन नंबर क्या है?"],
  },
  {
    kind: "follow-up",
    urls: ["/contact", "/ourproducts#kathana-voicebot"],
    turns: ["वॉइसबॉट क्या करता है?", "iska demo schedule karna hai mujhe"],
  },
  {
    kind: "follow-up",
    urls: ["/automobiles"],
    turns: ["car dealership ke liye aapke paas kya hai?", "टेस्ट ड्राइव बुकिंग का flow कैसे चलता है?"],
  },
  {
    kind: "follow-up",
    urls: ["/blogs/4"],
    turns: ["ब्लॉग कौन-कौन से हैं?", "surveys wala kholo"],
  },
  {
    kind: "follow-up",
    urls: ["/ourproducts#kathana-survey"],
    turns: ["Kathana Survey क्या है?", "क्या लोग फ़ोटो भेजकर जवाब दे सकते हैं?"],
  },
  {
    kind: "follow-up",
    urls: ["/demos/voice"],
    turns: ["voice recognition demo kholo", "isme Chennai wala accent samjhega?"],
  },
  {
    kind: "follow-up",
    urls: ["/termsofuse"],
    turns: ["terms of use दिखाओ", "इसके हिसाब से कितने साल का होना ज़रूरी है?"],
  },
  {
    kind: "follow-up",
    urls: ["/travelandhospitality"],
    turns: ["होटल के बिज़नेस के लिए कुछ है?", "flight booking wala demo bhi hai kya?"],
  },
  {
    kind: "follow-up",
    urls: ["/developers/services", "/demos/image"],
    turns: ["developer services में क्या-क्या है?", "food recognition API thali pe chalegi?"],
  },
  {
    kind: "follow-up",
    urls: ["/ourproducts#kathana-announce"],
    turns: ["Kathana Announce kya hai?", "इसमें मैसेज किन-किन तरीक़ों से जाता है?"],
  },
  {
    kind: "follow-up",
    urls: ["/about"],
    turns: ["आपकी कंपनी कब बनी थी?", "और Kathana नाम का मतलब?"],
  },
  {
    kind: "follow-up",
    urls: ["/quickservicerestaurants"],
    turns: ["pizza shop ke liye koi bot hai?", "क्या वो ग्राहक को order status भी बताता है?"],
  },
  {
    kind: "follow-up",
    urls: ["/forgotpassword"],
    turns: ["sign in kidhar se karte hain?", "password hi bhool gaya hu to?"],
  },
  {
    kind: "follow-up",
    urls: ["/bfsi"],
    turns: ["बैंकों के लिए आपका पेज दिखाओ", "loan requirement wale tab me kya hota hai?"],
  },
];

export const UNANSWERABLE = [
  "VoiceBot ka monthly price kitna hai?",
  "Kathana Meet का सब्सक्रिप्शन कितने रुपये का है?",
  "एपीआई की हज़ार कॉल का कितना चार्ज लगता है?",
  "free account में कितनी API calls मुफ़्त मिलती हैं?",
  "startup ke liye koi discount milta hai kya?",
  "क्या आप Zoho CRM के साथ integrate होते हो?",
  "VoiceBot ka Salesforce integration hai kya?",
  "Zoom और Kathana Meet में कौन बेहतर है?",
  "ऑफ़िस कितने बजे खुलता है, शनिवार को खुला रहता है?",
  "internship milegi kya, stipend kitna hai?",
  "Full Stack Developer की सैलरी कितनी है?",
  "company ko funding kisne di hai?",
  "आपके फ़ाउंडर या CEO कौन हैं?",
  "Kathana AI में इस समय कुल कितने लोग काम करते हैं?",
  "speech recognition की accuracy कितने प्रतिशत है?",
  "API ki rate limit exactly kitni hai per minute?",
  "image demo में ज़्यादा से ज़्यादा कितने MB की फ़ोटो डाल सकते हैं?",
  "मीट में एक मीटिंग कितने घंटे तक चल सकती है?",
  "Meet की cloud recording कितने दिन तक रहती है?",
  "क्या VoiceBot को अपने ऑफ़िस के सर्वर पर ऑन-प्रिमाइस लगा सकते हैं?",
  "ISO 27001 certified ho kya aap?",
  "TTS में male या female आवाज़ चुन सकते हैं?",
  "apni khud ki awaaz ka voice clone bana sakte hain?",
  "Kathana Meet में breakout rooms हैं?",
  "Exotel ya Twilio ke saath kaam karta hai aapka bot?",
  "Tally से connect होता है क्या?",
  "किराना दुकान के लिए बिलिंग सॉफ़्टवेयर मिलता है?",
  "सर्विस पसंद न आए तो refund मिलता है?",
  "subscription ka payment UPI se kar sakte hain?",
  "कैंपस प्लेसमेंट के लिए आप कॉलेजों में आते हो?",
  "selection ke liye kitne interview rounds hote hain?",
  "नौकरी में घर से काम करने की छूट है?",
  "VoiceBot का setup करके live होने में कितने दिन लगते हैं?",
  "total kitne clients hain aapke?",
  "Survey के हर response के कितने पैसे लगते हैं?",
  "Announce se ek baar me maximum kitne logon ko message bhej sakte hain?",
  "SMS के लिए DLT registration आप करवाते हो?",
  "क्या आप GDPR का पालन करते हो?",
  "ऑफ़िस के पास सबसे नज़दीक मेट्रो स्टेशन कौन-सा है?",
  "ऑफ़िस में गाड़ी पार्क करने की जगह है?",
  "AWS pe host hai ya Azure pe?",
  "ब्लॉग का न्यूज़लेटर सब्सक्राइब कैसे करूँ?",
  "क्या मैं आपके blog पर guest post लिख सकता हूँ?",
  "VoiceBot का free trial कितने दिन का है?",
  "क्या आप सरकारी टेंडर में हिस्सा लेते हो?",
  "Navya Finance ke on-time payments kitne percent badhe?",
  "Raftaar Motors आपके साथ कब से काम कर रहा है?",
  "इमेज रिकग्निशन कुल कितनी खाने की चीज़ें पहचानता है?",
  "API कितने प्रतिशत समय चालू रहने की guarantee देती है?",
  "कंपनी का GST नंबर क्या है?",
  "aapke products aage bechne ke liye koi reseller program hai?",
  "Meet में live subtitles या translation मिलता है?",
  "TTS ki audio MP3 me download ho sakti hai?",
  "voice recognition API me maximum kitni lambi recording bhej sakte hain?",
  "पिछले साल कंपनी का revenue कितना था?",
];
