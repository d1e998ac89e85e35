/**
 * Common Indian given names, surnames and place names in Devanagari (written for this project), so
 * the Hindi voice says them with their real long vowels and consonants (Rahul → राहुल, not "Ra-hull";
 * Sharma → शर्मा). Keys are lower-case Latin spellings; several spellings may share one entry.
 */
const SOURCE = `
आरव aarav arav
आदित्य aditya
अदिति aditi
आकाश akash aakash
अमित amit
अमिताभ amitabh
अनिल anil
अनीता anita
अंजलि anjali
अंकित ankit
आनंद anand
अनन्या ananya
अर्जुन arjun
अरुण arun
आर्यन aryan
आशा asha
अशोक ashok
अभिषेक abhishek
अजय ajay
अरविंद arvind arvinder
ऐश्वर्या aishwarya
अद्वैत advait
अनिका anika
भावना bhavna bhavana
दीपक deepak
दीपिका deepika
देव dev
दिव्या divya
दिनेश dinesh
दीया diya
गौरव gaurav
गणेश ganesh
गीता geeta gita
हरीश harish
इशान ishaan ishan
ईशा isha
जया jaya
कविता kavita kavitha
काव्या kavya
कबीर kabir
किरण kiran
कियारा kiara
कृष्ण krishna
कुमार kumar
कार्तिक karthik kartik
लक्ष्मी lakshmi laxmi
लक्ष्मण lakshman laxman
लता lata
मनीष manish
मनोज manoj
महेश mahesh
मीना meena
मीरा meera mira
मोहन mohan
मुकेश mukesh
मायरा myra
नेहा neha
निखिल nikhil
निशा nisha
नरेश naresh
नव्या navya
पूजा pooja puja
प्रदीप pradeep
प्रकाश prakash
प्रणव pranav
प्रिया priya
परी pari
पुष्पा pushpa
राहुल rahul
राज raj
राजेश rajesh
राकेश rakesh
रमेश ramesh
रवि ravi
रोहित rohit
राधा radha
रेखा rekha
रिया riya
रेयांश reyansh
सचिन sachin
संजय sanjay
संदीप sandeep sandip
सरिता sarita
सविता savita
श्रेया shreya
सीता sita seeta
स्नेहा sneha
सोनिया sonia
सुनील sunil
सुनीता sunita
सुरेश suresh
सूरज suraj sooraj
स्वाति swati
सान्वी saanvi
साई sai
तन्वी tanvi
उमा uma
उषा usha
वरुण varun
विजय vijay
विक्रम vikram
विनोद vinod
विवेक vivek
विहान vihaan
विकास vikas
यश yash
ज़ोया zoya
शर्मा sharma
वर्मा verma varma
गुप्ता gupta
पटेल patel
सिंह singh
रेड्डी reddy
राव rao
अय्यर iyer
अयंगर iyengar
नायर nair
मेनन menon
पिल्लै pillai
दास das
बोस bose
बनर्जी banerjee
चटर्जी chatterjee
मुखर्जी mukherjee
घोष ghosh
सेन sen
मिश्रा mishra
पांडे pandey pande
तिवारी tiwari
यादव yadav
जोशी joshi
कुलकर्णी kulkarni
देशपांडे deshpande
पाटिल patil
शिंदे shinde
जैन jain
अग्रवाल agarwal aggarwal
बंसल bansal
मेहता mehta
शाह shah
देसाई desai
कपूर kapoor
खन्ना khanna
मल्होत्रा malhotra
चोपड़ा chopra
भट्ट bhatt bhat
नायडू naidu
गांधी gandhi
चौहान chauhan
ठाकुर thakur
ख़ान khan
अहमद ahmed ahmad
अली ali
हुसैन hussain hussein
फ़ातिमा fatima
आयशा ayesha aisha
मोहम्मद mohammed mohammad muhammad
फ़रहान farhan
इमरान imran
सलमान salman
आमिर aamir amir
समीर sameer samir
गुरप्रीत gurpreet
हरप्रीत harpreet
मनप्रीत manpreet
सिमरन simran
अरोड़ा arora
सिद्धू sidhu
ढिल्लों dhillon
फ़र्नांडिस fernandes
डिसूज़ा dsouza
वेंकटेश venkatesh
श्रीनिवास srinivas srinivasan
सुब्रमण्यम subramaniam subramanian
कृष्णन krishnan
मुरुगन murugan
बालाजी balaji
भारत bharat
इंडिया india
दिल्ली delhi
मुंबई mumbai
बेंगलुरु bengaluru bangalore
चेन्नई chennai
कोलकाता kolkata
हैदराबाद hyderabad
पुणे pune
जयपुर jaipur
लखनऊ lucknow
कानपुर kanpur
नागपुर nagpur
इंदौर indore
भोपाल bhopal
पटना patna
वाराणसी varanasi
आगरा agra
अमृतसर amritsar
चंडीगढ़ chandigarh
अहमदाबाद ahmedabad
सूरत surat
कोच्चि kochi
मैसूरु mysuru mysore
गोवा goa
नोएडा noida
गुड़गाँव gurgaon
गुरुग्राम gurugram
केरल kerala
पंजाब punjab
गुजरात gujarat
महाराष्ट्र maharashtra
कर्नाटक karnataka
तमिल tamil
बिहार bihar
राजस्थान rajasthan
हिंदी hindi
`;

let names: Map<string, string> | null = null;

function build(): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of SOURCE.split("\n")) {
    const [devanagari, ...spellings] = line.trim().split(/\s+/);
    if (!devanagari) continue;
    for (const spelling of spellings) map.set(spelling.toLowerCase(), devanagari);
  }
  return map;
}

/** The Devanagari form of a known Indian name (case-insensitive), or undefined. */
export function lookupIndianName(word: string): string | undefined {
  names ??= build();
  return names.get(word.toLowerCase());
}

export function indianNameCount(): number {
  names ??= build();
  return names.size;
}
