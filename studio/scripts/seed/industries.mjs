/**
 * Use-case page content per industry (keyed by the industry slug): All Demos filter label,
 * banner, explore card, artwork choices and the call flows, as structured steps.
 * Steps are [speaker, text] or [speaker, text, branch condition].
 */

export const industryPages = {
  bfsi: {
    demoFilterLabel: 'Banking & Finance',
    accent: 'violet',
    second: 'teal',
    icon: 'bank',
    bannerHeading: 'Voice Bots for Banking, Financial Services & Insurance',
    bannerText:
      'Reach every borrower and policyholder on time, in their language. Kathana VoiceBot makes EMI and renewal reminders, collects pending KYC documents, completes e-mandate and NACH registrations and runs NPS surveys, saving up to 80% per call compared with an agent, and it works 24/7.',
    exploreText: 'Banking, Financial Services & Insurance',
    tabs: [
      {
        label: 'Payment Reminder',
        isDefault: true,
        title: 'EMI payment reminder',
        summary: 'An outbound call three days before the due date; payment promises flow into the collections system.',
        steps: [
          ['system', 'The loan system schedules a call three days before the EMI due date'],
          ['bot', 'Greets the customer by name and confirms it is speaking with the borrower'],
          ['bot', 'States the EMI amount and due date and asks whether the customer will pay on time'],
          ['customer', 'Confirms the payment date', 'If the customer will pay on time'],
          ['bot', 'Sends a payment link by SMS and thanks the customer', 'If the customer will pay on time'],
          ['customer', 'Asks for more time', 'If the customer cannot pay on time'],
          ['bot', 'Records a promise-to-pay date within the grace period', 'If the customer cannot pay on time'],
          ['system', 'Updates the collections system and schedules a follow-up on the promised date'],
        ],
      },
      {
        label: 'Loan Requirement',
        isDefault: false,
        title: 'Loan requirement and lead qualification',
        summary: 'The bot qualifies an interested customer and hands a warm lead to a loan officer.',
        steps: [
          ['bot', 'Introduces a pre-approved personal loan offer and asks if the customer is interested'],
          ['customer', 'Says yes and states the amount needed'],
          ['bot', 'Asks for the purpose, monthly income and preferred tenure'],
          ['system', "Checks eligibility against the bank's rules in real time"],
          ['bot', 'Shares the indicative EMI and asks for a convenient time to speak with an officer', 'If the customer is eligible'],
          ['bot', 'Explains why and suggests a smaller amount', 'If the customer is not eligible'],
          ['system', 'Creates a qualified lead in the CRM with the call summary'],
        ],
      },
    ],
  },
  fmcg: {
    demoFilterLabel: 'FMCG',
    accent: 'amber',
    second: 'violet',
    icon: 'bag',
    bannerHeading: 'Voice, Image and Text Surveys for FMCG Brands',
    bannerText:
      'Hear from thousands of consumers and retailers in days instead of weeks. Run taste tests, brand tracking and shelf checks by voice, photo or text, take repeat orders from retailers and keep them informed when a delivery is delayed.',
    exploreText: 'Fast-Moving Consumer Goods',
    tabs: [
      {
        label: 'Non-Delivery Update',
        isDefault: true,
        title: 'Non-delivery update to retailers',
        summary: 'When a delivery slips, every affected retailer hears about it before they call the distributor.',
        steps: [
          ['system', 'The distribution system marks a delivery as delayed'],
          ['bot', 'Calls the retailer, apologises and explains the reason for the delay'],
          ['bot', 'Gives the new delivery date and asks whether the order should stand'],
          ['customer', 'Keeps the order', 'If the new date works'],
          ['customer', 'Cancels or changes the order', 'If the new date does not work'],
          ['system', 'Updates the order and notifies the sales representative of any cancellation'],
          ['bot', 'Confirms the outcome and promises an update on the day of delivery'],
        ],
      },
    ],
  },
  quickservicerestaurants: {
    demoFilterLabel: 'Restaurants',
    accent: 'amber',
    second: 'teal',
    icon: 'pizza',
    bannerHeading: 'Voice Ordering for Quick Service Restaurants',
    bannerText:
      'Never put a hungry customer on hold again. A voice bot takes orders during the dinner rush, suggests add-ons, confirms the address and payment mode, shares order status and collects feedback after every delivery.',
    exploreText: 'Quick Service Restaurants',
    tabs: [
      {
        label: 'Pizza Ordering',
        isDefault: true,
        title: 'Pizza ordering by voice',
        summary: 'From the first hello to a confirmed order in under two minutes.',
        steps: [
          ['customer', "Calls the restaurant's number"],
          ['bot', 'Greets the customer and asks what they would like to order'],
          ['customer', 'Chooses a pizza, a size and toppings'],
          ['bot', 'Suggests a side or a drink and confirms the items and total'],
          ['bot', 'Confirms the saved delivery address', 'If the customer has ordered before'],
          ['bot', 'Asks for the delivery address', 'If the customer is new'],
          ['customer', 'Chooses cash on delivery or online payment'],
          ['system', 'Sends the order to the kitchen and an SMS confirmation with the delivery time'],
        ],
      },
    ],
  },
  automobiles: {
    demoFilterLabel: 'Automobile',
    accent: 'teal',
    second: 'violet',
    icon: 'car',
    bannerHeading: 'Conversational AI for Dealers and Manufacturers',
    bannerText:
      'Turn website enquiries into test drives and keep workshops full. Voice bots book test drives, remind owners of periodic service, re-book missed appointments and collect feedback after every visit, logged against the customer and the vehicle.',
    exploreText: 'Automobile',
    tabs: [
      {
        label: 'Test Drive Booking',
        isDefault: true,
        title: 'Test drive booking',
        summary: 'Every website enquiry gets a call within minutes and a confirmed test drive slot.',
        steps: [
          ['system', "A visitor submits an enquiry on the dealer's website"],
          ['bot', 'Calls within five minutes and confirms the model of interest'],
          ['customer', 'Picks the fuel type and transmission'],
          ['bot', 'Offers a test drive at home or at the nearest showroom'],
          ['customer', 'Chooses a day and time'],
          ['system', 'Books the slot in the dealer management system and assigns a sales consultant'],
          ['bot', "Confirms the booking and sends the consultant's details by SMS"],
        ],
      },
    ],
  },
  healthcare: {
    demoFilterLabel: 'Healthcare',
    accent: 'teal',
    second: 'amber',
    icon: 'health',
    bannerHeading: 'Patient Conversations for Hospitals, Clinics and Labs',
    bannerText:
      'Let patients book appointments and blood tests, choose a home collection slot and hear when their reports are ready, by voice or chat, in their own language, while your front desk focuses on the people in front of them.',
    exploreText: 'Healthcare',
    tabs: [
      {
        label: 'Blood Test Booking',
        isDefault: true,
        title: 'Blood test appointment booking',
        summary: 'Booking, preparation instructions and report delivery in one conversation.',
        steps: [
          ['customer', "Calls the lab or answers a reminder call from the doctor's prescription"],
          ['bot', 'Asks which tests are needed and reads out the price'],
          ['bot', 'Offers home sample collection or a visit to the nearest centre'],
          ['customer', 'Chooses home collection and a time slot'],
          ['bot', 'Explains fasting and preparation instructions', 'If the test needs fasting'],
          ['system', 'Assigns a phlebotomist and sends an SMS confirmation'],
          ['system', 'Sends the report link by SMS when results are ready'],
        ],
      },
    ],
  },
  travelandhospitality: {
    demoFilterLabel: 'Travel & Hospitality',
    accent: 'violet',
    second: 'amber',
    icon: 'plane',
    bannerHeading: 'Conversational AI for Travel & Hospitality',
    bannerText:
      'Help travellers search and book flights, confirm hotel reservations, get check-in reminders and share feedback with an assistant that answers around the clock, including the peak-season rush when call volumes triple.',
    exploreText: 'Travel & Hospitality',
    tabs: [
      {
        label: 'Flight Booking',
        isDefault: true,
        title: 'Flight booking',
        summary: 'Search, choose and hold a fare by voice, then pay with a link.',
        steps: [
          ['customer', 'Says where and when they want to fly'],
          ['system', 'Searches fares across airlines in real time'],
          ['bot', 'Reads out the two best options with times and prices'],
          ['customer', 'Chooses a flight'],
          ['bot', 'Holds the fare for fifteen minutes and sends a payment link'],
          ['system', 'Issues the ticket and sends it by e-mail and SMS', 'If payment succeeds'],
          ['bot', 'Calls back to offer the next best fare', 'If the hold expires'],
        ],
      },
    ],
  },
}
