/**
 * Demo cards and the short voice-bot conversations recorded for them.
 *
 * `india` is the India-voice recording (Hindi, as an Indian voice bot would speak it, synthesised
 * with espeak-ng's Hindi voice); `us` the US-voice recording (English, espeak-ng en-US) for the
 * cards SPEC.md plays in two voices. Each line is [speaker, text], speaker "bot" or "customer".
 * `allDemos` is the card's position on /demos/alldemos (absent: not listed there).
 */
import {company} from './company.mjs'

export const demoCards = [
  // ----------------------------------------------------------------- BFSI
  {
    slug: 'loan-emi-reminder',
    title: 'Loan EMI Reminder',
    industry: 'bfsi',
    medium: 'Voice',
    icon: 'bell',
    allDemos: 1,
    description: 'A friendly reminder call before the EMI date that confirms when the customer will pay and offers a payment link.',
    india: [
      ['bot', 'नमस्ते, मैं नव्या फ़ाइनेंस से आपकी डिजिटल सहायक बोल रही हूँ। क्या मेरी बात राहुल शर्मा जी से हो रही है?'],
      ['customer', 'हाँ, मैं राहुल बोल रहा हूँ।'],
      ['bot', 'राहुल जी, आपके पर्सनल लोन की अगली ई एम आई, आठ हज़ार चार सौ रुपये, पाँच तारीख़ को देय है। क्या आप समय पर भुगतान कर पाएँगे?'],
      ['customer', 'जी हाँ, मैं चार तारीख़ तक भुगतान कर दूँगा।'],
      ['bot', 'धन्यवाद। मैं आपको एस एम एस पर पेमेंट लिंक भेज रही हूँ। आपका दिन शुभ हो।'],
    ],
  },
  {
    slug: 'document-reminder',
    title: 'Document Reminder',
    industry: 'bfsi',
    medium: 'Voice',
    icon: 'doc',
    allDemos: 2,
    description: 'Reminds a customer which KYC documents are still pending and how to upload them, in Hindi or English.',
    india: [
      ['bot', 'नमस्ते, मैं नव्या बैंक से बोल रही हूँ। आपके होम लोन आवेदन के लिए दो दस्तावेज़ अभी बाक़ी हैं।'],
      ['customer', 'कौन से दस्तावेज़ चाहिए?'],
      ['bot', 'पिछले तीन महीने की सैलरी स्लिप और पते का प्रमाण। आप इन्हें हमारे ऐप में अपलोड कर सकते हैं।'],
      ['customer', 'ठीक है, मैं आज शाम तक अपलोड कर दूँगी।'],
      ['bot', 'बहुत धन्यवाद। अपलोड होते ही आपको पुष्टि का संदेश मिल जाएगा।'],
    ],
    us: [
      ['bot', 'Hello, this is the virtual assistant from Navya Bank. Two documents are still pending for your home loan application.'],
      ['customer', 'Which documents do you need?'],
      ['bot', 'Your salary slips for the last three months and a proof of address. You can upload both in our mobile app.'],
      ['customer', 'Okay, I will upload them this evening.'],
      ['bot', 'Thank you. You will get a confirmation message as soon as they are received.'],
    ],
  },
  {
    slug: 'e-mandate',
    title: 'e-Mandate',
    industry: 'bfsi',
    medium: 'Audio',
    icon: 'pen',
    allDemos: 3,
    description: 'Walks a borrower through approving the e-mandate for automatic EMI debits, and resends the link when it has expired.',
    india: [
      ['bot', 'नमस्ते, मैं नव्या फ़ाइनेंस से बोल रही हूँ। आपके लोन की ई मैंडेट रजिस्ट्रेशन अभी पूरी नहीं हुई है।'],
      ['customer', 'मुझे लिंक मिला था, पर वह खुल नहीं रहा।'],
      ['bot', 'कोई बात नहीं, मैं नया लिंक भेज रही हूँ। अपने नेट बैंकिंग या डेबिट कार्ड से मंज़ूरी दीजिए, इसमें दो मिनट लगेंगे।'],
      ['customer', 'ठीक है, मैं अभी कर देता हूँ।'],
      ['bot', 'धन्यवाद। मंज़ूरी के बाद आपकी ई एम आई अपने आप कट जाएगी।'],
    ],
  },
  {
    slug: 'nach',
    title: 'NACH',
    industry: 'bfsi',
    medium: 'Audio',
    icon: 'bank',
    allDemos: 4,
    description: 'Informs a customer that a NACH debit bounced, explains the charges and collects a date for the repayment.',
    india: [
      ['bot', 'नमस्ते, मैं नव्या फ़ाइनेंस से बोल रही हूँ। इस महीने आपकी नैच डेबिट, अपर्याप्त बैलेंस के कारण, वापस आ गई है।'],
      ['customer', 'अरे, मुझे पता नहीं था। अब क्या करना होगा?'],
      ['bot', 'आप दस तारीख़ से पहले भुगतान कर दें तो कोई अतिरिक्त शुल्क नहीं लगेगा। आप कब भुगतान करेंगे?'],
      ['customer', 'मैं आठ तारीख़ को कर दूँगा।'],
      ['bot', 'धन्यवाद, मैंने आठ तारीख़ दर्ज कर ली है। भुगतान का लिंक एस एम एस पर भेज दिया है।'],
    ],
  },
  {
    slug: 'nps-survey',
    title: 'NPS Survey',
    industry: 'bfsi',
    medium: 'Text',
    icon: 'star',
    allDemos: 5,
    link: `${company.sites.survey}/nps`,
    description: 'A two-minute Net Promoter Score survey after a branch visit; try the live survey or listen to the call.',
    india: [
      ['bot', 'नमस्ते, कल आप हमारी नोएडा शाखा आए थे। क्या आप दो मिनट का एक छोटा सर्वे देंगे?'],
      ['customer', 'हाँ, ज़रूर।'],
      ['bot', 'शून्य से दस के पैमाने पर, आप हमारे बैंक की सिफ़ारिश किसी मित्र से कितनी संभावना से करेंगे?'],
      ['customer', 'नौ।'],
      ['bot', 'धन्यवाद! आपको सबसे अच्छा क्या लगा?'],
      ['customer', 'स्टाफ़ ने बहुत जल्दी मेरा काम कर दिया।'],
    ],
  },
  {
    slug: 'customer-onboarding',
    title: 'Customer Onboarding',
    industry: 'bfsi',
    medium: 'Video',
    icon: 'idcard',
    allDemos: 6,
    description: 'Welcomes a new account holder, verifies details and books a video KYC slot that suits the customer.',
    india: [
      ['bot', 'नमस्ते, नव्या बैंक में आपका स्वागत है! आपका बचत खाता खोलने के लिए बस वीडियो के वाई सी बाक़ी है।'],
      ['customer', 'इसमें कितना समय लगेगा?'],
      ['bot', 'लगभग पाँच मिनट। अपना पैन कार्ड और आधार साथ रखें। क्या आज शाम छह बजे का समय ठीक रहेगा?'],
      ['customer', 'हाँ, छह बजे ठीक है।'],
      ['bot', 'बढ़िया। मैंने आपका स्लॉट बुक कर दिया है, लिंक आपको एस एम एस पर मिल जाएगा।'],
    ],
  },
  // ----------------------------------------------------------------- FMCG
  {
    slug: 'dark-chocolate-survey',
    title: 'Dark Chocolate Survey',
    industry: 'fmcg',
    medium: 'Text',
    icon: 'chocolate',
    allDemos: 7,
    link: `${company.sites.survey}/dark-chocolate`,
    description: 'A taste-test survey for a new dark chocolate: bitterness, sweetness and price, answered by voice or text.',
    india: [
      ['bot', 'नमस्ते! आपने हाल ही में कोको वन की नई डार्क चॉकलेट चखी है। क्या आप तीन सवालों के जवाब देंगे?'],
      ['customer', 'हाँ, बताइए।'],
      ['bot', 'एक से पाँच के बीच, आपको इसकी कड़वाहट कैसी लगी?'],
      ['customer', 'चार, मुझे यह काफ़ी पसंद आई।'],
      ['bot', 'और अस्सी रुपये की कीमत आपको कैसी लगी?'],
      ['customer', 'थोड़ी ज़्यादा है, पर ठीक है।'],
      ['bot', 'आपकी राय के लिए धन्यवाद!'],
    ],
  },
  {
    slug: 'food-photo',
    title: 'Food Photo Recognition',
    industry: 'fmcg',
    icon: 'camera',
    link: '/demos/image',
    description: 'Send a photo of a single food item and our image recognition names it. Try it live with our sample photos.',
  },
  {
    slug: 'product-brand-survey',
    title: 'Product/Brand Survey',
    industry: 'fmcg',
    medium: 'Text',
    icon: 'clipboard',
    allDemos: 8,
    link: `${company.sites.survey}/brand`,
    description: "Brand awareness and usage tracking for a detergent brand, in the respondent's language.",
    india: [
      ['bot', 'नमस्ते, मैं कथना सर्वे की ओर से बोल रही हूँ। आप कपड़े धोने के लिए कौन सा डिटर्जेंट इस्तेमाल करते हैं?'],
      ['customer', 'ज़्यादातर धवल प्लस।'],
      ['bot', 'आप इसे कहाँ से ख़रीदते हैं, पास की दुकान से या ऑनलाइन?'],
      ['customer', 'पास की किराना दुकान से।'],
      ['bot', 'और आप किसी दूसरे ब्रांड को आज़माना चाहेंगे तो किस वजह से?'],
      ['customer', 'अगर वह कम दाम में उतना ही साफ़ करे।'],
      ['bot', 'आपके समय के लिए धन्यवाद!'],
    ],
  },
  {
    slug: 'product-survey',
    title: 'Product Survey',
    industry: 'fmcg',
    medium: 'Audio',
    icon: 'speaker',
    allDemos: 9,
    description: 'A post-purchase survey on a new instant noodles pack: taste, quantity and whether the customer would buy again.',
    india: [
      ['bot', 'नमस्ते! आपने पिछले हफ़्ते मसाला मिनट नूडल्स का नया पैक ख़रीदा था। इसका स्वाद आपको कैसा लगा?'],
      ['customer', 'स्वाद अच्छा है, थोड़ा तीखा है।'],
      ['bot', 'क्या एक पैक की मात्रा आपके लिए काफ़ी थी?'],
      ['customer', 'हाँ, एक व्यक्ति के लिए काफ़ी है।'],
      ['bot', 'क्या आप इसे दोबारा ख़रीदेंगे?'],
      ['customer', 'हाँ, ज़रूर।'],
      ['bot', 'धन्यवाद! आपके जवाब हमारी टीम तक पहुँच गए हैं।'],
    ],
  },
  {
    slug: 'sunehri-chai-brand-demo',
    title: 'Sunehri Chai Brand Assistant',
    industry: 'fmcg',
    medium: 'Voice',
    icon: 'bag',
    allDemos: 10,
    description: 'A brand voice assistant for a fictional tea brand that recommends a blend and sends a discount code, in two voices.',
    india: [
      ['bot', 'नमस्ते, सुनहरी चाय में आपका स्वागत है! आप सुबह की कड़क चाय पसंद करते हैं या हल्की इलायची वाली?'],
      ['customer', 'कड़क चाय, अदरक के साथ।'],
      ['bot', 'तो आपके लिए सुनहरी गोल्ड असम सबसे अच्छी रहेगी। क्या मैं आपको बीस प्रतिशत छूट का कोड भेजूँ?'],
      ['customer', 'हाँ, भेज दीजिए।'],
      ['bot', 'कोड आपके व्हाट्सऐप पर भेज दिया है। चाय का आनंद लीजिए!'],
    ],
    us: [
      ['bot', 'Hello, and welcome to Sunehri Chai! Do you like a strong morning tea, or something lighter with cardamom?'],
      ['customer', 'Strong tea, with ginger.'],
      ['bot', 'Then Sunehri Gold Assam is the blend for you. Shall I send you a twenty percent discount code?'],
      ['customer', 'Yes, please.'],
      ['bot', 'Done. The code is on its way to your phone. Enjoy your chai!'],
    ],
  },
  {
    slug: 'non-delivery-update',
    title: 'Non-Delivery Update',
    industry: 'fmcg',
    medium: 'Audio',
    icon: 'truck',
    allDemos: 11,
    description: 'Tells a retailer that a stock delivery is delayed, gives the new date and records whether the order should stand.',
    india: [
      ['bot', 'नमस्ते, मैं कथना डिस्ट्रीब्यूशन से बोल रही हूँ। आपका कल का ऑर्डर, ट्रक ख़राब होने के कारण, आज नहीं पहुँच पाएगा।'],
      ['customer', 'तो माल कब तक आएगा?'],
      ['bot', 'परसों सुबह ग्यारह बजे तक। क्या आप ऑर्डर रखना चाहेंगे, या इसे रद्द कर दें?'],
      ['customer', 'ऑर्डर रखिए, परसों चलेगा।'],
      ['bot', 'धन्यवाद। असुविधा के लिए क्षमा करें, डिलीवरी से पहले हम आपको फिर से सूचित करेंगे।'],
    ],
  },
  // ----------------------------------------------------------------- QSR
  {
    slug: 'food-ordering-online',
    title: 'Food Ordering Online',
    industry: 'quickservicerestaurants',
    medium: 'Voice',
    icon: 'pizza',
    allDemos: 12,
    description: 'A voice bot takes a pizza order end to end: size, toppings, address and payment mode, without hold music.',
    india: [
      ['bot', 'नमस्ते, पिज़्ज़ा पालकी में आपका स्वागत है। आप क्या ऑर्डर करना चाहेंगे?'],
      ['customer', 'एक मीडियम पनीर टिक्का पिज़्ज़ा।'],
      ['bot', 'ज़रूर। क्या आप एक्स्ट्रा चीज़ या कोई ड्रिंक जोड़ना चाहेंगे?'],
      ['customer', 'एक्स्ट्रा चीज़ जोड़ दीजिए।'],
      ['bot', 'आपका ऑर्डर चार सौ उनचास रुपये का है। सेक्टर बासठ, नोएडा वाले पते पर भेजें, और भुगतान कैश ऑन डिलीवरी?'],
      ['customer', 'हाँ, सही है।'],
      ['bot', 'धन्यवाद! आपका पिज़्ज़ा तीस मिनट में पहुँच जाएगा।'],
    ],
  },
  // ----------------------------------------------------------------- Automobile
  {
    slug: 'car-service-feedback',
    title: 'Car Service Feedback',
    industry: 'automobiles',
    medium: 'Voice',
    icon: 'wrench',
    allDemos: 13,
    description: 'Collects feedback the day after a workshop visit and flags unhappy customers to the service manager at once.',
    india: [
      ['bot', 'नमस्ते, मैं रफ़्तार मोटर्स से बोल रही हूँ। कल आपकी कार की सर्विस हुई थी। आप अनुभव को एक से पाँच में कितने अंक देंगे?'],
      ['customer', 'तीन।'],
      ['bot', 'हमें खेद है। क्या आप बताएँगे कि क्या कमी रही?'],
      ['customer', 'कार समय पर नहीं मिली, दो घंटे देर हुई।'],
      ['bot', 'धन्यवाद, मैंने यह सर्विस मैनेजर को भेज दिया है। वे आज आपसे संपर्क करेंगे।'],
    ],
  },
  {
    slug: 'car-re-booking',
    title: 'Car Re-Booking',
    industry: 'automobiles',
    medium: 'Voice',
    icon: 'calendar',
    allDemos: 14,
    description: 'Calls owners who missed their periodic service and re-books a slot at the nearest workshop, in two voices.',
    india: [
      ['bot', 'नमस्ते, मैं रफ़्तार मोटर्स से बोल रही हूँ। आपकी कार की दस हज़ार किलोमीटर सर्विस का अपॉइंटमेंट छूट गया था।'],
      ['customer', 'हाँ, उस दिन मैं शहर से बाहर था।'],
      ['bot', 'कोई बात नहीं। क्या मैं इस शनिवार सुबह दस बजे, सेक्टर अठारह वर्कशॉप में नया स्लॉट बुक कर दूँ?'],
      ['customer', 'हाँ, शनिवार ठीक है।'],
      ['bot', 'आपकी बुकिंग हो गई है। एक दिन पहले हम आपको याद दिला देंगे।'],
    ],
    us: [
      ['bot', 'Hello, this is the service assistant from Raftaar Motors. It looks like you missed your ten thousand kilometre service.'],
      ['customer', 'Yes, I was out of town that day.'],
      ['bot', 'No problem. Shall I book a new slot this Saturday at ten in the morning, at the Sector eighteen workshop?'],
      ['customer', 'Saturday works for me.'],
      ['bot', 'You are booked. We will send you a reminder the day before.'],
    ],
  },
  {
    slug: 'test-drive-booking',
    title: 'Test Drive Booking',
    industry: 'automobiles',
    medium: 'Voice',
    icon: 'steering',
    allDemos: 15,
    description: 'Follows up on a website enquiry, picks the model and variant, and books a test drive at home or at the showroom.',
    india: [
      ['bot', 'नमस्ते, आपने हमारी वेबसाइट पर नई रफ़्तार ज़ेड एक्स के बारे में पूछा था। क्या आप टेस्ट ड्राइव लेना चाहेंगे?'],
      ['customer', 'हाँ, पेट्रोल ऑटोमैटिक वाली।'],
      ['bot', 'क्या टेस्ट ड्राइव आपके घर पर हो, या शोरूम पर?'],
      ['customer', 'घर पर, रविवार को।'],
      ['bot', 'रविवार सुबह ग्यारह बजे आपकी टेस्ट ड्राइव बुक हो गई है। हमारे सलाहकार आपको एक घंटा पहले कॉल करेंगे।'],
    ],
  },
  // ----------------------------------------------------------------- Healthcare
  {
    slug: 'blood-test-booking',
    title: 'Blood Test Booking',
    industry: 'healthcare',
    medium: 'Voice',
    icon: 'testtube',
    allDemos: 16,
    description: 'Books a blood test with home sample collection, confirms fasting instructions and shares when the report will be ready.',
    india: [
      ['bot', 'नमस्ते, आरोग्य डायग्नॉस्टिक्स में आपका स्वागत है। आप कौन सी जाँच बुक करना चाहेंगे?'],
      ['customer', 'फ़ास्टिंग शुगर और लिपिड प्रोफ़ाइल।'],
      ['bot', 'क्या सैंपल घर से लेना है? कल सुबह सात से आठ बजे का स्लॉट उपलब्ध है।'],
      ['customer', 'हाँ, घर से ले लीजिए।'],
      ['bot', 'बुकिंग हो गई है। कृपया जाँच से पहले दस से बारह घंटे कुछ न खाएँ। रिपोर्ट शाम तक आपके फ़ोन पर आ जाएगी।'],
    ],
  },
  // ----------------------------------------------------------------- Travel & Hospitality
  {
    slug: 'flight-booking',
    title: 'Flight Booking',
    industry: 'travelandhospitality',
    medium: 'Voice',
    icon: 'plane',
    allDemos: 17,
    description: 'Searches flights by voice, reads out the best options and holds the chosen fare while the traveller pays.',
    india: [
      ['bot', 'नमस्ते, यात्रा साथी में आपका स्वागत है। आप कहाँ से कहाँ की उड़ान देख रहे हैं?'],
      ['customer', 'दिल्ली से पुणे, अगले शुक्रवार।'],
      ['bot', 'सुबह आठ बजे की उड़ान पाँच हज़ार दो सौ रुपये में, और शाम छह बजे की उड़ान चार हज़ार आठ सौ रुपये में है। कौन सी बुक करूँ?'],
      ['customer', 'शाम छह बजे वाली।'],
      ['bot', 'मैंने यह किराया पंद्रह मिनट के लिए रोक लिया है। भुगतान का लिंक आपके फ़ोन पर भेज दिया है।'],
    ],
  },
]

