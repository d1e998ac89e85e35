/** Privacy policy and terms of use for Kathana AI (Indian company, Indian law). */
import {company} from './company.mjs'
import {h2, ol, p, portableText, ul} from './portableText.mjs'

const {legalName, name, privacyEmail, contactEmail, addressOneLine} = company

export const LEGAL_UPDATED_AT = '2026-01-15'

export const privacyPolicyBody = portableText('privacypolicy', [
  p(
    `This Privacy Policy explains how ${legalName} ("${name}", "we", "us" or "our") collects, uses, shares and protects personal data when you visit our website, use our live demos, create an account or use our developer APIs (together, the "Services"). We process personal data in accordance with the Digital Personal Data Protection Act, 2023, the Information Technology Act, 2000 and the rules made under them.`,
  ),
  h2('1. Who we are'),
  p(
    `${legalName} is a company incorporated in India with its registered office at ${addressOneLine}. For the personal data described in this policy, we decide why and how it is processed and act as the Data Fiduciary.`,
  ),
  h2('2. Personal data we collect'),
  p('We collect only what we need for the purposes described in section 3:'),
  ul([
    '**Contact enquiries:** your full name, business e-mail address, phone number, company name, designation (optional), your message and the address of the page from which you wrote to us.',
    '**Accounts:** your user name, e-mail address and password. Passwords are stored only as a one-way cryptographic hash and can never be read back by anyone, including us.',
    '**Developer API keys:** the keys issued to your account and records of API requests made with them (time, endpoint, response status and volume). Keys are stored only in hashed form.',
    '**Demo uploads:** voice recordings you make in the voice demo together with the recognised text and any feedback you give ("Yes", "Somewhat" or "No"); photos you upload to the image demo; and text you submit to the text-to-speech demo.',
    '**Questions to Kathana Assist:** the questions you type or say to the assistant on our site, stored as text with personal data (e-mail addresses, phone, card and ID numbers, dates of birth) removed, with whether it could answer them. Spoken questions are recognised and not recorded. Details you give when you ask it to pass your enquiry to our sales team are handled as a contact enquiry.',
    '**Usage and device data:** IP address, browser and device type, pages visited, referring page, and which demo audio samples were played or paused.',
  ]),
  p(
    'We do not ask for, and ask you not to submit, sensitive information such as financial account details, health records or government identity numbers through the Services.',
  ),
  h2('3. How we use personal data'),
  ul([
    'To reply to your enquiry, schedule a demo and follow up on the conversation you started.',
    'To create and secure your account, sign you in, reset a forgotten password and issue API keys.',
    'To run the demos you use: converting text to speech, recognising speech and identifying food in photos.',
    'To measure and improve the accuracy of our speech and image recognition, using demo uploads and the feedback you give on results.',
    'To see which questions our site does not yet answer, so that we can add what is missing.',
    'To keep the Services secure, prevent abuse and fraud, and enforce rate limits and our Terms of Use.',
    'To comply with legal obligations and respond to lawful requests from authorities.',
  ]),
  p(
    'We rely on your consent, which you give when you submit a form, create an account or upload content to a demo, and on the legitimate uses permitted by law, such as complying with a legal obligation. You may withdraw consent at any time (section 8); this does not affect processing already carried out.',
  ),
  h2('4. Demo recordings and photos'),
  p(
    'The demos exist so you can evaluate our technology. Do not record other people without their permission, and do not upload photos that show people or personal documents. Voice recordings, recognised text and feedback are used to evaluate and improve recognition quality and are reviewed only by authorised members of our speech team. Photos are processed to return a prediction and are used to improve our food recognition models. We never use demo uploads for advertising and never sell them.',
  ),
  h2('5. Sharing and disclosure'),
  p('We do not sell personal data. We share it only with:'),
  ul([
    'Service providers who host our infrastructure, deliver e-mail and provide security services, under written contracts that limit their use of the data to providing services to us.',
    'Professional advisers such as auditors and lawyers, under a duty of confidentiality.',
    'Government authorities, courts or regulators, where the law requires it.',
    'A successor entity in a merger, acquisition or sale of assets, which will remain bound by this policy.',
  ]),
  p(
    'Our Services are hosted in India. Where a service provider processes data outside India, we transfer it only to countries not restricted by the Government of India and with safeguards appropriate to the data.',
  ),
  h2('6. How long we keep data'),
  ul([
    'Contact enquiries: up to 24 months after our last exchange with you.',
    'Account data and API keys: for as long as your account is active, and up to 90 days after you close it.',
    'Voice recordings, recognised text and feedback from the demos: up to 12 months.',
    'Photos uploaded to the image demo: up to 90 days.',
    'Questions asked of Kathana Assist: 90 days.',
    'Text submitted to the text-to-speech demo: not stored after the audio is generated, except in security logs.',
    'Security and access logs: up to 180 days, or longer where needed to investigate an incident.',
  ]),
  p('When a retention period ends, we delete the data or irreversibly anonymise it.'),
  h2('7. Security'),
  p(
    'We protect personal data with reasonable security practices and procedures, including encryption in transit, hashed passwords and API keys, access limited to staff who need it, rate limiting, security monitoring and regular reviews. No method of transmission or storage is completely secure; if a personal data breach occurs, we will notify the Data Protection Board of India and affected users as the law requires.',
  ),
  h2('8. Your rights'),
  p('Subject to applicable law, you have the right to:'),
  ul([
    'obtain a summary of the personal data we hold about you and of how we process it;',
    'have inaccurate or incomplete data corrected, completed or updated;',
    'have your data erased when it is no longer needed for the purpose for which it was collected, or when you withdraw consent;',
    'withdraw your consent at any time, as easily as you gave it;',
    'nominate another person to exercise your rights in the event of your death or incapacity; and',
    'have your grievances addressed by us and, if you remain dissatisfied, to complain to the Data Protection Board of India.',
  ]),
  p(
    `To exercise any of these rights, write to [${privacyEmail}](mailto:${privacyEmail}). We may ask you to verify your identity before acting on a request, and we respond within 30 days.`,
  ),
  h2('9. Cookies and local storage'),
  p('We use a small number of cookies and browser storage entries:'),
  ul([
    '**Strictly necessary:** a session cookie that keeps you signed in and a security cookie that protects forms against cross-site request forgery. The Services do not work without them.',
    '**Preferences:** when you tick "Remember Me", your session lasts up to 30 days instead of ending when you close the browser. The voice demo keeps your phrase-list categories in your browser\'s local storage so they are there next time; they never leave your device unless you record a sample.',
    '**Measurement:** aggregated statistics about which pages and demo samples are used, so we can improve the Services.',
  ]),
  p(
    'You can delete cookies and local storage at any time in your browser settings. Blocking strictly necessary cookies will prevent sign-in and form submission.',
  ),
  h2('10. Children'),
  p(
    'The Services are intended for business users and developers aged 18 or over. We do not knowingly collect personal data from anyone under 18. If you believe a child has provided us with personal data, please contact us and we will delete it.',
  ),
  h2('11. Grievance Officer'),
  p(
    `If you have a question or complaint about how we handle personal data, please contact our Grievance Officer at [${privacyEmail}](mailto:${privacyEmail}) or by post at ${addressOneLine}. We acknowledge complaints within 48 hours and aim to resolve them within 30 days.`,
  ),
  h2('12. Changes to this policy'),
  p(
    `We may update this policy as our Services or the law change. We will post the revised policy on this page with a new "last updated" date and, for significant changes, notify account holders by e-mail. For general questions, write to [${contactEmail}](mailto:${contactEmail}) or visit our [contact page](/contact).`,
  ),
])

