/** Facts about the (fictional) company used across the seed copy. */
export const company = {
  name: 'Kathana AI',
  legalName: 'Kathana AI Private Limited',
  contactEmail: 'hello@kathana.example',
  careersEmail: 'careers@kathana.example',
  privacyEmail: 'privacy@kathana.example',
  phone: '+91 120 456 7800',
  address: ['Kathana AI Private Limited', '4th Floor, Tower B, Plot C-18', 'Sector 62, Noida', 'Uttar Pradesh 201309', 'India'].join('\n'),
  addressOneLine: '4th Floor, Tower B, Plot C-18, Sector 62, Noida, Uttar Pradesh 201309, India',
  mapUrl: 'https://www.openstreetmap.org/search?query=' + encodeURIComponent('Sector 62, Noida, Uttar Pradesh 201309, India'),
  socialLabel: 'LinkedIn',
  socialUrl: 'https://linkedin.example/company/kathana-ai',
  sites: {
    meet: 'https://meet.kathana.example',
    announce: 'https://announce.kathana.example',
    survey: 'https://survey.kathana.example',
  },
}