/** The home page's industry tabs (SPEC.md "Industry demos on the home page"), by card slug. */
export const homeDemoLists = {
  bfsi: ['loan-emi-reminder', 'document-reminder', 'e-mandate', 'e-mandate', 'customer-onboarding', 'nps-survey'],
  fmcg: ['dark-chocolate-survey', 'food-photo', 'product-brand-survey', 'product-survey', 'sunehri-chai-brand-demo'],
  quickservicerestaurants: ['food-ordering-online'],
  automobiles: ['car-service-feedback', 'car-re-booking'],
  healthcare: [],
  travelandhospitality: [],
}

/**
 * The starting list: what the home page shows before any tab is picked. It is BFSI's list with
 * NACH where the per-industry list repeats e-Mandate (see docs/decisions/0010-content-model.md).
 */
export const initialDemoList = ['loan-emi-reminder', 'document-reminder', 'e-mandate', 'nach', 'customer-onboarding', 'nps-survey']

/** Demo cards of each use-case page (SPEC.md §2 "Industry use-case pages"). */
export const pageDemoLists = {
  bfsi: ['loan-emi-reminder', 'document-reminder', 'e-mandate', 'nach', 'nps-survey', 'customer-onboarding'],
  fmcg: ['dark-chocolate-survey', 'food-photo', 'product-brand-survey', 'sunehri-chai-brand-demo'],
  quickservicerestaurants: ['food-ordering-online'],
  automobiles: ['car-re-booking', 'car-service-feedback'],
  healthcare: ['blood-test-booking'],
  travelandhospitality: ['flight-booking'],
}