export const termsOfUseBody = portableText('termsofuse', [
  p(
    `These Terms of Use ("Terms") govern your use of the website, live demos, accounts and developer APIs (together, the "Services") provided by ${legalName} ("${name}", "we", "us" or "our"), a company incorporated in India with its registered office at ${addressOneLine}. By accessing or using the Services you agree to these Terms. If you do not agree, do not use the Services.`,
  ),
  h2('1. Eligibility'),
  p(
    'You must be at least **18 years of age** to use the Services, create an account or obtain an API key. By using the Services you confirm that you are 18 or older and legally able to enter into a binding contract under Indian law. If you use the Services on behalf of an organisation, you confirm that you are authorised to accept these Terms for it.',
  ),
  h2('2. The Services and demos'),
  p(
    'The website describes our products and lets you try our technology through demos: text to speech, voice recognition with an editable phrase list, food-photo recognition and recorded audio samples of our voice bots. Demos are provided for evaluation only. Their results are generated automatically and may be incomplete or wrong. For example, the image demo is trained to recognise a single food item and not a plate of several dishes. Do not rely on demo output for medical, dietary, financial, legal or safety decisions.',
  ),
  p(
    'Some links lead to live demos and product sites operated by us on other addresses, and occasionally to third-party sites. We are not responsible for the content or practices of third-party sites.',
  ),
  h2('3. Your account'),
  ul([
    'Give accurate information when you sign up and keep it up to date.',
    'Keep your password confidential and do not share your account. You are responsible for activity under your account.',
    `Tell us at once at [${contactEmail}](mailto:${contactEmail}) if you suspect unauthorised use of your account or API key.`,
  ]),
  h2('4. API keys'),
  p(
    'Signed-in users may obtain an API key to call our developer APIs. Your API key identifies you and is shown to you in full only once, so store it securely.',
  ),
  ul([
    'Keep your API key secret. Do not embed it in client-side code, mobile apps or public repositories, and do not share it with anyone outside your organisation.',
    'Use the APIs only within the rate limits and usage quotas we publish or agree with you.',
    'You are responsible for all requests made with your API key until you ask us to revoke it.',
    'We may suspend or revoke a key that is exposed, misused or used in breach of these Terms.',
  ]),
  h2('5. Acceptable use'),
  p('You agree not to, and not to help anyone else to:'),
  ol([
    'use the Services for any unlawful, fraudulent, deceptive or harmful purpose;',
    "upload recordings of other people without their consent, or photos, text or audio that are obscene, defamatory, hateful or that infringe anyone's rights;",
    'upload personal data of others unless you have a lawful basis to do so;',
    'use synthesised speech to impersonate a real person or to mislead listeners about who is speaking;',
    'probe, scan or test the vulnerability of the Services, or bypass authentication, rate limits or other security measures;',
    'interfere with or overload the Services, including through automated requests outside the APIs;',
    'copy, scrape, reverse engineer, decompile or attempt to extract the source code or models behind the Services, except as permitted by law; or',
    'use the Services or their output to build a competing product.',
  ]),
  h2('6. Your content'),
  p(
    'You keep all rights in the text, recordings and photos you submit ("Your Content"). You grant us a non-exclusive, royalty-free licence to store and process Your Content to provide the Services and to evaluate and improve our models, as described in our [Privacy Policy](/privacypolicy). You confirm that you have the rights needed to grant this licence.',
  ),
  h2('7. Intellectual property'),
  p(
    `The Services, including their software, models, voices, designs, text, graphics, logos and the names ${name}, Kathana Meet, Kathana Announce, Kathana Survey, Kathana VoiceBot and Kathana Assist, belong to us or our licensors and are protected by Indian and international intellectual property laws. We grant you a limited, revocable, non-transferable licence to use the Services in accordance with these Terms. No other rights are granted.`,
  ),
  h2('8. Disclaimers'),
  p(
    'The Services are provided "as is" and "as available". To the fullest extent permitted by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement. We do not promise that the Services will be uninterrupted, error-free or free from harmful components.',
  ),
  h2('9. Limitation of liability'),
  p(
    'To the fullest extent permitted by law, we are not liable for any indirect, incidental, special, consequential or punitive damages, or for loss of profits, revenue, data or goodwill, arising from your use of the Services. Our total liability for any claim relating to the free Services shall not exceed INR 10,000. Nothing in these Terms limits liability that cannot be limited under Indian law.',
  ),
  h2('10. Indemnity'),
  p(
    'You agree to indemnify and hold harmless Kathana AI, its directors, employees and partners from any claims, losses and expenses (including reasonable legal fees) arising from Your Content, your use of the Services or your breach of these Terms.',
  ),
  h2('11. Suspension and termination'),
  p(
    'You may stop using the Services and close your account at any time. We may suspend or end your access, with or without notice, if you breach these Terms, if required by law, or to protect the Services or other users. Sections 6 to 10 and 12 survive termination.',
  ),
  h2('12. Governing law and jurisdiction'),
  p(
    'These Terms are governed by the laws of India. Subject to any mandatory consumer protection rights, the courts at Gautam Buddh Nagar (Noida), Uttar Pradesh shall have exclusive jurisdiction over any dispute arising from these Terms or the Services.',
  ),
  h2('13. Changes and contact'),
  p(
    `We may update these Terms from time to time. The revised Terms apply from the date they are posted on this page; continuing to use the Services means you accept them. Questions about these Terms can be sent to [${contactEmail}](mailto:${contactEmail}) or through our [contact page](/contact).`,
  ),
])
