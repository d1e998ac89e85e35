/**
 * Common Hindi words with the Latin spellings people type for them (written for this project).
 * One word a line: the Devanagari form, then its usual romanisations. The rule-based scheme in
 * rules.ts covers every other word; this list puts the right spelling first where the rules alone
 * would guess a vowel length, a retroflex or a nasal wrongly.
 */
const SOURCE = `
नमस्ते namaste namastey namastay
नमस्कार namaskar namaskaar
धन्यवाद dhanyavaad dhanyavad dhanyawad dhanyawaad
शुक्रिया shukriya shukriyaa
भारत bharat bhaarat
हिंदी hindi
हिंदुस्तान hindustan hindustaan
भारतीय bharatiya bhartiya bhartiy
कैसे kaise kese kaisay
कैसा kaisa kesa
कैसी kaisi kesi
आप aap ap
आपका aapka apka
आपकी aapki apki
आपके aapke apke
आपको aapko apko
तुम tum
तुम्हारा tumhara tumhaara
तुम्हारी tumhari tumhaari
तू tu too
मैं main mai mein
मेरा mera meraa
मेरी meri
मेरे mere
मुझे mujhe
मुझको mujhko
हम hum ham
हमारा hamara hamaara humara
हमारी hamari humari
हमें hamein humein hame
वह vah woh wo vo
वे ve
यह yah yeh ye
ये yeh ye
वो wo vo
कौन kaun kon
क्या kya kyaa
क्यों kyon kyun kyu
कब kab
कहाँ kahan kahaan kaha
कहां kahan
किधर kidhar
इधर idhar
उधर udhar
यहाँ yahan yahaan
वहाँ vahan wahan vahaan
कितना kitna kitnaa
कितने kitne
कितनी kitni
कोई koi
कुछ kuch kuchh
सब sab
सभी sabhi
है hai he
हैं hain hai
था tha thaa
थी thi
थे the
हो ho
होना hona
होगा hoga
होगी hogi
हुआ hua huaa
नहीं nahin nahi nahee
ना na naa
हाँ haan ha han
जी ji jee
और aur or
या ya yaa
लेकिन lekin
पर par
भी bhi
तो to
ही hi
से se
में mein me main
को ko
का ka kaa
की ki kee
के ke
ने ne
तक tak
साथ saath sath
लिए liye liye liyay
बिना bina binaa
अच्छा accha achha acha achchha
अच्छी acchi achhi achi
अच्छे acche achhe ache
बुरा bura buraa
बहुत bahut bahot bohot
थोड़ा thoda thodaa
ज़्यादा zyada jyada zyaada jyaada
कम kam
बड़ा bada badaa bara
बड़ी badi bari
छोटा chhota chota
छोटी chhoti choti
नया naya nayaa
नई nai nayi
पुराना purana puraana
सुंदर sundar
प्यार pyar pyaar
प्यारा pyara pyaara
दोस्त dost
दोस्ती dosti
परिवार parivar parivaar
माँ maa maan
माता mata maata
पिता pita pitaa
पापा papa
मम्मी mummy mummi
भाई bhai bhaai
बहन behen bahan
बेटा beta betaa
बेटी beti
बच्चा bachcha baccha bachha
बच्चे bachche bacche
आदमी aadmi admi
औरत aurat
लोग log
लड़का ladka larka
लड़की ladki larki
दादा dada daada
दादी dadi daadi
नाना nana naana
नानी nani naani
दिन din
रात raat rat
सुबह subah
शाम shaam sham
आज aaj aj
कल kal
परसों parson parso
अभी abhi
अब ab
फिर phir fir
हमेशा hamesha humesha
कभी kabhi
समय samay samai
वक़्त waqt vakt
साल saal sal
महीना mahina maheena
हफ़्ता hafta hafta
घंटा ghanta ghantaa
मिनट minat minute
घर ghar
पानी pani paani
खाना khana khaana
दूध doodh dudh
चाय chai chaay
रोटी roti
चावल chawal chaaval
दाल daal dal
सब्ज़ी sabzi sabji
फल phal
आम aam
केला kela
सेब seb
नमक namak
चीनी cheeni chini
गाँव gaon gaanv
शहर shahar shehar
देश desh
दुनिया duniya duniyaa
सड़क sadak
रास्ता rasta raasta
गाड़ी gaadi gadi
बस bas
ट्रेन train tren
स्कूल school skool
किताब kitab kitaab
कलम kalam
काम kaam kam
नौकरी naukri naukari
पैसा paisa paisaa
पैसे paise
रुपया rupaya rupya
रुपये rupaye rupye
दुकान dukaan dukan
बाज़ार bazaar bazar baazar
डॉक्टर doctor daktar
अस्पताल aspatal aspataal
दवाई dawai davai dawaai
बैंक bank baink
खाता khata khaata
पहला pehla pahla
दूसरा doosra dusra
तीसरा teesra tisra
एक ek
दो do
तीन teen tin
चार char chaar
पाँच paanch panch
छह chhah chhe che
सात saat sat
आठ aath ath
नौ nau
दस das
बीस bees
सौ sau
हज़ार hazaar hazar
लाख lakh laakh
करोड़ crore karod karor
जाना jana jaana
जाओ jao jaao
जा ja jaa
आना aana ana
आओ aao ao
आइए aaiye aiye
करना karna karnaa
करो karo
करें karen karein
कर kar
किया kiya kiyaa
देना dena denaa
दो do
दीजिए dijiye deejiye
लेना lena
लो lo
देखना dekhna
देखो dekho
सुनना sunna
सुनो suno
बोलना bolna
बोलो bolo
बात baat bat
बातें baaten baatein
पढ़ना padhna parhna
लिखना likhna
सोना sona
उठना uthna
बैठना baithna
बैठो baitho
खेलना khelna
चलना chalna
चलो chalo
रुको ruko
समझ samajh
समझना samajhna
सोचना sochna
मिलना milna
मिलेंगे milenge
चाहिए chahiye chaahiye
चाहता chahta chaahta
चाहती chahti chaahti
सकता sakta
सकती sakti
रहा raha rahaa
रही rahi
रहे rahe
गया gaya gayaa
गई gayi gai
गए gaye
ठीक theek thik
सही sahi
गलत galat
ज़रूर zaroor jarur jaroor
ज़रूरी zaroori jaruri
आसान aasan asaan
मुश्किल mushkil
खुश khush
ख़ुशी khushi
दुख dukh
प्रेम prem
दिल dil
जीवन jeevan jivan
ज़िंदगी zindagi jindagi
सपना sapna
सच sach
झूठ jhooth jhuth
नाम naam nam
सवाल sawaal sawal savaal
जवाब jawab jawaab javaab
मदद madad
कृपया kripya kripaya krupaya
माफ़ maaf maf
माफ़ी maafi mafi
स्वागत swagat swaagat svagat
शुभ shubh
सुप्रभात suprabhat suprabhaat
शुभरात्रि shubhratri
बधाई badhai badhaai
त्योहार tyohar tyohaar
दिवाली diwali deewali divali
होली holi
राखी rakhi raakhi
ईद eid id
भगवान bhagwan bhagvan bhagwaan
मंदिर mandir
गंगा ganga gangaa
हिमालय himalaya himalay
दिल्ली delhi dilli
मुंबई mumbai
कोलकाता kolkata
चेन्नई chennai
बेंगलुरु bengaluru bangalore
हैदराबाद hyderabad haidarabad
पुणे pune
जयपुर jaipur
लखनऊ lucknow lakhnau
पटना patna
भोपाल bhopal
नोएडा noida
गुड़गांव gurgaon
सरकार sarkar sarkaar
राजा raja raaja
रानी rani raani
भाषा bhasha bhaasha
आवाज़ awaaz awaz aawaz
शब्द shabd
वाक्य vakya vaakya
अक्षर akshar
कंप्यूटर computer kampyutar
फ़ोन phone fon
मोबाइल mobile mobail
इंटरनेट internet
संदेश sandesh
ख़बर khabar
समाचार samachar samaachar
मौसम mausam
बारिश baarish barish
गर्मी garmi
सर्दी sardi
धूप dhoop dhup
हवा hava hawa
आसमान aasmaan asman
सूरज sooraj suraj
चाँद chaand chand
तारा tara taara
पेड़ ped
फूल phool phul
जानवर janwar jaanvar
कुत्ता kutta kuttaa
बिल्ली billi
गाय gaay gay
घोड़ा ghoda ghoraa
पक्षी pakshi
मछली machhli machli
हाथ haath hath
पैर pair
आँख aankh ankh
कान kaan kan
मुँह munh muh
सिर sir
बाल baal bal
शरीर sharir shareer
स्वास्थ्य swasthya swasthy
खेल khel
क्रिकेट cricket kriket
गाना gaana gana
संगीत sangeet sangit
फ़िल्म film
कहानी kahani kahaani
सीखना seekhna sikhna
शिक्षा shiksha
विद्यार्थी vidyarthi
अध्यापक adhyapak
गुरु guru
ज्ञान gyan gyaan
विज्ञान vigyan vigyaan
इतिहास itihas itihaas
अंग्रेज़ी angrezi angreji
उत्तर uttar
दक्षिण dakshin
पूर्व purv poorv
पश्चिम paschim pashchim
ऊपर upar oopar
नीचे neeche niche
अंदर andar
बाहर bahar baahar
पास paas pas
दूर door dur
आगे aage age
पीछे peeche piche
सामने saamne samne
जल्दी jaldi
धीरे dheere dhire
`;

function build(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of SOURCE.split("\n")) {
    const [word, ...spellings] = line.trim().split(/\s+/);
    if (!word || spellings.length === 0) continue;
    for (const spelling of spellings) {
      const key = spelling.toLowerCase();
      if (!/^[a-z]+$/.test(key)) continue;
      const list = map.get(key) ?? [];
      if (!list.includes(word)) list.push(word);
      map.set(key, list);
    }
  }
  return map;
}

let lexicon: Map<string, string[]> | null = null;

/** Devanagari words for a Latin spelling, most likely first (empty when the word is not listed). */
export function lookupHindi(latin: string): string[] {
  lexicon ??= build();
  return lexicon.get(latin.toLowerCase()) ?? [];
}

/** How many distinct Latin spellings the lexicon knows. */
export function lexiconSize(): number {
  lexicon ??= build();
  return lexicon.size;
}