/** Each industry's sample audio (home page tab) and banner audio (use-case page). QSR has no sample. */
export const industryAudio = {
  bfsi: {
    title: 'Insurance policy renewal call',
    lines: [
      ['bot', 'नमस्ते, मैं कवच लाइफ़ इंश्योरेंस से बोल रही हूँ। आपकी टर्म पॉलिसी बीस तारीख़ को रिन्यू होनी है।'],
      ['customer', 'प्रीमियम कितना है?'],
      ['bot', 'बारह हज़ार तीन सौ रुपये। क्या मैं आपको ऑनलाइन भुगतान का लिंक भेज दूँ?'],
      ['customer', 'हाँ, भेज दीजिए।'],
      ['bot', 'लिंक भेज दिया है। समय पर रिन्यू करने के लिए धन्यवाद।'],
    ],
  },
  fmcg: {
    title: 'Retailer re-order call',
    lines: [
      ['bot', 'नमस्ते, मैं कथना डिस्ट्रीब्यूशन से बोल रही हूँ। आपकी दुकान में सुनहरी चाय का स्टॉक कम है। क्या पिछला ऑर्डर दोहरा दें?'],
      ['customer', 'हाँ, पर इस बार दस डिब्बे ज़्यादा।'],
      ['bot', 'ठीक है, कुल चालीस डिब्बे, गुरुवार को डिलीवरी। धन्यवाद!'],
    ],
  },
  quickservicerestaurants: {
    title: 'Order status update',
    banner: true,
    lines: [
      ['bot', 'नमस्ते, पिज़्ज़ा पालकी से बोल रही हूँ। आपका ऑर्डर तैयार है और डिलीवरी पार्टनर रास्ते में है।'],
      ['customer', 'कितनी देर लगेगी?'],
      ['bot', 'लगभग बारह मिनट। खाने के बाद एक छोटा सा फ़ीडबैक ज़रूर दीजिए। धन्यवाद!'],
    ],
  },
  automobiles: {
    title: 'Periodic service reminder',
    lines: [
      ['bot', 'नमस्ते, रफ़्तार मोटर्स से बोल रही हूँ। आपकी कार की अगली सर्विस का समय आ गया है।'],
      ['customer', 'अगले हफ़्ते बुक कर दीजिए।'],
      ['bot', 'मंगलवार सुबह दस बजे बुक कर दिया है। पिक अप और ड्रॉप मुफ़्त है।'],
    ],
  },
  healthcare: {
    title: 'Doctor appointment booking',
    lines: [
      ['bot', 'नमस्ते, आरोग्य हॉस्पिटल में आपका स्वागत है। आप किस डॉक्टर से मिलना चाहेंगे?'],
      ['customer', 'हड्डी रोग विशेषज्ञ से।'],
      ['bot', 'डॉक्टर मेहता कल शाम पाँच बजे उपलब्ध हैं। क्या बुक कर दूँ?'],
      ['customer', 'हाँ, बुक कर दीजिए।'],
      ['bot', 'आपका अपॉइंटमेंट पक्का हो गया है। पर्ची आपके फ़ोन पर भेज दी है।'],
    ],
  },
  travelandhospitality: {
    title: 'Hotel booking confirmation',
    lines: [
      ['bot', 'नमस्ते, होटल नीलकमल, ऋषिकेश से बोल रही हूँ। शुक्रवार से दो रातों के लिए आपकी बुकिंग की पुष्टि करनी है।'],
      ['customer', 'हाँ, सही है। क्या एयरपोर्ट पिक अप मिलेगा?'],
      ['bot', 'ज़रूर, मैंने दोपहर दो बजे के लिए पिक अप जोड़ दिया है। आपकी यात्रा शुभ हो।'],
    ],
  },
}
